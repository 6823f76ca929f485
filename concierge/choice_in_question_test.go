package concierge

import (
	"strings"
	"testing"
)

// Tryout 40 insurance 27, 29: at "Home or Motor?", a question of its own
// that names a choice is a side question: answered, the claim type asked
// again, no letter written. The choice word inside it is not the value.
func TestChoiceInsideOwnQuestionIsNoAnswer(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"quick q, do motor claims need a police report?",
		"btw what's the standard excess on motor policies?",
		"hey how long do motor claims usually take to process",
		"out of interest, can home claims be lodged online?",
		"is there an excess for motor claims?",
		"how many motor claims get declined usually?",
		"Quick question - whats the excess on a home claim?",
		"q: do home claims need photos?",
		"police report needed for motor claims?",
		"by the way is motor cover compulsory?",
		"BTW do car claims need a quote from a panel beater??",
		"wait, do u need recipts for home contents claims",
	} {
		e, rec := newInsurance(t)
		say(t, e, "decline 71KJ20")
		n := len(rec.replies())
		say(t, e, line)
		got := strings.Join(rec.replies()[n:], "\n")
		if len(e.sess.Artifacts) != 0 {
			t.Errorf("%q: a letter was written from a question:\n%s", line, lastArtifact(e))
			continue
		}
		if !strings.Contains(got, "Home or Motor") {
			t.Errorf("%q: want the claim type asked again:\n%s", line, got)
		}
		if strings.Contains(got, "Home covers") && !strings.Contains(line, "cover") {
			t.Errorf("%q: answered as if it asked what the claim types are:\n%s", line, got)
		}
		if !containsIn(rec.notes(), "Read as: ask") {
			t.Errorf("%q: no side question read: %q", line, rec.notes())
		}
		// the question asked, the choice said plainly answers
		say(t, e, "motor")
		if !strings.Contains(lastArtifact(e), "Policy type: Motor") {
			t.Errorf("%q then motor: want the Motor letter; replies %q", line, rec.replies()[n:])
		}
	}
}

// The line: a question that only offers the choice, hedged or asked for a
// yes, is still the answer.
func TestChoiceOfferedAsQuestionIsTheAnswer(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"motor please", "Motor"},
		{"its motor i think", "Motor"},
		{"motor?", "Motor"},
		{"is it motor?", "Motor"},
		{"motor, right?", "Motor"},
		{"uh motor??", "Motor"},
		{"can we do home?", "Home"},
		{"is it a home claim?", "Home"},
		{"can you make it motor?", "Motor"},
		{"would motor work?", "Motor"},
		{"what about motor?", "Motor"},
		{"moter?", "Motor"},
		{"lets go with home?", "Home"},
		{"we'll go with motor?", "Motor"},
		{"can you write the letter for motor?", "Motor"},
	} {
		e, rec := newInsurance(t)
		say(t, e, "decline 71KJ20", c.line)
		if !strings.Contains(lastArtifact(e), "Policy type: "+c.want) {
			t.Errorf("%q: want the %s letter; replies %q", c.line, c.want, rec.replies())
		}
	}
}

// At the bank's account question, a question after a choice's own value
// is the answer: the balance is looked up.
func TestChoiceValueAskedIsTheAnswer(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"how much is in checking?", "$1,000.00"},
		{"do i have any money in checking?", "$1,000.00"},
		{"can i see savings please?", "$5,000.00"},
		{"is savings the one i opened last year?", "$5,000.00"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, "check my balance", "seldo", "monkey", c.line)
		if !containsIn(rec.replies(), c.want) {
			t.Errorf("%q: want the balance %s; replies %q", c.line, c.want, rec.replies())
		}
	}
}
