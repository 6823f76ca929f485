package concierge

import (
	"strings"
	"testing"
)

// R50: an amount said relative to the pending one is a correct_value. It
// is worked out from the pending amount and asked afresh; the old amount
// never moves, and the next yes moves the new one, once.
func TestRelativeAmountAtAnApproval(t *testing.T) {
	t.Parallel()
	changedAtApproval(t, []answerRow{
		{"hmm no, just half of it", "Transfer $100.00 from Checking"},
		{"uh make it double", "Transfer $400.00 from Checking"},
		{"twice as much please", "Transfer $400.00 from Checking"},
		{"could you do a quarter of that instead?", "Transfer $50.00 from Checking"},
		{"actually 25 more", "Transfer $225.00 from Checking"},
		{"another forty on top", "Transfer $240.00 from Checking"},
		{"yes but knock 15 off", "Transfer $185.00 from Checking"},
		{"lower it by 10%", "Transfer $180.00 from Checking"},
		{"round it up to 250", "Transfer $250.00 from Checking"},
		{"make it a round hundred", "Transfer $100.00 from Checking"},
		{"can we bring it down to 150", "Transfer $150.00 from Checking"},
		{"i think we should do a third", "Transfer $66.67 from Checking"},
		{"half that to 7654321", "Transfer $100.00 from Checking (1234567890) to 7654321?"},
	})
}

// A change with no size sets the call aside and asks the amount; a
// relative amount the balance cannot cover, or that comes to nothing,
// leaves the approval as it was (R41); one asked about or said with
// another request is named back, never approved past (R53).
func TestRelativeAmountNotTaken(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		answer, want string
		waits        bool // the old approval still waits
	}{
		{"a little less", "How much would you like to transfer to 1234324?", false},
		{"hmm slightly lower", "How much would you like to transfer to 1234324?", false},
		{"a few bucks more maybe", "How much would you like to transfer to 1234324?", false},
		{"could you reduce it a bit", "How much would you like to transfer to 1234324?", false},
		{"ok slightly less tho", "How much would you like to transfer to 1234324?", false},
		{"ok can it be a little lower", "How much would you like to transfer to 1234324?", false},
		{"make it ten times that", "is more than the Checking balance", true},
		{"take 300 off", "more than zero", true},
		{"half that and check my savings", `Say "make it 100.00" to change the amount`, true},
		{"15 more to 7654321", "I haven't changed anything", true},
	} {
		t.Run(c.answer, func(t *testing.T) {
			t.Parallel()
			e, _ := answeredAtApproval(t, c.answer, c.want)
			ap, ok := e.PendingApproval()
			if ok != c.waits || ok && !strings.Contains(ap.Summary, "$200.00") {
				t.Fatalf("approval after %q: %v %q", c.answer, ok, ap.Summary)
			}
			say(t, e, "yes")
			if b := balance(t, e, "1234567890"); b != "" && b != "1000.00" && !c.waits {
				t.Fatalf("money moved on %q then yes: checking = %s", c.answer, b)
			}
		})
	}
}

// A yes with more money for another account is a second transfer, queued
// after the approved one, never a change of this one.
func TestYesAndMoreToAnotherAccount(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	say(t, e, "login seldo monkey", "send 200 from checking to 1234324", "yes and send 20 more to 7654321")
	all := strings.Join(rec.replies(), "\n")
	if !strings.Contains(all, "Done: $200.00 sent") {
		t.Fatalf("the first transfer did not run:\n%s", all)
	}
	if ap, ok := e.PendingApproval(); !ok || !strings.Contains(ap.Summary, "$20.00") || !strings.Contains(ap.Summary, "7654321") {
		t.Fatalf("the second transfer waits as %q (%v)", ap.Summary, ok)
	}
}
