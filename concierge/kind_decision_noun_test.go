package concierge

import (
	"strings"
	"testing"
)

// Another noun for the decline letter's own decision (round 37: ins 04,
// "can you write a rejection letter" was told "not for rejection") starts
// the letter; a kind it does not do is still told "Home or Motor only".
func TestDecisionNounStartsTheDecline(t *testing.T) {
	t.Parallel()
	for _, text := range []string{
		"can you write a rejection letter",
		"can u do a denial letter",
		"could you draft a refusal letter pls",
		"can you do a turn down letter",
		"CAN YOU WRITE A REJECTION LETTER",
		"can you make rejection letters?",
	} {
		e, rec := newInsurance(t)
		say(t, e, text)
		got := rec.lastReply()
		if !strings.Contains(got, "claim id") || strings.Contains(got, "Home or Motor only") || strings.Contains(got, "didn't use") {
			t.Errorf("%q: %q", text, got)
		}
	}
	e, rec := newInsurance(t)
	say(t, e, "can you write a travel insurance letter")
	if !strings.Contains(rec.lastReply(), "Home or Motor only") {
		t.Errorf("travel: %q", rec.lastReply())
	}
}
