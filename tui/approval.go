package tui

import (
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/state"
)

// approvalModel is the modal that asks before a sensitive tool runs (R11).
// Nothing is approved without Enter (R41): y or n typed first selects the
// answer and Enter confirms it; anything else typed is a text answer the
// engine reads as a whole ("actually make it 300").
type approvalModel struct {
	st       *Styles
	open     bool
	approval state.Approval
	answer   answer
}

func newApproval(st *Styles) approvalModel {
	return approvalModel{st: st, answer: newAnswer()}
}

// Open shows an approval. The same approval shown again (an event that
// restates it) keeps what the user has typed.
func (m *approvalModel) Open(a state.Approval) {
	if !m.open || a.Summary != m.approval.Summary {
		m.answer.reset()
	}
	m.open, m.approval = true, a
}

func (m *approvalModel) Close() {
	m.open = false
	m.answer.reset()
}

// approvalDecision is what the user decided in the modal: approve, reject
// with a reason, or a text answer for the engine to read (text != "").
type approvalDecision struct {
	approve bool
	reason  string
	text    string
}

// update handles a key while the modal is open; a decision closes it.
func (m approvalModel) update(msg tea.KeyMsg, keys *KeyMap) (approvalModel, *approvalDecision, tea.Cmd) {
	switch {
	case keyMatches(msg, keys.Confirm):
		var d approvalDecision
		switch m.answer.kind() {
		case answerEmpty:
			return m, nil, nil
		case answerChoice:
			d.approve = keyMatches(runeKey(m.answer.choice), keys.Approve)
		case answerText:
			d.text = m.answer.Value()
		}
		m.Close()
		return m, &d, nil
	case keyMatches(msg, keys.Clear):
		m.answer.reset() // with nothing typed, Esc still decides nothing
		return m, nil, nil
	}
	command := func(k tea.KeyMsg) bool { return keyMatches(k, keys.Approve) || keyMatches(k, keys.Reject) }
	var cmd tea.Cmd
	m.answer, cmd = m.answer.update(msg, command)
	return m, nil, cmd
}

// hint says what Enter will do with what is typed.
func (m *approvalModel) hint(keys *KeyMap) string {
	k := m.st.Key.Render
	switch m.answer.kind() {
	case answerChoice:
		if keyMatches(runeKey(m.answer.choice), keys.Approve) {
			return k("Approve") + " — Enter to confirm"
		}
		return k("Reject") + " — Enter to confirm, or type \"no, <why>\""
	case answerText:
		return m.st.Muted.Render("enter send this answer · esc clear")
	}
	return k("y") + " or " + k("n") + ", then " + k("Enter") + " · or type an answer"
}

func (m *approvalModel) View(width int, keys *KeyMap) string {
	w := min(64, max(24, width-4))
	inner := w - 4
	body := m.st.ModalTitle.Render("Approval needed") + "\n\n" +
		lipgloss.NewStyle().Width(inner).Render(concierge.Sanitize(m.approval.Summary)) + "\n\n" +
		m.answer.View(inner, m.hint(keys))
	return m.st.Modal.Width(w - 2).Render(body)
}

// runeKey is the key press of a typed character, for matching a choice
// against the key map.
func runeKey(s string) tea.KeyMsg { return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(s)} }
