package concierge

import (
	"strings"
	"testing"
)

// A logout said after another request waits for it; one said first, or
// alone, goes first as before (R27, R29).
func TestLogoutOrder(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ text, before, after string }{
		{"gimme savings then log me out", "gimme savings", ""},
		{"whats my checking, after that sign out", "whats my checking", ""},
		{"look up TSLA and then log me off please", "look up TSLA", ""},
		{"sign me out after you show my savings", "show my savings", ""},
		{"log out, but first tell me the AAPL price", "tell me the AAPL price", ""},
		{"show checking, log me out, then look up MSFT", "show checking", "then look up MSFT"},
		{"show me savings and sign me out afterwards", "show me savings", ""},
		{"log out after checking my balance in savings", "check my balance in savings", ""},
		{"whats AAPL, then log me off when you're done", "whats AAPL", ""},
	} {
		before, after, ok := logoutOrder(c.text)
		if !ok || before != c.before || strings.TrimPrefix(after, "then ") != strings.TrimPrefix(c.after, "then ") {
			t.Errorf("logoutOrder(%q) = %q, %q, %v; want %q before the logout and %q after", c.text, before, after, ok, c.before, c.after)
		}
	}
	for _, text := range []string{"log me out", "log out and look up AAPL", "bye, sign me out", "thanks, log me off", "what's my balance"} {
		if before, _, ok := logoutOrder(text); ok {
			t.Errorf("logoutOrder(%q) puts %q before the logout, want the logout first or none", text, before)
		}
	}
}
