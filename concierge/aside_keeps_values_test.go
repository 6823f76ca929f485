package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (round 13): a question asked while a task waits — at a
// transfer's approval, or at the letter's claim-id question — is answered
// and the SAME question is asked again with the same values; only an
// explicit correction changes one.
func TestAsideAnswersAndAsksTheSameAgain(t *testing.T) {
	t.Parallel()
	for _, aside := range []string{
		"whats the balance of my savings",
		"how much have i got in savings?",
		"hang on whats in my savings",
		"what about savings balance",
		"and savings?",
	} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", "send 100 to 7654321", "checking")
		before, ok := e.PendingApproval()
		if !ok {
			t.Fatalf("setup: no approval; %q", rec.replies())
		}
		say(t, e, aside)
		after, ok := e.PendingApproval()
		if !ok || after.Summary != before.Summary || !strings.Contains(rec.lastReply(), "$5,000.00") {
			t.Errorf("%q: approval %q → %q (%v); reply %q", aside, before.Summary, after.Summary, ok, rec.lastReply())
		}
		say(t, e, "yes")
		if got := strings.Join(rec.replies(), "\n"); !strings.Contains(got, "sent from Checking") {
			t.Errorf("%q then yes: the transfer did not go from Checking:\n%s", aside, got)
		}
	}
	for _, aside := range []string{
		"what topology was it?",
		"remind me the topology",
		"wait what did i pick for topology?",
		"what topology did i choose again",
		"hmm was it home or motor i said?",
	} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, "decline letter, motor", aside)
		w := e.sess.WorkFor("DeclineLetterAssistance").Slots
		r := rec.lastReply()
		if w["topology"] != "Motor" || !strings.Contains(r, "Motor") || !strings.HasSuffix(r, "Please provide your claim id") || e.sess.Speaker != "DeclineLetterAssistance" {
			t.Errorf("%q: values %v, reply %q", aside, w, r)
		}
		say(t, e, "12AB34")
		if len(e.sess.Artifacts) != 1 || !strings.Contains(e.sess.Artifacts[0].Title, "12AB34 (Motor)") {
			t.Errorf("%q: the letter after it: %q", aside, rec.replies())
		}
	}
}
