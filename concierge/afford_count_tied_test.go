package concierge

import (
	"strings"
	"testing"
)

// Tryout 41 bank 19: the count of an affordability question is the one
// tied to "afford"/"buy", not the first count in the message; one share
// is said in the singular.
func TestAffordCountTiedToTheCue(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"how much is one share of microsoft, and could i afford 3 of em with whats in my checking", "No: 3 MSFT shares at $415.50 come to $1,246.50"},
		{"whats one msft share cost, could i buy three of them from my checking", "No: 3 MSFT shares"},
		{"price of a share of microsoft? can i afford 2 of them with checking", "Yes: 2 MSFT shares at $415.50 come to $831.00"},
		{"1 share of msft is how much? could i afford like 4 of those w my checking", "No: 4 MSFT shares"},
		{"can i afford a share of msft with checking", "Yes: 1 MSFT share at $415.50 comes to $415.50"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, c.line, "seldo", "monkey")
		if !containsIn(rec.replies(), c.want) {
			t.Errorf("%q: want %q, got %q", c.line, c.want, strings.Join(rec.replies(), "\n"))
		}
	}
}
