package concierge

import (
	"strings"
	"testing"
)

// A transfer shaped like a common scam gets a one-line caution before
// what follows; it still waits for the yes, and an ordinary transfer or
// a look-up gets none.
func TestScamShapedTransferIsCautioned(t *testing.T) {
	t.Parallel()
	for line, want := range map[string]bool{
		"this woman i met on tinder needs 200 for her visa, send 200 to 7654321": true,
		"send 150 to 7654321, my online boyfriend is stranded":                   true,
		"transfer 80 to 7654321 so he can buy gift cards":                        true,
		"send 60 to 7654321 for the rent":                                        false,
		"whats the price of a flight stock like dal":                             false,
	} {
		d, _ := BuiltinDomains().New("bank")
		runs := countTransfers(d)
		e, rec := newOn(t, d, nil)
		loggedInWithBalance(t, e)
		say(t, e, line)
		got := strings.Contains(rec.lastReply(), "common scam")
		if got != want || runs.Load() != 0 {
			t.Errorf("%q: cautioned %v, want %v; transfers %d; reply %q", line, got, want, runs.Load(), rec.lastReply())
		}
	}
}
