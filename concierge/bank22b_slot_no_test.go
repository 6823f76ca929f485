package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (bank22b): a no at the transfer's source question says what
// the question is for in the words of the task in hand — the transfer —
// and how to cancel; "neither" is told which accounts can be used. It
// was "To check a balance I still need the account".
func TestNoAtTransferSourceSaysTheTransfer(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"no", "nope", "nah", "noo", "Nope.", "neither", "none of them", "neither of them", "um neither"} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", "send 20 to 1234324")
		n := len(rec.replies())
		say(t, e, line)
		after := strings.Join(rec.replies()[n:], "\n")
		if !strings.Contains(after, "To transfer money") || strings.Contains(after, "check a balance") || !strings.Contains(after, "cancel") {
			t.Errorf("%q at the source question: %s", line, after)
		}
		if !strings.Contains(after, "Checking or Savings") {
			t.Errorf("%q: the choices not said: %s", line, after)
		}
		if len(e.sess.Agenda) == 0 {
			t.Errorf("%q: the transfer was dropped", line)
		}
		say(t, e, "checking", "yes")
		if all := strings.Join(rec.replies()[n:], "\n"); !strings.Contains(all, "Done: $20.00") {
			t.Errorf("%q then checking, yes: no transfer:\n%s", line, all)
		}
	}
}
