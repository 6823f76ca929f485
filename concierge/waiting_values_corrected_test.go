package concierge

import (
	"strings"
	"testing"
)

// R50, R41 (issue 24, round 8): a value said as a correction of the one
// just given, while the transfer waits on its balance check, replaces it:
// the approval shows the corrected value, never the first one.
func TestWaitingValueCorrectedBeforeApproval(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"oh sorry its 7654321", "$40.00 from Checking (1234567890) to 7654321?"},
		{"wait I meant 7654321", "to 7654321?"},
		{"oops, 7654321 not 765432", "to 7654321?"},
		{"sorry wrong number, it's 7654321", "to 7654321?"},
		{"actually make it 55", "$55.00 from Checking (1234567890) to 765432?"},
		{"sorry, $70 not $40", "$70.00 from Checking"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "seldo monkey", "send 40 to 765432", c.line, "checking")
			ap, ok := e.PendingApproval()
			if !ok || !strings.Contains(ap.Summary, c.want) {
				t.Fatalf("%q: approval %q (%v), want %q: %q", c.line, ap.Summary, ok, c.want, rec.replies())
			}
		})
	}
}

// R50 (issue 24, round 9): a correction that names the new value bare
// ("hmm, 70 instead") while the transfer waits on its balance check or on
// the sign-in replaces the amount the transfer holds: a bare number reads
// as the kind of the value it corrects.
func TestWaitingBareCorrectionReplacesHeldValue(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"hmm, 70 instead",
		"make that 70 actually",
		"ugh 70 not 40",
		"er 70 sorry",
		"change the amount to 70",
		"wait, 70 not 40",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			// at "Checking or Savings?" for the balance the transfer needs
			e, rec := newBank(t, nil)
			say(t, e, "seldo monkey", "send 40 to 765432", line, "checking")
			if ap, ok := e.PendingApproval(); !ok || !strings.Contains(ap.Summary, "$70.00 from Checking (1234567890) to 765432?") {
				t.Fatalf("at the balance question: approval %q (%v); replies %q", ap.Summary, ok, rec.replies())
			}
			// at the username question of the sign-in the transfer needs
			e, rec = newBank(t, nil)
			say(t, e, "send 40 to 765432", line, "seldo", "monkey", "checking")
			if ap, ok := e.PendingApproval(); !ok || !strings.Contains(ap.Summary, "$70.00 from Checking (1234567890) to 765432?") {
				t.Fatalf("at the username question: approval %q (%v); replies %q", ap.Summary, ok, rec.replies())
			}
		})
	}
}

// R29, R55 (issue 24, round 9): a correction typed at the username
// question of the sign-in a transfer waits on is the transfer's, never a
// username or a login pair: no try is spent, and the approval shows it.
func TestCorrectionAtUsernameIsNoSignIn(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"actually $70", "sorry i meant seventy", "oops 70", "make it seventy actually"} {
		e, rec := newBank(t, nil)
		say(t, e, "send 40 to 765432", line)
		if _, ok := e.PendingSecret(); ok || strings.Contains(rec.dump(), "Logging in") {
			t.Errorf("%q at the username question read as a sign-in: %q", line, rec.replies())
			continue
		}
		say(t, e, "seldo", "monkey", "checking")
		if ap, ok := e.PendingApproval(); !ok || !strings.Contains(ap.Summary, "$70.00 from Checking (1234567890) to 765432?") || strings.Contains(rec.dump(), "don't match") {
			t.Errorf("%q at the username question: approval %q (%v); replies %q", line, ap.Summary, ok, rec.replies())
		}
	}
}

// R50, R27 (issue 24, round 19's tester): an answer to "Checking or
// Savings?" that takes back its own first choice ("from checking? no, take
// it from savings", "checking, no sorry savings") answers with the choice
// said last, and the choice taken back is no correction of the waiting
// transfer's destination: the approval shows the account said last as
// the source and the destination the user gave.
func TestChoiceTakenBackInTheAnswerIsNoDestination(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"from checking? no, take it from savings", "$100.00 from Savings (2345678901) to 7654321?"},
		{"checking, no sorry savings", "$100.00 from Savings (2345678901) to 7654321?"},
		{"checking i mean savings", "$100.00 from Savings (2345678901) to 7654321?"},
		{"Checking. No - savings please", "$100.00 from Savings (2345678901) to 7654321?"},
		{"savings? nah sorry, checking", "$100.00 from Checking (1234567890) to 7654321?"},
		{"savings, no wait, checking", "$100.00 from Checking (1234567890) to 7654321?"},
		// a correction of the destination itself still replaces it
		{"oh sorry its 7654444", "to 7654444?"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "seldo monkey", "send 100 to 7654321", c.line)
			ap, ok := e.PendingApproval()
			if !ok && strings.Contains(c.want, "7654444") {
				say(t, e, "checking")
				ap, ok = e.PendingApproval()
			}
			if !ok || !strings.Contains(ap.Summary, c.want) {
				t.Fatalf("%q: approval %q (%v), want %q: %q", c.line, ap.Summary, ok, c.want, rec.replies())
			}
		})
	}
}

// R50, R53 (issue 24, round 19): the same self-correction at the approval
// of a transfer from Savings ends on Savings: the source stays, and the
// approval asked again still says Savings; ending on the other account
// switches to it.
func TestChoiceTakenBackAtApproval(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"checking, no sorry savings", "$100.00 from Savings (2345678901) to 7654321?"},
		{"checking? no, savings", "$100.00 from Savings (2345678901) to 7654321?"},
		{"checking.. nah wait, savings", "$100.00 from Savings (2345678901) to 7654321?"},
		{"savings i mean checking", "$100.00 from Checking (1234567890) to 7654321?"},
		{"savings is wrong, use checking", "$100.00 from Checking (1234567890) to 7654321?"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "seldo monkey", "send 100 to 7654321", "savings", c.line)
			ap, ok := e.PendingApproval()
			if !ok || !strings.Contains(ap.Summary, c.want) {
				t.Fatalf("%q: approval %q (%v), want %q: %q", c.line, ap.Summary, ok, c.want, rec.replies())
			}
		})
	}
}
