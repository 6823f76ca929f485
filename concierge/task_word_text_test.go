package concierge

import (
	"strings"
	"testing"
)

// A new to-do or note asked for with its text, typed at the sign-in's
// owner question, waits for the sign-in and runs after it: a cancel word in
// its text is the text's ("need a todo cancel netflix" never drops the
// sign-in), and the line is never "I couldn't take that as the owner".
func TestTaskWithTextAtOwnerQuestion(t *testing.T) {
	t.Parallel()
	for line, want := range map[string]string{
		"need a todo cancel netflix":              "cancel netflix",
		"I NEED A TODO: RENEW MY PASSPORT":        "RENEW MY PASSPORT",
		"todo: call the dentist":                  "call the dentist",
		"I WANT A NOTE TITLED GYM SAYING LEG DAY": "LEG DAY",
		"pls add a to-do - stop the newspaper":    "stop the newspaper",
		"i want a todo to quit the choir":         "quit the choir",
		"remind me to cancel the gym":             "cancel the gym",
		"new todo: abort the trip to rome":        "abort the trip to rome",
		"could u add a todo, cancle the plumber":  "cancle the plumber",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec, _ := notesEngine(t)
			say(t, e, "show my notes")
			say(t, e, line)
			got := strings.Join(rec.replies(), "\n")
			if strings.Contains(got, "won't open") || strings.Contains(got, "couldn't take that") || !strings.HasSuffix(got, "Your name, please.") {
				t.Fatalf("%q at the owner question: %q", line, rec.replies())
			}
			say(t, e, "ada")
			say(t, e, "1815")
			if e.Fact("unlocked") != "true" || !strings.Contains(rec.replies()[len(rec.replies())-1], want) {
				t.Fatalf("%q did not wait for the sign-in and run after it: %q", line, rec.replies())
			}
		})
	}
}

// "note: stop the gym" at the owner question is a note, not a cancel.
func TestNoteWithStopAtOwnerQuestion(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"note: stop the gym", "memo - quit netflix", "i need a note - never mind the gutters"} {
		e, rec, _ := notesEngine(t)
		say(t, e, "show my notes")
		say(t, e, line)
		say(t, e, "ada")
		say(t, e, "1815")
		if got := strings.Join(rec.replies(), "\n"); e.Fact("unlocked") != "true" || strings.Contains(got, "won't open") || !strings.Contains(got, "write a note") {
			t.Fatalf("%q: %q", line, rec.replies())
		}
	}
}
