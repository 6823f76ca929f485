package concierge

import (
	"strings"
	"testing"
)

// Round 33's bank 34 and round 34's bank 52: a price asked for a number
// of shares says what that many come to at the quoted price; a price
// asked for one share, or none, is the price alone.
func TestAPriceForSomeSharesSaysWhatTheyComeTo(t *testing.T) {
	t.Parallel()
	for said, want := range map[string]string{
		"how much would 3 shares of netflix run me":   "so 3 shares come to $1,953.90",
		"how much would 10 shares of apple cost":      "so 10 shares come to $1,898.40",
		"price of 5 msft shares":                      "so 5 shares come to $2,077.50",
		"what would three shares of tesla cost":       "so 3 shares come to $745.26",
		"i own 20 shares of apple, what r they worth": "so 20 shares come to $3,796.80",
		"whats apple at":                              "AAPL (Apple Inc.) is trading at $189.84.",
		"how much is 1 share of apple":                "AAPL (Apple Inc.) is trading at $189.84.",
	} {
		t.Run(said, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, said)
			if !containsIn(rec.replies(), want) {
				t.Fatalf("after %q the replies are %q; want %q", said, rec.replies(), want)
			}
			if want[0] == 'A' && strings.Contains(strings.Join(rec.replies(), "\n"), "shares come to") {
				t.Fatalf("one share or none summed: %q", rec.replies())
			}
		})
	}
}
