package concierge

import (
	"strings"
	"testing"
)

// R28, R50's ask (issue 24, round 6): a question about the form of the
// value asked ("whats a claim id look like") is answered from the slot's
// hint and the question asked again — never passed on to the agent that
// finds claim ids — while "where do i find it" still is; a value for
// another slot of the same task said at the question is kept.
func TestValueFormAskedAtItsQuestion(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"what do claim ids look like?",
		"sorry whats the format of a claim id",
		"how many characters is the claim id",
		"can you give me an example claim id?",
		"what's a claim id exactly",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newInsurance(t)
			say(t, e, "decline lettr", line)
			got := rec.lastReply()
			if e.Speaker() != "DeclineLetterAssistance" || !strings.Contains(got, "123ABH") || !strings.Contains(got, "Please provide your claim id") {
				t.Fatalf("%q: speaker %q, reply %q", line, e.Speaker(), got)
			}
		})
	}
}

// Where a claim id is found is SmartStrategy's work still.
func TestWhereToFindAClaimIDIsPassedOn(t *testing.T) {
	t.Parallel()
	e, rec := newInsurance(t)
	say(t, e, "decline lettr", "where can i find the claim id?")
	if e.Speaker() != "SmartStrategy" {
		t.Fatalf("speaker %q: %q", e.Speaker(), rec.replies())
	}
}

// With nothing waiting the question is answered and nothing starts.
func TestValueFormAskedWithNothingWaiting(t *testing.T) {
	t.Parallel()
	e, rec := newInsurance(t)
	say(t, e, "what does a claim id look like")
	if e.Speaker() != "" || !strings.Contains(rec.lastReply(), "123ABH") {
		t.Fatalf("speaker %q, reply %q", e.Speaker(), rec.lastReply())
	}
}

// "car" at the claim id question is the topology, kept: the letter is
// written once the claim id comes, without asking the topology.
func TestOtherSlotValueAtClaimIDQuestionIsKept(t *testing.T) {
	t.Parallel()
	e, rec := newInsurance(t)
	say(t, e, "decline lettr", "car", "how long is a claim id", "73WQ02")
	all := strings.Join(rec.replies(), "\n")
	if strings.Contains(all, "claim type of your letter") || !strings.Contains(all, "Letter generated") {
		t.Fatalf("replies:\n%s", all)
	}
}
