package concierge

import (
	"strings"
	"testing"
)

// Tryout 33 (06, 10): a note named by a word of its title with a verb that
// removes it is that note's delete, asked first; never "I didn't use
// plumber", never a cancel of nothing.
func TestNoteNamedByAWordIsTheOneDeleted(t *testing.T) {
	t.Parallel()
	for line, title := range map[string]string{
		"delete the plumber one":                        "plumber",
		"delete plumber":                                "plumber",
		"actually delete the plumber one, he cancelled": "plumber",
		"remove the one about the plumber":              "plumber",
		"bin the milk note":                             "milk",
		"scrap the milk note":                           "milk",
		"can u trash the milk one pls":                  "milk",
		"ditch teh plumber note":                        "plumber",
		"get rid of the dentist reminder":               "dentist",
		"erase the dentist thing pls":                   "dentist",
		"trash the gift ideas note":                     "gift ideas",
		"nuke the gift one":                             "gift ideas",
	} {
		e, rec := keptNotesEngine(t)
		say(t, e, "ada 1815",
			"add a note titled plumber saying comes thursday at 9", "yes",
			"add a note titled milk saying buy oat milk", "yes",
			"add a note titled dentist saying tuesday 3pm", "yes",
			"add a note titled gift ideas saying a scarf for mum", "yes")
		n := len(rec.replies())
		say(t, e, line)
		after := rec.replies()[n:]
		if !containsIn(after, `Delete the note "`+title+`" for good?`) || containsIn(after, "didn't use") || containsIn(after, "nothing in progress") {
			t.Errorf("%q: want the delete of %q asked:\n%s", line, title, strings.Join(after, "\n"))
		}
	}
}

// Two notes a word may mean are named back, and the title asked; a bare
// "scrap that" while a note is being written stays a cancel.
func TestNoteNamedTwiceIsAskedAndBareScrapCancels(t *testing.T) {
	t.Parallel()
	e, rec := keptNotesEngine(t)
	say(t, e, "ada 1815",
		"add a note titled gift ideas saying a scarf", "yes",
		"add a note titled gift cards saying socks", "yes")
	n := len(rec.replies())
	say(t, e, "delete the gift one")
	after := rec.replies()[n:]
	if !containsIn(after, "gift ideas or") || containsIn(after, "for good?") {
		t.Errorf("want both gift notes named and asked which:\n%s", strings.Join(after, "\n"))
	}
	for _, line := range []string{"scrap that", "bin it", "ditch it"} {
		e, rec := keptNotesEngine(t)
		say(t, e, "ada 1815", "write a note")
		n := len(rec.replies())
		say(t, e, line)
		after := rec.replies()[n:]
		if containsIn(after, "Delete the note") || containsIn(after, "for good?") {
			t.Errorf("%q: want a cancel, not a delete:\n%s", line, strings.Join(after, "\n"))
		}
	}
}

// Tryout 33 (09): "read it", "open that one" right after a search with one
// result read it; after a note was written, "read it back" reads it; after
// a list of several, which is asked with their names.
func TestPointedNoteAfterSearchOrWrite(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		before     []string
		line, want string
	}{
		{[]string{"which notes mention the dentist"}, "READ IT", "tuesday 3pm"},
		{[]string{"which notes mention the dentist"}, "open that one", "tuesday 3pm"},
		{[]string{"which notes mention the dentist"}, "show me that", "tuesday 3pm"},
		{[]string{"which notes mention the dentist"}, "can u read it pls", "tuesday 3pm"},
		{[]string{"search my notes for dentist"}, "open it up", "tuesday 3pm"},
		{[]string{"add a note titled wifi saying router in hall", "yes"}, "read it back", "router in hall"},
		{[]string{"add a note titled wifi saying router in hall", "yes"}, "show it to me", "router in hall"},
		{[]string{"add a note titled wifi saying router in hall", "yes"}, "ok read that back to me", "router in hall"},
		{[]string{"list my notes"}, "read it", "dentist and bank"},
		{[]string{"list my notes"}, "open that one", "dentist and bank"},
	} {
		e, rec := keptNotesEngine(t)
		say(t, e, "ada 1815", "add a note titled dentist saying tuesday 3pm", "yes", "add a note titled bank saying call about the card", "yes")
		say(t, e, c.before...)
		n := len(rec.replies())
		say(t, e, c.line)
		after := rec.replies()[n:]
		if !containsIn(after, c.want) || containsIn(after, "no note titled") {
			t.Errorf("%v then %q: want %q:\n%s", c.before, c.line, c.want, strings.Join(after, "\n"))
		}
	}
}
