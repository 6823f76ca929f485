package concierge

import (
	"fmt"
	"strings"
	"testing"
)

// R53, R29 (issue 24 round 11): a household thing's code or password
// written down by the user is a note — never refused, never taken for the
// notes' PIN or its owner, never sent to the unlock tool — and the note is
// written once approved. Since round 15 (R55, one rule on every path) the
// note is written without the secret itself, which no event, call or
// stored message holds. The user's own PIN said for the sign-in is still
// the sign-in's.
func TestHouseholdSecretIsANote(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, value string }{
		{"write down that the wifi password at my nans is tulip4521", "tulip4521"},
		{"add a note titled router saying the router password is greenfrog7", "greenfrog7"},
		{"jot down a note titled beach saying the alarm code at the beach house is 9090", "9090"},
		{"note titled gate with text the gate code is 2580 press hash after", "2580"},
		{"new note titled gym saying locker combo: 4 17 32 and the guest wifi key is 77seaview", "77seaview"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec, p := notesEngine(t)
			say(t, e, c.line)
			if strings.Contains(strings.Join(rec.notes(), "\n"), "Refused") {
				t.Fatalf("%q refused: %q", c.line, rec.notes())
			}
			if p.CallsOf("unlock") != 0 || e.Fact("owner") != "" {
				t.Fatalf("%q signed in with the household secret: %q", c.line, rec.replies())
			}
			say(t, e, "ada")
			say(t, e, "1815")
			if e.Fact("unlocked") != "true" {
				t.Fatalf("%q: the sign-in did not follow: %q", c.line, rec.replies())
			}
			if _, ok := e.PendingApproval(); !ok {
				say(t, e, "whatever") // a title asked for: any will do
			}
			say(t, e, "yes")
			written := false
			for _, call := range p.Calls() {
				if strings.Contains(fmt.Sprint(call.Args), c.value) {
					t.Fatalf("%q: a call holds %q: %v", c.line, c.value, call)
				}
				written = written || call.Tool == "add_note"
			}
			if !written {
				t.Fatalf("%q: no note written: %v\n%s", c.line, p.Calls(), rec.dump())
			}
			if strings.Contains(rec.dump(), c.value) || strings.Contains(fmt.Sprint(e.Session().Messages), c.value) {
				t.Fatalf("%q: %q reached an event or a stored message", c.line, c.value)
			}
		})
	}
}
