package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (round 10): a take-back then a yes with no comma between them
// ("nevermind yes go ahead", "nah forget that yes do it") answers with the
// yes — the plan runs, the call runs, and at a question nothing is dropped
// and the question is asked again; a cancel with an object of its own
// ("cancel the transfer yes") or a yes said first ("yes forget it") still
// cancels.
func TestTakeBackThenYesWithoutComma(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		text string
		kept bool
	}{
		{"nevermind yes go ahead", true},
		{"nah forget that yes do it", true},
		{"never mind yes", true},
		{"nvm yeah please do", true},
		{"oh forget what i said yes proceed", true},
		{"ugh never mind yes send it", true},
		{"cancel the transfer yes", false},
		{"yes forget it", false},
		{"nevermind no", false},
	} {
		t.Run(tt.text, func(t *testing.T) {
			t.Parallel()
			// at the approval: the money moves only on the yes
			e, rec := newBank(t, nil)
			say(t, e, "seldo monkey", "send 50 from checking to 7654321", tt.text)
			moved := containsIn(rec.replies(), "Done: $50.00 sent")
			if moved != tt.kept {
				t.Errorf("approval: %q moved %v, want %v: %q", tt.text, moved, tt.kept, rec.replies())
			}
			// at the plan: it runs
			e, rec = newBank(t, nil)
			say(t, e, "seldo monkey", "what is AAPL at and send 50 from checking to 7654321")
			if _, ok := e.PendingPlan(); !ok {
				t.Fatalf("no plan: %q", rec.replies())
			}
			say(t, e, tt.text)
			ran := containsIn(rec.notes(), "Approved the plan")
			if ran != tt.kept {
				t.Errorf("plan: %q approved %v, want %v: %q", tt.text, ran, tt.kept, rec.notes())
			}
			// at a question: the task stays and the question is asked again
			e, rec = newBank(t, nil)
			say(t, e, "seldo monkey", "send 50 to 7654321", tt.text)
			asked := e.Speaker() != "" && strings.Contains(rec.lastReply(), "Which account")
			if asked != tt.kept {
				t.Errorf("question: %q kept %v, want %v: %q (speaker %q)", tt.text, asked, tt.kept, rec.lastReply(), e.Speaker())
			}
		})
	}
}
