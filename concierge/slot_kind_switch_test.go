package concierge

import (
	"strings"
	"testing"
)

// A change of kind at add_note's question starts a to-do: never a value of
// the note, nothing written before its own yes.
func TestNoteSwitchedToTodoAtSlot(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"hmm actually just put it on my to do list instead",
		"no, i mean a TODO not a note",
		"actually make it a to-do instead",
		"no wait, a reminder not a note",
		"wait can u add it as a todo instead",
		"actualy save it as a task insted",
		"nah make this a to-do not a note",
		"I MEAN A TODO NOT A NOTE",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec, p := notesEngine(t)
			say(t, e, "i wanna make a note")
			say(t, e, "ada")
			say(t, e, "1815")
			say(t, e, line)
			last := rec.replies()[len(rec.replies())-1]
			if p.CallsOf("add_note") != 0 || !strings.Contains(last, "What is there to do?") {
				t.Fatalf("%q was not a switch to a to-do: %q", line, rec.replies())
			}
			say(t, e, "book flights to lisbon")
			if last := rec.replies()[len(rec.replies())-1]; !strings.Contains(last, `Put "book flights to lisbon" on your to-do list?`) {
				t.Fatalf("%q: the to-do is not asked for approval: %q", line, rec.replies())
			}
			say(t, e, "yes")
			if p.CallsOf("add_note") != 1 {
				t.Fatalf("%q: the to-do was not written once on yes: %q", line, rec.replies())
			}
		})
	}
}

// The text already given, or said with the switch, is carried over.
func TestKindSwitchAtSlotCarriesText(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ first, line, want string }{
		{"add a note saying call the bank", "make it a todo instead", `Put "call the bank" on your to-do list?`},
		{"i wanna make a note", "sorry i meant a todo: buy milk", `Put "buy milk" on your to-do list?`},
		{"add a todo", "actually make it a note instead", "What is the note's title?"},
		{"add a todo", "no as a normal note pls, not a to-do", "What is the note's title?"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec, p := notesEngine(t)
			say(t, e, "ada")
			say(t, e, "1815")
			say(t, e, c.first)
			say(t, e, c.line)
			if last := rec.replies()[len(rec.replies())-1]; p.CallsOf("add_note") != 0 || !strings.Contains(last, c.want) {
				t.Fatalf("%q after %q: want %q, got %q", c.line, c.first, c.want, rec.replies())
			}
		})
	}
}
