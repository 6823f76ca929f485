package concierge

import (
	"slices"
	"testing"
)

// Round 34 (notes 12): a request said after a note's text with the words
// that put it next is cut from the text and runs after the note is
// written; a tail that is the writer's own kind of words stays the text.
func TestTextTailRequestRunsAfter(t *testing.T) {
	t.Parallel()
	rows := []struct{ line, title, text string }{
		{"add a note called groceries saying eggs, bread and oat milk and then show me everything i've got", "groceries", "eggs, bread and oat milk"},
		{"note titled gym saying legs on monday, after that show my notes", "gym", "legs on monday"},
		{"write a note called keys saying spare is under the mat then show me what i have saved", "keys", "spare is under the mat"},
		{"new note titled vet saying biscuit at 4pm and afterwards list all my notes", "vet", "biscuit at 4pm"},
		{"make a note called wifi saying router in the hall, once thats saved show me my notes", "wifi", "router in the hall"},
		{"add a note called car saying mot due march and also show everything ive got", "car", "mot due march"},
	}
	for _, r := range rows {
		e, rec, s := notesWith(t)
		say(t, e, "ada, 1815", r.line, "yes")
		if len(s.titles) == 0 {
			say(t, e, "yes") // a plan of the two was asked first, then the note's approval
		}
		if i := slices.Index(s.titles, r.title); i < 0 || s.texts[i] != r.text {
			t.Errorf("%q: notes %q %q, want %q saying %q: %q", r.line, s.titles, s.texts, r.title, r.text, rec.replies())
			continue
		}
		if !slices.Contains(s.calls, "list_notes <nil>") {
			t.Errorf("%q: no list after the note: calls %q: %q", r.line, s.calls, rec.replies())
		}
	}
}

// A tail asking the writer's own kind of work ("then add pasta") is the
// text going on: a recipe's steps stay one note.
func TestTextTailOwnWordsStay(t *testing.T) {
	t.Parallel()
	e, rec, s := notesWith(t)
	say(t, e, "ada, 1815", "add a note called pasta saying boil water then add pasta then drain", "yes")
	if len(s.texts) != 1 || s.texts[0] != "boil water then add pasta then drain" {
		t.Errorf("notes %q: %q", s.texts, rec.replies())
	}
}
