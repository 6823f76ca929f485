package concierge

import (
	"strings"
	"testing"
)

// A reason's own words stay whole and nothing else is in it (round 38's
// ins 21, 29, 04): the type answer before a comma or dash is cut, a noun
// that is the reason's subject stays, an instruction's lead-in is cut.
func TestReasonTypeLeadAndSubject(t *testing.T) {
	t.Parallel()
	// The type answer at its question, a reason after it.
	for text, want := range map[string]string{
		"motor, hit and run but no police report lodged": "hit and run but no police report lodged",
		"home, burst pipe from lack of maintenance":      "burst pipe from lack of maintenance",
		"Motor - driver was unlicensed":                  "driver was unlicensed",
		"HOME, policy had lapsed":                        "policy had lapsed",
	} {
		e, rec := newInsurance(t)
		say(t, e, "decline 68NB42", text)
		if got := letterReason(lastArtifact(e)); !strings.EqualFold(got, want) {
			t.Errorf("%q: reason %q, want %q; %q", text, got, want, rec.replies())
		}
	}
	// In one message: the subject noun stays, a lead-in is cut.
	for text, want := range map[string]string{
		"decline 64XC19 motor, vehicle unroadworthy at time of accident":              "vehicle unroadworthy at time of accident",
		"decline 64XC20 home, property unoccupied for 90 days":                        "property unoccupied for 90 days",
		"decline 64XC21 motor, car unregistered at the time":                          "car unregistered at the time",
		"decline 64XC22 home - house vacant for six months":                           "house vacant for six months",
		"decline 88HN31 home, put that the property was left unoccupied over 60 days": "the property was left unoccupied over 60 days",
		"decline 88HN32 motor, say that the driver was unlicensed":                    "the driver was unlicensed",
		"decline 88HN33 home, write that the policy had lapsed":                       "policy had lapsed",
		"decline 88HN34 motor. mention that the car was unregistered":                 "the car was unregistered",
		"decline 88HN35 home, pls state that premium was not paid":                    "premium was not paid",
	} {
		e, rec := newInsurance(t)
		say(t, e, text)
		if got := letterReason(lastArtifact(e)); !strings.EqualFold(got, want) {
			t.Errorf("%q: reason %q, want %q; %q", text, got, want, rec.replies())
		}
	}
}
