package concierge

import (
	"strings"
	"testing"
)

// "set up a monthly payment of 50 to 7654321 from savings" is answered
// with the one-off summary and "I can't schedule or repeat anything"; a
// yes to that one-off said with the one-off named ("fine just do this
// months one", tester 25 of round 32) was read as an acknowledgement and a
// new balance request. It approves the call as it stands. Without a word
// of consent, or with a value changed, it is no yes.
func TestBank37OneOffYes(t *testing.T) {
	t.Parallel()
	start := func(t *testing.T) (*Engine, *recorder) {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", "set up a monthly payment of 50 to 7654321 from savings")
		ap := e.sess.Pending.Approval
		if ap == nil || !strings.Contains(ap.Summary, "$50.00 from Savings") || !strings.Contains(rec.lastReply(), "once, now") {
			t.Fatalf("approval %+v, reply %q: want the one-off summary", ap, rec.lastReply())
		}
		return e, rec
	}
	for _, line := range []string{
		"fine just do this months one",
		"ok just this once then",
		"just the one payment is fine",
		"fine, just this one then",
		"ok do it just this month",
		"alright just the once",
		"ok just do the one",
		"yeah just this months one",
		"sure, only the one payment",
		"fine, one-off is ok",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := start(t)
			say(t, e, line)
			if e.sess.Pending.Approval != nil || !strings.Contains(strings.Join(rec.replies(), "\n"), "Done: $50.00 sent from Savings") {
				t.Fatalf("replies %q: want the one-off approved", rec.replies())
			}
		})
	}
	for _, c := range []struct{ line, want string }{
		{"just this months one", "$50.00 from Savings"},                        // no word of consent: asked again
		{"fine just do this months one but make it 60", "$60.00 from Savings"}, // a correction: a new summary
		{"ok just the one from checking", ""},                                  // another source: not this call
		{"fine but do it every month", "$50.00 from Savings"},                  // a repeat asked for
	} {
		t.Run("no yes: "+c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := start(t)
			say(t, e, c.line)
			all := strings.Join(rec.replies(), "\n")
			if strings.Contains(all, "Done:") || strings.Contains(all, "sent from") {
				t.Fatalf("replies %q: money moved on %q", rec.replies(), c.line)
			}
			if ap := e.sess.Pending.Approval; c.want != "" && (ap == nil || !strings.Contains(ap.Summary, c.want)) {
				t.Fatalf("approval %+v: want %q asked", ap, c.want)
			}
		})
	}
}
