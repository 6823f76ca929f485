package concierge

import (
	"strings"
	"testing"
)

// R28: a goodbye at an open question keeps the task, says what it still
// needs, and does not ask the question again in the same breath; the
// next answer still serves it.
func TestByeAtAnOpenQuestionKeepsTheTask(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"thank you, bye now",
		"ok i have to go, bye",
		"catch you later",
		"gnight",
		"ok that's it for today",
		"see ya, thanks",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "check my balance", "seldo", "monkey")
			say(t, e, line)
			r := rec.lastReply()
			if !strings.Contains(r, "Goodbye!") || !strings.Contains(r, "check a balance") || strings.Contains(r, "?") {
				t.Fatalf("%q: reply %q, want the goodbye and what is kept, no question", line, r)
			}
			if e.Speaker() != "account_balance" {
				t.Fatalf("%q: speaker %q, want the task kept", line, e.Speaker())
			}
			say(t, e, "savings")
			if !strings.Contains(rec.lastReply(), "$5,000.00") && !containsIn(rec.replies(), "$5,000.00") {
				t.Errorf("%q then savings: %q, want the balance", line, rec.replies())
			}
		})
	}
}

// A goodbye that also answers, cancels or asks something is read for
// that: "savings, then bye" answers; "forget it, bye" cancels.
func TestByeWithMoreAtAnOpenQuestion(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	say(t, e, "check my balance", "seldo", "monkey", "checking then bye")
	if !containsIn(rec.replies(), "$1,000.00") {
		t.Errorf("the answer with the goodbye was not taken: %q", rec.replies())
	}
	e, rec = newBank(t, nil)
	say(t, e, "check my balance", "never mind, bye")
	if e.Speaker() != "" || strings.Contains(rec.lastReply(), "I'll keep") {
		t.Errorf("a cancel with the goodbye kept the task: %q", rec.lastReply())
	}
}

// A free-text question takes anything: a goodbye with other words in it
// may be the answer ("see you at 5" as a note), so it is not taken as
// leaving; the username question takes one word, and a bare goodbye
// there is one.
func TestByeAtTheUsernameQuestion(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	say(t, e, "check my balance", "thanks bye")
	if r := rec.lastReply(); !strings.Contains(r, "I still need the username") || strings.Contains(r, "What is your username") {
		t.Errorf("reply %q, want the goodbye with what is kept", r)
	}
}
