package concierge

import (
	"strings"
	"testing"
)

// A pause said with a number ("1 sec", "2 mins") at an approval is no
// amount: the question after it is answered, the approval waits as it was,
// and no "make it 1" is offered.
func TestPauseAtApprovalIsNoAmount(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, topic string }{
		{"hmm 1 sec is that before fees? do u charge fees", "ask(fee)"},
		{"wait 2 mins, do you charge a fee for this", "ask(fee)"},
		{"hang on 5 minutes, any charges on this?", "ask(fee)"},
		{"one sec - how much will i have left after", "ask(left)"},
		{"3 mins", "put_off"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "log me in seldo", "monkey", "send 120 from checking to 7654321")
			if _, ok := e.PendingApproval(); !ok {
				t.Fatalf("setup: %q", rec.replies())
			}
			say(t, e, c.line)
			ap, ok := e.PendingApproval()
			if !ok || ap.Summary != "Transfer $120.00 from Checking (1234567890) to 7654321?" {
				t.Fatalf("%q: the approval changed: %v %q", c.line, ok, ap.Summary)
			}
			if strings.Contains(rec.lastReply(), "make it") || !strings.Contains(strings.Join(rec.notes(), "\n"), c.topic) {
				t.Errorf("%q: want %s and no amount offered; reply %q, notes %q", c.line, c.topic, rec.lastReply(), rec.notes())
			}
		})
	}
}

// At "How much?", a pause is not taken as the amount.
func TestPauseAtAmountQuestionIsNoAmount(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"1 sec", "hmm 2 mins let me check", "gimme 10 secs"} {
		e, rec := newBank(t, nil)
		say(t, e, "log me in seldo", "monkey", "send money from checking to 7654321")
		if !strings.Contains(rec.lastReply(), "How much") {
			t.Fatalf("setup: %q", rec.replies())
		}
		say(t, e, line)
		if ap, ok := e.PendingApproval(); ok {
			t.Errorf("%q taken as an amount: %q", line, ap.Summary)
		}
	}
}
