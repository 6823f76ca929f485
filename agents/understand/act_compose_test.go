package understand_test

import (
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents/bank"
)

// Two clauses that are two halves of a known pair are the pair, where the
// act head heard one half (issue 24); a no with a goodbye at an approval
// drops everything, as the corpus labels it; a courtesy riding with a
// main act is still absorbed, and a pair nobody labels is not made up.
// Written for this test; none is in the corpus.
func TestComposedSmallTalk(t *testing.T) {
	r := readers(t)["bank"]
	d := bank.Domain()
	for _, c := range []struct{ at, text, want string }{
		{"none", "off to bed, log out", "logout; small_talk(bye)"},
		{"none", "yo! hows your day", "small_talk(greet); small_talk(how_are_you)"},
		{"approval", "nah dont pay it, night", "cancel(all); small_talk(bye)"},
		{"none", "thanks, log me out", "logout"},
		{"none", "hi, what can you do", "capabilities"},
	} {
		rd := r.Read(c.text, moment(t, c.at, d))
		var got []string
		for _, cmd := range rd.Commands {
			s := string(cmd.Kind)
			if cmd.Scope != "" && cmd.Scope != "once" {
				s += "(" + cmd.Scope + ")"
			}
			got = append(got, s)
		}
		if g := strings.Join(got, "; "); g != c.want {
			t.Errorf("at %s, %q reads as %s, want %s", c.at, c.text, g, c.want)
		}
	}
}
