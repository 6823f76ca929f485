package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (round 13): a what-if after a task ("and if i was partner?")
// asks whether to run it again with that choice; a yes runs it with the
// choice changed and the other values kept; anything else changes nothing.
func TestWhatIfOffersTheTaskAgain(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ what, yes string }{
		{"and if i was partner?", "yes"},
		{"what if i were a broker", "yes please"},
		{"hmm, and if we were a partner firm?", "yep"},
		{"suppose I was a partner", "sure"},
		{"say i was external?", "ok"},
	} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, "where do i find my claim id, im internal", c.what)
		offer := rec.lastReply()
		if !strings.Contains(offer, "again, with partner") || strings.Contains(strings.Join(rec.replies(), "\n"), "www.my_id.com") {
			t.Errorf("%q: reply %q, want the offer to run it again with partner and nothing run yet", c.what, offer)
			continue
		}
		say(t, e, c.yes)
		if !strings.Contains(strings.Join(rec.replies(), "\n"), "www.my_id.com") {
			t.Errorf("%q then %q: not run again as a partner: %q", c.what, c.yes, rec.replies())
		}
	}
	for _, what := range []string{"and if it was motor?", "what if it had been a car", "hmm and if it was a car?", "if it was motor would it be different"} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, "decline letter for 12AB34 home", what)
		if len(e.sess.Artifacts) != 1 || !strings.Contains(rec.lastReply(), "again, with Motor") {
			t.Errorf("%q: %d letters, reply %q; want the offer only", what, len(e.sess.Artifacts), rec.lastReply())
			continue
		}
		say(t, e, "yes")
		if len(e.sess.Artifacts) != 2 || !strings.Contains(e.sess.Artifacts[1].Title, "12AB34 (Motor)") {
			t.Errorf("%q then yes: letters %d; %q", what, len(e.sess.Artifacts), rec.replies())
		}
	}
	// a no, or anything else, changes nothing
	e, rec := newOn(t, mustDomain(t, "insurance"), nil)
	say(t, e, "decline letter for 12AB34 home", "and if it was motor?", "no thanks")
	if len(e.sess.Artifacts) != 1 {
		t.Errorf("a no ran the letter again: %q", rec.replies())
	}
}
