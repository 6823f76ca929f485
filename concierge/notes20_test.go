package concierge

import (
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents/domainfile/domainfiletest"
)

// Issue 24 (notes20), kind 1: a yes followed by words that restate the
// action waiting approves it, in a YAML domain and the bank alike; words
// that change a value, or name another action, still do not. Before,
// "yes save it" was "Not approved: "save it" after the yes changes what
// was asked" and the approval was asked again.
func TestYesRestatingTheActionApproves(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"yes save it", "yeah save it pls", "yes do it", "yep go ahead and create it",
		"yes make the note", "ya save the note", "yes store it", "Yes, save it!",
		"yes just save it already", "ok save it thanks", "yes submit it", "yea record it",
	} {
		e, rec, p := keptNotes(t)
		say(t, e, "add a note", "ada", "1815", "shopping", "buy milk")
		say(t, e, line)
		if p.CallsOf("add_note") != 1 || !containsIn(rec.replies(), "Noted: shopping.") {
			t.Errorf("%q: the note is not saved:\n%s", line, strings.Join(rec.replies(), "\n"))
		}
	}
	for _, line := range []string{"yes save it as groceries", "yes delete it", "yes but call it groceries"} {
		e, rec, p := keptNotes(t)
		say(t, e, "add a note", "ada", "1815", "shopping", "buy milk")
		say(t, e, line)
		if ap, ok := e.PendingApproval(); p.CallsOf("add_note") != 0 && ok && ap.Args["title"] == "shopping" {
			t.Errorf("%q: the note was saved as asked before:\n%s", line, strings.Join(rec.replies(), "\n"))
		}
	}
	for _, line := range []string{"yes delete it", "yes get rid of it", "yes remove it pls", "yep erase it", "yes go ahead and delete the note"} {
		e, rec, p := keptNotes(t)
		say(t, e, "add a note called milk saying buy milk", "ada", "1815", "yes", "delete the note milk")
		say(t, e, line)
		if p.CallsOf("delete_note") != 1 {
			t.Errorf("%q: the note is not deleted:\n%s", line, strings.Join(rec.replies(), "\n"))
		}
	}
	for _, line := range []string{"yes transfer it", "yes send it", "yes process it", "yeah submit it", "yes complete the transfer", "yes go ahead and send the money"} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", "send 200 from checking to 1234324")
		if _, ok := e.PendingApproval(); !ok {
			t.Fatalf("setup: no approval:\n%s", strings.Join(rec.replies(), "\n"))
		}
		say(t, e, line)
		if _, ok := e.PendingApproval(); ok || !containsIn(rec.replies(), "200") || containsIn(rec.replies(), "Please answer yes or no") {
			t.Errorf("%q: the transfer is not made:\n%s", line, strings.Join(rec.replies(), "\n"))
		}
	}
	for _, line := range []string{"yes send it to 7654321", "yes send 300", "yes process it from savings"} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", "send 200 from checking to 1234324")
		say(t, e, line)
		if containsIn(rec.replies(), "Transferred $200") || containsIn(rec.replies(), "transferred $200") {
			t.Errorf("%q: the old transfer was made:\n%s", line, strings.Join(rec.replies(), "\n"))
		}
	}
}

// listedNotes is the notes example with two notes written, shopping then
// work, and the list just shown: "Notes: shopping, work."
func listedNotes(t *testing.T) (*Engine, *recorder, *domainfiletest.Provider) {
	t.Helper()
	e, rec, p := keptNotes(t)
	say(t, e, "add a note called shopping saying buy milk", "ada", "1815", "yes",
		"add a note called work saying finish report", "yes", "list my notes")
	if !containsIn(rec.replies(), "shopping, work") {
		t.Fatalf("setup: no list shown:\n%s", strings.Join(rec.replies(), "\n"))
	}
	return e, rec, p
}

// Issue 24 (notes20), kind 2: after a list, a place in it ("the first
// one", "the second note", "the last one") is the item in that place.
// Before, "open the first one" read the note titled "first", and "the
// second note" or "the last one" were "I'm not sure how to help with that".
func TestPlaceInTheListShown(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, tool, title string }{
		{"open the first one", "get_note", "shopping"},
		{"the second note", "get_note", "work"},
		{"the last one", "get_note", "work"},
		{"read the 1st one pls", "get_note", "shopping"},
		{"show me the frist note", "get_note", "shopping"},
		{"ok the second one then", "get_note", "work"},
		{"number 2", "get_note", "work"},
		{"can you open the top one", "get_note", "shopping"},
		{"second to last", "get_note", "shopping"},
		{"read me the last note on the list", "get_note", "work"},
		{"delete the first one", "delete_note", "shopping"},
		{"get rid of the last one", "delete_note", "work"},
	} {
		e, rec, p := listedNotes(t)
		n := len(rec.replies())
		say(t, e, c.line)
		got := strings.Join(rec.replies()[n:], "\n")
		if c.tool == "delete_note" {
			ap, ok := e.PendingApproval()
			if !ok || ap.Tool != "delete_note" || ap.Args["title"] != c.title || p.CallsOf("delete_note") != 0 {
				t.Errorf("%q: want delete_note title=%q asked first, got %+v:\n%s", c.line, c.title, ap, got)
			}
			continue
		}
		if p.CallsOf("get_note") != 1 || !strings.Contains(got, map[string]string{"shopping": "buy milk", "work": "finish report"}[c.title]) {
			t.Errorf("%q: want the note %q read:\n%s", c.line, c.title, got)
		}
	}
	// at the title question, a place answers it
	for _, c := range []struct {
		lines []string
		title string
	}{
		{[]string{"read a note", "the second one"}, "work"},
		{[]string{"show me a note", "first one pls"}, "shopping"},
		{[]string{"read my note", "the last one"}, "work"},
	} {
		e, rec, p := listedNotes(t)
		say(t, e, c.lines...)
		if p.CallsOf("get_note") != 1 || !containsIn(rec.replies(), map[string]string{"shopping": "buy milk", "work": "finish report"}[c.title]) {
			t.Errorf("%q: want the note %q read:\n%s", c.lines, c.title, strings.Join(rec.replies(), "\n"))
		}
	}
	// with no list shown, a place is not an item
	e, rec, p := keptNotes(t)
	say(t, e, "add a note called shopping saying buy milk", "ada", "1815", "yes", "the first one")
	if p.CallsOf("get_note") != 0 {
		t.Errorf("a note read with no list shown:\n%s", strings.Join(rec.replies(), "\n"))
	}
}

// Issue 24 (notes20), kind 3: a message that carries both a note's text
// and its title fills both, at the title question or the text question.
// Before, "jot this down: buy bread, call it bread" at the title question
// took the title and asked the text again (the text was lost), and at the
// text question the whole line, marker and title included, was the text.
func TestTextAndTitleAtAQuestion(t *testing.T) {
	t.Parallel()
	for _, at := range []struct {
		name  string
		lines []string
	}{
		{"title question", []string{"add a note", "ada", "1815"}},
		{"text question", []string{"add a note", "ada", "1815", "placeholder"}},
	} {
		for _, c := range []struct{ line, title, text string }{
			{"jot this down: buy bread, call it bread", "bread", "buy bread"},
			{"buy bread, call it bread", "bread", "buy bread"},
			{"write down: gym at 7, name it gym", "gym", "gym at 7"},
			{"pick up the kids at 3 - title it school", "school", "pick up the kids at 3"},
			{"call mum on sunday. call it mum", "mum", "call mum on sunday"},
			{"note down dentist tues 3pm, title dentist", "dentist", "dentist tues 3pm"},
			{"its about renewing the parking permit, name it permit", "permit", "its about renewing the parking permit"},
			{"it says water the plants on friday, call it plants", "plants", "water the plants on friday"},
			{"pay the gas bill by the 5th and call it bills", "bills", "pay the gas bill by the 5th"},
		} {
			e, rec, p := keptNotes(t)
			say(t, e, at.lines...)
			say(t, e, c.line)
			ap, ok := e.PendingApproval()
			if !ok || ap.Args["title"] != c.title || ap.Args["text"] != c.text || p.CallsOf("add_note") != 0 {
				t.Errorf("%s, %q: want title=%q text=%q asked, got %v:\n%s", at.name, c.line, c.title, c.text, ap.Args, strings.Join(rec.replies(), "\n"))
			}
		}
	}
	// a title alone at the title question still asks the text
	e, rec, _ := keptNotes(t)
	say(t, e, "add a note", "ada", "1815", "ok, call it bread")
	if _, ok := e.PendingApproval(); ok || !strings.Contains(rec.lastReply(), "What should the note say?") {
		t.Errorf("a title alone: %s", strings.Join(rec.replies(), "\n"))
	}
}
