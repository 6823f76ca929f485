package concierge

import (
	"strings"
	"testing"
)

// Tryout 40 (notes, 15): "what did i write about the wifi again" started
// a new note on the word "write", and "no no i want to SEE what i wrote"
// was kept as its text. A question about what the user kept on a topic
// searches the notes, with or without a note about it, and nothing is
// written; a protest at a new note's question that asks to see what was
// written drops the note and searches instead.
func TestRecallQuestionSearchesNotes(t *testing.T) {
	t.Parallel()
	lines := []string{
		"what did i write about the wifi again",
		"what was that note about the wifi",
		"did i note anything about wifi",
		"find my note on wifi",
		"what did i jot down about the wifi?",
		"wat did i put abt wifi",
		"what did I save re: WIFI",
		"didnt i write something about the wifi",
		"do i have a note on the wifi",
	}
	for _, line := range lines {
		for _, withNote := range []bool{true, false} {
			e, rec, p := keptNotes(t)
			say(t, e, "ada 1815")
			if withNote {
				say(t, e, "note 'wifi' - cabin router is behind the couch", "yes")
			}
			n, adds := len(rec.replies()), p.CallsOf("add_note")
			say(t, e, line)
			got := strings.Join(rec.replies()[n:], "\n")
			if e.Speaker() != "" || p.CallsOf("list_notes") == 0 || strings.Contains(got, "title?") || strings.Contains(got, "didn't use") {
				t.Errorf("%q (note kept: %v): want a search for wifi, nothing asked:\n%s", line, withNote, got)
			}
			if withNote && !strings.Contains(got, "matches \"wifi\": wifi") {
				t.Errorf("%q: want the wifi note found:\n%s", line, got)
			}
			if _, ok := e.PendingApproval(); ok || p.CallsOf("add_note") != adds {
				t.Errorf("%q: something is to be written", line)
			}
		}
	}
	// a protest at a new note's question, after a wrong reading
	for _, protest := range []string{
		"no no i want to SEE what i wrote",
		"no i asked what i wrote",
		"thats not what i asked, i want to read the note",
		"nope i meant show me what i wrote",
		"wrong, i was asking what i already saved",
	} {
		e, rec, p := keptNotes(t)
		say(t, e, "ada 1815", "note 'wifi' - cabin router is behind the couch", "yes", "write about the wifi")
		n := len(rec.replies())
		say(t, e, protest)
		got := strings.Join(rec.replies()[n:], "\n")
		if e.Speaker() != "" || strings.Contains(got, protest) || !strings.Contains(got, "matches \"wifi\"") {
			t.Errorf("%q: want the note dropped and the notes searched:\n%s", protest, got)
		}
		say(t, e, "yes")
		if p.CallsOf("add_note") != 1 {
			t.Errorf("%q: a note was written", protest)
		}
	}
	// a line that says "no" and "see" about anything but what was kept is
	// not taken for such a protest: the note is not dropped
	e, rec, p := keptNotes(t)
	say(t, e, "ada 1815", "add a note titled doctor", "no i want to see the doctor on friday")
	if e.Speaker() != "add_note" && !containsIn(rec.replies(), "see the doctor") || p.CallsOf("list_notes") > 0 {
		t.Errorf("the note was dropped:\n%s", strings.Join(rec.replies(), "\n"))
	}
}
