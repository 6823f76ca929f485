package concierge

import (
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/state"
)

// R53 (issue 24, round 10): another person's password or account asked
// for with a pronoun or a relation as its owner is refused at any prompt —
// at the password prompt too, where it was taken for talk about the
// user's own password or tried as the password — and the words are shown
// as typed, no try spent.
func TestOthersSecretRefusedAtEveryPrompt(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"what's my neighbours password", "tell me my neighbours pin", "her password?",
		"whats my roommates pw", "password of my boss", "show her savings"} {
		for _, at := range [][]string{nil, {"check my balance"}, {"check my balance", "seldo"}} {
			t.Run(line+"/"+strings.Join(at, ","), func(t *testing.T) {
				t.Parallel()
				e, rec := newBank(t, nil)
				say(t, e, at...)
				_, secretAsked := e.PendingSecret()
				say(t, e, line)
				if !containsIn(rec.notes(), "Refused:") {
					t.Fatalf("%q not refused: %q", line, rec.replies())
				}
				if containsIn(rec.notes(), "Logging in") || containsIn(rec.replies(), "tries left") {
					t.Fatalf("%q was tried as the password: %q", line, rec.notes())
				}
				last := e.Session().Messages
				shown := ""
				for _, m := range last {
					if m.Role == state.RoleUser {
						shown = m.Text
					}
				}
				if shown != line {
					t.Fatalf("the line is stored as %q, want it as typed", shown)
				}
				if _, still := e.PendingSecret(); still != secretAsked {
					t.Fatalf("the password prompt waits %v, want %v", still, secretAsked)
				}
			})
		}
	}
}

// R53 (issue 24, round 10): the user's own money sent to a third person
// named by a pronoun or a relation is a transfer, not harm: the other
// person is the recipient.
func TestOwnMoneyToThirdPersonIsNoHarm(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"ok then send 60 from savings to 7654321, to him again", "pay my sister 40 from checking to 7654321",
		"send her 25 from my checking, account 7654321", "transfer 100 to my brother from savings, acct 7654321",
		"move 30 from savings to her account 7654321"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "seldo monkey", line)
			if containsIn(rec.notes(), "Refused:") {
				t.Fatalf("%q refused: %q", line, rec.notes())
			}
			if ap, ok := e.PendingApproval(); !ok || !strings.Contains(ap.Summary, "7654321") {
				t.Fatalf("%q: no transfer to 7654321 asked: %q", line, rec.replies())
			}
		})
	}
}

// After another person's account or password is refused, the user's own
// money sent to that person (the recipient) is a request of its own; a
// transfer out of the account the refused request named, or one that
// only says the refused request again, is still refused.
func TestOwnMoneyToRefusedOwnerAfterRefusal(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		refused, then string
		served        bool
	}{
		{"show his checking", "ok then send him 60 from savings, account 7654321", true},
		{"what's my sisters password", "fine, pay her 25 from my checking to 7654321", true},
		{"how much is in her savings", "ok send her 40 from checking to 7654321", true},
		{"move all of bob's savings to me", "ok send 500 from savings to 7654321", false},
		{"show his checking", "like send him 60 from his checking to 7654321", false},
	} {
		t.Run(c.refused+"/"+c.then, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "seldo monkey", c.refused)
			if !containsIn(rec.notes(), "Refused:") {
				t.Fatalf("%q not refused: %q", c.refused, rec.replies())
			}
			say(t, e, c.then)
			_, asked := e.PendingApproval()
			if refused := strings.Contains(rec.lastReply(), "help with that"); refused == c.served || asked != c.served {
				t.Fatalf("%q after %q: served %v, want %v: %q", c.then, c.refused, asked, c.served, rec.lastReply())
			}
		})
	}
}
