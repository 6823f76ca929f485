package concierge

import (
	"strings"
	"testing"
)

// A finished letter taken back names its claim, says it was not sent and
// starts nothing (round 31's ins36).
func TestFinishedLetterTakenBack(t *testing.T) {
	t.Parallel()
	for _, next := range []string{
		"wait no scrap that, the claim was actually approved, delete the letter",
		"bin that letter pls",
		"get rid of the one u made",
		"dont send it, claim got approved",
		"can you withdraw the letter",
		"erase that letter, mistake",
	} {
		e, rec := newInsurance(t)
		say(t, e, "decline RT4471 home, not covered under the policy")
		say(t, e, next)
		last := rec.lastReply()
		if !strings.Contains(last, "RT4471") || !strings.Contains(last, "not sent") || strings.Contains(last, "Please provide your claim id") {
			t.Errorf("%q: %q, want the RT4471 letter named as not sent and nothing started", next, last)
		}
		if e.Speaker() != "" || len(e.sess.Agenda.Tasks()) != 0 {
			t.Errorf("%q: a task was started", next)
		}
	}
}
