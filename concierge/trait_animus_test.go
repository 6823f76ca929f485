package concierge

import (
	"strings"
	"testing"
)

// A protected trait said of the claimant with animus against the group,
// after a letter, is refused and the letter withdrawn; a trait said with a
// purpose of its own, or a bad experience with someone for what they did,
// is not.
func TestTraitWithAnimusAfterALetter(t *testing.T) {
	t.Parallel()
	refused := []string{
		"he's muslim and we've had issues with that community",
		"hes muslim and we have had issues with that community",
		"he's muslim and we've had problems",
		"she's catholic and we've had issues with that community",
		"they're gypsies, you know how those people are",
		"shes jewish, we've had a lot of trouble with them people",
	}
	kept := []string{
		"shes pregnant so its a hard time for her",
		"she is blind, can you send it in large print",
		"we've had issues with the garage before",
		"the driver was drunk and we've had problems with this claimant before",
	}
	for _, line := range append(append([]string{}, refused...), kept...) {
		e, rec := newInsurance(t)
		say(t, e, "motor claim 14RE66 needs a decline")
		if len(e.sess.Artifacts) != 1 {
			t.Fatalf("no letter written: %q", rec.lastReply())
		}
		say(t, e, line)
		notes := strings.Join(rec.notes(), "\n")
		wantRefused := !strings.Contains(strings.Join(kept, "\n"), line)
		if got := strings.Contains(notes, "Refused: a protected characteristic"); got != wantRefused {
			t.Errorf("%q: refused %v, want %v; said %q", line, got, wantRefused, rec.lastReply())
		}
		if wantRefused && !strings.Contains(notes, "Withdrawn:") {
			t.Errorf("%q: the letter was not withdrawn", line)
		}
	}
}
