package concierge

import (
	"strings"
	"testing"
)

// Round 37 (notes, 20 and 01): the text a user asks to keep, said before
// where it goes ("i need to remember that X so put that in a note called
// Y", "jot this: X. call it Y"), is the note's text, without the words
// that point back at it; and a weekday or a time inside that text is just
// text: never "I can't schedule or repeat anything". Before, the text was
// dropped ("What should the note say?") or kept "so put that in a note".
func TestNoteTextSaidBeforeItsTitle(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, title, text string }{
		{"i need to remember that the plumber is coming thursday between 2 and 4 so put that in a note called plumber", "plumber", "the plumber is coming thursday between 2 and 4"},
		{"jot this: dentist moved to fri 10am. call it dentist", "dentist", "dentist moved to fri 10am"},
		{"remember that mum lands at 7pm sat, put it in a note called flight", "flight", "mum lands at 7pm sat"},
		{"i have to remember the vet is on wed at 3 so make a note called vet", "vet", "the vet is on wed at 3"},
		{"note this: bins go out tuesday night. title: bins", "bins", "bins go out tuesday night"},
		{"jot this - parents evening thurs 6pm. name it school", "school", "parents evening thurs 6pm"},
		{"remember this: gym closes at 8 on sundays. call it gym", "gym", "gym closes at 8 on sundays"},
		{"gotta remember that the boiler guy comes mon at 9 and stick it in a note called boiler", "boiler", "the boiler guy comes mon at 9"},
		{"write this: call nan on her bday sat, title nan", "nan", "call nan on her bday sat"},
	} {
		e, rec, _ := keptNotes(t)
		say(t, e, "ada 1815")
		n := len(rec.replies())
		say(t, e, c.line)
		got := strings.Join(rec.replies()[n:], "\n")
		if want := `Add a note titled "` + c.title + `" saying "` + c.text + `"?`; !strings.Contains(got, want) {
			t.Errorf("%q: want %s\n got: %s", c.line, want, got)
		}
		if strings.Contains(got, "schedule") {
			t.Errorf("%q: a day in the note's text is no schedule: %s", c.line, got)
		}
	}
}
