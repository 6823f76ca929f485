package tui

// An approval is a deliberate act (R41). Keys already on their way when a
// question appears — typed before it opened, or in the moment after, when
// nobody can have read it — go to the input box they were typed for, never
// into the answer; and a question the engine still waits for after a turn
// is shown again, whether or not an event said so.

import (
	"time"

	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"

	"github.com/concierge-dev/concierge/state"
)

// settleTime is how long a question is on screen before a key can answer
// it; each key typed ahead in that time starts it again, so a burst of
// typing never ends half in the input and half in the answer.
const settleTime = 300 * time.Millisecond

// shownQuestion names the question on screen, "" when none: a new name is
// a question the user has not seen yet.
func (m *Model) shownQuestion() string {
	q, ok := m.asked()
	if !ok {
		return "" // none, or hidden while a turn runs
	}
	return q.named()
}

// watchQuestion starts the settling time when a question appears. It runs
// wherever a modal may open or come back into view, and before each key
// is read, so a question no path announced still settles.
func (m *Model) watchQuestion() {
	if _, o := m.active(); o != nil && o.Place() != overChat {
		// help, an artifact or the sessions cover any question: it has
		// not appeared yet (or is the one seen before they opened)
		return
	}
	q := m.shownQuestion()
	if q != "" && q != m.question {
		m.settleUntil = m.opts.Now().Add(settleTime)
	}
	m.question = q
}

// settling reports whether a question appeared too recently for a key to
// answer it.
func (m *Model) settling() bool {
	return m.question != "" && m.opts.Now().Before(m.settleUntil)
}

// typedAhead reports whether a key typed while a question settles is one
// that could answer it: text, Enter, or editing what is typed.
func (m *Model) typedAhead(msg tea.KeyMsg) bool {
	return typing(msg) || keyMatches(msg, m.keys.Confirm) || editing(msg, textinput.DefaultKeyMap)
}

// typeAhead gives a key typed ahead of a question to the input box, says
// how to answer, and holds Enter back: an Enter meant for the last message
// must not send the text to a question nobody has read.
func (m Model) typeAhead(msg tea.KeyMsg) (tea.Model, tea.Cmd) {
	m.settleUntil = m.opts.Now().Add(settleTime)
	what := "Approval"
	if q, ok := m.asked(); ok {
		what = q.title()
	}
	m.flash(what+" opened — type y or n, then Enter", false)
	if keyMatches(msg, m.keys.Confirm) {
		return m, nil
	}
	return m.typeInput(msg)
}

// syncQuestions shows what the engine waits for once a turn is over. An
// answer typed in full may have left the approval pending (a side
// question), replaced it (a correction) or ended it (a cancel), and only
// some of these come as events.
func (m *Model) syncQuestions() {
	if a, ok := m.eng.PendingApproval(); ok {
		m.showApproval(a)
	} else {
		dropLayer[approvalModel](m)
	}
	if p, ok := m.eng.PendingPlan(); ok {
		m.showPlan(p)
	} else {
		dropLayer[planModal](m)
	}
}

// showApproval puts the approval the engine waits for on screen; one
// already there is restated, keeping what the user typed if it is the
// same question.
func (m *Model) showApproval(a state.Approval) {
	if o, i, ok := layerOf[approvalModel](m); ok {
		m.setLayer(i, o.restate(a))
		return
	}
	m.push(newApproval(m.st, m.keys, a))
}

// showPlan puts the plan that waits for approval on screen, as
// showApproval does.
func (m *Model) showPlan(p state.Plan) {
	if o, i, ok := layerOf[planModal](m); ok {
		m.setLayer(i, o.restate(p))
		return
	}
	m.push(newPlanModal(m.st, m.keys, p))
}
