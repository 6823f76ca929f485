package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (notes21), kind 1: a note's field labels typed with a slip
// ("titel", "tittle", "txt", "bodyy", "conten") still fill their fields;
// and a bare yes-word at a free-text question is no value: the question
// is asked again. Before, "ad note titel groceries txt apples and pears"
// lost both fields ("I didn't use "ad", "groceries" or "apples"") and the
// "yup" that followed became the title.
func TestMisspeltNoteLabelsFillTheirFields(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, title, text string }{
		{"ad note titel groceries txt apples and pears", "groceries", "apples and pears"},
		{"add note tittle shopping bodyy milk and eggs", "shopping", "milk and eggs"},
		{"new note titl: gym, conten: legs on monday", "gym", "legs on monday"},
		{"add a note titeld bread sayng buy bread", "bread", "buy bread"},
		{"make a note tilte rent txt pay rent by the 5th", "rent", "pay rent by the 5th"},
		{"creat a note titlle Party txt bring cake", "Party", "bring cake"},
		{"add note, titel: wifi, textt: router in the hall", "wifi", "router in the hall"},
		{"pls add a note titile dentist contnet tuesday at 3pm", "dentist", "tuesday at 3pm"},
	} {
		e, rec, p := keptNotes(t)
		say(t, e, c.line, "ada", "1815")
		ap, ok := e.PendingApproval()
		if !ok || ap.Args["title"] != c.title || ap.Args["text"] != c.text {
			t.Errorf("%q: want title=%q text=%q asked, got %v %v:\n%s", c.line, c.title, c.text, ok, ap.Args, strings.Join(rec.replies(), "\n"))
			continue
		}
		if containsIn(rec.replies(), "I didn't use") {
			t.Errorf("%q: a label is said unused:\n%s", c.line, strings.Join(rec.replies(), "\n"))
		}
		if p.CallsOf("add_note") != 0 {
			t.Errorf("%q: the note was written before a yes", c.line)
		}
	}
	// a word that is English is never a slipped label: "next" is no "text"
	e, rec, _ := keptNotes(t)
	say(t, e, "ada 1815", "add a note titled plans saying dinner next friday")
	if ap, ok := e.PendingApproval(); !ok || ap.Args["title"] != "plans" || ap.Args["text"] != "dinner next friday" {
		t.Errorf("next is read as a label: %v:\n%s", ap.Args, strings.Join(rec.replies(), "\n"))
	}
}

func TestBareYesIsNoFreeTextValue(t *testing.T) {
	t.Parallel()
	for _, yes := range []string{"yup", "k", "yes please", "yeah sure", "yup!", "sure thing", "Yep.", "okay", "ya", "nah"} {
		e, rec, _ := keptNotes(t)
		say(t, e, "ada 1815", "add a note")
		say(t, e, yes)
		if w := e.sess.WorkFor("add_note"); w != nil && w.Slots["title"] != "" {
			t.Errorf("%q at the title question became the title %q:\n%s", yes, w.Slots["title"], strings.Join(rec.replies(), "\n"))
		}
		say(t, e, "groceries")
		say(t, e, yes)
		if _, ok := e.PendingApproval(); ok {
			t.Errorf("%q at the text question became the text:\n%s", yes, strings.Join(rec.replies(), "\n"))
		}
		say(t, e, "apples and pears")
		if ap, ok := e.PendingApproval(); !ok || ap.Args["title"] != "groceries" || ap.Args["text"] != "apples and pears" {
			t.Errorf("%q: the note asked is not groceries / apples and pears: %v:\n%s", yes, ap.Args, strings.Join(rec.replies(), "\n"))
		}
	}
	// and at the to-do question
	e, rec, _ := keptNotes(t)
	say(t, e, "ada 1815", "add a todo", "yup")
	if _, ok := e.PendingApproval(); ok {
		t.Errorf("yup became a to-do:\n%s", strings.Join(rec.replies(), "\n"))
	}
}
