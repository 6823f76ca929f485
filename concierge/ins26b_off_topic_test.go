package concierge

import (
	"strings"
	"testing"
)

// Issue 24, ins26b, kind 1: an off-topic question at a task's question
// gets an honest "That's outside what I can help with here" with what can be done, and
// the open question is asked again with the same words; nothing is taken
// as its answer.
func TestIns26bOffTopicAtQuestion(t *testing.T) {
	t.Parallel()
	cases := []struct{ start, asked string }{
		{"write a decline letter", "Please provide your claim id"},
		{"find my claim id", "internal employee or a partner"},
	}
	for _, c := range cases {
		for _, q := range []string{"what's the weather like", "whats the weather gonna be tomorrow", "whats the capital of france", "who is the prime minister", "any idea what time the shops close today?"} {
			e, rec := newInsurance(t)
			say(t, e, c.start)
			say(t, e, q)
			got := rec.lastReply()
			// opening hours are said by their kind (cannot_hours.go)
			honest := strings.Contains(got, "outside what I can help with here") || strings.Contains(got, "I can't tell you opening hours here")
			if !honest || !strings.Contains(got, "craft a declined letter") || !strings.Contains(got, c.asked) {
				t.Errorf("%q at %q: %q, want can't help, what can be done and the question again", q, c.start, got)
			}
			if len(e.sess.Artifacts) > 0 || len(e.sess.WorkFor(e.Speaker()).Slots) > 0 && e.sess.WorkFor(e.Speaker()).Slots["claim_id"] != "" {
				t.Errorf("%q at %q: taken as an answer", q, c.start)
			}
		}
	}
}
