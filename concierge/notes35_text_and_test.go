package concierge

import (
	"strings"
	"testing"
)

// An "and" inside a note's free text is part of the text, never a second
// request (round 31's notes tester, 06b: "…telling my neighbour … and
// should go back home" became a note and a "read a note"). A request said
// as its own ("and also …", "then list my notes") is still a second one.
func TestNoteTextKeepsItsAnd(t *testing.T) {
	t.Parallel()
	for line, text := range map[string]string{
		"i want to write a note telling my neighbour the party is off and she should go back home": "telling my neighbour the party is off and she should go back home",
		"add a note titled misc text: buy milk and call bob":                                       "buy milk and call bob",
		"make a note: pick up the kids and feed the cat":                                           "pick up the kids and feed the cat",
		"note that the boiler is broken and the plumber comes monday":                              "the boiler is broken and the plumber comes monday",
		"write a note saying eggs, milk and bread":                                                 "eggs, milk and bread",
		"pls jot down a note saying dentist moved to friday and bring the x rays":                  "dentist moved to friday and bring the x rays",
		"add a note that says gym at 6 n then pick up sam":                                         "gym at 6 n then pick up sam",
	} {
		e, rec := keptNotesEngine(t)
		say(t, e, "ada 1815")
		n := len(rec.replies())
		say(t, e, line, "misc")
		after := strings.Join(rec.replies()[n:], "\n")
		if strings.Contains(after, "Here is my plan") || !strings.Contains(after, `saying "`+text+`"`) {
			t.Errorf("%q: want one note saying %q:\n%s", line, text, after)
		}
	}
	for _, line := range []string{
		"write a note saying buy milk and also list my notes",
		"add a note saying buy eggs, then list my notes",
	} {
		e, rec := keptNotesEngine(t)
		say(t, e, "ada 1815")
		n := len(rec.replies())
		say(t, e, line)
		if after := strings.Join(rec.replies()[n:], "\n"); !strings.Contains(after, "Here is my plan") {
			t.Errorf("%q: want two requests:\n%s", line, after)
		}
	}
}
