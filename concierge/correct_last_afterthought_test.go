package concierge

import (
	"strings"
	"testing"
)

// Tryout 40 insurance 29: an afterthought tag ("btw", "fyi", "tho", "lol",
// "by the way") on a correction right after a letter changes nothing of
// its reading: the letter is redone with the new claim type, the claim id
// as it was, and no new letter asks for a claim id.
func TestCorrectionWithAfterthoughtTagRedoesLetter(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ first, line, want string }{
		{"motor", "its home btw", "Home"},
		{"motor", "btw its home", "Home"},
		{"motor", "its home though lol", "Home"},
		{"motor", "its home by the way", "Home"},
		{"motor", "It's HOME tho", "Home"},
		{"motor", "it was a home claim, fyi", "Home"},
		{"motor", "its home jsyk", "Home"},
		{"home", "should be motor haha", "Motor"},
		{"home", "it's motor, fyi!!", "Motor"},
	} {
		e, rec := newInsurance(t)
		say(t, e, "decline 71KJ20", c.first)
		n := len(rec.replies())
		say(t, e, c.line)
		got := strings.Join(rec.replies()[n:], "\n")
		if strings.Contains(got, "Please provide your claim id") {
			t.Errorf("%q: a new letter started:\n%s", c.line, got)
		}
		if art := lastArtifact(e); !strings.Contains(art, "Claim id: 71KJ20") || !strings.Contains(art, "Policy type: "+c.want) {
			t.Errorf("%q: want the 71KJ20 letter redone as %s; got\n%s\nreplies %q", c.line, c.want, art, got)
		}
		if len(e.sess.Artifacts) != 2 {
			t.Errorf("%q: want the letter and its redo, have %d letters", c.line, len(e.sess.Artifacts))
		}
	}
}
