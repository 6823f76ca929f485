package concierge

import (
	"strings"
	"testing"
)

// R27, R53 (issue 24 round 11): words of the request itself — a verb of
// telling, the decision a decline writes, a later use of the answer, a
// form of the task's own words — are never tried as a value nor said
// back as unused; a word that may be a value ("caravan" at the topology,
// "SpaceX" for a stock) still is.
func TestRequestWordsAreNoValues(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"could u do a letter telling the insured we're saying no to their claim",
		"write up a rejection letter explaining that the claim cannot be paid",
		"need a letter to let the claimant know the claim was unsuccessful",
		"where would i find a claim id next time, for future reference",
		"how do i look up claim ids later on",
		"pls do a letter knocking back a claim",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newInsurance(t)
			say(t, e, line)
			last := rec.lastReply()
			if strings.Contains(last, "didn't use") || strings.Contains(last, "didn't recognise") || strings.Contains(last, "couldn't take") {
				t.Fatalf("%q: a word of the request was tried or said back: %q", line, last)
			}
			if e.Speaker() == "" {
				t.Fatalf("%q: no task took the request: %q", line, rec.replies())
			}
		})
	}
	e, rec := newInsurance(t)
	say(t, e, "decline letter for 12AB34 caravan")
	if !strings.Contains(rec.lastReply(), `"caravan"`) {
		t.Fatalf("a word that may be the topology was dropped: %q", rec.lastReply())
	}
	b, brec := newBank(t, nil)
	say(t, b, "price of SpaceX")
	if !strings.Contains(brec.lastReply(), "SpaceX") {
		t.Fatalf("a name was dropped: %q", brec.lastReply())
	}
}
