package concierge

import (
	"strings"
	"testing"
)

// The note's content said at its title question is kept as the text and
// the title asked next (tryout 37's notes 10): before, a sentence was "I
// couldn't take … as the title" and thrown away, or a short one became the
// title. A short answer that names a thing stays the title.
func TestContentAtTitleKeptAsText(t *testing.T) {
	t.Parallel()
	for line, text := range map[string]string{
		"like my locker combo is 12 34 08":             "my locker combo is 12 34 08",
		"its that the wifi pw is on the router":        "the wifi pw is on the router",
		"mom's bday is june 3rd, get her flowers":      "mom's bday is june 3rd, get her flowers",
		"the spare key is under the blue pot":          "the spare key is under the blue pot",
		"um the garage code is 4471":                   "the garage code is 4471",
		"basically dads flight lands at 6pm on friday": "dads flight lands at 6pm on friday",
		"pick up milk eggs and bread after work":       "pick up milk eggs and bread after work",
		"It's that Bins Go Out tuesday night":          "Bins Go Out tuesday night",
		"like the vet apt moved to thurs, 3pm":         "the vet apt moved to thurs, 3pm",
		"that the plumber comes monday at 9":           "the plumber comes monday at 9",
	} {
		e, rec := keptNotesEngine(t)
		say(t, e, "ada 1815", "write a note")
		n := len(rec.replies())
		say(t, e, line)
		got := strings.Join(rec.replies()[n:], "\n")
		if strings.Contains(got, "couldn't take") || !strings.Contains(got, "What is the note's title?") || strings.Contains(got, "What should the note say?") {
			t.Errorf("%q: want the text kept and the title asked:\n%s", line, got)
			continue
		}
		n = len(rec.replies())
		say(t, e, "stuff")
		if got := strings.Join(rec.replies()[n:], "\n"); !strings.Contains(got, `Add a note titled "stuff" saying "`+text+`"?`) {
			t.Errorf("%q: want the note stuff saying %q:\n%s", line, text, got)
		}
	}
	for _, title := range []string{"locker", "the gym plan", "shopping list for saturday", "mom's bday", "Wifi Password", "dentist fri 10am"} {
		e, rec := keptNotesEngine(t)
		say(t, e, "ada 1815", "write a note")
		n := len(rec.replies())
		say(t, e, title, "some text")
		if got := strings.Join(rec.replies()[n:], "\n"); !strings.Contains(got, "What should the note say?") ||
			!strings.Contains(got, `Add a note titled "`+title+`" saying "some text"?`) {
			t.Errorf("%q: want it kept as the title:\n%s", title, got)
		}
	}
}
