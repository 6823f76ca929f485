package understand_test

import (
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents/understand"
)

// Two clauses that are two halves of a known pair are the pair, where the
// act head heard one half (issue 24); a courtesy riding with a main act is
// still absorbed, and a pair nobody labels is not made up. Written for
// this test; none is in the corpus.
func TestComposedSmallTalk(t *testing.T) {
	r := readers(t)["bank"]
	for text, want := range map[string]string{
		"off to bed, log out": "logout; small_talk(bye)",
		"yo! hows your day":   "small_talk(greet); small_talk(how_are_you)",
		"thanks, log me out":  "logout",
		"hi, what can you do": "capabilities",
	} {
		rd := r.Read(text, understand.Moment{})
		var got []string
		for _, c := range rd.Commands {
			s := string(c.Kind)
			if c.Scope != "" && c.Scope != "once" {
				s += "(" + c.Scope + ")"
			}
			got = append(got, s)
		}
		if g := strings.Join(got, "; "); g != want {
			t.Errorf("%q reads as %s, want %s", text, g, want)
		}
	}
}
