package concierge

import "testing"

// R41, R50: a yes-word said with a request for time, or with something to
// be checked first, is no deliberate yes. Each line of the first list
// approved the call and moved the money on the commit before; the call
// now waits and says so, and a plain yes afterwards still moves it once.
func TestAYesThatPutsTheAnswerOffMovesNoMoney(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"ok gimme a minute", "alright hold on, checking with my husband", "sure, let me just verify the account number",
		"okay lemme think", "yes one moment", "ok back to the amount for a sec", "yeah ok i need to double-check it",
		"k brb",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			for _, l := range []string{"log me in seldo", "monkey", "send 50 to 7654321", "checking"} {
				say(t, e, l)
			}
			if _, ok := e.PendingApproval(); !ok {
				t.Fatalf("no approval is asked: %q", rec.replies())
			}
			say(t, e, line)
			if containsIn(rec.replies(), "Done: $50.00 sent") {
				t.Fatalf("%q moved the money: %q", line, rec.replies())
			}
			if _, ok := e.PendingApproval(); !ok {
				t.Fatalf("%q dropped the approval: %q", line, rec.replies())
			}
			say(t, e, "ok go ahead")
			if !containsIn(rec.replies(), "Done: $50.00 sent") {
				t.Errorf("the yes after %q did not approve: %q", line, rec.replies())
			}
		})
	}
}
