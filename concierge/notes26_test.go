package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (notes26), kind 1: every value said with a request that needs
// the sign-in survives it and is used; nothing said is asked again. A
// note's text said after a break ("add a note: buy milk", "new note -
// milk", "can u add a note, buy milk"), after "to" or "about", or two words
// and more after the request, is the text; only the title is asked.
func TestNotes26TextSurvivesSignIn(t *testing.T) {
	t.Parallel()
	cases := []struct{ line, text string }{
		{"add a note: buy milk", "buy milk"},
		{"add note buy milk", "buy milk"},
		{"make a note to buy milk", "buy milk"},
		{"can u add a note, buy milk", "buy milk"},
		{"hey add a note - eggs", "eggs"},
		{"new note: call mum tonight", "call mum tonight"},
		{"write a note call the vet", "call the vet"},
		{"add a note about the boiler service", "the boiler service"},
		{"pls jot down: pay the window cleaner", "pay the window cleaner"},
	}
	for _, c := range cases {
		e, rec := keptNotesEngine(t)
		say(t, e, c.line, "ada", "1815")
		after := rec.replies()
		if !containsIn(after, "What is the note's title?") {
			t.Errorf("%q: want the title asked after the sign-in:\n%s", c.line, strings.Join(after, "\n"))
			continue
		}
		say(t, e, "shopping")
		ap := e.Session().Pending.Approval
		want := `Add a note titled "shopping" saying "` + c.text + `"?`
		if ap == nil || ap.Summary != want {
			t.Errorf("%q: want approval %s, got %+v:\n%s", c.line, want, ap, strings.Join(rec.replies(), "\n"))
		}
		if all := rec.replies(); containsIn(all, "What should the note say?") || containsIn(all, "didn't use") {
			t.Errorf("%q: a word said was asked again or dropped:\n%s", c.line, strings.Join(all, "\n"))
		}
	}
}

// Issue 24 (notes26), kind 2: a request said as a question, a greeting in
// front ("hey can i see my to do list", "could you show …", "is it possible
// to …", "would you mind listing …"), is the request: it waits for the
// sign-in and runs after. A verb of viewing no agent declares ("see",
// "view", "look", "check") and a compound split in two ("to do", "to-do")
// are the declared ones.
func TestNotes26QuestionRequestWaitsForSignIn(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"hey can i see my to do list",
		"can i see my to do list",
		"hello can i have a look at my notes",
		"could i view my to-do list pls",
		"yo can i check my todos",
		"hi! is it possible to see all my notes?",
		"would you mind showing me my notes",
		"hey could you show me my todo list",
		"good morning, can i see my notes please",
		"heya is it possible to look at my to do list",
	} {
		e, rec := keptNotesEngine(t)
		say(t, e, "ada 1815", "put water the ferns on my todo list", "yes", "log out")
		if e.Fact("unlocked") != "false" {
			t.Fatalf("setup: unlocked=%s", e.Fact("unlocked"))
		}
		n := len(rec.replies())
		say(t, e, line)
		asked := rec.replies()[n:]
		if !containsIn(asked, "Whose notes?") {
			t.Errorf("%q: want the sign-in asked first:\n%s", line, strings.Join(asked, "\n"))
			continue
		}
		say(t, e, "ada", "1815")
		after := rec.replies()[n:]
		if !containsIn(after, "water the ferns") || containsIn(after, "not sure how to help") {
			t.Errorf("%q: want the list shown after the sign-in:\n%s", line, strings.Join(after, "\n"))
		}
	}
}

// Issue 24 (notes26), kind 1 for a to-do: the to-do said before the
// sign-in, after a greeting, a typo in its verb or a split "to do list",
// is the one asked to approve after it.
func TestNotes26TodoSurvivesSignIn(t *testing.T) {
	t.Parallel()
	cases := []struct{ line, todo string }{
		{"hi there, could you put buy bread on my to do list", "buy bread"},
		{"ad to my todo list: mow the lawn", "mow the lawn"},
		{"hey can you add feed the cat to my to-do list", "feed the cat"},
		{"and put pay the gas bill on the to do list", "pay the gas bill"},
		{"remind me to call the bank tomorrow", "call the bank tomorrow"},
	}
	for _, c := range cases {
		e, rec := keptNotesEngine(t)
		say(t, e, c.line, "ada", "1815")
		ap := e.Session().Pending.Approval
		want := `Put "` + c.todo + `" on your to-do list?`
		if ap == nil || ap.Summary != want {
			t.Errorf("%q: want approval %s, got %+v:\n%s", c.line, want, ap, strings.Join(rec.replies(), "\n"))
		}
	}
}
