package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (round 7): a correction right after a note is saved proposes
// the corrected note as a new call, asked first, and says the first one
// stays; the yes writes it once, a no writes nothing.
func TestCorrectionAfterNoteProposesNewOne(t *testing.T) {
	t.Parallel()
	tests := []struct{ fix, want string }{
		{"no wait I said eggs AND flour and sugar too", `saying "eggs AND flour and sugar"`},
		{"oops, butter too", `saying "eggs, flour, butter"`},
		{"sorry it should say eggs and milk", `saying "eggs and milk"`},
		{"argh typo, i meant eggs, flour, yeast", `saying "eggs, flour, yeast"`},
		{"actually the title should be Baking", `"Baking"`},
	}
	for _, tt := range tests {
		e, rec, p := notesEngine(t)
		say(t, e, "unlock my notes", "ada", "1815", "new note Shopping: eggs, flour", "yes")
		if p.CallsOf("add_note") != 1 {
			t.Fatalf("no first note: %q", rec.replies())
		}
		say(t, e, tt.fix)
		ap, ok := e.PendingApproval()
		got := rec.lastReply()
		if !ok || !strings.Contains(ap.Summary, tt.want) || !strings.Contains(got, "stays as it was") {
			t.Errorf("%q: approval %v %q; reply %q", tt.fix, ok, ap.Summary, got)
			continue
		}
		say(t, e, "yes")
		if p.CallsOf("add_note") != 2 {
			t.Errorf("%q then yes: add_note %d calls", tt.fix, p.CallsOf("add_note"))
		}
	}
	e, rec, p := notesEngine(t)
	say(t, e, "unlock my notes", "ada", "1815", "new note Shopping: eggs, flour", "yes", "no wait, eggs and ham", "no")
	if p.CallsOf("add_note") != 1 {
		t.Errorf("a no wrote the corrected note: %q", rec.replies())
	}
}

func TestCorrectedValue(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ old, text, want string }{
		{"apples, pears", "no wait I said apples AND pears and bananas too", "apples AND pears and bananas"},
		{"apples, pears", "also kiwis", "apples, pears, kiwis"},
		{"apples, pears", "it should say plums", "plums"},
		{"apples", "no wait", ""},
		{"call mum", "no wait it was call dad not mum", "call dad"},
		{"buy milk", "sorry it should say do not buy milk", "do not buy milk"},
	} {
		if got := correctedValue(tt.old, tt.text); got != tt.want {
			t.Errorf("correctedValue(%q, %q) = %q, want %q", tt.old, tt.text, got, tt.want)
		}
	}
}
