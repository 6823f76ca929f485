package concierge

import (
	"strings"
	"testing"
)

// bank37's fixer found "ok just one thing" at a transfer's summary sent
// the money. A yes that announces more to say is no yes: nothing moves,
// the user is asked to go on, and a yes after it sends once.
func TestAYesThatAnnouncesMoreMovesNoMoney(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"ok just one thing", "ok quick question", "ok another question tho", "yeah one thing first",
		"sure, a couple of things", "OK ONE QUICK THING", "ok just a small detail", "yep one last question",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "send 20 to 1234324 from checking", "seldo", "monkey", line)
			if len(doneLines(rec.replies())) != 0 {
				t.Fatalf("%q moved money: %q", line, rec.replies())
			}
			if _, ok := e.PendingApproval(); !ok {
				t.Fatalf("%q: the approval no longer waits: %q", line, rec.lastReply())
			}
			say(t, e, "yes")
			if got := doneLines(rec.replies()); len(got) != 1 || !strings.HasPrefix(got[0], "Done: $20.00 sent") {
				t.Errorf("the yes after %q: %q", line, got)
			}
		})
	}
	for _, line := range []string{"yes", "ok do it", "yes that's the one", "ok send the thing"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "send 20 to 1234324 from checking", "seldo", "monkey", line)
			if len(doneLines(rec.replies())) != 1 {
				t.Errorf("%q is a yes: %q", line, rec.replies())
			}
		})
	}
}
