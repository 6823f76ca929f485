package tui

// Overlays are the components drawn over the screen: a question of the
// conversation (a tool's or a plan's approval), the keys, an artifact read
// in full, the stored sessions. They share one interface, and the root
// model keeps them as a stack: a key goes to the top one, and the root
// handles only what no overlay took. A new overlay is one more type, not
// more branches in the root's key handler.

import (
	"slices"
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
)

// placement is where an overlay sits.
type placement int

const (
	// overChat: a question of the conversation, drawn over the chat (over
	// the whole body when the chat is alone) and hidden while a turn runs.
	overChat placement = iota
	// overBody: centred over the chat and the panel (help, an artifact).
	overBody
	// wholeBody: in place of the chat and the panel (the sessions).
	wholeBody
)

// overlay is one component of the stack.
type overlay interface {
	// Update takes a message meant for the overlay. next is the overlay as
	// it is now, nil when it closed itself; out is what the user decided
	// that the root must act on (an approval's yes, a session to resume),
	// nil when nothing was.
	Update(msg tea.Msg) (next overlay, cmd tea.Cmd, out outcome)
	// View draws the overlay within the size it was given.
	View() string
	// SetSize gives the overlay the cells of its placement.
	SetSize(w, h int) overlay
	// KeyMap is what its keys do, for the help line and the help screen.
	KeyMap() help.KeyMap
	Place() placement
}

// question is an overlay placed overChat: something the engine waits for
// the user to answer (an approval, a plan).
type question interface {
	overlay
	// named tells questions apart: a new name is a question the user has
	// not seen yet, which settles before keys may answer it (guard.go).
	named() string
	// title is what the user calls it: "Approval", "Plan".
	title() string
	// unanswered reports nothing typed yet: ? then opens the help rather
	// than starting an answer.
	unanswered() bool
}

// outcome is what an overlay asks of the root model: approvalDecision,
// planDecision, pickerAction, saveArtifact.
type outcome any

// keyList is a help.KeyMap built from bindings.
type keyList struct {
	short []key.Binding
	full  [][]key.Binding
}

func (k keyList) ShortHelp() []key.Binding  { return k.short }
func (k keyList) FullHelp() [][]key.Binding { return k.full }

// push puts an overlay on top, sized for its place. A question goes under
// the overlays that are not questions (help, an artifact, the sessions,
// opened while a turn ran): they are drawn over it, so they keep the
// keys, and the key that closes them never reaches the question (R41).
func (m *Model) push(o overlay) {
	w, h := m.area(o.Place())
	at := len(m.layers)
	if o.Place() == overChat {
		for at > 0 && m.layers[at-1].Place() != overChat {
			at--
		}
	}
	m.layers = slices.Insert(slices.Clone(m.layers), at, o.SetSize(w, h))
}

// active is the overlay keys go to: the top one, passing over questions
// while a turn runs (they are hidden then). i is -1 when there is none.
func (m *Model) active() (int, overlay) {
	for i := len(m.layers) - 1; i >= 0; i-- {
		if m.busy && m.layers[i].Place() == overChat {
			continue
		}
		return i, m.layers[i]
	}
	return -1, nil
}

// setLayer replaces overlay i, or removes it when o is nil. The stack is
// copied first: an older Model value keeps the stack it had.
func (m *Model) setLayer(i int, o overlay) {
	m.layers = slices.Clone(m.layers)
	if o == nil {
		m.layers = slices.Delete(m.layers, i, i+1)
		return
	}
	m.layers[i] = o
}

// layerOf finds the overlay of type T in the stack.
func layerOf[T overlay](m *Model) (T, int, bool) {
	for i := len(m.layers) - 1; i >= 0; i-- {
		if o, ok := m.layers[i].(T); ok {
			return o, i, true
		}
	}
	var zero T
	return zero, -1, false
}

// putLayer replaces the overlay of o's type, or pushes o when there is
// none: a question restated keeps its place in the stack.
func putLayer[T overlay](m *Model, o T) {
	if _, i, ok := layerOf[T](m); ok {
		w, h := m.area(o.Place())
		m.setLayer(i, o.SetSize(w, h))
		return
	}
	m.push(o)
}

// dropLayer removes the overlay of type T, if any.
func dropLayer[T overlay](m *Model) {
	if _, i, ok := layerOf[T](m); ok {
		m.setLayer(i, nil)
	}
}

// area is the size of a placement at the current layout.
func (m *Model) area(p placement) (int, int) {
	l := computeLayout(m.width, m.height, m.panelOn)
	if p == overChat && l.showChat && l.showSide {
		return l.chatW - 1, l.bodyH
	}
	return m.width, l.bodyH
}

// resizeLayers sizes every overlay again after the screen changed.
func (m *Model) resizeLayers() {
	m.layers = slices.Clone(m.layers)
	for i, o := range m.layers {
		w, h := m.area(o.Place())
		m.layers[i] = o.SetSize(w, h)
	}
}

// routeKey hands a key to overlay i and acts on what it decided.
func (m Model) routeKey(i int, o overlay, msg tea.Msg) (tea.Model, tea.Cmd) {
	next, cmd, out := o.Update(msg)
	m.setLayer(i, next)
	m.watchQuestion() // a question an overlay covered is in view from now
	if out == nil {
		return m, cmd
	}
	n, cmd2 := m.act(out)
	return n, tea.Batch(cmd, cmd2)
}

// act does what an overlay decided.
func (m Model) act(out outcome) (tea.Model, tea.Cmd) {
	switch o := out.(type) {
	case approvalDecision:
		return m.decide(o)
	case planDecision:
		return m.decidePlan(o)
	case pickerAction:
		return m.pickerAction(o)
	case saveArtifact:
		return m, m.saveArtifact(o.artifact)
	}
	return m, nil
}

// asked is the question to draw over the chat, if one is shown.
func (m Model) asked() (question, bool) {
	if m.busy {
		return nil, false // hidden while a turn runs
	}
	for i := len(m.layers) - 1; i >= 0; i-- {
		if q, ok := m.layers[i].(question); ok {
			return q, true
		}
	}
	return nil, false
}

// drawLayers draws the overlays other than the question over the body,
// bottom first.
func (m Model) drawLayers(body string, h int) string {
	for _, o := range m.layers {
		switch o.Place() {
		case overBody:
			// veiled as a question is (R56): letters of the chat at the
			// box's edges would read as part of it ("H ║ Keys")
			v := o.View()
			body = drawOver(m.veil(fitBlock(body, m.width, h), lipgloss.Height(v), m.width, h), v, m.width, h)
		case wholeBody:
			body = o.View()
		}
	}
	return body
}

// keepEnds fits a question's text in h lines: its title (the first line)
// and its last tail lines (the answer and what Enter will do) always
// stay; what is between is cut from its end, an ellipsis in its place.
// A question whose answer line is off screen cannot be answered knowingly.
func keepEnds(body string, h, tail int) string {
	lines := strings.Split(body, "\n")
	if h <= 0 || len(lines) <= h {
		return body
	}
	if h < tail+2 { // not even the title fits beside the answer
		return strings.Join(lines[len(lines)-min(h, len(lines)):], "\n")
	}
	head := lines[:h-tail-1]
	out := append(append([]string(nil), head...), "…")
	return strings.Join(append(out, lines[len(lines)-tail:]...), "\n")
}
