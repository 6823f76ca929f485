package concierge

import (
	"strings"
	"testing"
)

// Issue 24, ins26b, kind 5: a reason said as a supposition is asked about
// before it goes in a decline letter; only a yes writes it, and a reason
// said plainly ("lets say the reason is late reporting") is written at once.
func TestIns26bHedgedReasonAsked(t *testing.T) {
	t.Parallel()
	const asked = "Is that the actual reason for declining?"
	hedged := []string{
		"lets just say the car was stolen",
		"let's just say the car was already damaged when the policy started",
		"pretend the driver was drunk",
		"make it look like he was speeding",
		"we could say the damage was there before",
		"ok lets just say the claimant lied about the mileage",
		"just say that the roof was already leaking",
		"why dont we say it was reported late",
		"could we say the vehicle was used for deliveries",
		"lets pretend the driver had no licence",
	}
	for _, h := range hedged {
		for _, answer := range []string{"yes", "no"} {
			e, rec := newInsurance(t)
			say(t, e, "write a decline letter for 12AB34, motor")
			before := lastArtifact(e)
			say(t, e, h)
			got := rec.lastReply()
			if strings.Contains(got, "can't help") && lastArtifact(e) == before {
				continue // refused as a fabricated reason (the harm check): never written either
			}
			if !strings.Contains(got, asked) {
				t.Errorf("%q after the letter: %q, want it asked about", h, got)
				continue
			}
			if lastArtifact(e) != before {
				t.Errorf("%q: the letter was written before the yes", h)
			}
			say(t, e, answer)
			got = rec.lastReply()
			if answer == "no" {
				if lastArtifact(e) != before || !strings.Contains(got, "real reason") {
					t.Errorf("%q then no: %q, letter changed=%v", h, got, lastArtifact(e) != before)
				}
				continue
			}
			if lastArtifact(e) == before || !strings.Contains(lastArtifact(e), "reason") {
				t.Errorf("%q then yes: the letter does not name the reason: %q / %q", h, got, lastArtifact(e))
			}
		}
	}
	// at the letter's question, the supposed reason waits for the yes too
	e, rec := newInsurance(t)
	say(t, e, "write a decline letter")
	say(t, e, "lets just say the car was stolen")
	if got := rec.lastReply(); !strings.Contains(got, asked) {
		t.Errorf("at the claim id question: %q, want it asked about", got)
	}
	// said plainly, the reason is written without a question
	for _, plain := range []string{"lets say the reason is late reporting", "the reason is late reporting", "reason: the car was stolen"} {
		e, rec := newInsurance(t)
		say(t, e, "write a decline letter for 12AB34, motor")
		say(t, e, plain)
		if got := rec.lastReply(); strings.Contains(got, asked) || !strings.Contains(lastArtifact(e), "reason") {
			t.Errorf("%q: %q, want the letter redone naming it", plain, got)
		}
	}
}
