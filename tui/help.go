package tui

import (
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
)

// keyMatches is key.Matches for one binding.
func keyMatches(msg tea.KeyMsg, b key.Binding) bool { return key.Matches(msg, b) }

// helpOverlay is the key list shown by ?: bubbles/help's full view of the
// key map of what had the keys when it opened (a question's, the
// sessions', or the chat's), drawn from the bindings themselves so it can
// never disagree with what the keys do. Any key closes it.
type helpOverlay struct {
	st    *Styles
	title string
	keys  help.KeyMap
	w, h  int
}

func newHelp(st *Styles, title string, keys help.KeyMap) helpOverlay {
	return helpOverlay{st: st, title: title, keys: keys}
}

func (o helpOverlay) Place() placement { return overBody }

func (o helpOverlay) SetSize(w, h int) overlay {
	o.w, o.h = w, h
	return o
}

func (o helpOverlay) KeyMap() help.KeyMap { return o.keys }

func (o helpOverlay) Update(msg tea.Msg) (overlay, tea.Cmd, outcome) {
	if _, ok := msg.(tea.KeyMsg); ok {
		return nil, nil, nil
	}
	return o, nil, nil
}

// View fits the help in the overlay's size: the key map's own groups side
// by side when they fit, else the same keys in fewer columns, so no key
// is ever cut off a narrow screen.
func (o helpOverlay) View() string {
	inner := max(10, min(76, o.w-6)) // border, padding and the gap around it
	// measured without a width first: bubbles/help cuts what does not
	// fit to an ellipsis, and a key cut off is a key nobody learns
	h := helpModel(o.st, 0)
	groups := o.keys.FullHelp()
	body := h.FullHelpView(groups)
	for cols := 2; lipgloss.Width(body) > inner && cols >= 1; cols-- {
		body = h.FullHelpView(regroup(groups, cols))
	}
	// the box is as wide as the keys, and the tip wraps to it
	inner = min(inner, max(lipgloss.Width(body), 44))
	lines := []string{o.st.ModalTitle.Render(o.title), ""}
	for _, l := range strings.Split(body, "\n") {
		lines = append(lines, truncate(l, inner))
	}
	lines = append(lines, "")
	for _, l := range strings.Split(wrapPlain(`Say "what can you do?" for the agents, "never mind" to drop a task. Any key closes this.`, inner), "\n") {
		lines = append(lines, o.st.Muted.Render(l))
	}
	if len(lines) > o.h-2 {
		lines = lines[:max(1, o.h-2)]
	}
	return o.st.Modal.BorderForeground(o.st.palette.Accent).Render(strings.Join(lines, "\n"))
}

// helpModel is bubbles/help in the palette's colours, cut to w cells.
func helpModel(st *Styles, w int) help.Model {
	h := help.New()
	h.Width = w
	h.ShowAll = true
	h.Styles.FullKey = st.Key
	h.Styles.ShortKey = st.Key
	h.Styles.FullDesc = lipgloss.NewStyle()
	h.Styles.ShortDesc = st.Muted
	h.Styles.FullSeparator = st.Muted
	h.Styles.ShortSeparator = st.Muted
	h.Styles.Ellipsis = st.Muted
	h.FullSeparator = "   "
	h.ShortSeparator = " · "
	return h
}

// shortHelp is one line of what keys do, whole items only, within w cells.
func shortHelp(st *Styles, keys []key.Binding, w int) string {
	h := helpModel(st, w)
	h.ShowAll = false
	return h.ShortHelpView(keys)
}

// shortHelpPlain is bindings as "key desc · key desc", unstyled, for a
// label that has its own style.
func shortHelpPlain(bs ...key.Binding) string {
	parts := make([]string, len(bs))
	for i, b := range bs {
		parts[i] = b.Help().Key + " " + b.Help().Desc
	}
	return strings.Join(parts, " · ")
}

// relabel is a binding with a shorter description, for a hint line.
func relabel(b key.Binding, desc string) key.Binding {
	b.SetHelp(b.Help().Key, desc)
	return b
}

// regroup puts the enabled bindings of groups into cols columns, in order.
func regroup(groups [][]key.Binding, cols int) [][]key.Binding {
	var all []key.Binding
	for _, g := range groups {
		for _, b := range g {
			if b.Enabled() {
				all = append(all, b)
			}
		}
	}
	per := (len(all) + cols - 1) / max(1, cols)
	var out [][]key.Binding
	for len(all) > 0 {
		n := min(per, len(all))
		out = append(out, all[:n])
		all = all[n:]
	}
	return out
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
