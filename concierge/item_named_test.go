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
