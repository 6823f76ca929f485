package concierge

import (
	"strings"
	"testing"
)

// Round 35's ins 25, 26, 33: a doubt about the id of the letter just
// written is answered from the session, never SmartStrategy's task nor the
// menu; a reason said next writes the letter again; "it's fine, thanks" at
// a task's question waves the task off.
func TestValueUsedAskedAfterALetter(t *testing.T) {
	t.Parallel()
	for _, q := range []string{
		"wait is that the right id? let me check",
		"hmm hold on, did I give the right claim number?",
		"hang on which id did you use?",
		"what claim was that for",
		"which claim number did u put on it",
		"was that the correct claim id?",
	} {
		e, rec := newInsurance(t)
		say(t, e, "decline 31CV77 motor", q)
		if r := rec.lastReply(); !strings.Contains(r, "I used claim 31CV77 (Motor)") || e.Speaker() != "" {
			t.Errorf("%q: reply %q, speaker %q", q, r, e.Speaker())
		}
	}
	e, _ := newInsurance(t)
	say(t, e, "decline 31CV77 motor", "wait is that the right id? let me check", "yeah it's right, but add reason: vehicle was modified and not declared")
	if !strings.Contains(lastArtifact(e), "vehicle was modified and not declared") {
		t.Errorf("reason after the doubt not in the letter:\n%s", lastArtifact(e))
	}
	for _, d := range []string{"ok whatever it's fine. thanks", "all sorted, cheers", "no worries, all good thx"} {
		e, _ := newInsurance(t)
		say(t, e, "where do i find my claim id", d)
		if e.Speaker() != "" {
			t.Errorf("%q at SmartStrategy's question: speaker still %q", d, e.Speaker())
		}
	}
}
