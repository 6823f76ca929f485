package tui

import (
	"bytes"
	"io"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/teatest"
)

// R41, issue 16: typed into the approval as a running program receives
// it, key by key, "actually make it 300" is a correction, never a yes: the
// $500 transfer does not run, and a new approval for $300 is asked.
func TestTypedCorrectionAtTheApprovalFlow(t *testing.T) {
	m := newTestModel(t, 100, 30)
	tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(100, 30))
	var seen bytes.Buffer
	from := 0
	wait := func(what string) {
		t.Helper()
		deadline := time.Now().Add(5 * time.Second)
		for !bytes.Contains(seen.Bytes()[from:], []byte(what)) {
			if time.Now().After(deadline) {
				t.Fatalf("%q never appeared; last output:\n%s", what, seen.Bytes()[from:])
			}
			if _, err := io.Copy(&seen, tm.Output()); err != nil {
				t.Fatal(err)
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
	say := func(text string) {
		from = seen.Len()
		tm.Type(text)
		tm.Send(tea.KeyMsg{Type: tea.KeyEnter})
	}
	wait("What would you like to do?")
	say("send 500 to 1234324")
	wait("username?")
	say("seldo")
	wait("password.")
	say("monkey")
	wait("Savings?")
	say("Checking")
	wait("Approval needed")
	say("actually make it 300") // its "y" must not approve, its "n" must not reject
	wait("$300.00")
	tm.Send(tea.KeyMsg{Type: tea.KeyCtrlC})
	final := tm.FinalModel(t, teatest.WithFinalTimeout(5*time.Second)).(Model)
	if got := final.eng.Fact("account_balance"); got != "1000.00" {
		t.Errorf("money moved: balance %s", got)
	}
	a, ok := final.eng.PendingApproval()
	if !ok || a.Summary != "Transfer $300.00 from Checking (1234567890) to 1234324?" {
		t.Errorf("pending approval = %+v %v", a, ok)
	}
}
