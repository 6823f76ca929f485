package concierge

import (
	"strings"
	"testing"
)

// An amount said with its currency at the username question is kept for
// the transfer that waits, never tried as a username and a password
// (round 26: "20 dollar" spent a login try and was masked).
func TestAmountAtUsernameIsNoLogin(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"20 dollar", "20 dollars", "$20", "15 quid", "€30 pls", "40 usd"} {
		e, rec := newBank(t, nil)
		say(t, e, "i want send money to 1234324", line)
		got := strings.Join(rec.replies(), "\n")
		if strings.Contains(got, "don't match") || strings.Contains(got, "tries left") {
			t.Errorf("%q: tried as a login:\n%s", line, got)
		}
		if !strings.Contains(rec.lastReply(), "What is your username?") {
			t.Errorf("%q: want the username asked again after the amount is kept: %q", line, rec.lastReply())
		}
	}
}
