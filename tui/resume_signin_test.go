package tui

import (
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/state"
)

// resumedModel is the TUI on a session rebuilt from sess, as --resume (or
// --fork, when the approval was not carried over) opens it, on clock.
func resumedModel(t *testing.T, sess *state.Session, clock *testClock) Model {
	t.Helper()
	d, err := concierge.BuiltinDomains().New("bank")
	if err != nil {
		t.Fatal(err)
	}
	b := NewBridge()
	eng, err := concierge.New(concierge.Config{Domain: d, Session: sess, Sink: b.Sink, Clock: concierge.FixedClock})
	if err != nil {
		t.Fatal(err)
	}
	eng.Start()
	m := New(Options{Engine: eng, Bridge: b, SaveDir: t.TempDir(), Now: clock.Now})
	return update(m, tea.WindowSizeMsg{Width: 100, Height: 30})
}

// R55 in the TUI: a session stopped at a pending transfer opens signed out
// with no approval modal and the username asked (the set-aside approval in
// the Why panel); the password is typed masked; only then does the
// approval open, with a fresh R41 guard: a y at once is type-ahead, not an
// answer. The password is never on screen nor in the transcript.
func TestResumeAtApprovalSignsInFirst(t *testing.T) {
	t.Parallel()
	for _, fork := range []bool{false, true} {
		sess := bankTo(t, newTestModel(t, 100, 30), toApproval...).eng.Session()
		if fork {
			sess.Pending.Approval = nil // cmd/cli's fork does not carry it
		}
		clock := &testClock{now: time.Unix(1700000000, 0)}
		m := resumedModel(t, sess, clock)
		if approvalShown(m) || m.input.Masked() {
			t.Fatalf("fork %v: opened with the approval %v, input masked %v:\n%s", fork, approvalShown(m), m.input.Masked(), m.View())
		}
		view := m.View()
		if !strings.Contains(view, "username?") {
			t.Errorf("fork %v: the username is not asked:\n%s", fork, view)
		}
		listed := false
		for _, n := range m.side.notes {
			listed = listed || strings.HasPrefix(n.Text, "Set aside until you sign in again: Transfer $500.00")
		}
		if !fork && !listed {
			t.Errorf("the approval waiting for the sign-in is not in the Why panel: %+v", m.side.notes)
		}
		from := len(userSaid(m))
		clock.Advance(time.Second)
		m = sendLine(t, m, "seldo")
		if !m.input.Masked() || approvalShown(m) {
			t.Fatalf("fork %v: after the username: masked %v, approval %v:\n%s", fork, m.input.Masked(), approvalShown(m), m.View())
		}
		m = sendLine(t, m, "monkey")
		if !approvalShown(m) {
			t.Fatalf("fork %v: no approval after signing in:\n%s", fork, m.View())
		}
		wantSaid(t, m, from, "seldo", state.SecretMask)
		m = typeKey(t, m, keyRune('y'))
		m = press(t, m, enterKey)
		wantSaid(t, m, from, "seldo", state.SecretMask) // the guard is fresh: no answer yet
		if strings.Contains(m.View(), "monkey") {
			t.Errorf("fork %v: the password is on screen:\n%s", fork, m.View())
		}
		clock.Advance(time.Second)
		m = typeKey(t, m, keyRune('y'))
		m = press(t, m, enterKey)
		wantSaid(t, m, from, "seldo", state.SecretMask, "approve")
	}
}
