package concierge

import (
	"strings"
	"testing"
)

// Tryout 41, ins 34: a thing said to be foreign or of foreign origin is
// a ground about the claim: the letter is written with the reason, and
// the claim is not locked. Said of the person it is refused.
func TestThingForeignIsNoTrait(t *testing.T) {
	t.Parallel()
	lawful := map[string]string{
		"motor. 09ER31. decline. reason: vehicle was an unregistered import of foreign origin, not roadworthy": "unregistered import of foreign origin",
		"decline 09ER31 motor, the car is foreign and was never registered here":                               "never registered here",
		"decline 09ER31 motor - foreign origin parts fitted without approval":                                  "foreign origin parts",
		"DECLINE 09ER31 MOTOR, THE ENGINE WAS OF FOREIGN MANUFACTURE AND NOT APPROVED":                         "foreign manufacture",
	}
	for msg, reason := range lawful {
		e, rec := newInsurance(t)
		say(t, e, msg)
		if l := lastArtifact(e); !strings.Contains(strings.ToLower(l), reason) {
			t.Errorf("%q: %q (letter %q), want a letter naming %q", msg, rec.lastReply(), l, reason)
		}
	}
	for _, msg := range []string{
		"motor. 09ER31. decline. reason: the driver is of foreign origin",
		"decline 09ER31 motor, the owner of the car is of foreign origin",
		"decline 09ER31 motor, the car is foreign and so is the driver",
	} {
		e, rec := newInsurance(t)
		say(t, e, msg)
		if got := rec.lastReply(); !strings.Contains(got, "protected characteristic") || lastArtifact(e) != "" {
			t.Errorf("%q: %q, want it refused with no letter", msg, got)
		}
	}
}
