package concierge

import (
	"strings"
	"testing"
)

// An edit instruction at a note's approval (R50): "make the text say X",
// "change the text to say X", "the text should be X instead" make the
// text X — the verb of saying and the closing "instead" are the
// request's, not the text's — and the approval is shown again.
func TestTextSaidAtApproval(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"hmm make the text say lunch with sam on monday instead", `saying "lunch with sam on monday"`},
		{"can you change the text to say call the bank at noon", `saying "call the bank at noon"`},
		{"the text should be pick up the cake instead", `saying "pick up the cake"`},
		{"ok make the text read dentist moved to wednesday", `saying "dentist moved to wednesday"`},
		{"actually let the text say renew passport, please", `saying "renew passport"`},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec, _ := notesEngine(t)
			say(t, e, "open my notes", "ada", "1815", "new note title: meeting, text: budget review thursday 3pm")
			if _, ok := e.PendingApproval(); !ok {
				t.Fatalf("setup: no approval: %q", rec.replies())
			}
			say(t, e, c.line)
			ap, ok := e.PendingApproval()
			if !ok || !strings.Contains(ap.Summary, c.want) || !strings.Contains(rec.lastReply(), c.want) {
				t.Errorf("%q: want %s asked again, got %q", c.line, c.want, rec.lastReply())
			}
		})
	}
}

// A text said plainly keeps every word of it: "say" after a colon and a
// closing "instead" with no change asked are the text's own.
func TestTextSaidPlainlyKeepsItsWords(t *testing.T) {
	t.Parallel()
	for line, want := range map[string]string{
		"new note title: card, text: say happy birthday to mum": `saying "say happy birthday to mum"`,
		"new note title: plan, text: take the train instead":    `saying "take the train instead"`,
	} {
		e, rec, _ := notesEngine(t)
		say(t, e, "open my notes", "ada", "1815", line)
		if ap, ok := e.PendingApproval(); !ok || !strings.Contains(ap.Summary, want) {
			t.Errorf("%q: want %s, got %q", line, want, rec.lastReply())
		}
	}
}
