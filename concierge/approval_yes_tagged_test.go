package concierge

import (
	"strings"
	"testing"
)

// R50's fixed gate: a yes-word before a question put by its end — a tag
// after a stated value of the call, or a clause left open — moves no
// money; the call is said back and asked again, and a plain yes then
// sends once. A yes that tells ("ok send it to 7654321 yes", "yes that's
// right") still approves.
func TestAYesThatAsksByItsEndMovesNoMoney(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"okay and the fee is", "ok cool so its going to 7654321 right", "ok so that's from checking yeah",
		"yep thats to 7654321 correct", "alright then, and the charge is", "sure, and it gets there by",
		"ok so 50 is coming out of checking right", "yes and that's going to 7654321 yeah",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "log me in seldo", "monkey", "send 50 to 7654321", "checking")
			if _, ok := e.PendingApproval(); !ok {
				t.Fatalf("no approval is asked: %q", rec.replies())
			}
			say(t, e, line)
			if containsIn(rec.replies(), "Done:") {
				t.Fatalf("%q moved the money: %q", line, rec.replies())
			}
			if _, ok := e.PendingApproval(); !ok {
				t.Fatalf("%q dropped the approval: %q", line, rec.replies())
			}
			say(t, e, "yes")
			if n := strings.Count(strings.Join(rec.replies(), "\n"), "Done: $50.00 sent"); n != 1 {
				t.Errorf("the yes after %q sent %d times: %q", line, n, rec.replies())
			}
		})
	}
	for _, line := range []string{"ok send it to 7654321 yes", "yes that's right", "ok right", "yep send it", "yes please send the money to 7654321"} {
		e, rec := newBank(t, nil)
		say(t, e, "log me in seldo", "monkey", "send 50 to 7654321", "checking", line)
		if n := strings.Count(strings.Join(rec.replies(), "\n"), "Done: $50.00 sent"); n != 1 {
			t.Errorf("%q is a yes, and sent %d times: %q", line, n, rec.replies())
		}
	}
}
