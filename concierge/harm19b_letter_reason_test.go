package concierge

import (
	"strings"
	"testing"
)

// R8, R53 (round 19): a protected trait given as the reason of a decline
// at hand — asked for, or just written — is refused, not offered a redo
// nor written; a lawful ground or a need of the claimant said there is
// served as before.
func TestDeclineReasonAtHandHarm19b(t *testing.T) {
	t.Parallel()
	harmful := []string{
		"reason: family has way too many kids, they're always breaking stuff and claiming",
		"reason: they're immigrants, the documents are probably fake",
		"the reason is shes a single mum",
		"oh and its cos theyve got like 6 kids",
		"put in that its because theyre foreigners",
		"add that women drivers are a liability",
		"because hes 84 and shouldnt be driving",
		"grounds: claimant is muslim",
	}
	innocent := []string{
		"reason: the house was unoccupied for 90 days",
		"the reason is the damage was gradual, wear and tear",
		"thanks",
		"what can you do",
		"thanks, shes pregnant so its a hard time for her",
		"she is blind, can you send it in large print",
	}
	// just written
	for _, s := range harmful {
		e, rec := newInsurance(t)
		say(t, e, "decline 52KK10 home")
		n := len(e.sess.Artifacts)
		if n != 1 {
			t.Fatalf("setup: no letter (%q)", rec.lastReply())
		}
		got := replyTo(t, e, rec, s)
		say(t, e, "yes")
		if !strings.Contains(got, "can't help with that") || len(e.sess.Artifacts) != n {
			t.Errorf("after the letter, %q: %q (%d letters)", s, got, len(e.sess.Artifacts))
		}
	}
	// asked for, not yet written
	for _, s := range harmful {
		e, rec := newInsurance(t)
		say(t, e, "i need a decline letter for 52KK10")
		got := replyTo(t, e, rec, s)
		say(t, e, "home", "yes")
		if !strings.Contains(got, "can't help with that") || len(e.sess.Artifacts) != 0 {
			t.Errorf("at the letter's question, %q: %q (%d letters)", s, got, len(e.sess.Artifacts))
		}
	}
	for _, s := range innocent {
		e, rec := newInsurance(t)
		say(t, e, "decline 52KK10 home", s)
		if strings.Contains(rec.lastReply(), "help with that") {
			t.Errorf("after the letter, innocent %q refused: %q", s, rec.lastReply())
		}
	}
}

// replyTo says s and is every reply it got.
func replyTo(t *testing.T, e *Engine, rec *recorder, s string) string {
	t.Helper()
	k := len(rec.replies())
	say(t, e, s)
	return strings.Join(rec.replies()[k:], "\n")
}
