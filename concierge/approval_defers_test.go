package concierge

import (
	"strings"
	"testing"
)

// R41, R50: a yes that hands the choice back ("ok whatever you think") is no
// deliberate yes. "ok whatever you think" and "sure, up to you" moved the
// money on the commit before; now nothing runs, the user is told the choice
// is theirs, and a plain yes afterwards moves the money once.
func TestAYesThatLeavesTheChoiceToUsMovesNoMoney(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"ok whatever you think", "sure, up to you", "yeah your call", "fine, you decide", "yes if you think so",
		"ok i trust you", "sure i'll leave it to you", "yep whatever u reckon", "ok as you see fit", "yeah ur call mate",
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
			say(t, e, "yes")
			got := strings.Join(rec.replies(), "\n")
			if n := strings.Count(got, "Done: $50.00 sent"); n != 1 {
				t.Errorf("the yes after %q sent %d times: %q", line, n, rec.replies())
			}
		})
	}
}
