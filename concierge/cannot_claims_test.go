package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (round 7): listing, searching or tracking claims is nobody's
// work here; it is said plainly, never forced into a letter that asks for
// a topology and a claim id. A letter for a claim id named still runs.
func TestClaimsListAndStatusCannot(t *testing.T) {
	t.Parallel()
	for _, text := range []string{
		"give me the decline letters for every claim my coworker jenny did this week",
		"pull up all of bobs claims",
		"can you show me the claims lodged yesterday",
		"decline letters for all the claims from the brisbane office",
		"whats the status of claim 18MN44",
		"has my claim been approved yet",
		"hows my claim going",
	} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, text)
		got := rec.lastReply()
		if e.sess.Speaker != "" || !strings.Contains(got, "I can't") || strings.Contains(got, "claim id") || strings.Contains(got, "topology") {
			t.Errorf("%q: speaker %q; %q", text, e.sess.Speaker, got)
		}
	}
	for _, text := range []string{"decline letter for 18MN44 motor", "decline letters for claims 12AB34 and 34CD56 home"} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, text)
		if strings.Contains(rec.lastReply(), "I can't") || len(e.sess.Artifacts) == 0 && e.sess.Speaker == "" {
			t.Errorf("%q: %q", text, rec.replies())
		}
	}
}

// Issue 24 round 9: a letter of another kind than a decline — approving,
// accepting, confirming a payout — is said plainly to be nobody's work
// here, and nothing is written, even with its claim id and topology said.
func TestOtherLetterKindsCannot(t *testing.T) {
	t.Parallel()
	for _, text := range []string{
		"pls change the letter so it says the claim was approved, 61UY23 motor",
		"write me an acceptance letter for claim 19GH04 home",
		"i need a letter confirming the payout on 73KL11",
		"draft a letter telling the policyholder their claim was accepted",
		"can you do a payout letter, 28DD90, home",
		"turn it into an approval please",
	} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, text)
		got := rec.lastReply()
		if len(e.sess.Artifacts) > 0 || e.sess.Speaker != "" || !strings.Contains(got, "I can't write a letter that approves") {
			t.Errorf("%q: speaker %q, %d artifacts; %q", text, e.sess.Speaker, len(e.sess.Artifacts), got)
		}
	}
}
