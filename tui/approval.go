package tui

import (
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/state"
)

// approvalModel is the modal that asks before a sensitive tool runs (R11):
// y approves, n asks for an optional reason, then Enter rejects.
type approvalModel struct {
	st       *Styles
	open     bool
	approval state.Approval
	asking   bool // n was pressed: the reason field has the focus
	reason   textinput.Model
}

func newApproval(st *Styles) approvalModel {
	ti := textinput.New()
	ti.Prompt = "reason: "
	ti.Placeholder = "optional, e.g. too much"
	ti.CharLimit = 500
	return approvalModel{st: st, reason: ti}
}

func (m *approvalModel) Open(a state.Approval) {
	m.open, m.approval, m.asking = true, a, false
	m.reason.Reset()
	m.reason.Blur()
}

func (m *approvalModel) Close() {
	m.open, m.asking = false, false
	m.reason.Blur()
}

// approvalDecision is what the user decided in the modal.
type approvalDecision struct {
	approve bool
	reason  string
}

// update handles a key while the modal is open; a decision closes it.
func (m approvalModel) update(msg tea.KeyMsg, keys *KeyMap) (approvalModel, *approvalDecision, tea.Cmd) {
	if m.asking {
		switch msg.String() {
		case "enter":
			d := &approvalDecision{reason: m.reason.Value()}
			m.Close()
			return m, d, nil
		case "esc":
			m.asking = false
			m.reason.Blur()
			return m, nil, nil
		}
		var cmd tea.Cmd
		m.reason, cmd = m.reason.Update(msg)
		return m, nil, cmd
	}
	switch {
	case keyMatches(msg, keys.Approve):
		m.Close()
		return m, &approvalDecision{approve: true}, nil
	case keyMatches(msg, keys.Reject):
		m.asking = true
		return m, nil, m.reason.Focus()
	}
	return m, nil, nil
}

func (m *approvalModel) View(width int) string {
	w := min(64, max(24, width-4))
	inner := w - 4
	body := m.st.ModalTitle.Render("Approval needed") + "\n\n" +
		lipgloss.NewStyle().Width(inner).Render(concierge.Sanitize(m.approval.Summary)) + "\n\n"
	if m.asking {
		m.reason.Width = inner - 9
		body += m.reason.View() + "\n" + m.st.Muted.Render("enter reject · esc back")
	} else {
		body += m.st.Key.Render("y") + " approve   " + m.st.Key.Render("n") + " reject (with a reason)"
	}
	return m.st.Modal.Width(w - 2).Render(body)
}
