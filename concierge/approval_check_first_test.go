package concierge

import "testing"

// Round 39 (bank 33): "let me check X first" at an approval runs the check
// of X and asks the approval again; nothing moves on it.
func TestLetMeCheckFirstRunsTheCheckAndAsksAgain(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"hang on lemme check savings first",
		"wait let me check my savings balance first",
		"hold on, lemme look at savings first",
		"one sec, let me see how much is in savings",
		"ok hold up let me chek savings real quick",
		"hmm let me look at my savings b4",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "pay 1234324 45.50 out of checking", "seldo", "monkey")
			if _, ok := e.PendingApproval(); !ok {
				t.Fatalf("no approval: %q", rec.replies())
			}
			say(t, e, line)
			last := rec.lastReply()
			if !containsIn([]string{last}, "$5,000.00") || !containsIn([]string{last}, "Transfer $45.50 from Checking") {
				t.Fatalf("%q: the savings balance and the approval again, got %q", line, rec.replies())
			}
			if containsIn(rec.replies(), "Done: $45.50") {
				t.Fatalf("%q moved the money: %q", line, rec.replies())
			}
		})
	}
}

// A message that turns back to the call and ends on a plain yes is that
// yes; a put-off of time or of the call's own values stays a put-off.
func TestGoingBackToTheCallWithAYesApproves(t *testing.T) {
	t.Parallel()
	cases := map[string]bool{
		"ok go back to the payment, yes":         true,
		"back to the transfer. yes send it":      true,
		"ok lets go back to the payment, yep":    true,
		"alright back to the transfer and yes":   true,
		"ok back to the amount for a sec":        false,
		"yes one moment":                         false,
		"ok let me double check his number":      false,
		"back to the payment, hold on a sec tho": false,
	}
	for line, approves := range cases {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "pay 1234324 45.50 out of checking", "seldo", "monkey", line)
			if got := containsIn(rec.replies(), "Done: $45.50 sent"); got != approves {
				t.Fatalf("%q: moved=%v, want %v: %q", line, got, approves, rec.replies())
			}
		})
	}
}
