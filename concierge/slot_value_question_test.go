package concierge

import (
	"strings"
	"testing"
)

// R50, R28 (issue 24 round 11): a question about a value already given,
// asked at another question, is answered from the task as it stands and
// the open question asked again: nothing is tried as the question's
// value, nothing goes to another agent, the value is unchanged.
func TestGivenValueQuestionAtAnotherQuestion(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"wait what was the claim id i gave you",
		"which claim id did i give u?",
		"hang on, did i say 64RW19 or 64RW91",
		"sorry what id did i type earlier?",
		"um what claim number have you got",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newInsurance(t)
			say(t, e, "decline letter for claim 64RW19")
			say(t, e, line)
			last := rec.lastReply()
			if !strings.Contains(last, "64RW19") || !strings.Contains(last, "Home or Motor") {
				t.Fatalf("%q: not answered and asked again: %q", line, last)
			}
			if e.Speaker() != "DeclineLetterAssistance" || strings.Contains(last, "recognise") {
				t.Fatalf("%q: went elsewhere or was tried as a value: %q", line, rec.replies())
			}
			say(t, e, "motor")
			if !strings.Contains(lastArtifact(e), "64RW19") {
				t.Fatalf("%q: the letter lost the id: %q", line, lastArtifact(e))
			}
		})
	}
}

// The same value said again another way after its letter ("my apologies,
// the number is 28QX04 without spaces") is the value the letter used: no
// new task starts with its words.
func TestValueRestatedAfterLetter(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"My apologies, the number is 37KD15 without spaces.",
		"sorry i meant 37KD15, no spaces",
		"sorry, it should be written 37KD15 together",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newInsurance(t)
			say(t, e, "decline letter for claim 37 KD 15 motor")
			say(t, e, line)
			if e.Speaker() != "" || !strings.Contains(rec.lastReply(), "37KD15") {
				t.Fatalf("%q: read as a new task: %q", line, rec.replies())
			}
		})
	}
}
