package concierge

import (
	"strings"
	"testing"
)

// Issue 24, ins26b, kind 4: two claims at once. "both", "each", "all of
// them", "the two" said at the first claim's question mean the two claims,
// never both claim types of the first.
func TestIns26bBothClaims(t *testing.T) {
	t.Parallel()
	for _, opening := range []string{"claims 12AB34 and 55CD66 need declining", "decline letters for 12AB34 and 55CD66 pls", "i need to decline 2 claims: 12AB34, 55CD66"} {
		for _, both := range []string{"decline both", "both", "do each of them", "all of them", "the two", "decline both pls"} {
			e, rec := newInsurance(t)
			say(t, e, opening)
			if !strings.Contains(rec.lastReply(), "claim type") {
				t.Fatalf("%q: %q, want the claim type asked", opening, rec.lastReply())
			}
			say(t, e, both)
			for _, a := range e.sess.Artifacts {
				if strings.Contains(a.Title, "Home") {
					t.Errorf("%q then %q: a Home letter was written: %q", opening, both, a.Title)
				}
			}
			say(t, e, "motor")
			say(t, e, "motor")
			ids := map[string]bool{}
			for _, a := range e.sess.Artifacts {
				for _, id := range []string{"12AB34", "55CD66"} {
					if strings.Contains(a.Title, id) {
						ids[id] = true
					}
				}
			}
			if len(ids) != 2 {
				t.Errorf("%q then %q, motor, motor: letters for %v, want both claims", opening, both, ids)
			}
		}
	}
}
