package concierge

import (
	"strings"
	"testing"
)

// Two affirmatives said together are one yes to the app's own offer
// (round 32, item 05): "yeah go on", "ok go on", "yeah why not" ran
// nothing and were routed as a request of their own.
func TestOfferTakenWithTwoAffirmatives(t *testing.T) {
	t.Parallel()
	for _, yes := range []string{"yeah go on", "ok go on", "yes go on", "yeah why not", "sure go ahead then", "yep go on then", "alright go on", "sure why not", "ok sure go on then"} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, "where do i find my claim id, im internal", "and if i was partner?")
		say(t, e, yes)
		if !strings.Contains(strings.Join(rec.replies(), "\n"), "www.my_id.com") {
			t.Errorf("%q: the offer was not taken: %q", yes, rec.lastReply())
		}
	}
}
