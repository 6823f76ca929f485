package concierge

import (
	"strings"
	"testing"
)

// R50, §15 (issue 24, round 5): a yes said after words that confirm the
// call approves it; a no after a hesitation rejects it; words that
// neither confirm nor say yes whole approve nothing.
func TestApprovalAnswersAroundConfirmationsAndHesitations(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		answer string
		runs   bool
		asked  bool // the approval still waits
	}{
		{"is correct, yes", true, false},
		{"that's right. yes", true, false},
		{"looks good, yes", true, false},
		{"all correct - yeah", true, false},
		{"wait no", false, false},
		{"hold on, no", false, false},
		{"hmm no", false, false},
		{"umm wait, nope", false, false},
		{"not correct, yes", false, true},
		{"is it correct? yes", false, true},
		{"correct, yesterday", false, true},
		{"wait", false, true},
	} {
		t.Run(c.answer, func(t *testing.T) {
			t.Parallel()
			d, _ := BuiltinDomains().New("bank")
			runs := countTransfers(d)
			e, rec := newOn(t, d, nil)
			say(t, e, "login seldo monkey", "check checking", "send 100 to 7654321")
			if _, ok := e.PendingApproval(); !ok {
				t.Fatalf("no approval: %q", rec.lastReply())
			}
			say(t, e, c.answer)
			if got := runs.Load() == 1; got != c.runs {
				t.Fatalf("%q: ran %v, want %v; reply %q", c.answer, got, c.runs, rec.lastReply())
			}
			if _, waits := e.PendingApproval(); waits != c.asked {
				t.Fatalf("%q: approval waits %v, want %v; reply %q", c.answer, waits, c.asked, rec.lastReply())
			}
		})
	}
}

// "is that my whole balance?" at an approval is answered from the balance
// checked: all of it, or what it leaves; nothing runs.
func TestWholeBalanceQuestionAtApproval(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		amount, ask, want string
	}{
		{"1000", "hmm is that my whole balance?", "Yes, that is all of Checking's $1,000.00"},
		{"1000", "wait is that everything i have", "Yes, that is all of Checking's $1,000.00"},
		{"250", "is this all of my money?", "it would leave $750.00"},
		{"250", "would that empty my account?", "it would leave $750.00"},
		{"1000", "does that clear out the account??", "it would leave $0.00"},
	} {
		t.Run(c.ask, func(t *testing.T) {
			t.Parallel()
			d, _ := BuiltinDomains().New("bank")
			runs := countTransfers(d)
			e, rec := newOn(t, d, nil)
			say(t, e, "login seldo monkey", "check checking", "send "+c.amount+" to 7654321", c.ask)
			if !strings.Contains(rec.lastReply(), c.want) || runs.Load() != 0 {
				t.Fatalf("%q: %q, want %q (runs %d)", c.ask, rec.lastReply(), c.want, runs.Load())
			}
			if _, ok := e.PendingApproval(); !ok {
				t.Fatalf("%q: the approval no longer waits", c.ask)
			}
		})
	}
}
