package concierge

import (
	"context"
	"strings"
	"testing"
)

// A value of the letter just written called wrong, with no right one given
// (round 33's ins10): the right one is asked for, and the letter is written
// again with the same type and reason; never the claim-id finder, never a
// cancel that loses the reason.
func TestWrongValueAfterLetterAsksForIt(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"actually scrap that, wrong claim",
		"oops wrong id",
		"that was the wrong claim number",
		"hang on, i gave you the wrong claim number",
		"oh no thats the wrong claim",
		"wrong id sorry",
		"sorry, i typed the claim id incorrectly",
		"ugh, messed up the claim number",
		"wrnog claim id lol",
		"the claim ref was wrong",
	} {
		e, rec := newInsurance(t)
		say(t, e, "need letter for home claim 28PL90 reason: gradual leak over months, not sudden and unforeseen")
		n := len(rec.replies())
		say(t, e, line)
		said := strings.Join(rec.replies()[n:], "\n")
		if !strings.Contains(said, "claim id") || !strings.Contains(said, "keeping claim type Home and the reason you gave") || strings.Contains(said, "internal") {
			t.Errorf("%q: the right id not asked for: %q", line, said)
			continue
		}
		say(t, e, "it's 28PL09")
		art := lastArtifact(e)
		if !strings.Contains(art, "28PL09") || !strings.Contains(art, "Policy type: Home") || !strings.Contains(art, "gradual leak over months") {
			t.Errorf("%q: letter not written again with the same type and reason: %q", line, art)
		}
	}
	// the type called wrong asks for the type, the id kept
	e, rec := newInsurance(t)
	say(t, e, "motor decline 61AP09, reason: unlisted driver at the wheel", "wrong type")
	if r := rec.lastReply(); !strings.Contains(r, "Home or Motor") || !strings.Contains(r, "keeping claim id 61AP09") {
		t.Errorf("wrong type: %q", r)
	}
	say(t, e, "home")
	if art := lastArtifact(e); !strings.Contains(art, "Policy type: Home") || !strings.Contains(art, "61AP09") || !strings.Contains(art, "unlisted driver") {
		t.Errorf("wrong type, then home: %q", art)
	}
	// help to find the right one is the finder's
	e, rec = newInsurance(t)
	say(t, e, "decline 28PL90 home", "wrong claim number, where do i find the right one")
	if r := rec.lastReply(); strings.Contains(r, "keeping") {
		t.Errorf("a request to find the id read as a correction: %q", r)
	}
}

// Money that moved is never set up again by "wrong account": what ran
// stays done, and nothing is asked for a new transfer.
func TestWrongValueAfterTransferMovesNothing(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	say(t, e, "login seldo monkey", "send 100 to 1234324 from savings")
	if err := e.Approve(context.Background()); err != nil {
		t.Fatal(err)
	}
	say(t, e, "oops wrong account")
	if r := rec.lastReply(); strings.Contains(r, "keeping") || e.sess.Pending.Approval != nil {
		t.Errorf("a transfer set up again: %q", r)
	}
	if b := balance(t, e, "2345678901"); b != "4900.00" {
		t.Errorf("savings = %s, want 4900.00", b)
	}
}
