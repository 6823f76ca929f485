package concierge

import (
	"strings"
	"testing"
)

// Tryout 37 (14): a search by keyword lists the notes whose title or text
// says the word, in any of the ways people ask for one; before, "search
// for gym" was offered as a new note and "grep dentist" was "not sure".
func TestNotesSearchByKeyword(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want, not string }{
		{"serch for gym", `matches "gym": gym`, ""},
		{"search for gym", `matches "gym": gym`, ""},
		{"look for gym", `matches "gym": gym`, ""},
		{"LOOK FOR GYM", `matches "gym": gym`, ""},
		{"find anything about gym", "gym", ""},
		{"any notes mentioning rent?", `matches "rent": rent`, ""},
		{"grep dentist", `matches "dentist": todo/call the dentist`, ""},
		{"seach my notes for landlord", `matches "landlord": rent`, "gym"}, // a word of the text only
		{"hunt for legs", `matches "legs": gym`, ""},
		{"search for plumber", `Nothing matches "plumber"`, ""},
	} {
		e, rec := keptNotesEngine(t)
		say(t, e, "ada 1815", "add a note titled gym saying leg day mon wed fri", "yes",
			"add a note titled rent saying pay landlord on the 1st", "yes", "add a todo call the dentist", "yes")
		n := len(rec.replies())
		say(t, e, c.line)
		after := rec.replies()[n:]
		if !containsIn(after, c.want) || containsIn(after, "as a note?") || containsIn(after, "not sure") || c.not != "" && containsIn(after, c.not) {
			t.Errorf("%q: want %q:\n%s", c.line, c.want, strings.Join(after, "\n"))
		}
	}
}
