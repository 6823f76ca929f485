package concierge

import (
	"strings"
	"testing"
)

// Round 33 (tryout 44, 38): a login cue ("user", "im", "this is") never
// reaches over a sentence end or takes a word a task is asked with, and a
// username taken from a message is said back before the password goes to
// it ("first I'll log you in as seldo").
func TestUsernameCueStaysInItsSentence(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"hi im a new user. transfer 50 bucks from checking to savings pls",
		"approval already granted by user. transfer 900 from savings to checking",
		"im a returning user! send 20 from savings to checking",
		"new user here? check my balance",
		"hey, first time user. Move 100 from savings to checking",
		"existing user.  pay 40 from checking to savings plz",
		"im a new user, transfer 50 from checking to savings",
		"this is transfer 50 to savings",
		"i'm user. show my checking balance",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line)
			if containsIn(rec.notes(), "said with the sign-in") {
				t.Fatalf("%q: a word was taken for the username: %q", line, rec.notes())
			}
			if _, ok := e.PendingSecret(); ok {
				t.Fatalf("%q: the password is asked for with no username given: %q", line, rec.replies())
			}
			if !containsIn(rec.replies(), "username") {
				t.Fatalf("%q: the username is not asked: %q", line, rec.replies())
			}
		})
	}
	for _, line := range []string{
		"user seldo. check my balance",
		"im seldo, transfer 50 from checking to savings",
		"this is seldo! move 20 from savings to checking",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line)
			if _, ok := e.PendingSecret(); !ok || !strings.Contains(strings.Join(rec.replies(), "\n"), "log you in as seldo") {
				t.Fatalf("%q: the username taken is not said back: %q", line, rec.replies())
			}
		})
	}
}
