package concierge

import (
	"strings"
	"testing"
)

// The claim id said while SmartStrategy asks "internal employee or
// partner?" (round 38's insurance 28) was answered "outside what I can
// help with", kept for later with the role asked again, or read as a
// cancel of everything. The finder's detour closes and the value goes to
// the letter that waits for it.
func TestFinderValueFound(t *testing.T) {
	t.Parallel()
	found := []struct{ line, id string }{
		{"oh wait theres another one, CLM-29HJ71?", "CLM-29HJ71"},
		{"found it: 29HJ71", "29HJ71"},
		{"nvm i have it, its 40LK93", "40LK93"},
		{"ah here we go 77QP12", "77QP12"},
		{"got it lol 12ab34", "12AB34"},
		{"nevermind, it's CLM-2024-7", "CLM-2024-7"},
		{"OH WAIT its on the form, 88ZZ10", "88ZZ10"},
		{"sorry just seen it - 31kd55", "31KD55"},
	}
	for _, c := range found {
		// a letter waits for the id: it is written with it
		for _, opening := range [][]string{
			{"decline letter, claim number 558201, home", "thats the number on my screen tho"},
			{"decline letter home", "i dont know my claim id"},
		} {
			e, rec := newInsurance(t)
			say(t, e, opening...)
			say(t, e, c.line)
			got := rec.replies()
			if !containsIn(got, "You found it: "+c.id) || containsIn(got, "outside what I can help") {
				t.Errorf("%q after %q: %q, want the detour closed", c.line, opening, got)
			}
			if art := lastArtifact(e); !strings.Contains(art, "Claim id: "+c.id) || !strings.Contains(art, "Home") {
				t.Errorf("%q after %q: letter %q, want one for %s (Home)", c.line, opening, art, c.id)
			}
			if e.sess.Speaker != "" || e.sess.Agenda.Depth() != 0 {
				t.Errorf("%q after %q: speaker %q, stack %d, want both done", c.line, opening, e.sess.Speaker, e.sess.Agenda.Depth())
			}
		}
	}
	// an answer to the role, a question about the id, or no claim id:
	// the finder's question stands
	for _, line := range []string{"is 29HJ71 a claim id?", "where does 29HJ71 come from", "its 558201", "29HJ71 isnt it"} {
		e, rec := newInsurance(t)
		say(t, e, "decline letter home", "i dont know my claim id", line)
		if got := rec.replies(); containsIn(got, "You found it") || lastArtifact(e) != "" {
			t.Errorf("%q: %q, want no letter", line, got)
		}
	}
}
