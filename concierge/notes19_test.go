package concierge

import (
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents/domainfile/domainfiletest"
)

// keptNotes is the notes example on a fake that keeps the notes written,
// with the fake to count its calls.
func keptNotes(t *testing.T) (*Engine, *recorder, *domainfiletest.Provider) {
	t.Helper()
	return notesOn(t, notesKept())
}

// Issue 24 (notes19), kind 1: a request to write something down, its
// text after a dash or colon and its title after "call it", "name it" or
// "title it", makes that note after the sign-in and the yes. Before,
// "pls jot this down - …" was read as cancel(all) ("There is nothing in
// progress to cancel"), and "can u write this down for me - …" said the
// day could not be scheduled and asked for the text.
func TestNoteJottedDownWithTitleAfter(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, title, text string }{
		{"pls jot this down - parents evening thursday 6pm, call it school", "school", "parents evening thursday 6pm"},
		{"can u write this down for me - bins go out wednesday. name it bins", "bins", "bins go out wednesday"},
		{"write this down pls - pick up dry cleaning tmrw, title it laundry", "laundry", "pick up dry cleaning tmrw"},
		{"quick one, jot this down: mums flight lands 7.40pm sat. call it flight", "flight", "mums flight lands 7.40pm sat"},
		{"hey jot this down: dentist on the 14th at 9am, name it teeth", "teeth", "dentist on the 14th at 9am"},
		{"could you write that down - book the vet for rex, title it vet", "vet", "book the vet for rex"},
		{"just jot this down: call the school about the trip, call it school trip", "school trip", "call the school about the trip"},
		{"jot down: swap the winter tyres in october, call it car", "car", "swap the winter tyres in october"},
		{"jot dwn - call gran sunday, call it gran", "gran", "call gran sunday"},
		{"pls wirte this down: gym at 7, title it gym", "gym", "gym at 7"},
		{"note titled ideas: an app for cats", "ideas", "an app for cats"},
	} {
		e, rec, p := keptNotes(t)
		say(t, e, c.line, "ada", "1815")
		ap, ok := e.PendingApproval()
		if !ok || ap.Tool != "add_note" || ap.Args["title"] != c.title || ap.Args["text"] != c.text {
			t.Errorf("%q: want add_note title=%q text=%q asked, got %+v\n%s", c.line, c.title, c.text, ap, strings.Join(rec.replies(), "\n"))
			continue
		}
		if p.CallsOf("add_note") != 0 || containsIn(rec.replies(), "cancel") || containsIn(rec.replies(), "schedule") {
			t.Errorf("%q: written before the yes, or read as a cancel:\n%s", c.line, strings.Join(rec.replies(), "\n"))
		}
		say(t, e, "yes")
		if calls := p.CallsOf("add_note"); calls != 1 || !containsIn(rec.replies(), "Noted: "+c.title+".") {
			t.Errorf("%q: %d calls after the yes:\n%s", c.line, calls, strings.Join(rec.replies(), "\n"))
		}
	}
}

// Issue 24 (notes19), kind 2: "a note" names the notes agent and "with
// text:" gives its text, whatever words the text holds; the title is
// asked. Before, "add a note with text: hello there" went to the to-do
// agent as the to-do "note with text: hello there" ("hello there" has no
// word of content, so the note's text was not read).
func TestNoteWithTextMarker(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, text string }{
		{"add a note with text: hello there", "hello there"},
		{"add a note with the text: see you at eight", "see you at eight"},
		{"new note, text: hello world", "hello world"},
		{"make a note with text - good morning everyone", "good morning everyone"},
		{"add note with text: thank you all", "thank you all"},
		{"can you add a note with text: buy oat milk", "buy oat milk"},
		{"create a note saying see you there", "see you there"},
	} {
		e, rec, p := keptNotes(t)
		say(t, e, "ada 1815", c.line)
		if !containsIn(rec.replies(), "What is the note's title?") {
			t.Errorf("%q: want the title asked:\n%s", c.line, strings.Join(rec.replies(), "\n"))
			continue
		}
		say(t, e, "greeting")
		ap, ok := e.PendingApproval()
		if !ok || ap.Agent != "add_note" || ap.Args["title"] != "greeting" || ap.Args["text"] != c.text {
			t.Errorf("%q: want add_note title=greeting text=%q asked, got %+v\n%s", c.line, c.text, ap, strings.Join(rec.replies(), "\n"))
			continue
		}
		if p.CallsOf("add_note") != 0 {
			t.Errorf("%q: written before the yes", c.line)
		}
	}
}

// Issue 24 (notes19), kind 3: ways a new user writes, reads and deletes
// notes that failed before. A note is deleted by its title after a yes
// (the example had no delete agent: "I'm not sure how to help with
// that"); a note to keep said as "remember to …", "memo: …" or "note to
// self: …" keeps its words as the text, none said back as unused.
func TestNotesNewUserWays(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"delete my note called shopping", "remove the shopping note", "get rid of my shopping note pls",
		"delete shopping note", "erase the note titled shopping", "pls delete shopping note"} {
		e, rec, p := keptNotes(t)
		say(t, e, "ada 1815", "add a note titled shopping saying milk", "yes", line)
		ap, ok := e.PendingApproval()
		if !ok || ap.Tool != "delete_note" || ap.Args["title"] != "shopping" || p.CallsOf("delete_note") != 0 {
			t.Errorf("%q: want delete_note title=shopping asked, got %+v\n%s", line, ap, strings.Join(rec.replies(), "\n"))
			continue
		}
		say(t, e, "yes", "read shopping note")
		if p.CallsOf("delete_note") != 1 || !containsIn(rec.replies(), "Deleted the note shopping.") {
			t.Errorf("%q: not deleted after the yes:\n%s", line, strings.Join(rec.replies(), "\n"))
		}
	}
	// a note named with no verb of its own is read, never deleted
	for _, line := range []string{"what does the shopping note say", "whats in my shopping note", "read shopping note"} {
		e, rec, p := keptNotes(t)
		say(t, e, "ada 1815", "add a note titled shopping saying milk", "yes", line)
		if _, ok := e.PendingApproval(); ok || p.CallsOf("delete_note") != 0 || !containsIn(rec.replies()[len(rec.replies())-2:], "milk") {
			t.Errorf("%q: want the note read:\n%s", line, strings.Join(rec.replies(), "\n"))
		}
	}
	for _, c := range []struct{ line, text string }{
		{"remember to call the plumber", "call the plumber"},
		{"i need to remember to call the plumber", "call the plumber"},
		{"i gotta remember to pay rent", "pay rent"},
		{"rmember that karen's birthday is may 4th", "karen's birthday is may 4th"},
		{"memo: buy stamps", "buy stamps"},
		{"note to self: buy stamps", "buy stamps"},
		{"take a note: meeting moved to 3pm", "meeting moved to 3pm"},
	} {
		e, rec, _ := keptNotes(t)
		say(t, e, "ada 1815", c.line)
		if containsIn(rec.replies(), "didn't use") || !containsIn(rec.replies(), "What is the note's title?") {
			t.Errorf("%q: want the title asked, nothing said back:\n%s", c.line, strings.Join(rec.replies(), "\n"))
			continue
		}
		say(t, e, "misc")
		if ap, ok := e.PendingApproval(); !ok || ap.Args["text"] != c.text || ap.Args["title"] != "misc" {
			t.Errorf("%q: want text %q, got %+v\n%s", c.line, c.text, ap, strings.Join(rec.replies(), "\n"))
		}
	}
}
