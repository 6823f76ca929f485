package concierge

import (
	"strings"
	"testing"
)

// Tryout 41 (notes 20, 06): everyday ways to look for a note search the
// notes by the words they name. Before, "dig up the one about taxes" was
// "something I can't do" and "can you look thru my stuff for anything
// about taxes" listed what the app can do. ("find the one with …" is not
// yet read as a search: an example of it upsets other readings.)
func TestNotes57EverydayFindSearches(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"can you look thru my stuff for anything about taxes", `matches "taxes": taxes`},
		{"dig up the one about taxes", "taxes"},
		{"Look Through My Notes For The Cousin Thing", "cousin"},
		{"anything about taxes in there?", "taxes"},
		{"find me the note with the taxes", "taxes"},
		{"dig up the one w my cousins address", "cousin"},
		{"go thru my notes n find anything on taxes", "taxes"},
	} {
		e, rec := keptNotesEngine(t)
		say(t, e, "ada 1815", "add a note called cousin: 14 elm road, leeds", "yes",
			"add a note titled taxes saying send the return by january", "yes")
		n := len(rec.replies())
		say(t, e, c.line)
		after := rec.replies()[n:]
		if !containsIn(after, c.want) || containsIn(after, "can't do") || containsIn(after, "I can help you with:") ||
			containsIn(after, "as a note?") || containsIn(after, "not sure") || containsIn(after, "Nothing matches") {
			t.Errorf("%q: want %q:\n%s", c.line, c.want, strings.Join(after, "\n"))
		}
	}
}
