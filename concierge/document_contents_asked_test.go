package concierge

import (
	"strings"
	"testing"
)

// What a decline letter holds is answered from what the product puts in
// it, with nothing waiting and at the claim id question, where the
// question is asked again after (ins34); it was "I don't know that here".
func TestDocumentContentsAnswered(t *testing.T) {
	t.Parallel()
	lines := []string{
		"what goes into a standard decline letter?",
		"what's in one of these letters",
		"what does the letter say",
		"wat info is on a decline letter",
		"whats included in the letter u write",
		"what will the decline letter mention?",
		"so what exactly goes in a letter like that",
	}
	for _, before := range [][]string{{}, {"write a decline letter"}} {
		for _, line := range lines {
			e, rec := newInsurance(t)
			say(t, e, before...)
			say(t, e, line)
			r := rec.lastReply()
			for _, want := range []string{"claim id", "Home or Motor", "reason you give", "standardised"} {
				if !strings.Contains(r, want) {
					t.Errorf("%v then %q: no %q in %q", before, line, want, r)
				}
			}
			if len(before) > 0 && !strings.Contains(r, "Please provide your claim id") {
				t.Errorf("%v then %q: what waits not asked again: %q", before, line, r)
			}
			if len(e.sess.Artifacts) != 0 {
				t.Errorf("%q wrote a letter", line)
			}
		}
	}
	// a request that gives its value is the task's
	e, _ := newInsurance(t)
	say(t, e, "what's in the letter for claim 12AB34 motor")
	if len(e.sess.Artifacts) == 0 && e.sess.Speaker == "" {
		t.Errorf("a request with its values answered as a question")
	}
}
