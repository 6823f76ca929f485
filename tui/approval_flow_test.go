package tui

import "testing"

// R41, issue 16: typed into the approval as a running program receives
// it, key by key, "actually make it 300" is a correction, never a yes: the
// $500 transfer does not run, and a new approval for $300 is asked.
func TestTypedCorrectionAtTheApprovalFlow(t *testing.T) {
	f := newFlow(t, newTestModel(t, 100, 30), 100, 30)
	f.wait("What would you like to do?")
	f.say("send 500 to 1234324")
	f.wait("username?")
	f.say("seldo")
	f.wait("password.")
	f.say("monkey")
	f.wait("Savings?")
	f.say("Checking")
	f.wait("Approval needed")
	f.say("actually make it 300") // its "y" must not approve, its "n" must not reject
	f.wait("$300.00")
	final := f.quit()
	if got := final.eng.Fact("account_balance"); got != "1000.00" {
		t.Errorf("money moved: balance %s", got)
	}
	a, ok := final.eng.PendingApproval()
	if !ok || a.Summary != "Transfer $300.00 from Checking (1234567890) to 1234324?" {
		t.Errorf("pending approval = %+v %v", a, ok)
	}
}
