package tui

import tea "github.com/charmbracelet/bubbletea"

// typedText marks several characters that arrived in one read as text.
// A terminal hands bubbletea a burst of typing in one read (a fast typist
// over ssh, dictation, a paste without bracketed paste, tmux send-keys)
// as one KeyMsg whose String() is the characters themselves, so a word
// such as "right", "up", "end", "left", "enter" or "esc" matched the key
// binding of the same name: the input box moved its cursor instead of
// inserting "right", and "yeah thats right" at an approval was sent as
// "yeah thats". Marked as a paste, the burst prints as "[right]" and
// matches no binding, and every text field inserts it as typed. One
// character stays a key press, so y, n, ? and q keep their bindings.
func typedText(msg tea.KeyMsg) tea.KeyMsg {
	if msg.Type == tea.KeyRunes && len(msg.Runes) > 1 && !msg.Alt {
		msg.Paste = true
	}
	return msg
}
