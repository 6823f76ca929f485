package concierge

import (
	"strings"
	"testing"
)

// Round 39's insurance tester (11, 28): a closing after the reason ("Kind
// regards, Janet") and an instruction before it ("make it:") were written
// into the customer's letter. Neither is the reason.
func TestReasonWithoutSignOffOrInstruction(t *testing.T) {
	t.Parallel()
	first := map[string]string{
		"Good afternoon. I would like to request a declinature letter in respect of claim reference 40LK93 on a household buildings policy. The grounds are that the property was unoccupied for more than 60 consecutive days. Kind regards, Janet": "the property was unoccupied for more than 60 consecutive days.",
		"decline 11AA22 home, reason: roof not maintained for years. cheers, Tom":          "roof not maintained for years.",
		"decline 11AA22 home, reason: roof not maintained for years - thanks heaps":        "roof not maintained for years.",
		"decline 11AA22 motor because the car was used for deliveries. Best, Priya":        "the car was used for deliveries.",
		"decline 11AA22 motor reason: unlisted driver. Sincerely, J Smith":                 "unlisted driver.",
		"decline 11AA22 motor reason: unlisted driver ta":                                  "unlisted driver.",
		"decline 11AA22 motor reason: driver was unlicensed. regards":                      "driver was unlicensed.",
		"decline 11AA22 home reason: house left vacant for 90 days, Warm regards, Sam Lee": "house left vacant for 90 days.",
	}
	for text, want := range first {
		e, _ := newInsurance(t)
		say(t, e, text)
		if !strings.Contains(lastArtifact(e), "The reason for this decision: "+want) {
			t.Errorf("%q: want the reason %q: %q", text, want, lastArtifact(e))
		}
	}
	after := map[string]string{
		"scratch that reason, make it: driver not listed on the policy": "driver not listed on the policy.",
		"change it to: vehicle was unregistered":                        "vehicle was unregistered.",
		"no, it should say the driver was unlicensed":                   "the driver was unlicensed.",
		"scrap that, put: policy lapsed before the accident":            "policy lapsed before the accident.",
		"actually write the car was modified without disclosure":        "the car was modified without disclosure.",
		"make it: policy lapsed, Kind regards":                          "policy lapsed.",
	}
	for text, want := range after {
		e, _ := newInsurance(t)
		say(t, e, "decline 47GT90 motor reason non-disclosure of modifications", text)
		if !strings.Contains(lastArtifact(e), "The reason for this decision: "+want) {
			t.Errorf("%q: want the reason %q: %q", text, want, lastArtifact(e))
		}
	}
	// a closing word inside the reason stays: "best" and "ta" are cut only
	// as a closing
	e, _ := newInsurance(t)
	say(t, e, "decline 11AA22 motor reason: data from the tracker shows the car was used for racing")
	if !strings.Contains(lastArtifact(e), "data from the tracker shows the car was used for racing") {
		t.Errorf("a reason's own words cut: %q", lastArtifact(e))
	}
}
