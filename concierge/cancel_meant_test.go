package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (round 7): a cancel that says what was meant instead says
// whether that can be done, besides dropping the task; what an agent
// does is left to the usual paths.
func TestCancelSaysWhetherMeantCanBeDone(t *testing.T) {
	t.Parallel()
	for _, text := range []string{
		"no stop, i meant approve it not decline",
		"wait no i wanted to approve this one",
		"stop, what i meant was reopen the claim",
		"actually i need to reopen it",
		"cancel that, i was trying to approve it",
	} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, "decline letter for 50VC81", text)
		all := strings.Join(rec.replies(), " | ")
		if e.sess.Speaker != "" || !strings.Contains(all, "I won't craft a declined letter") || !strings.Contains(rec.lastReply(), "can't approve") {
			t.Errorf("%q: speaker %q; %q", text, e.sess.Speaker, rec.lastReply())
		}
	}
}

// Right after the letter is written, what was meant is said likewise.
func TestMeantAfterDoneSaysWhetherItCanBeDone(t *testing.T) {
	t.Parallel()
	for _, text := range []string{"no i meant approve it not decline", "wait i actually wanted to approve that one", "sorry, i wanted to reopen it"} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, "decline letter for 50VC81 home", text)
		if got := rec.lastReply(); e.sess.Speaker != "" || !strings.Contains(got, "can't approve") {
			t.Errorf("%q after the letter: speaker %q; %q", text, e.sess.Speaker, got)
		}
	}
}
