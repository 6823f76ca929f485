package concierge

import (
	"strings"
	"testing"
)

// Tryout 37 (11): a yes/no or how question that holds a task's verb is a
// side question: answered, the question that waits asked again, and the
// task never run, at the text question of a new note and with nothing
// waiting. A request put as a question to the assistant still runs.
func TestHowItWorksQuestionIsNotRun(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"wait do my notes get deleted when i close this?",
		"can i delete a todo later?",
		"will it remember my notes tomorrow?",
		"does deleting a note need the pin",
		"are my notes saved if i quit?",
		"will my todos still be there tmrw?",
		"DO MY NOTES GET WIPED WHEN I LOG OUT?",
		"so could i edit a note afterwards?",
		"do notes get erased when i close the app",
	} {
		e, rec, p := notesEngine(t)
		say(t, e, "ada 1815", "new note", "shopping")
		n := len(rec.replies())
		say(t, e, line)
		after := rec.replies()[n:]
		if !containsIn(after, "What should the note say?") || containsIn(after, "nothing to delete") || containsIn(after, "Delete the note") {
			t.Errorf("%q at the text question: want it answered and the text asked again:\n%s", line, strings.Join(after, "\n"))
		}
		say(t, e, "eggs and bread")
		if r := rec.lastReply(); !strings.Contains(r, `saying "eggs and bread"`) {
			t.Errorf("%q: the note's text after it: %q", line, r)
		}
		say(t, e, "no")
		n = len(rec.replies())
		say(t, e, line)
		after = rec.replies()[n:]
		if p.CallsOf("delete_note") > 0 || p.CallsOf("add_note") > 0 {
			t.Errorf("%q: a task ran: %v", line, p.Calls())
		}
		if containsIn(after, "nothing to delete") || containsIn(after, "Delete the note") || containsIn(after, "as a note?") {
			t.Errorf("%q with nothing waiting: want it answered:\n%s", line, strings.Join(after, "\n"))
		}
	}
	e, rec, _ := notesEngine(t)
	say(t, e, "ada 1815", "can you delete the rent note?")
	if r := strings.Join(rec.replies(), "\n"); strings.Contains(r, "I don't know that") {
		t.Errorf("a request put as a question was answered, not run:\n%s", r)
	}
}
