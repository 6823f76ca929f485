package tui

import (
	"github.com/charmbracelet/bubbles/textarea"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"github.com/concierge-dev/concierge/concierge"
)

// inputHeight is the input box's rows: border, label, two lines of text.
const inputHeight = 5

// inputModel is the message box: a textarea for messages, a masked field
// when a secret is asked (R10).
type inputModel struct {
	st     *Styles
	width  int
	area   textarea.Model
	secret textinput.Model
	masked bool
	label  string // the secret's label, "password"
	keys   *KeyMap
}

func newInput(st *Styles, keys *KeyMap) inputModel {
	ta := textarea.New()
	ta.Placeholder = "Type a message…"
	ta.ShowLineNumbers = false
	ta.Prompt = ""
	ta.CharLimit = 0
	ta.SetHeight(2)
	// Enter sends (the app handles it); the key map's Newline is the
	// newline, so the help and the box can never disagree
	ta.KeyMap.InsertNewline = keys.Newline
	ta.FocusedStyle.CursorLine = lipgloss.NewStyle()
	ta.FocusedStyle.Placeholder = st.Muted
	ta.BlurredStyle.Placeholder = st.Muted
	ta.Focus()

	ti := textinput.New()
	ti.EchoMode = textinput.EchoPassword
	ti.EchoCharacter = '•'
	ti.Prompt = ""
	return inputModel{st: st, keys: keys, area: ta, secret: ti}
}

func (m *inputModel) SetWidth(w int) {
	m.width = w
	inner := max(1, w-4) // border and one column of padding each side
	m.area.SetWidth(inner)
	m.secret.Width = inner
}

// Mask switches to masked input for a secret; "" switches back.
func (m *inputModel) Mask(label string) {
	m.masked = label != ""
	m.label = label
	if m.masked {
		m.area.Blur()
		m.secret.Reset()
		m.secret.Focus()
	} else {
		m.secret.Reset()
		m.secret.Blur()
		m.area.Focus()
	}
}

func (m *inputModel) Masked() bool { return m.masked }

// Value is what the user typed.
func (m *inputModel) Value() string {
	if m.masked {
		return m.secret.Value()
	}
	return m.area.Value()
}

// SetValue puts text back, after a refused send.
func (m *inputModel) SetValue(s string) {
	s = concierge.Sanitize(s)
	if m.masked {
		m.secret.SetValue(s)
		return
	}
	m.area.SetValue(s)
}

func (m *inputModel) Reset() {
	m.area.Reset()
	m.secret.Reset()
}

func (m *inputModel) Focus(on bool) {
	switch {
	case on && m.masked:
		m.secret.Focus()
	case on:
		m.area.Focus()
	default:
		m.area.Blur()
		m.secret.Blur()
	}
}

func (m inputModel) update(msg tea.Msg) (inputModel, tea.Cmd) {
	var cmd tea.Cmd
	if m.masked {
		m.secret, cmd = m.secret.Update(msg)
	} else {
		m.area, cmd = m.area.Update(msg)
	}
	return m, cmd
}

func (m *inputModel) View(busy bool) string {
	label := "Message · " + shortHelpPlain(m.keys.Send, m.keys.Newline)
	if m.masked {
		label = "Your " + m.label + " · hidden · goes to the tool only"
	}
	if busy {
		label = "Working… esc cancels"
	}
	body := m.area.View()
	if m.masked {
		body = m.secret.View() + "\n"
	}
	inner := max(1, m.width-4)
	content := m.st.InputLabel.Render(truncate(label, inner)) + "\n" + body
	return m.st.InputBorder.Width(m.width-2).Padding(0, 1).Render(content)
}
