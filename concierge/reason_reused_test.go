package concierge

import (
	"strings"
	"testing"
)

// Round 38 (ins 17): a letter's reason pointed back at ("same reason",
// "ditto for the reason", "same grounds", "for the same thing") is the
// last letter's reason, said in the reply; never dropped in silence, and
// never the words "same" written as the reason.
func TestReasonPointedBackIsTheLastLetters(t *testing.T) {
	t.Parallel()
	const first = "decline 11AA11 motor, reason: lodged way outside the notification period"
	for _, line := range []string{
		"and 33CC33 too but that ones home, same reason",
		"33CC33 home - the same reason as before",
		"ditto for the reason, 33CC33 home",
		"33CC33 home, same grounds",
		"33CC33 home decline for the same thing",
		"decline 33CC33 home, reason: same as before",
		"can u do 33CC33 too, home, smae reason",
		"DECLINE 33CC33 HOME SAME RSN PLS",
		"33CC33, home, reason is the same as the last one",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newInsurance(t)
			say(t, e, first, line)
			body := lastArtifact(e)
			if !strings.Contains(body, "Claim id: 33CC33") || !strings.Contains(body, "Policy type: Home") ||
				!strings.EqualFold(letterReason(body), "lodged way outside the notification period") {
				t.Errorf("want 33CC33's Home letter naming the last reason, got %q", letterReason(body))
			}
			if !containsIn(rec.replies(), "Same reason as the letter for claim 11AA11") {
				t.Errorf("the reply should say the reason is the last letter's: %q", rec.lastReply())
			}
		})
	}
}

// A new reason is no pointing back: "a different reason: …" names its own.
func TestReasonNotPointedBackWhenNew(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"33CC33 home, different reason: the house was vacant for 90 days",
		"33CC33 home, not the same reason, the house was vacant for 90 days",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, _ := newInsurance(t)
			say(t, e, "decline 11AA11 motor, reason: lodged way outside the notification period", line)
			if r := letterReason(lastArtifact(e)); strings.Contains(strings.ToLower(r), "notification") {
				t.Errorf("a new reason was asked for, got the old one: %q", r)
			}
		})
	}
}

// The last letter named no reason: the reply says this one names none
// either, never a silent letter.
func TestReasonPointedBackWhenNoneNamed(t *testing.T) {
	t.Parallel()
	e, rec := newInsurance(t)
	say(t, e, "decline 11AA11 motor", "33CC33 home, same reason")
	if !containsIn(rec.replies(), "named no reason, so this one names none either") {
		t.Errorf("the reply should say the last letter named no reason: %q", rec.lastReply())
	}
}

// A reason refused (a protected trait, a wish to harm) stays refused when
// pointed back at, however it is said and however long after.
func TestReasonPointedBackAtRefusedIsRefused(t *testing.T) {
	t.Parallel()
	for _, first := range []string{
		"decline 11AA11 motor because the driver is muslim",
		"decline 11AA11 motor because she is a woman",
		"decline 11AA11 home, reason: i want to hurt him",
	} {
		for _, line := range []string{
			"decline 22BB22 motor, same reason",
			"ok 22BB22 home then, ditto for the reason",
			"22BB22 motor, same grounds pls",
		} {
			t.Run(first+"/"+line, func(t *testing.T) {
				t.Parallel()
				e, rec := newInsurance(t)
				say(t, e, first, "what can you do", line)
				if strings.Contains(lastArtifact(e), "22BB22") {
					t.Errorf("a letter was written for the refused reason: %q", rec.lastReply())
				}
				if !strings.Contains(rec.lastReply(), "can't help") {
					t.Errorf("want a refusal: %q", rec.lastReply())
				}
			})
		}
	}
}
