package concierge

import (
	"strings"
	"testing"
)

// A reason's label with no comma before it ("… claim 123ABH reason: policy
// lapsed") was not read, and the letter left the reason out in silence
// (round 22's tester), though the product says a reason given with the
// request is named in the letter.
func TestReasonLabelInsideTheRequest(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, reason string }{
		{"decline letter motor claim 123ABH reason: policy lapsed before incident date", "policy lapsed before incident date"},
		{"decline 20PL55 motor reason is the car was used for ride-share", "the car was used for ride-share"},
		{"need a decline for 44FF21 home grounds: the house was empty for 90 days", "the house was empty for 90 days"},
		{"decline 44FF21 home reason being the roof was never maintained", "the roof was never maintained"},
	} {
		e, rec := newInsurance(t)
		say(t, e, c.line)
		if len(e.sess.Artifacts) != 1 || !strings.Contains(e.sess.Artifacts[0].Body, c.reason) {
			t.Errorf("%q: the letter does not name %q: %q", c.line, c.reason, rec.replies())
		}
	}
}
