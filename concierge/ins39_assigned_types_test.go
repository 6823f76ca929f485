package concierge

import (
	"strings"
	"testing"
)

// Round 33 (ins 18): claim types given to listed claims by place or by id
// ("first is motor second is home", "11AA22 is motor and 33BB44 home",
// "the first one's home, the other motor") give each claim its own type:
// two letters, no type question, no third letter, the reason in both.
func TestTypesGivenByPlaceOrByID(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, first, second, reason string }{
		{"need decline letters for 11AA22 and 33BB44, first is motor second is home, both late lodgement beyond the 12 month limit", "Motor", "Home", "late lodgement beyond the 12 month limit"},
		{"decline 11AA22 and 33BB44, 11AA22 is motor and 33BB44 home, late lodgement for both", "Motor", "Home", "late lodgement"},
		{"letters for 11AA22 and 33BB44 pls. the first one's home, the other motor. same reason for both: unlisted driver", "Home", "Motor", "unlisted driver"},
		{"decline 11AA22 and 33BB44 - 1st is a car claim, 2nd is house, both lodged late", "Motor", "Home", "lodged late"},
		{"reject 11AA22 & 33BB44, the first ones motor and the second ones home, both fraud", "Motor", "Home", "fraud"},
		{"declne 11AA22 n 33BB44 - 11AA22 = house, 33BB44 = car, reason: no proof of ownership", "Home", "Motor", "no proof of ownership"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newInsurance(t)
			say(t, e, c.line)
			if n := len(e.sess.Artifacts); n != 2 {
				t.Fatalf("want two letters, got %d: %q", n, rec.replies())
			}
			for i, want := range []struct{ id, typ string }{{"11AA22", c.first}, {"33BB44", c.second}} {
				body := e.sess.Artifacts[i].Body
				if !strings.Contains(body, "Claim id: "+want.id+"\n    Policy type: "+want.typ) && !strings.Contains(body, "Claim id: "+want.id+"\nPolicy type: "+want.typ) {
					t.Errorf("letter %d: want %s %s: %q", i+1, want.id, want.typ, body)
				}
				if !strings.Contains(letterReason(body), c.reason) {
					t.Errorf("letter %d: want the reason %q, got %q", i+1, c.reason, letterReason(body))
				}
			}
			if containsIn(rec.replies(), "claim type of your letter") {
				t.Errorf("asked for a type given: %q", rec.replies())
			}
		})
	}
}
