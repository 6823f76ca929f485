package concierge

import (
	"strings"
	"testing"
)

// Round 35's ins 27 and 32: a reference, a reading or a code quoted in a
// decline's reason is no second claim (no second letter), and the clause
// that quotes it stays in the letter's reason, as said. Two claim ids of
// one shape, or one the word "claim" names, are still two letters.
func TestReferenceInAReasonIsNoSecondClaim(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		line, id, reason string
	}{
		{"decline claim 12AB34 home, reason: tenant damage, see report ref 2023QX", "12AB34", "tenant damage, see report ref 2023QX"},
		{"gimme a decline for motor claim 40UV81, the insured was driving drunk, BAC 0.12", "40UV81", "driving drunk, BAC 0.12"},
		{"decline 55KL21 motor reason: driver was unlicensed, police report no 7781AB", "55KL21", "police report no 7781AB"},
		{"pls decline 31CV77 motor, vehicle modified per clause 4.2b not declared", "31CV77", "clause 4.2b"},
		{"decline 88HJ12 car, the car with reg AB12CDE was unregistered", "88HJ12", ""},
		{"decline 12AB34 home coz the tenant damage is noted in ref 20QX23", "12AB34", "noted in ref 20QX23"},
		{"decline 47TR90 motor, reason: excluded under policy PX-99 for racing", "47TR90", ""},
		{"DECLINE 61MN20 HOME - REASON: STORM DAMAGE EXCLUDED, ASSESSOR REPORT 2024AB", "61MN20", "assessor report 2024AB"},
	} {
		e, _ := newInsurance(t)
		say(t, e, c.line)
		if n := len(e.sess.Artifacts); n != 1 {
			t.Errorf("%q: %d letters, want one", c.line, n)
			continue
		}
		body := lastArtifact(e)
		if !strings.Contains(body, "Claim id: "+c.id) || !strings.Contains(strings.ToLower(body), strings.ToLower(c.reason)) {
			t.Errorf("%q: want claim %s with reason holding %q, got:\n%s", c.line, c.id, c.reason, body)
		}
	}
	for _, line := range []string{
		"decline letters for 11AA22 and 33BB44, both motor",
		"decline 12AB34 home and claim 2023QX motor, both flood",
	} {
		e, _ := newInsurance(t)
		say(t, e, line)
		if n := len(e.sess.Artifacts); n != 2 {
			t.Errorf("%q: %d letters, want two", line, n)
		}
	}
}
