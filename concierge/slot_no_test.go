package concierge

import (
	"strings"
	"testing"
)

// R25, R27 (issue 24, round 6): a bare "no" at a slot's question says how
// to go on — the value, or "cancel" — instead of only the question again;
// the task waits. A no to the whole task drops it.
func TestBareNoAtSlotSaysHowToGoOn(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"no", "nope.", "nah", "no no"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec, _ := notesEngine(t)
			say(t, e, "ada 1815", "make a note", line)
			got := rec.lastReply()
			if e.Speaker() != "add_note" || !strings.Contains(got, `say "cancel"`) || !strings.Contains(got, "title") {
				t.Fatalf("%q: speaker %q, reply %q", line, e.Speaker(), got)
			}
			say(t, e, "Shopping", "milk and bread")
			if ap, ok := e.PendingApproval(); !ok || !strings.Contains(ap.Summary, "\"Shopping\"") {
				t.Fatalf("the note did not go on: %q", rec.replies())
			}
		})
	}
	e, rec := newInsurance(t)
	say(t, e, "decline letter", "nope")
	if !strings.Contains(rec.lastReply(), "claim id") || !strings.Contains(rec.lastReply(), `"cancel"`) {
		t.Fatalf("insurance: %q", rec.lastReply())
	}
}

// "nah not now", "maybe later", "no i dont want to" at the question drop
// the task: never a note titled "nah not now".
func TestNoToTheTaskAtSlotDropsIt(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"nah not now", "maybe later", "no i dont want to", "not right now"} {
		e, rec, p := notesEngine(t)
		say(t, e, "ada 1815", "make a note", line)
		if e.Speaker() != "" || p.CallsOf("add_note") != 0 || !strings.Contains(rec.lastReply(), "won't write a note") {
			t.Errorf("%q: speaker %q, reply %q", line, e.Speaker(), rec.lastReply())
		}
	}
}
