package tui

import (
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/concierge-dev/concierge/state"
)

// The bank demo up to its approval of $500.
var toApproval = []string{"Transfer money", "seldo", "monkey", "Checking", "1234324", "500"}

// atApproval is the TUI with the transfer's approval on screen, and the
// number of user messages so far.
func atApproval(t *testing.T) (Model, int) {
	t.Helper()
	m := bankTo(t, newTestModel(t, 100, 30), toApproval...)
	if _, ok := m.eng.PendingApproval(); !ok || !approvalShown(m) {
		t.Fatalf("no approval is waiting:\n%s", m.View())
	}
	return m, len(userSaid(m))
}

// typeKeys types text one key at a time, as a person does.
func typeKeys(t *testing.T, m Model, text string) Model {
	t.Helper()
	for _, r := range text {
		m = typeKey(t, m, keyRune(r))
	}
	return m
}

// userSaid is what the engine has taken from the user: Send's text, or
// "approve" and "reject …" for Approve and Reject.
func userSaid(m Model) []string {
	var out []string
	for _, msg := range m.eng.Session().Messages {
		if msg.Role == state.RoleUser {
			out = append(out, msg.Text)
		}
	}
	return out
}

func wantSaid(t *testing.T, m Model, from int, want ...string) {
	t.Helper()
	got := userSaid(m)[from:]
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("the engine got %q, want %q", got, want)
	}
}

func wantNoReceipt(t *testing.T, m Model) {
	t.Helper()
	for _, a := range m.eng.Session().Artifacts {
		if strings.Contains(a.Title, "Transfer receipt") {
			t.Errorf("money moved: %s", a.Title)
		}
	}
}

// R41: a y inside a sentence is not a yes. The whole text is the answer,
// shown as typed, and the engine reads it at Enter.
func TestApprovalCorrectionIsNotAYes(t *testing.T) {
	t.Parallel()
	m, from := atApproval(t)
	m = typeKeys(t, m, "actually make it 300")
	wantSaid(t, m, from)
	if !strings.Contains(m.View(), "answer: actually make it 300") {
		t.Errorf("the answer is not shown as typed:\n%s", m.View())
	}
	m = press(t, m, enterKey)
	wantSaid(t, m, from, "actually make it 300")
	wantNoReceipt(t, m)
	// whatever the engine made of it, the modal shows what it waits for
	if ap, ok := m.eng.PendingApproval(); ok != approvalShown(m) || ap.Summary != approvalOf(m).approval.Summary {
		t.Errorf("the engine waits for %q (%v), the modal shows %q (%v)", ap.Summary, ok, approvalOf(m).approval.Summary, approvalShown(m))
	}
}

// R41: an n inside a sentence is not a no.
func TestApprovalSureThingIsNotAReject(t *testing.T) {
	t.Parallel()
	m, from := atApproval(t)
	m = typeKeys(t, m, "sure thing")
	wantSaid(t, m, from)
	m = press(t, m, enterKey)
	wantSaid(t, m, from, "sure thing")
}

// R41: y selects, Enter confirms: one approval, after Enter only.
func TestApprovalYesNeedsEnter(t *testing.T) {
	t.Parallel()
	m, from := atApproval(t)
	m = typeKey(t, m, keyRune('y'))
	wantSaid(t, m, from)
	if _, ok := m.eng.PendingApproval(); !ok {
		t.Fatal("y alone approved")
	}
	if !strings.Contains(m.View(), "Approve — Enter to confirm") {
		t.Errorf("the choice is not shown:\n%s", m.View())
	}
	m = press(t, m, enterKey)
	wantSaid(t, m, from, "approve")
	if approvalShown(m) {
		t.Error("the modal is still open after the approval")
	}
	m = press(t, m, enterKey) // a second Enter is an empty message, not a second yes
	wantSaid(t, m, from, "approve")
}

// R41: n and Enter reject without a reason; n then more text is one
// answer ("no, too much"); Esc takes back what was typed.
func TestApprovalNoAndText(t *testing.T) {
	t.Parallel()
	t.Run("n then enter", func(t *testing.T) {
		t.Parallel()
		m, from := atApproval(t)
		m = typeKey(t, m, keyRune('n'))
		if !strings.Contains(m.View(), "Reject — Enter to confirm, or type \"no, <why>\"") {
			t.Errorf("the choice is not shown:\n%s", m.View())
		}
		m = press(t, m, enterKey)
		wantSaid(t, m, from, "reject")
	})
	t.Run("n then a reason", func(t *testing.T) {
		t.Parallel()
		m, from := atApproval(t)
		m = typeKeys(t, m, "no, too muchh")
		m = typeKey(t, m, tea.KeyMsg{Type: tea.KeyBackspace})
		m = press(t, m, enterKey)
		wantSaid(t, m, from, "no, too much")
		wantNoReceipt(t, m)
	})
	t.Run("esc clears", func(t *testing.T) {
		t.Parallel()
		m, from := atApproval(t)
		m = typeKeys(t, m, "yes")
		m = press(t, m, tea.KeyMsg{Type: tea.KeyEsc})
		m = press(t, m, tea.KeyMsg{Type: tea.KeyEsc}) // nothing typed: nothing happens
		if !approvalShown(m) || !strings.Contains(m.View(), "y or n, then Enter · or type an answer") {
			t.Errorf("the modal is not back to its question:\n%s", m.View())
		}
		m = press(t, m, enterKey) // nothing typed: Enter decides nothing, and says what to do (R56)
		wantSaid(t, m, from)
		if !approvalShown(m) || !strings.Contains(m.View(), "Nothing is chosen yet: press y or n, then Enter") {
			t.Errorf("Enter with nothing chosen says nothing:\n%s", m.View())
		}
	})
}

// R41: navigation keys stay bindings; they never answer or start one.
func TestApprovalNavigationNeverAnswers(t *testing.T) {
	t.Parallel()
	m, from := atApproval(t)
	for _, k := range []tea.KeyType{tea.KeyTab, tea.KeyUp, tea.KeyDown, tea.KeyLeft, tea.KeyPgUp, tea.KeyPgDown,
		tea.KeyCtrlO, tea.KeyCtrlO, tea.KeyEsc, tea.KeyBackspace, tea.KeyShiftTab} {
		m = press(t, m, tea.KeyMsg{Type: k})
	}
	m = press(t, m, enterKey)
	wantSaid(t, m, from)
	if !approvalShown(m) || approvalOf(m).answer.Value() != "" {
		t.Errorf("navigation changed the answer to %q", approvalOf(m).answer.Value())
	}
}

// R41: keys that arrive within 300 ms of the question appearing go to the
// input box with a hint, Enter included; a burst of them keeps going
// there; after a pause, keys answer.
func TestApprovalTypeAheadGoesToTheInput(t *testing.T) {
	t.Parallel()
	clock := &testClock{now: time.Unix(1700000000, 0)}
	m := bankTo(t, newClockModel(t, "bank", 100, 30, clock), toApproval...)
	from := len(userSaid(m))
	for _, r := range "yes" {
		m = typeKey(t, m, keyRune(r))
		clock.Advance(200 * time.Millisecond)
	}
	m = press(t, m, enterKey)
	wantSaid(t, m, from)
	if m.input.Value() != "yes" || approvalOf(m).answer.Value() != "" {
		t.Errorf("input %q, answer %q; want the type-ahead in the input", m.input.Value(), approvalOf(m).answer.Value())
	}
	if !strings.Contains(m.status.flash, "Approval opened — type y or n, then Enter") {
		t.Errorf("flash = %q", m.status.flash)
	}
	clock.Advance(300 * time.Millisecond)
	m = typeKey(t, m, keyRune('y'))
	m = press(t, m, enterKey)
	wantSaid(t, m, from, "approve")
	if m.input.Value() != "yes" {
		t.Errorf("the type-ahead was lost: input %q", m.input.Value())
	}
}

// The plan's command keys follow the same rule: a digit or e selects and
// shows what it will do, Enter does it, more typing is a text answer.
func TestPlanKeysNeedEnter(t *testing.T) {
	t.Parallel()
	const plan = "check my savings balance, then send 200 to 1234324, and tell me the AAPL price"
	atPlan := func(t *testing.T) Model {
		t.Helper()
		m := bankTo(t, newTestModel(t, 100, 30), plan)
		if !planShown(m) {
			t.Fatalf("no plan is waiting:\n%s", m.View())
		}
		return m
	}
	step := func(t *testing.T, m Model, i int) state.PlanStep {
		t.Helper()
		p, ok := m.eng.PendingPlan()
		if !ok || len(p.Steps) <= i {
			t.Fatalf("no plan waits with step %d: %+v", i+1, p)
		}
		return p.Steps[i]
	}
	t.Run("digit", func(t *testing.T) {
		t.Parallel()
		m := atPlan(t)
		m = typeKey(t, m, keyRune('3'))
		if step(t, m, 2).Status == state.StepSkipped || !strings.Contains(m.View(), "Skip step 3 — Enter to confirm") {
			t.Fatalf("3 alone skipped the step, or the choice is not shown:\n%s", m.View())
		}
		m = press(t, m, enterKey)
		if step(t, m, 2).Status != state.StepSkipped {
			t.Errorf("3 and Enter did not skip step 3")
		}
	})
	t.Run("enter with nothing chosen says so", func(t *testing.T) {
		t.Parallel()
		m := atPlan(t)
		before := len(userSaid(m))
		m = press(t, m, enterKey) // nothing chosen: no decision, a nudge (R56)
		if !planShown(m) || len(userSaid(m)) != before {
			t.Fatalf("Enter with nothing chosen decided something:\n%s", m.View())
		}
		if !strings.Contains(m.View(), "Nothing is chosen yet: press y or n, then Enter") {
			t.Errorf("Enter with nothing chosen says nothing:\n%s", m.View())
		}
		m = typeKey(t, m, keyRune('y'))
		if strings.Contains(m.View(), "Nothing is chosen yet") {
			t.Errorf("the nudge stays after a choice:\n%s", m.View())
		}
	})
	t.Run("e opens the editor on Enter", func(t *testing.T) {
		t.Parallel()
		m := atPlan(t)
		m = typeKey(t, m, keyRune('e'))
		if !strings.Contains(m.View(), "Edit a step — Enter to open the editor") {
			t.Fatalf("the choice is not shown:\n%s", m.View())
		}
		m = typeKey(t, m, enterKey) // opens the editor; no turn
		if !strings.Contains(m.View(), "edit step:") {
			t.Fatalf("no editor:\n%s", m.View())
		}
		m = typeKeys(t, m, "2 send 300 to 1234324")
		m = press(t, m, enterKey)
		if got := step(t, m, 1).Action; got != "send 300 to 1234324" {
			t.Errorf("step 2 is %q", got)
		}
	})
	t.Run("e then text is one answer", func(t *testing.T) {
		t.Parallel()
		m := atPlan(t)
		m = typeKeys(t, m, "edit 2 send 300 to 1234324")
		if step(t, m, 1).Action != "send 200 to 1234324" || planOf(m).editing {
			t.Fatalf("typing changed the plan before Enter")
		}
		m = press(t, m, enterKey)
		if got := step(t, m, 1).Action; got != "send 300 to 1234324" {
			t.Errorf("step 2 is %q", got)
		}
	})
	t.Run("y then enter", func(t *testing.T) {
		t.Parallel()
		m := atPlan(t)
		m = typeKey(t, m, keyRune('y'))
		step(t, m, 0) // still waiting
		m = press(t, m, enterKey)
		if _, ok := m.eng.PendingPlan(); ok {
			t.Error("y and Enter did not approve the plan")
		}
	})
	t.Run("type-ahead", func(t *testing.T) {
		t.Parallel()
		clock := &testClock{now: time.Unix(1700000000, 0)}
		m := bankTo(t, newClockModel(t, "bank", 100, 30, clock), plan)
		m = typeKey(t, m, keyRune('3'))
		m = press(t, m, enterKey)
		if step(t, m, 2).Status == state.StepSkipped || m.input.Value() != "3" {
			t.Errorf("a digit typed ahead reached the plan (input %q)", m.input.Value())
		}
		if !strings.Contains(m.status.flash, "Plan opened") {
			t.Errorf("flash = %q", m.status.flash)
		}
	})
}
