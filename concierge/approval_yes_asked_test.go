package concierge

import (
	"strings"
	"testing"
)

// A yes-word inside a question with no question mark is no yes (R50's
// fixed gate, approval_yes_asked.go): money moved on "r u sure thats the
// correct acct". Each question leaves the $200 call pending and unrun; a
// plain yes still runs it.
func TestYesWordInsideAQuestion(t *testing.T) {
	t.Parallel()
	cases := []struct {
		answer string
		ran    bool
	}{
		{"r u sure thats the correct acct", false},
		{"you sure that's correct", false},
		{"u sure thats the right account", false},
		{"are u certain thats ok", false},
		{"hmm r u sure thats ok", false},
		{"wait you sure thats right", false},
		{"r u sure", false},
		{"is that ok", false},
		{"did i get that right", false},
		{"was that correct", false},
		{"you positive thats the right one", false},
		{"ok go ahead with the transfer", true},
		{"ok fine yes", true},
		{"sure, send it", true},
	}
	for _, c := range cases {
		t.Run(c.answer, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "login seldo monkey", "send 200 from checking to 1234324")
			if _, ok := e.PendingApproval(); !ok {
				t.Fatalf("no approval: %q", rec.replies())
			}
			n := len(rec.replies())
			say(t, e, c.answer)
			said := strings.Join(rec.replies()[n:], "\n")
			if got := strings.Contains(said, "Done: $200.00 sent"); got != c.ran {
				t.Fatalf("the transfer ran: %v, want %v\n%s", got, c.ran, said)
			}
			if b := balance(t, e, "1234567890"); (b != "" && b != "1000.00") != c.ran {
				t.Errorf("checking balance = %q, the money moved: want %v", b, c.ran)
			}
			if _, ok := e.PendingApproval(); ok == c.ran {
				t.Errorf("approval pending = %v after %q\n%s", ok, c.answer, said)
			}
		})
	}
}
