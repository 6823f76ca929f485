package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (round 7): a question typed without its question mark at a
// slot's question — after a hesitation, or put as "i wonder", "tell me",
// "do you know" — is answered and the question asked again, never quoted
// back as a value that failed; the next real answer is still taken.
func TestUnmarkedQuestionAtSlotIsAnswered(t *testing.T) {
	t.Parallel()
	for _, side := range []string{
		"umm what time is it in london right now",
		"i wonder if it's going to snow this weekend",
		"tell me a joke",
		"ok so who's the prime minister these days",
		"curious how many letters you write a day",
		"hmm do you know any good pizza places nearby",
		"please tell me the date",
		"wait does home cover sheds",
		"would a campervan count as motor?",
	} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, "decline letter for 33QW12")
		say(t, e, side)
		got := rec.lastReply()
		if strings.Contains(got, "couldn't take") || !strings.Contains(got, "claim type") {
			t.Errorf("%q at the topology question: %q", side, got)
			continue
		}
		say(t, e, "home")
		if arts := e.sess.Artifacts; len(arts) != 1 || !strings.Contains(arts[0].Body, "33QW12") || !strings.Contains(arts[0].Body, "Home") {
			t.Errorf("%q then home: no letter for 33QW12 (Home): %q", side, rec.replies())
		}
	}
}

// The detector itself: questions in words are found after openers;
// answers and requests are not questions.
func TestUnmarkedQuestion(t *testing.T) {
	t.Parallel()
	for _, q := range []string{"hmm whats up with the weather", "so uh where are you based", "i was wondering who reads these", "do you know what day it is", "any idea when lunch is"} {
		if !unmarkedQuestion(q) {
			t.Errorf("unmarkedQuestion(%q) = false", q)
		}
	}
	for _, v := range []string{"motor", "hmm motor", "ok home", "home please", "its for a car", "hmm", "decline letter for 12AB34"} {
		if unmarkedQuestion(v) {
			t.Errorf("unmarkedQuestion(%q) = true", v)
		}
	}
}
