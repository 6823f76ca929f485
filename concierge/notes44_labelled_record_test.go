package concierge

import (
	"strings"
	"testing"
)

// Round 35's notes 08: a note written as labelled fields is a note with
// that title and that text, never a to-do, and the title is never dropped
// — whatever the labels ("title", "heading", "subject"; "body", "text",
// "content", "details"), the marks between the fields (a comma, a stop, a
// slash) or the word for the note ("one", "entry").
func TestLabelledRecordIsANote(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"ok add one: title dentist, body: cleaning on the 12th",
		"new one - title: dentist / text: cleaning on the 12th",
		"add entry titled dentist content cleaning on the 12th",
		"new note. heading: dentist. body: cleaning on the 12th",
		"make a note subject: dentist, details: cleaning on the 12th",
		"add one, Title: Dentist, Body: cleaning on the 12th",
		"ad one: titel dentist, body cleaning on the 12th",
		"add: title dentist / content: cleaning on the 12th",
		"new one, heading = dentist, description = cleaning on the 12th",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec, s := notesWith(t)
			say(t, e, "ada 1815", line, "yes")
			if len(s.titles) != 1 || !strings.EqualFold(s.titles[0], "dentist") || s.texts[0] != "cleaning on the 12th" {
				t.Fatalf("notes %q %q, want dentist: cleaning on the 12th; replies %q", s.titles, s.texts, rec.replies())
			}
		})
	}
}

// The labels' words are no labels where no colon follows them, and a
// to-do said with a colon stays a to-do.
func TestLabelWordsOutsideARecord(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, title string }{
		{"add a todo: call the dentist", "todo/call the dentist"},
		{"remind me to text bob about the subject", "todo/text bob about the subject"},
		{"add a note titled trip saying im heading home on the details later", "trip"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec, s := notesWith(t)
			say(t, e, "ada 1815", c.line, "yes")
			if len(s.titles) != 1 || s.titles[0] != c.title {
				t.Fatalf("notes %q, want %q; replies %q", s.titles, c.title, rec.replies())
			}
		})
	}
}
