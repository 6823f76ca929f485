package concierge

import (
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/state"
)

// A question typed in a hurry ("wat iz teh balnse of my acount") is a
// question: its first two words are never a username and a password (a
// try was spent on "wat iz"), and English with short words misspelt
// around them ("wher my mony at") is never told "English only".
func TestHurriedQuestionIsNoLoginPair(t *testing.T) {
	for _, line := range []string{
		"wat iz teh balnse of my acount", "wat accts have i got", "wht iz my balnce",
		"hw much iz in savings", "wher my mony at", "wats in my checkin",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line)
			for _, r := range rec.replies() {
				if strings.Contains(r, "don't match") || strings.Contains(r, "English") {
					t.Errorf("reply %q", r)
				}
			}
			for _, m := range e.Session().Messages {
				if m.Role == state.RoleUser && strings.Contains(m.Text, "•") {
					t.Errorf("stored as a sign-in: %q", m.Text)
				}
			}
		})
	}
	t.Run("a real pair before a request still signs in", func(t *testing.T) {
		t.Parallel()
		e, rec := newBank(t, nil)
		say(t, e, "seldo monkey check my balance")
		if e.Fact("authenticated") != "true" || leaks(rec, "monkey") {
			t.Errorf("not signed in, or the password shows: %q", rec.replies())
		}
	})
}

// Thanks that also says the user is done is answered as a goodbye, not
// "anything else?".
func TestThanksThatLeavesIsAGoodbye(t *testing.T) {
	for _, line := range []string{"Thank you kindly, that is all.", "thanks, that's it for today", "thanks that is all i needed"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line)
			if r := rec.lastReply(); strings.Contains(r, "anything else") {
				t.Errorf("reply %q", r)
			}
		})
	}
}
