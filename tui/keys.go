package tui

import "github.com/charmbracelet/bubbles/key"

// KeyMap is every key the TUI answers, with its help text (shown by ?).
type KeyMap struct {
	Send, Newline, Cancel, Quit key.Binding
	PageUp, PageDown, Up, Down  key.Binding
	Focus, TogglePanel, Save    key.Binding
	Trace                       key.Binding
	NewSession, Help            key.Binding
	// Sessions opens the session picker; enabled when the TUI has Sessions.
	Sessions key.Binding
	// At an approval (R41) the command keys only select what Confirm
	// does; typed text is an answer and Clear empties it.
	// ForSession selects allowing a declared tool for the rest of the
	// session (R56), where the approval offers it.
	Approve, Reject, ForSession, SkipStep, EditStep key.Binding
	Confirm, Clear                                  key.Binding
	// In an overlay that scrolls (an approval's arguments, an artifact):
	// a line at a time, and Close leaves it. Open reads the selected
	// artifact in full from the panel.
	LineUp, LineDown, Close, Open key.Binding

	// Leave quits too, but only when nothing is typed (R56): ctrl+d, as
	// at a shell's empty prompt.
	Leave key.Binding
}

// DefaultKeyMap is the product's key map (SPEC R17).
func DefaultKeyMap() *KeyMap {
	return &KeyMap{
		Send:        key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "send")),
		Newline:     key.NewBinding(key.WithKeys("alt+enter"), key.WithHelp("alt+enter", "new line")),
		Cancel:      key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "cancel the turn")),
		Quit:        key.NewBinding(key.WithKeys("ctrl+c"), key.WithHelp("ctrl+c", "quit")),
		Leave:       key.NewBinding(key.WithKeys("ctrl+d"), key.WithHelp("ctrl+d", "quit (nothing typed)")),
		PageUp:      key.NewBinding(key.WithKeys("pgup"), key.WithHelp("pgup", "scroll up")),
		PageDown:    key.NewBinding(key.WithKeys("pgdown"), key.WithHelp("pgdn", "scroll down")),
		Up:          key.NewBinding(key.WithKeys("up"), key.WithHelp("↑/↓", "pick an artifact")),
		Down:        key.NewBinding(key.WithKeys("down"), key.WithHelp("↓", "next artifact")),
		Focus:       key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", "focus input/panel")),
		TogglePanel: key.NewBinding(key.WithKeys("ctrl+o"), key.WithHelp("ctrl+o", "toggle the panel")),
		Save:        key.NewBinding(key.WithKeys("ctrl+s"), key.WithHelp("ctrl+s", "save the artifact")),
		Trace:       key.NewBinding(key.WithKeys("ctrl+t"), key.WithHelp("ctrl+t", "why / trace")),
		NewSession:  key.NewBinding(key.WithKeys("ctrl+n"), key.WithHelp("ctrl+n", "new session")),
		Sessions:    key.NewBinding(key.WithKeys("ctrl+r"), key.WithHelp("ctrl+r", "sessions: resume, delete"), key.WithDisabled()),
		Help:        key.NewBinding(key.WithKeys("?"), key.WithHelp("?", "this help")),
		Approve:     key.NewBinding(key.WithKeys("y", "Y"), key.WithHelp("y", "approve")),
		Reject:      key.NewBinding(key.WithKeys("n", "N"), key.WithHelp("n", "reject")),
		ForSession:  key.NewBinding(key.WithKeys("s", "S"), key.WithHelp("s", "approve for this session")),
		SkipStep:    key.NewBinding(key.WithKeys("1", "2", "3", "4", "5", "6", "7", "8", "9"), key.WithHelp("1-9", "skip a step")),
		EditStep:    key.NewBinding(key.WithKeys("e"), key.WithHelp("e", "edit a step")),
		Confirm:     key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "confirm an answer")),
		Clear:       key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "clear an answer")),
		LineUp:      key.NewBinding(key.WithKeys("up"), key.WithHelp("↑/↓", "scroll")),
		LineDown:    key.NewBinding(key.WithKeys("down"), key.WithHelp("↓", "scroll down")),
		Close:       key.NewBinding(key.WithKeys("esc", "q"), key.WithHelp("esc", "close")),
		Open:        key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "read the artifact")),
	}
}

// ShortHelp implements help.KeyMap.
func (k *KeyMap) ShortHelp() []key.Binding {
	return []key.Binding{k.Send, k.Cancel, k.Focus, k.TogglePanel, k.Help, k.Quit}
}

// FullHelp implements help.KeyMap.
func (k *KeyMap) FullHelp() [][]key.Binding {
	last := []key.Binding{k.Up, k.Open, k.Save, k.NewSession}
	if k.Sessions.Enabled() {
		last = append(last, k.Sessions)
	}
	return [][]key.Binding{
		{k.Send, k.Newline, k.Cancel, k.Quit, k.Leave},
		{k.PageUp, k.PageDown, k.Focus, k.TogglePanel, k.Trace},
		append(last, k.Help),
	}
}
