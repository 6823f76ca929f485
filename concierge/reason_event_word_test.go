package concierge

import (
	"strings"
	"testing"
)

// Tryout 41, ins 35: a faith word naming the event a loss happened at is
// no trait of the customer: the whole lawful reason is kept in the
// letter. A reason cut down to a dangling fragment ("which the policy
// excludes") is never the letter's reason.
func TestEventWordKeepsReason(t *testing.T) {
	t.Parallel()
	whole := map[string]string{
		"decline 11QA23 home, reason: fire started by candles left burning at a religious ceremony held while the house was rented out as a commercial venue, which the policy excludes": "commercial venue",
		"decline 11QA23 home because the house was hired out for a church fete and the marquee fire is excluded as business use":                                                         "business use",
		"Decline 11QA23 home - smoke damage from a hindu festival party held while the property was let to paying guests, not covered":                                                   "paying guests",
		"pls decline 11QA23 home, reason: flood from a burst pipe during a jewish wedding held at the house as a paid venue, commercial use excluded":                                    "commercial use excluded",
	}
	for msg, part := range whole {
		e, rec := newInsurance(t)
		say(t, e, msg)
		l := lastArtifact(e)
		if !strings.Contains(l, part) || strings.Contains(rec.lastReply(), "left") {
			t.Errorf("%q: %q (letter %q), want the whole reason kept", msg, rec.lastReply(), l)
		}
	}
	for _, msg := range []string{
		"decline 11QA23 home because she goes to religious services every week",
		"decline 11QA23 home, because of the religious festival they hold",
	} {
		e, rec := newInsurance(t)
		say(t, e, msg)
		if l := lastArtifact(e); strings.Contains(strings.ToLower(l), "religious") {
			t.Errorf("%q: %q, the letter names the faith: %q", msg, rec.lastReply(), l)
		}
	}
}

// A reason whose lawful part is only a fragment once a trait is cut is
// no reason: the letter names none, and says the trait was left out.
func TestDanglingFragmentNoReason(t *testing.T) {
	t.Parallel()
	for _, msg := range []string{
		"decline 11QA23 home, reason: she is from nigeria, which the policy excludes",
		"decline 11QA23 motor, reason: the driver is a muslim, and that is why",
		"decline 11QA23 home reason - claimant is gay, but we checked",
	} {
		e, rec := newInsurance(t)
		say(t, e, msg)
		l := lastArtifact(e)
		for _, frag := range []string{"which the policy", "and that is why", "but we checked"} {
			if strings.Contains(l, frag) {
				t.Errorf("%q: the letter's reason is a fragment: %q (%q)", msg, l, rec.lastReply())
			}
		}
	}
}
