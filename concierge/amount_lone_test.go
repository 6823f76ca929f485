package concierge

import (
	"strings"
	"testing"
)

// R50, R27 (issue 24 round 11): the one amount of a long or hedged
// transfer request is its amount — shown in the summary the user
// approves — and never said back as unused.
func TestLoneAmountInLongRequestTaken(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, amount string }{
		{"ok long story, my flatmate covered the gas and i covered the wifi so after all that i owe her 62.40. her account is 7654321, can you pay her that from checking", "$62.40"},
		{"so my nephew is at 7654321 and needs a bit for books, send him maybe 120? from my checking", "$120.00"},
		{"thinking of helping my mate with his car repair, he's at 7654321, perhaps 85 or so, checking account", "$85.00"},
		{"my landlord said the total for the broken blind came to 19.99 — his account is 7654321 — please pay it from checking", "$19.99"},
		{"send my brother something from checking for his birthday, he uses 7654321, like 45 i guess", "$45.00"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "seldo monkey", c.line)
			ap := e.sess.Pending.Approval
			if ap == nil || !strings.Contains(ap.Summary, c.amount) || !strings.Contains(ap.Summary, "7654321") {
				t.Fatalf("no approval for %s to 7654321:\n%s", c.amount, strings.Join(rec.replies(), "\n"))
			}
			if strings.Contains(strings.Join(rec.replies(), "\n"), "didn't use \""+strings.TrimPrefix(strings.TrimSuffix(c.amount, ".00"), "$")) {
				t.Fatalf("the amount was said back as unused:\n%s", strings.Join(rec.replies(), "\n"))
			}
		})
	}
}

// Two numbers that could each be the amount are not guessed between: the
// amount is asked.
func TestTwoAmountsNotGuessed(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	say(t, e, "seldo monkey", "my flatmate paid 30 for gas and i paid 20 for wifi, i want to send him money at 7654321 from checking")
	if e.sess.Pending.Approval != nil {
		t.Fatalf("an amount was guessed: %q", e.sess.Pending.Approval.Summary)
	}
	if !strings.Contains(rec.lastReply(), "How much") {
		t.Fatalf("the amount was not asked: %q", rec.lastReply())
	}
}

// An age, a story's year or a count of things is no value: never listed
// as unused, never taken as the amount.
func TestNumbersThatAreNoValues(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"hello, i am 82 and new to this, please send forty dollars to my grandson at 7654321 from checking",
		"im 67 years old, send 40 to 7654321 from checking",
		"back in 2019 my cousin lent me money, send him 40 now at 7654321 from checking",
		"i have 3 kids and the eldest needs help, send 40 to 7654321 from checking",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "seldo monkey", line)
			all := strings.Join(rec.replies(), "\n")
			if strings.Contains(all, "didn't use") {
				t.Fatalf("a number that is no value was listed as unused:\n%s", all)
			}
			if ap := e.sess.Pending.Approval; ap == nil || !strings.Contains(ap.Summary, "$40.00") {
				t.Fatalf("no approval for $40.00:\n%s", all)
			}
		})
	}
}
