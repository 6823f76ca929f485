package concierge

import "testing"

// Round 39 (bank 05, 41): "forget X, just do Y" where Y waits for its
// approval drops X only, and the approval is asked again (a yes only with
// a yes-word); nothing moves on the drop itself and the money moves once.
func TestDroppingTheSideMatterKeepsTheWaitingTransfer(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"ok forget the balance stuff, just do the transfer",
		"forget the balance just send the money",
		"nvm the balance thing, do the transfer pls",
		"never mind the balance, just make the transfer",
		"skip the balance check and send the money",
		"scrap the balance, transfer it",
		"forgt the balance, just do the transfr",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "transfer 80 from checking to savings", "seldo", "monkey", "whats my savings balance first")
			if _, ok := e.PendingApproval(); !ok {
				t.Fatalf("no approval after the side question: %q", rec.replies())
			}
			say(t, e, line)
			if containsIn(rec.replies(), "Done: $80.00") {
				t.Fatalf("%q moved the money without a yes: %q", line, rec.replies())
			}
			ap, ok := e.PendingApproval()
			if !ok || ap.Summary != "Transfer $80.00 from Checking (1234567890) to Savings (2345678901)?" {
				t.Fatalf("%q dropped the transfer: %q", line, rec.replies())
			}
			if !containsIn(rec.replies()[len(rec.replies())-1:], "Transfer $80.00 from Checking") {
				t.Errorf("%q: the approval is not asked again: %q", line, rec.lastReply())
			}
			say(t, e, "yes")
			if !containsIn(rec.replies(), "Done: $80.00 sent") {
				t.Errorf("the yes after %q did not approve: %q", line, rec.replies())
			}
		})
	}
}

// A side question at the approval that asks its own question ("Which
// account?") does not pin the conversation: going back to the transfer,
// with a yes-word or a drop of the side matter, ends the side question and
// asks the approval again; it never approves on that message.
func TestGoingBackFromASideQuestionAsksTheApprovalAgain(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"ok yes send it",
		"forget the balance just send the money",
		"nevermind that, just send it",
		"ok go back to the payment",
		"yeah just do the transfer",
		"skip the balance, go ahead with the transfer",
		"ok ok back to the transfer pls",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "send 850 from checking to 55512345", "seldo", "monkey", "hmm whats in which one")
			say(t, e, "what is my balance")
			if e.sess.Speaker != "account_balance" {
				t.Skipf("the side question was answered outright: %q", rec.replies())
			}
			say(t, e, line)
			if containsIn(rec.replies(), "Done: $850.00") {
				t.Fatalf("%q moved the money: %q", line, rec.replies())
			}
			if _, ok := e.PendingApproval(); !ok {
				t.Fatalf("%q did not go back to the approval: %q", line, rec.replies())
			}
			say(t, e, "yes")
			if !containsIn(rec.replies(), "Done: $850.00 sent") {
				t.Errorf("the yes after %q did not approve: %q", line, rec.replies())
			}
		})
	}
}
