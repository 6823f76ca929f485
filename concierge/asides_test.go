package concierge

import (
	"strings"
	"testing"
)

// A question at a slot's prompt is never tried as the value: it is
// answered from the slots' labels, hints and choices, or said unknown,
// and the question is asked again (R6, R28).
func TestSideQuestionAtASlot(t *testing.T) {
	t.Parallel()
	cases := []struct{ line, want string }{
		{"sorry whats topology?", "Home, Motor"},
		{"what does topology even mean", "Home, Motor"},
		{"hmm which options are there for the topology?", "Home, Motor"},
		{"how long will the letter take?", "I don't know that"},
		{"is my manager going to see this?", "I don't know that"},
	}
	for _, c := range cases {
		e, rec := newInsurance(t)
		say(t, e, "i need a decline letter", c.line)
		got := rec.lastReply()
		if !strings.Contains(got, c.want) || !strings.Contains(got, "Please provide your claim id") || strings.Contains(got, "couldn't take") {
			t.Errorf("%q: %q", c.line, got)
		}
		if e.Speaker() != "DeclineLetterAssistance" || e.sess.WorkFor("DeclineLetterAssistance").Slots["claim_id"] != "" {
			t.Errorf("%q: speaker %q, slots %v", c.line, e.Speaker(), e.sess.WorkFor("DeclineLetterAssistance").Slots)
		}
	}
	// at the topology question itself, "what are the options?" names them
	e, rec := newInsurance(t)
	say(t, e, "decline letter for 12AB34", "which ones can i pick from?")
	if got := rec.lastReply(); !strings.Contains(got, "Home, Motor") || strings.Contains(got, "didn't recognise") {
		t.Errorf("options: %q", got)
	}
	// an answer typed as a question is still the answer
	say(t, e, "motor?")
	if len(e.sess.Artifacts) != 1 {
		t.Errorf("'motor?' not taken: %q", rec.lastReply())
	}
}

// A question at an approval is answered from the call's summary, or said
// unknown, and the yes or no asked again; nothing runs.
func TestSideQuestionAtAnApproval(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"will you charge me anything for it?", "I don't know that"},
		{"hang on, which account is it going to?", "Here is exactly what it will do: Transfer $30.00 from Checking (1234567890) to 7654321."},
		{"is this the correct recipient?", "Here is exactly what it will do"},
		{"how long does it take to arrive?", "I don't know that"},
	} {
		e, rec := newBank(t, nil)
		loggedInWithBalance(t, e)
		say(t, e, "send 30 to 7654321", c.line)
		got := rec.lastReply()
		if !strings.Contains(got, c.want) || !strings.Contains(got, "Please answer yes or no: Transfer $30.00") {
			t.Errorf("%q: %q", c.line, got)
		}
		if _, ok := e.PendingApproval(); !ok || strings.Trim(balance(t, e, "1234567890"), "1000.") != "" {
			t.Errorf("%q: the approval is gone or money moved", c.line)
		}
	}
}
