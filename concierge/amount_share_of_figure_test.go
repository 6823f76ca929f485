package concierge

import (
	"strings"
	"testing"
)

// Round 17: a share said of a figure of the story ("rent was 640 and i
// owe her half of that") is that share of the figure — never the figure
// itself, and never a share of the account whose balance was just shown;
// a figure the request names beats the story's ("a 90 dollar dinner …,
// send her 45").
func TestShareOfTheStorysFigure(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"rent was 640 and i owe her half of that, send it to 7654321 from checking", "$320.00"},
		{"rent was 640 dollars and i owe her half, send it to 7654321 from checking", "$320.00"},
		{"the airbnb was 900 for the weekend and i owe a third of that. pls transfer it to 7654321 from checking", "$300.00"},
		{"we split a 90 dollar dinner every month, send her 45 from checking to 7654321", "$45.00"},
		{"dinner came to 80 bucks total, can you send him half of it from checking to 7654321", "$40.00"},
	} {
		for _, shown := range []bool{false, true} {
			t.Run(c.line[:25], func(t *testing.T) {
				t.Parallel()
				e, rec := newBank(t, nil)
				say(t, e, "seldo monkey")
				if shown {
					say(t, e, "check my checking balance") // "that" is not the account in hand
				}
				say(t, e, c.line)
				ap, ok := e.PendingApproval()
				if !ok || !strings.Contains(ap.Summary, "Transfer "+c.want+" from Checking (1234567890) to 7654321") {
					t.Fatalf("%q (balance shown %v): want %s, got %q", c.line, shown, c.want, rec.replies())
				}
				if strings.Contains(strings.Join(rec.replies(), "\n"), "didn't use") {
					t.Fatalf("%q: the story's figure was said back: %q", c.line, rec.replies())
				}
				if got := balance(t, e, "1234567890"); got != "" && got != "1000.00" {
					t.Fatalf("money moved before a yes: Checking is %s", got)
				}
			})
		}
	}
}

// "Half of it" with no figure before it is still the account in hand.
func TestHalfOfItStillOfTheAccountShown(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	say(t, e, "seldo monkey", "check my checking balance", "send half of it to 7654321")
	if ap, ok := e.PendingApproval(); !ok || !strings.Contains(ap.Summary, "Transfer $500.00 from Checking") {
		t.Fatalf("got %q", rec.replies())
	}
}
