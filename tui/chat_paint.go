package tui

import (
	"strings"

	"github.com/charmbracelet/lipgloss"
)

// chatPaint is a style split into the escape sequences before and after
// the text, so that a line is styled by concatenation: a lipgloss render
// costs microseconds a line, which dominated re-wrapping a long history.
// The split is made from the style's own Render, so it follows the colour
// profile in force when the pane is built (Run sets NO_COLOR's first).
type chatPaint struct {
	pre, post string
	style     lipgloss.Style
	exact     bool // pre+text+post is what style.Render gives; if not, Render is used
}

func newPaint(s lipgloss.Style) chatPaint {
	const probe = "probe"
	p := chatPaint{style: s}
	out := s.Render(probe)
	if i := strings.Index(out, probe); i >= 0 {
		p.pre, p.post = out[:i], out[i+len(probe):]
		// A style whose output is not plain text between fixed codes (a
		// width, a border, underlined spaces) must not be split.
		p.exact = s.Render("a b") == p.pre+"a b"+p.post
	}
	return p
}

// paint styles one line of text.
func (p chatPaint) paint(line string) string {
	if p.exact {
		return p.pre + line + p.post
	}
	return p.style.Render(line)
}
