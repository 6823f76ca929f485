package concierge

import (
	"strings"
	"testing"
)

// R50 and R53 at an approval: a value that would change the pending call
// replaces the yes, and one that nothing applied is named back. The old
// call never runs on such a message, and a yes after a named-back value
// is a yes to the summary as it stands.
func TestValuesSaidAtAnApproval(t *testing.T) {
	t.Parallel()
	cases := []struct {
		answer string
		want   string // in the reply to the answer
	}{
		// a corrected amount, said with hedges and take-backs around it
		{"oh wait, make that 30", "Transfer $30.00 from Checking (1234567890) to 1234324?"},
		{"ok then 250", "Transfer $250.00 from Checking (1234567890) to 1234324?"},
		{"hmm, 40 instead", "Transfer $40.00 from Checking (1234567890) to 1234324?"},
		{"oops I meant 60 dollars", "Transfer $60.00 from Checking (1234567890) to 1234324?"},
		{"sorry, 75 bucks", "Transfer $75.00 from Checking (1234567890) to 1234324?"},
		// a new source account: its balance is checked first
		{"actually take it from my savings", "Transfer $200.00 from Savings (2345678901) to 1234324?"},
		{"wait, from the savings account instead", "Transfer $200.00 from Savings (2345678901) to 1234324?"},
		{"wait no, from savings", "Transfer $200.00 from Savings (2345678901) to 1234324?"},
		{"not from checking, from savings", "Transfer $200.00 from Savings (2345678901) to 1234324?"},
		// a no said before the value: the value corrects what the summary says
		{"no no 30 not 200", "Transfer $30.00 from Checking (1234567890) to 1234324?"},
		{"nope 45", "Transfer $45.00 from Checking (1234567890) to 1234324?"},
		// a bare figure: the new amount, asked again (issue 24 round 15)
		{"25", "Transfer $25.00 from Checking (1234567890) to 1234324?"},
		{"what about 90", "Transfer $90.00 from Checking (1234567890) to 1234324?"},
		{"savings instead", "Transfer $200.00 from Savings (2345678901) to 1234324?"},
		// an account id said as a correction is the destination, not an amount
		{"sorry wrong number its 7654322", "Transfer $200.00 from Checking (1234567890) to 7654322?"},
		{"oops, 7654322 is the right one", "Transfer $200.00 from Checking (1234567890) to 7654322?"},
		{"use the savings one", "Transfer $200.00 from Savings (2345678901) to 1234324?"},
		{"what is in savings?", "Transfer $200.00 from Checking (1234567890) to 1234324?"}, // a side question
		// an own account's name whose only role in the call is the source
		// (the money goes to an id) corrects the source (R50, R51)
		{"savings", "Transfer $200.00 from Savings (2345678901) to 1234324?"},
		{"put it on 7654321", "Transfer $200.00 from Checking (1234567890) to 7654321?"},
		{"what about 7654321 dollars", "is more than the Checking balance"}, // money said as money
	}
	for _, c := range cases {
		t.Run(c.answer, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "login seldo monkey", "send 200 from checking to 1234324")
			if _, ok := e.PendingApproval(); !ok {
				t.Fatalf("no approval: %q", rec.replies())
			}
			n := len(rec.replies())
			say(t, e, c.answer)
			said := strings.Join(rec.replies()[n:], "\n")
			if !strings.Contains(said, c.want) {
				t.Errorf("replies:\n%s\nwant %q", said, c.want)
			}
			if strings.Contains(said, "Please answer yes or no") {
				t.Errorf("a bare reminder after a message that named a value:\n%s", said)
			}
			if b := balance(t, e, "1234567890"); b != "" && b != "1000.00" {
				t.Fatalf("money moved on %q: checking = %s", c.answer, b)
			}
			// the next yes moves what the last summary says, once
			ap, ok := e.PendingApproval()
			if !ok {
				t.Fatalf("no approval after %q:\n%s", c.answer, said)
			}
			say(t, e, "yes")
			if !strings.Contains(strings.Join(rec.replies(), "\n"), "Done: ") {
				t.Fatalf("the yes after %q did not run %q:\n%s", c.answer, ap.Summary, strings.Join(rec.replies(), "\n"))
			}
		})
	}
}

// A yes said plainly in more words is a yes (R50's fixed gate: a yes-word
// and nothing that changes, hedges or takes back the call); a hedged one
// asks again.
func TestPlainYesInMoreWords(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		answer string
		ran    bool
	}{
		{"alright go ahead with it", true},
		{"ok that's fine, yes", true},
		{"yeah go ahead but not yet", false},
		{"ok if there is no fee", false},
		{"sure, next week", false},
	} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", "send 200 from checking to 1234324", c.answer)
		if got := strings.Contains(strings.Join(rec.replies(), "\n"), "Done: $200.00 sent"); got != c.ran {
			t.Errorf("%q: ran %v, want %v (%q)", c.answer, got, c.ran, rec.lastReply())
		}
	}
}
