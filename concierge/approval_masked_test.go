package concierge

import (
	"strings"
	"testing"
)

// Issue 24 round 9, kind 3: a line at an approval that held a password
// form is masked, and what is left of it is never read as a cancel ("I'll
// pass") or a yes: the approval waits as it was, nothing runs, and the
// secret is never said back.
func TestMaskedLineAtApprovalIsNoCancelOrYes(t *testing.T) {
	t.Parallel()
	for _, msg := range []string{
		"pass -> hunter2zz",
		"pass: s3cretpw!",
		"ok pass is abc12345",
		"yes, password: tr0ub4dor",
		"pw = letmein99 ok",
	} {
		t.Run(msg, func(t *testing.T) {
			t.Parallel()
			d, _ := BuiltinDomains().New("bank")
			runs := countTransfers(d)
			e, rec := newOn(t, d, nil)
			say(t, e, "login seldo monkey", "send 100 from checking to 7654321")
			if _, ok := e.PendingApproval(); !ok {
				t.Fatalf("no approval: %q", rec.replies())
			}
			n := len(rec.replies())
			say(t, e, msg)
			said := strings.Join(rec.replies()[n:], "\n")
			if ap, ok := e.PendingApproval(); !ok || !strings.Contains(ap.Summary, "$100.00") || runs.Load() != 0 {
				t.Fatalf("%q: the approval did not wait as it was (transfers %d): %q", msg, runs.Load(), said)
			}
			if !strings.Contains(said, "Please answer yes or no: Transfer $100.00") {
				t.Errorf("%q: the approval not asked again: %q", msg, said)
			}
			for _, w := range strings.Fields(msg) {
				if len(w) > 7 && strings.ContainsAny(w, "0123456789") && strings.Contains(said, w) {
					t.Errorf("%q: the secret %q said back: %q", msg, w, said)
				}
			}
			say(t, e, "yes")
			if runs.Load() != 1 {
				t.Errorf("%q then yes: %d transfers, want 1", msg, runs.Load())
			}
		})
	}
}
