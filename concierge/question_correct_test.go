package concierge

import (
	"strings"
	"testing"
)

// A value of another slot's shape said with a correction cue at an open
// question replaces the value given before (R50): "no its <id>" is an
// interjection that corrects, never "not <id>". The open question is
// asked again, and the letter uses the new id.
func TestCorrectionOfAnEarlierIDAtAnotherQuestion(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"wait no its 45XZ12 sorry",
		"no it's 45XZ12, typo",
		"oops no thats 45XZ12",
		"hang on no its 45XZ12 my bad",
		"sorry no, 45XZ12",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newInsurance(t)
			say(t, e, "decline letter pls", "claim is 31QP07")
			say(t, e, line)
			if !strings.Contains(rec.lastReply(), "45XZ12") || !strings.Contains(rec.lastReply(), "Home or Motor") {
				t.Fatalf("%q: not noted, or the topology not asked again: %q", line, rec.lastReply())
			}
			say(t, e, "motor")
			if body := lastArtifact(e); !strings.Contains(body, "45XZ12") || strings.Contains(body, "31QP07") {
				t.Errorf("%q: the letter is %q", line, body)
			}
		})
	}
}

// An amount with a correction cue and words around it at the amount
// question is the new amount, never "couldn't take".
func TestCorrectedAmountWithWordsAround(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"wait no its 950.50 rent went up", "$950.50"},
		{"no its 800 my landlord raised it", "$800.00"},
		{"sorry no thats 720.25, forgot the water bill", "$720.25"},
		{"oh no its 999 sorry", "$999.00"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "need to pay my landlord", "seldo", "monkey", "checking", "its 1,200.50 to 7654321")
			if !strings.Contains(rec.lastReply(), "How much") {
				t.Fatalf("the amount is not asked: %q", rec.lastReply())
			}
			say(t, e, c.line)
			ap, ok := e.PendingApproval()
			if !ok || !strings.Contains(ap.Summary, "Transfer "+c.want+" ") {
				t.Errorf("%q: want %s asked, got %q", c.line, c.want, rec.lastReply())
			}
		})
	}
}
