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

// An insurer's finding about the claimant given as the reason is the
// letter's reason, never refused, and the letter stands (round 24: it was
// refused as harm and the letter withdrawn).
func TestFindingReasonKeepsTheLetter(t *testing.T) {
	for _, reason := range []string{
		"Reason: evidence indicates the collision was staged by the claimant.",
		"claimant exaggerated the burglary, items listed were never owned",
		"the assessor found the damage was staged",
	} {
		t.Run(reason, func(t *testing.T) {
			t.Parallel()
			e, rec := newInsurance(t)
			say(t, e, "need a decline for 55RT90 motor")
			say(t, e, reason)
			all := strings.Join(rec.replies(), "\n")
			if strings.Contains(all, "can't help") || strings.Contains(all, "must not be used") || !strings.Contains(all, "Letter redone for claim 55RT90") {
				t.Errorf("replies %q", rec.replies())
			}
		})
	}
}

// A request said as a complaint ("WHY CANT I SEE MY MONEY") is served,
// never "I don't know that here", and no word of it is said back as an
// account it did not recognise.
func TestComplaintAsksForTheThing(t *testing.T) {
	for _, line := range []string{"WHY CANT I SEE MY MONEY", "why can't I check my balance?", "how come it wont show my savings", "why cant i see my balance"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line)
			say(t, e, "seldo")
			say(t, e, "monkey")
			all := strings.Join(rec.replies(), "\n")
			if strings.Contains(all, "don't know that") || strings.Contains(all, "recognise") || !strings.Contains(all, "balance") {
				t.Errorf("replies %q", rec.replies())
			}
			if e.Fact("authenticated") != "true" || leaks(rec, "monkey") {
				t.Errorf("not signed in, or the password shows")
			}
		})
	}
}
