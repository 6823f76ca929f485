package concierge

import (
	"strings"
	"testing"
)

// R50: at a transfer between the user's own accounts, a correction naming
// both ends, or turning the transfer around, changes both together; the
// summary asked again goes from the new source to the new destination and
// a yes moves exactly that. A transfer from an account to itself is never
// shown for approval: the reason is said and nothing changes.
func TestCorrectionNamingBothEnds(t *testing.T) {
	t.Parallel()
	const swapped = "Transfer $250.00 from Checking (1234567890) to Savings (2345678901)?"
	for _, c := range []struct {
		answer, want string
	}{
		{"no wait, from checking into savings", swapped},
		{"oops i meant checking to savings", swapped},
		{"the other way around", swapped},
		{"no, swap the accounts", swapped},
		{"it's backwards", swapped},
		{"no sorry, to my savings from checking", swapped},
		{"make it 40 and flip it", "Transfer $40.00 from Checking (1234567890) to Savings (2345678901)?"},
	} {
		t.Run(c.answer, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "login seldo monkey", "move 250 from savings to checking")
			n := len(rec.replies())
			say(t, e, c.answer)
			said := strings.Join(rec.replies()[n:], "\n")
			if !strings.Contains(said, c.want) || strings.Contains(said, "to Checking") {
				t.Fatalf("replies:\n%s\nwant %q", said, c.want)
			}
			n = len(rec.replies())
			say(t, e, "yes")
			done := "Done: " + strings.Fields(c.want)[1] + " sent from Checking"
			if after := strings.Join(rec.replies()[n:], "\n"); !strings.Contains(after, done) {
				t.Fatalf("the yes after %q:\n%s\nwant %q", c.answer, after, done)
			}
			if b := balance(t, e, "2345678901"); b == "5000.00" || b == "" {
				t.Fatalf("savings not credited: %q", b)
			}
		})
	}
}

// A source switched to the account the money was going to, or both ends
// named the same, never shows a transfer from an account to itself.
func TestNoTransferFromAnAccountToItself(t *testing.T) {
	t.Parallel()
	for _, answer := range []string{
		"actually from checking",
		"no, take it out of checking instead",
		"checking to checking",
		"savings into savings please",
	} {
		t.Run(answer, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "login seldo monkey", "move 250 from savings to checking")
			n := len(rec.replies())
			say(t, e, answer)
			said := strings.Join(rec.replies()[n:], "\n")
			for _, same := range []string{"from Checking (1234567890) to Checking", "from Savings (2345678901) to Savings"} {
				if strings.Contains(said, same) {
					t.Fatalf("replies:\n%s\nshow a transfer to itself", said)
				}
			}
			if !strings.Contains(strings.ToLower(said), "account") || !strings.Contains(said, "?") {
				t.Fatalf("replies:\n%s\nwant the problem said and a question", said)
			}
		})
	}
}

// A turn-around asked of a transfer to someone else's account is said
// impossible, and the approval waits as it was.
func TestNoTurnAroundToAnotherAccount(t *testing.T) {
	t.Parallel()
	for _, answer := range []string{"the other way round", "reverse it", "swap them"} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", "check checking", "send 100 to 7654321", answer)
		if !strings.Contains(rec.lastReply(), "not one of your accounts") {
			t.Errorf("%q: %q", answer, rec.lastReply())
		}
		if ap, ok := e.PendingApproval(); !ok || !strings.Contains(ap.Summary, "from Checking (1234567890) to 7654321") {
			t.Errorf("%q: the approval changed: %+v", answer, ap)
		}
	}
}
