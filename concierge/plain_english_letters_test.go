package concierge

import (
	"strings"
	"testing"
)

// Issue 24 round 9: a decline letter asked in broken English ("make letter
// for refuse claim … this is about car") is the letter, for its claim id
// and topology — never "I can't file or lodge a claim".
func TestBrokenEnglishDeclineLetter(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, id, topology string }{
		{"hello, english not good. I want make letter for refuse claim, number claim is 45HK90, this is about car", "45HK90", "Motor"},
		{"please i need letter to say no for claim 23FG56, house burn", "23FG56", "Home"},
		{"my english little. reject claim 77JK12 letter, is motor", "77JK12", "Motor"},
		{"I need write refusal letter claim number 19QA44 about home", "19QA44", "Home"},
		{"sorry for my english, can make letter refuse the claim 52LK08, the car crash", "52LK08", "Motor"},
	} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, c.line)
		if len(e.sess.Artifacts) != 1 || !strings.Contains(e.sess.Artifacts[0].Body, "Claim id: "+c.id) || !strings.Contains(e.sess.Artifacts[0].Body, "Policy type: "+c.topology) {
			t.Errorf("%q: no letter for %s %s: %q", c.line, c.id, c.topology, rec.replies())
		}
		if strings.Contains(strings.Join(rec.replies(), "\n"), "I can't") {
			t.Errorf("%q: said it can't: %q", c.line, rec.replies())
		}
	}
}

// Issue 24 round 9: a paragraph that asks where claim ids live and for a
// decline does both, in order, with the claim id and topology said in
// it; the id confirmed afterwards is that id, not a request nobody knows.
func TestParagraphWithTwoRequests(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, confirm, id, where string }{
		{"I'm a loss adjuster at a partner firm, first day on the job. My manager said you could help me figure out where claim ids live, and then I have to produce a decline for a car accident claim. I think the claim is 15KD60 but let me double-check once I know where to look.",
			"15KD60 confirmed", "15KD60", "my_id"},
		{"Hi there. I'm a broker and new to this. First I need to know where a claim id is kept, then I must write a decline for a home claim. It should be 61PW27, I will check it.",
			"yep checked, 61PW27 is right", "61PW27", "my_id"},
		{"Good morning. I work in the claims department at Suncorp. Could you tell me where to find claim ids? After that I need a refusal letter for a motor claim. I believe the number is 30XC41 but I'm not sure yet.",
			"30XC41 is correct", "30XC41", "claims system"},
	} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, c.line)
		got := strings.Join(rec.replies(), "\n")
		if !strings.Contains(got, c.where) || len(e.sess.Artifacts) != 1 || !strings.Contains(e.sess.Artifacts[0].Body, "Claim id: "+c.id) {
			t.Errorf("%q: want where (%s) and the letter for %s: %d artifacts, %q", c.line, c.where, c.id, len(e.sess.Artifacts), got)
			continue
		}
		if i, j := strings.Index(got, c.where), strings.Index(got, "Letter generated"); i < 0 || j < 0 || i > j {
			t.Errorf("%q: not in the order asked: %q", c.line, got)
		}
		say(t, e, c.confirm)
		if last := rec.lastReply(); !strings.Contains(last, c.id) || strings.Contains(last, "not sure how to help") || len(e.sess.Artifacts) != 1 {
			t.Errorf("%q: the id confirmed: %q", c.confirm, last)
		}
	}
}
