package tui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/concierge-dev/concierge/concierge"
)

// withTrace is the test model with n turns in its trace, the trace shown.
func withTrace(t *testing.T, n int) Model {
	m := newTestModel(t, 120, 40)
	var evs eventsMsg
	for i := range n {
		evs = append(evs, concierge.TurnStarted{Input: "turn " + strings.Repeat("x", i%50)},
			concierge.AgentHop{Agent: "account_balance", Why: "the message mentions a balance, which matches what it does"},
			concierge.TurnFinished{})
	}
	m = update(m, evs)
	return update(m, tea.KeyMsg{Type: tea.KeyCtrlT})
}

// R19: a frame with the trace shown costs the same with a long trace as
// with a short one: its lines are not all built again for every frame.
func TestReviewTraceFrameCostDoesNotGrow(t *testing.T) {
	short, long := withTrace(t, 20), withTrace(t, 4000)
	short.View()
	long.View()
	a := testing.AllocsPerRun(5, func() { _ = short.View() })
	b := testing.AllocsPerRun(5, func() { _ = long.View() })
	if b > 2*a+50 {
		t.Errorf("a frame allocates %.0f times with 20 turns in the trace and %.0f with 4000", a, b)
	}
}

// The trace shows its newest lines, numbered by turn, at any width the
// panel is given, and follows a resize.
func TestReviewTraceNewestLast(t *testing.T) {
	m := withTrace(t, 30)
	for _, w := range []int{120, 60, 140} {
		m = update(m, tea.WindowSizeMsg{Width: w, Height: 40})
		if !m.panelOn {
			m = update(m, tea.KeyMsg{Type: tea.KeyCtrlO})
		}
		v := m.View()
		if !strings.Contains(v, "turn 30") || strings.Contains(v, "turn 1 ") {
			t.Errorf("at %d columns the trace does not end at turn 30:\n%s", w, v)
		}
		if p := frameProblems(v, w, 40); len(p) > 0 {
			t.Errorf("at %d columns: %v", w, p)
		}
	}
}
