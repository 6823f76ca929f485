package concierge

import (
	"strings"
	"testing"
)

// A reason joined to the request by a comma or a dash is in the letter,
// never dropped in silence (round 34's ins 23, 32, 39): a story clause
// after the request's id, and a label cut from its words by a dash.
func TestReasonAfterRequestInLetter(t *testing.T) {
	t.Parallel()
	for text, want := range map[string]string{
		"got a motor one to decline, 85LK34, insured left the keys in the ignition at the servo and it got nicked":         "keys in the ignition",
		"decline 18NZ03 motor, car is registered in new zealand and the policy only covers australian registered vehicles": "registered in new zealand",
		"pls decline 44QW12 home, roof was leaking for months before the storm and nobody fixed it":                        "leaking for months",
		"decline 61TR09 motor - vehicle was being used for rideshare deliveries at the time":                               "rideshare deliveries",
		"home claim 27BB31 to decline, tenant ran a business from the garage which the policy does not allow":              "business from the garage",
		"need to decline 90kl55 motor, car was modified with an aftermarket turbo nobody told us about":                    "aftermarket turbo",
		"decline motor 24HG67 reason - not a named driver on the policy":                                                   "not a named driver",
		"decline 33JK21 home, reason – pipes burst slowly over many months":                                                "pipes burst slowly",
		"decline home 52LM08 grounds - house left vacant for six months":                                                   "vacant for six months",
		"can u decline 71zx40 motor reasons -- driver was on a learner permit with nobody supervising":                     "learner permit",
	} {
		e, rec := newInsurance(t)
		say(t, e, text)
		if len(e.sess.Artifacts) != 1 || !strings.Contains(strings.ToLower(lastArtifact(e)), want) {
			t.Errorf("%q: %d letters, want %q in it; %q", text, len(e.sess.Artifacts), want, rec.replies())
		}
	}
	// What comes before the request is no reason, nor thanks after it.
	for _, text := range []string{
		"morning! rough monday already. decline 85LK34 motor",
		"decline 85LK34 motor, thanks heaps",
	} {
		e, rec := newInsurance(t)
		say(t, e, text)
		if len(e.sess.Artifacts) != 1 || strings.Contains(lastArtifact(e), "The reason for this decision") {
			t.Errorf("%q: %d letters; %q", text, len(e.sess.Artifacts), rec.replies())
		}
	}
}
