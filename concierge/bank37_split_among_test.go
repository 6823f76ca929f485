package concierge

import (
	"strings"
	"testing"
)

// One amount shared among several account ids ("split 300 between A and
// B", "50 each to A and B", tester 27 of round 32) is one transfer per
// recipient, each with its own summary and yes: "split" was tried as the
// amount and the second recipient was lost. A total that does not share
// into whole cents is not divided by guess: each amount is asked.
func TestBank37SplitAmongRecipients(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		line, each string
		to         []string
	}{
		{"split 300 between 1234324 and 7654321 from savings", "$150.00", []string{"1234324", "7654321"}},
		{"send 50 each to 1234324 and 7654321 from savings", "$50.00", []string{"1234324", "7654321"}},
		{"give 1234324 and 7654321 100 each from savings", "$100.00", []string{"1234324", "7654321"}},
		{"can you split $90 among 1234324, 7654321 and 5550001 from my savings", "$30.00", []string{"1234324", "7654321", "5550001"}},
		{"divide 200 btwn 1234324 & 7654321 from savings pls", "$100.00", []string{"1234324", "7654321"}},
		{"300 between 1234324 and 7654321 from savings", "$150.00", []string{"1234324", "7654321"}},
		{"pay 25 apiece to 1234324 and 7654321 from savings", "$25.00", []string{"1234324", "7654321"}},
		{"send 40 to both 1234324 and 7654321 from savings", "$40.00", []string{"1234324", "7654321"}},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "login seldo monkey", c.line)
			for i, to := range c.to {
				ap := e.sess.Pending.Approval
				if ap == nil || !strings.Contains(ap.Summary, c.each+" from Savings") || !strings.Contains(ap.Summary, "to "+to) {
					t.Fatalf("transfer %d: approval %+v, replies %q; want %s to %s", i+1, ap, rec.replies(), c.each, to)
				}
				say(t, e, "yes")
			}
			if e.sess.Pending.Approval != nil || strings.Contains(strings.Join(rec.replies(), "\n"), `recognise "split"`) {
				t.Fatalf("replies %q: want every transfer done, no more", rec.replies())
			}
		})
	}
	// 100 among three is not whole cents: no amount is guessed
	e, rec := newBank(t, nil)
	say(t, e, "login seldo monkey", "split 100 between 1234324, 7654321 and 5550001 from savings")
	if e.sess.Pending.Approval != nil || !strings.Contains(rec.lastReply(), "How much would you like to transfer to 1234324") || !strings.Contains(strings.Join(rec.replies(), "\n"), "doesn't split 3 ways") {
		t.Fatalf("approval %+v, replies %q: want the amount asked", e.sess.Pending.Approval, rec.replies())
	}
}

// "150 to each of them" said at the first transfer's amount question,
// when the message named two recipients and no amount: every transfer
// of that message takes it, each still asked its own yes.
func TestBank37EachAmountAtQuestion(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"150 to each of them", "$150.00"},
		{"100 each", "$100.00"},
		{"50 apiece pls", "$50.00"},
		{"$75 for both", "$75.00"},
		{"25 to each", "$25.00"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "login seldo monkey", "send money from savings to 1234324 and 7654321", c.line)
			for _, to := range []string{"1234324", "7654321"} {
				ap := e.sess.Pending.Approval
				if ap == nil || !strings.Contains(ap.Summary, c.want+" from Savings") || !strings.Contains(ap.Summary, "to "+to) {
					t.Fatalf("approval %+v, replies %q; want %s to %s", ap, rec.replies(), c.want, to)
				}
				say(t, e, "yes")
			}
		})
	}
}
