package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (round 9): after a letter, taking it back is answered plainly
// (written, never sent, kept in the side panel) and starts nothing; a
// reason given tersely writes the letter again naming it (round 22,
// ins22a), never ignored; shouting and calls for attention get one calm
// sentence with where things stand.
func TestAfterLetterTakeBackReasonAndShouting(t *testing.T) {
	t.Parallel()
	letter := func(t *testing.T, lines ...string) (*Engine, *recorder) {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, "decline 47UU20 motor")
		say(t, e, lines...)
		return e, rec
	}
	for _, text := range []string{"undo it", "scrap that letter", "ugh delete it please", "bin the last one", "can you withdraw that letter", "get rid of it"} {
		e, rec := letter(t, text)
		got := rec.lastReply()
		if len(e.sess.Artifacts) != 1 || e.sess.Speaker != "" || !strings.Contains(got, "not sent") || !strings.Contains(got, "47UU20") {
			t.Errorf("%q: speaker %q, %d letters; %q", text, e.sess.Speaker, len(e.sess.Artifacts), got)
		}
	}
	for _, tt := range []struct{ text, said string }{
		{"REASON FRAUD SUSPECTED", "Fraud suspected"}, // shouted: in sentence case (ins29)
		{"reason: the policy had lapsed", "the policy had lapsed"},
		{"grounds - undisclosed modifications", "undisclosed modifications"},
		{"declined due to late lodgement", "late lodgement"},
		{"decline reason unlicensed driver", "unlicensed driver"},
	} {
		e, rec := letter(t, tt.text)
		// the letter is written again, naming the reason (round 22, ins22a:
		// it was told the standardised letter had no place for one)
		got := strings.Join(rec.replies(), "\n")
		arts := e.sess.Artifacts
		if len(arts) != 2 || e.sess.Speaker != "" || !strings.Contains(arts[1].Body, "The reason for this decision: "+tt.said+".") || !strings.Contains(got, "Letter redone for claim 47UU20") {
			t.Errorf("%q: speaker %q, %d letters; %q", tt.text, e.sess.Speaker, len(e.sess.Artifacts), got)
		}
	}
	for _, text := range []string{"WHY IS THIS TAKING SO LONG", "how much longer??", "whats the holdup", "HELLO???"} {
		e, rec := letter(t, text)
		if got := rec.lastReply(); len(e.sess.Artifacts) != 1 || !strings.Contains(got, "I'm right here") && !strings.Contains(got, "I'm here") || strings.Contains(got, "I don't know") {
			t.Errorf("after the letter %q: %q", text, got)
		}
		e, rec = newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, "decline 47UU20", text)
		if got := rec.lastReply(); e.sess.Speaker != "DeclineLetterAssistance" || !strings.Contains(got, "I'm right here") || !strings.Contains(got, "Home or Motor") {
			t.Errorf("at the topology question %q: speaker %q; %q", text, e.sess.Speaker, got)
		}
	}
	// a new request after the drop is the new request's
	e, _ := letter(t, "scrap that, decline 58PP31 home instead")
	if n := len(e.sess.Artifacts); n != 2 || !strings.Contains(e.sess.Artifacts[1].Title, "58PP31") {
		t.Errorf("scrap then a new letter: %d letters", n)
	}
}
