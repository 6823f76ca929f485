package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (round 7): a choice said as picked right after a letter —
// at once or after a side question — reruns the letter for the same
// claim with it, never a fresh task asking for the claim id.
func TestChoicePickedAfterLetterReruns(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ aside, pick string }{
		{"", "ok go with home then"},
		{"", "home then i guess"},
		{"hang on is a campervan home or motor?", "alright lets use home"},
		{"wait, does home cover sheds?", "fine, take home instead"},
		{"hmm which one covers a garage", "i'll go with home"},
		{"wait is a granny flat home or motor?", "ok go with home then"},
		{"would a trailer count as motor", "home then"},
	} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, "decline letter for 27LM90 motor")
		if tt.aside != "" {
			say(t, e, tt.aside)
		}
		say(t, e, tt.pick)
		arts := e.sess.Artifacts
		if len(arts) != 2 || !strings.Contains(arts[1].Body, "27LM90") || !strings.Contains(arts[1].Body, "Policy type: Home") {
			t.Errorf("%q / %q: %d letters; replies %q", tt.aside, tt.pick, len(arts), rec.replies())
		}
	}
	// a bare choice with no word that picks it is a new request, as before
	e, rec := newOn(t, mustDomain(t, "insurance"), nil)
	say(t, e, "decline letter for 27LM90 motor", "home")
	if len(e.sess.Artifacts) != 1 || !strings.Contains(rec.lastReply(), "claim id") {
		t.Errorf("bare home: %q", rec.replies())
	}
}

// A question naming the last task's choices, asked after it finished,
// starts no task: it is answered with the value the task ran with.
func TestChoiceQuestionAfterDoneStartsNothing(t *testing.T) {
	t.Parallel()
	for _, q := range []string{"wait is a shed home or motor?", "hmm would a boat count as home or motor", "is a jetski motor or home?", "does a carport fall under home?"} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, "decline letter for 27LM90 motor", q)
		got := rec.lastReply()
		if e.sess.Speaker != "" || strings.Contains(got, "claim id") || !strings.Contains(got, "Motor") {
			t.Errorf("%q after the letter: speaker %q, %q", q, e.sess.Speaker, got)
		}
	}
}
