package concierge

import (
	"strings"
	"testing"
)

// R28, R50's ask (issue 24, round 6): a question about a claim's decision
// is answered — the product writes letters, it cannot see why a claim was
// declined — and a question about what a task is or how it works is
// answered from its agent's description; neither starts the task.
func TestQuestionAboutATaskStartsNothing(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"how come my home claim got knocked back", "can't see why"},
		{"they rejected 31KD90 and i'd like to know why", "can't see why"},
		{"what was the reason my claim 55TT66 was refused?", "can't see why"},
		{"no idea why my car claim was denied, can you explain", "can't see why"},
		{"what goes in a decline letter?", "names the claim id"}, // what it holds (document_contents_asked.go)
		{"so how does a declined letter work", "Crafts a standardised decline letter"},
		{"could you explain what a decline letter is", "Crafts a standardised decline letter"},
		{"what does SmartStrategy do", "where to find their claim id"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newInsurance(t)
			say(t, e, c.line)
			said := strings.Join(rec.replies()[1:], "\n")
			if !strings.Contains(said, c.want) || e.Speaker() != "" {
				t.Fatalf("%q: speaker %q, replies:\n%s\nwant %q", c.line, e.Speaker(), said, c.want)
			}
		})
	}
}

// The letter asked for, with its reasons said, is the task.
func TestLetterAskedWithItsReasonsStarts(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"write a decline letter for 19DE44 saying why it was refused",
		"i need a decline letter, the claim was rejected",
	} {
		e, rec := newInsurance(t)
		say(t, e, line)
		if e.Speaker() != "DeclineLetterAssistance" {
			t.Errorf("%q: speaker %q: %q", line, e.Speaker(), rec.replies())
		}
	}
}
