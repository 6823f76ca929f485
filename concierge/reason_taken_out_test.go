package concierge

import (
	"strings"
	"testing"
)

// "take the reason out" and its kind redo the letter with no reason line
// (fresh round 40: ins 25); a trait beside it is never let through.
func TestReasonTakenOutRedoesLetter(t *testing.T) {
	t.Parallel()
	for _, msg := range []string{"hmm actually take the reason out, legal prefers no reason on these", "take the reason out",
		"TAKE OUT THE REASON", "strip the reason out pls", "get rid of the reason", "can u take the resaon out"} {
		e, _ := newInsurance(t)
		say(t, e, "decline 36VB47 motor, reason vehicle was unroadworthy", msg)
		if body := lastArtifact(e); strings.Contains(body, "unroadworthy") || !strings.Contains(body, "36VB47") {
			t.Errorf("%q: the letter still names the reason: %q", msg, body)
		}
	}
	e, rec := newInsurance(t)
	say(t, e, "decline 36VB47 motor, reason vehicle was unroadworthy", "take the reason out, he's muslim")
	if !containsIn(rec.replies(), "can't") {
		t.Errorf("a trait beside the reason taken out was not refused: %q", rec.lastReply())
	}
}
