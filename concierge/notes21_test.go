package concierge

import (
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents/domainfile/domainfiletest"
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

// notesWithout is the notes example without the named agents: a domain
// that cannot do what they did.
func notesWithout(t *testing.T, names ...string) (*Engine, *recorder, *domainfiletest.Provider) {
	t.Helper()
	return notesOn(t, notesKept(), names...)
}

// Issue 24 (notes21), kind 2: "delete it", "remove that one" right after
// a note was shown or written is that note: deleted after its approval,
// or, where the domain cannot delete, said so with what can be done.
// Before, "delete it" after reading a note got the decline letter's
// take-back ("The tool "Note reader: get_note" was only written here, not
// sent to anyone").
func TestDeleteItAfterANoteShown(t *testing.T) {
	t.Parallel()
	lines := []string{"delete it", "remove that one", "can u bin this note pls", "get rid of it", "delete it please",
		"ok delete that", "dlete it", "yeah remove it now", "erase this one", "trash that note", "delete the note pls"}
	for _, before := range [][]string{{"read the milk note"}, {}, {"list my notes"}} {
		for _, line := range lines {
			e, rec, p := keptNotes(t)
			say(t, e, "add a note called milk saying buy milk", "ada", "1815", "yes")
			say(t, e, before...)
			say(t, e, line)
			ap, ok := e.PendingApproval()
			if !ok || ap.Args["title"] != "milk" {
				t.Errorf("%v then %q: no delete of milk asked: %v:\n%s", before, line, ap.Args, strings.Join(rec.replies(), "\n"))
				continue
			}
			if p.CallsOf("delete_note") != 0 || containsIn(rec.replies(), "only written here") {
				t.Errorf("%v then %q: deleted before the yes, or the letter's take-back said:\n%s", before, line, strings.Join(rec.replies(), "\n"))
			}
			say(t, e, "yes")
			if p.CallsOf("delete_note") != 1 {
				t.Errorf("%v then %q: not deleted after the yes:\n%s", before, line, strings.Join(rec.replies(), "\n"))
			}
		}
	}
	// a domain with no delete task says so, and runs nothing else
	for _, line := range lines[:5] {
		e, rec, p := notesWithout(t, "delete_note")
		say(t, e, "add a note called milk saying buy milk", "ada", "1815", "yes", "read the milk note")
		calls := len(p.Calls())
		say(t, e, line)
		r := strings.Join(rec.replies(), "\n")
		if !strings.Contains(r, "I can't delete notes here") || !strings.Contains(r, "write a note") || len(p.Calls()) != calls {
			t.Errorf("%q without a delete task: want \"I can't delete notes here\" and nothing run:\n%s", line, r)
		}
	}
	// the insurance letter's take-back is unchanged
	e, rec := newInsurance(t)
	say(t, e, "decline claim 12AB34 motor", "delete it")
	if !containsIn(rec.replies(), "only written here, not sent to anyone") {
		t.Errorf("the letter's take-back changed:\n%s", strings.Join(rec.replies(), "\n"))
	}
}

// Issue 24 (notes21), kind 3: "another one", "one more", "a new one"
// right after a note means another note, its values from the message;
// alone, the note's first question is asked. Before, "add another one
// called bread saying buy bread" became a to-do.
func TestAnotherOneAfterANote(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, title, text string }{
		{"add another one called bread saying buy bread", "bread", "buy bread"},
		{"one more called eggs saying buy eggs", "eggs", "buy eggs"},
		{"another one titled gym saying legs day", "gym", "legs day"},
		{"and a new one called rent saying pay rent by friday", "rent", "pay rent by friday"},
		{"ok another one, title dentist, text tuesday 3pm", "dentist", "tuesday 3pm"},
		{"add anotha one called tv saying fix remote", "tv", "fix remote"},
		{"1 more called wifi saying router in hall", "wifi", "router in hall"},
	} {
		e, rec, p := keptNotes(t)
		say(t, e, "add a note called milk saying buy milk", "ada", "1815", "yes")
		say(t, e, c.line)
		ap, ok := e.PendingApproval()
		if !ok || ap.Tool != "add_note" || ap.Args["title"] != c.title || ap.Args["text"] != c.text {
			t.Errorf("%q: want a note %q / %q asked, got %v:\n%s", c.line, c.title, c.text, ap.Args, strings.Join(rec.replies(), "\n"))
		}
		if p.CallsOf("add_note") != 1 {
			t.Errorf("%q: a note was written without a yes", c.line)
		}
	}
	for _, line := range []string{"another one pls", "one more", "a new one", "another", "and another one"} {
		e, rec, _ := keptNotes(t)
		say(t, e, "add a note called milk saying buy milk", "ada", "1815", "yes")
		say(t, e, line)
		if r := rec.replies(); len(r) == 0 || !strings.Contains(r[len(r)-1], "What is the note's title?") {
			t.Errorf("%q: the note's title is not asked:\n%s", line, strings.Join(r, "\n"))
		}
	}
	// another task's own words still name it
	e, rec, _ := keptNotes(t)
	say(t, e, "add a note called milk saying buy milk", "ada", "1815", "yes", "add another one to my todo list: call mum")
	if ap, ok := e.PendingApproval(); !ok || ap.Args["title"] != "todo/call mum" {
		t.Errorf("the to-do asked is not todo/call mum: %v:\n%s", ap.Args, strings.Join(rec.replies(), "\n"))
	}
}

// Issue 24 (notes21), kind 4: a request for work on notes no task does
// (delete all, rename, edit, share, export) is answered with what cannot
// be done and what can, and no other task runs. Before, "delete all my
// notes" listed them and "rename the groceries note" was "not sure".
func TestNotesWorkNoTaskDoes(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, said string }{
		{"delete all my notes", "I can't delete all your notes at once here"},
		{"wipe all notes", "I can't delete all your notes at once here"},
		{"remove every note pls", "I can't delete all your notes at once here"},
		{"clear my notes", "I can't delete all your notes at once here"},
		{"delete everything", "I can't delete all your notes at once here"},
		{"delete the notes", "I can't delete all your notes at once here"},
		{"get rid of all of them", "I can't delete all your notes at once here"},
		{"rename the groceries note", "I can't rename notes here"},
		{"rename groceries to shopping", "I can't rename notes here"},
		{"can i rename a note?", "I can't rename notes here"},
		{"change the groceries note to say milk", "I can't edit notes here"},
		{"update my groceries note to say eggs", "I can't edit notes here"},
		{"edit the groceries note", "I can't edit notes here"},
		{"share my notes with bob", "I can't share notes here"},
		{"send the groceries note to my wife", "I can't share notes here"},
		{"export my notes", "I can't export notes here"},
		{"pls download all my notes", "I can't export notes here"},
	} {
		e, rec, p := keptNotes(t)
		say(t, e, "add a note called groceries saying buy eggs", "ada", "1815", "yes")
		calls := len(p.Calls())
		say(t, e, c.line)
		r := rec.replies()
		last := ""
		if len(r) > 0 {
			last = r[len(r)-1]
		}
		if !strings.Contains(last, c.said) || !strings.Contains(last, "delete a note") || len(p.Calls()) != calls {
			t.Errorf("%q: want %q and what can be done, nothing run:\n%s", c.line, c.said, strings.Join(r, "\n"))
		}
		if _, ok := e.PendingApproval(); ok {
			t.Errorf("%q: an approval is asked", c.line)
		}
	}
	// one note deleted by its title is still the delete task's
	e, rec, _ := keptNotes(t)
	say(t, e, "add a note called groceries saying buy eggs", "ada", "1815", "yes", "delete the groceries note")
	if ap, ok := e.PendingApproval(); !ok || ap.Args["title"] != "groceries" {
		t.Errorf("delete the groceries note: no delete asked:\n%s", strings.Join(rec.replies(), "\n"))
	}
	// the bank is unchanged: no notes there
	b, brec := newBank(t, nil)
	say(t, b, "rename my checking account")
	if containsIn(brec.replies(), "I can't rename notes") {
		t.Errorf("the bank speaks of notes:\n%s", strings.Join(brec.replies(), "\n"))
	}
}

// A correction right after a note is written ("change it to say …") is
// still offered as a new note, its text without "say". Before, the text
// proposed was "say buy oat milk".
func TestChangeItToSayAfterANote(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"change it to say buy oat milk", "make it say buy oat milk"} {
		e, rec, _ := keptNotes(t)
		say(t, e, "add a note called milk saying buy milk", "ada", "1815", "yes", line)
		if ap, ok := e.PendingApproval(); !ok || ap.Args["text"] != "buy oat milk" {
			t.Errorf("%q: want the text buy oat milk asked, got %v:\n%s", line, ap.Args, strings.Join(rec.replies(), "\n"))
		}
	}
}

// "can i delete notes?" asks whether notes can be deleted, not to delete
// them all (round 22's tester): it is no bulk delete refused; asked of all
// of them, it still is.
func TestCanIDeleteNotesIsNoBulkDelete(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"can i delete notes?", "is it possible to delete notes", "how do i delete notes"} {
		e, rec, _ := keptNotes(t)
		say(t, e, line)
		if got := rec.lastReply(); strings.Contains(got, "all your notes at once") {
			t.Errorf("%q: %q", line, got)
		}
	}
	e, rec, _ := keptNotes(t)
	say(t, e, "can you delete all my notes?")
	if got := rec.lastReply(); !strings.Contains(got, "all your notes at once") {
		t.Errorf("all asked: %q", got)
	}
}
