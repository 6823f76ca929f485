package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (round 15), kind 1: a repeat that says it keeps something
// keeps the values it does not give. Before, "make another one same claim
// but home" asked for the claim id afresh and said "I didn't use another
// or same".
func TestRepeatKeepsWhatItDoesNotChange(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"make another one same claim but home",
		"same again but home",
		"do it again for home this time",
		"another letter, home instead",
		"now one for home, same claim",
	} {
		e, rec := newInsurance(t)
		say(t, e, "decline letter 93ER44 motor", line)
		arts := e.sess.Artifacts
		if len(arts) != 2 || !strings.Contains(arts[1].Body, "93ER44") || !strings.Contains(arts[1].Body, "Policy type: Home") {
			t.Errorf("%q: want a second letter for 93ER44, Home:\n%s", line, strings.Join(rec.replies(), "\n"))
		}
		if containsIn(rec.replies(), "didn't use") || containsIn(rec.replies(), "claim id") && !containsIn(rec.replies(), "Letter generated") {
			t.Errorf("%q: a word was said back unused, or the claim id asked:\n%s", line, strings.Join(rec.replies(), "\n"))
		}
	}
}

// Another one with values of its own and no word of keeping asks for the
// rest: nothing of the last task is carried over unasked.
func TestAnotherWithoutKeepingAsks(t *testing.T) {
	t.Parallel()
	e, rec := newInsurance(t)
	say(t, e, "decline letter 93ER44 motor", "another one for 12AB34")
	if len(e.sess.Artifacts) != 1 || !strings.Contains(rec.lastReply(), "claim type") {
		t.Errorf("want the claim type asked for 12AB34:\n%s", strings.Join(rec.replies(), "\n"))
	}
}

// Issue 24 (round 15), kind 1: a question that points at the last result
// with a pronoun is about it. Before, "whats it trading at then" after
// GOOGL's price asked which company.
func TestPronounPointsAtTheLastResult(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"whats it trading at then",
		"what's its price now",
		"and what is it trading at",
		"ok so what's that stock price",
		"look it up again",
	} {
		e, rec := newBank(t, nil)
		say(t, e, "is googl up today?")
		n := len(rec.replies())
		say(t, e, line)
		after := rec.replies()[n:]
		if !containsIn(after, "GOOGL (Alphabet Inc.) is trading at") || containsIn(after, "Which company") {
			t.Errorf("%q: want GOOGL's price again:\n%s", line, strings.Join(after, "\n"))
		}
	}
}

// A pronoun never starts work with side effects again: "do it" after a
// transfer is no new transfer.
func TestPronounNeverRepeatsATransfer(t *testing.T) {
	t.Parallel()
	e, _ := newBank(t, nil)
	say(t, e, "login seldo monkey", "transfer 50 from savings to checking", "yes")
	if a := e.pointsAtLast("what did it send"); a != nil {
		t.Errorf("a pronoun read as %s again", a.Name)
	}
}

// Issue 24 (round 15), kind 1: a question how a stock moved that names a
// stock not shown is about that stock. Before, "is googl up today?" right
// after a cancelled transfer answered about the Checking balance.
func TestMovedQuestionNamingAnotherValue(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"is googl up today?", "did msft go down this week", "is apple up today", "has tesla dropped today?"} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", "checking", "send 250 to 7654321", "forget the transfer")
		n := len(rec.replies())
		say(t, e, line)
		after := rec.replies()[n:]
		if containsIn(after, "Checking account (1234567890) at") || !containsIn(after, "is trading at") {
			t.Errorf("%q: want the stock looked up, not the balance:\n%s", line, strings.Join(after, "\n"))
		}
	}
	e, rec := newBank(t, nil)
	say(t, e, "price of googl", "did googl drop today?")
	if !strings.Contains(rec.lastReply(), "not how") {
		t.Errorf("the figure shown asked about: want the how-it-moved answer, got %q", rec.lastReply())
	}
}
