package tui

import (
	"strings"

	"github.com/charmbracelet/lipgloss"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
)

// keyMatches is key.Matches for one binding.
func keyMatches(msg tea.KeyMsg, b key.Binding) bool { return key.Matches(msg, b) }

// helpView is the key list shown by ?, drawn from the key map itself so
// it can never disagree with what the keys do. It fits in w×h.
func helpView(st *Styles, keys *KeyMap, w, h int) string {
	inner := max(10, min(72, w-4)) // border and padding
	var cells []string
	for _, group := range keys.FullHelp() {
		for _, k := range group {
			hp := k.Help()
			cells = append(cells, st.Key.Render(pad(hp.Key, 10))+" "+hp.Desc)
		}
	}
	// two columns when they fit, so the list stays short on small screens
	colW := 0
	for _, c := range cells {
		colW = max(colW, lipgloss.Width(c))
	}
	lines := []string{st.ModalTitle.Render("Keys"), ""}
	if 2*colW+3 <= inner {
		half := (len(cells) + 1) / 2
		for i := 0; i < half; i++ {
			row := pad(cells[i], colW)
			if i+half < len(cells) {
				row += "   " + cells[i+half]
			}
			lines = append(lines, row)
		}
	} else {
		for _, c := range cells {
			lines = append(lines, truncate(c, inner))
		}
	}
	lines = append(lines, "")
	for _, l := range strings.Split(wrapPlain(`Say "what can you do?" for the agents, "never mind" to drop a task. Any key closes this.`, inner), "\n") {
		lines = append(lines, st.Muted.Render(l))
	}
	if len(lines) > h-2 {
		lines = lines[:max(1, h-2)]
	}
	return st.Modal.BorderForeground(st.palette.Accent).Render(strings.Join(lines, "\n"))
}

// wrapPlain wraps unstyled text to w cells at spaces.
func wrapPlain(s string, w int) string {
	lines, _ := wrapText(s, w)
	return strings.Join(lines, "\n")
}

// pad fills s with spaces to n cells.
func pad(s string, n int) string {
	if w := lipgloss.Width(s); w < n {
		return s + strings.Repeat(" ", n-w)
	}
	return s
}
