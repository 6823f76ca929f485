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

// A scam-shaped request that reaches its approval another way — a sign-in
// typed with it, a balance asked for first — is cautioned before the yes,
// and still waits for it; a plain transfer said the same way is not, and
// a scam-shaped message whose task is over cautions no later transfer.
func TestScamShapedRequestIsCautionedAtItsApproval(t *testing.T) {
	t.Parallel()
	cases := []struct {
		lines []string
		want  bool
	}{
		{[]string{"hey a text said my card is frozen and i have to send 500 to 7654321 to unfreeze it, seldo monkey, hurry", "checking"}, true},
		{[]string{"the bank called me and told me to move 300 to 7654321 to keep it safe, im seldo password monkey", "savings"}, true},
		{[]string{"seldo monkey, i got an email saying my online banking is suspended, pay 200 to 7654321 to reactivate it", "checking"}, true},
		{[]string{"someone on the phone from the fraud team says transfer 400 to 7654321, i'm seldo pw monkey", "checking"}, true},
		{[]string{"im on a call right now and the man keeps telling me to move 900 to 7654321, seldo monkey", "savings"}, true},
		{[]string{"seldo monkey", "my account's on hold unless i pay a release fee, send 150 to 7654321", "checking"}, true},
		{[]string{"seldo monkey, send 60 to 7654321 for the rent", "checking"}, false},
		{[]string{"seldo monkey", "my card is locked, what is my checking balance", "send 60 to 7654321 for the rent"}, false},
	}
	for _, c := range cases {
		d, _ := BuiltinDomains().New("bank")
		runs := countTransfers(d)
		e, rec := newOn(t, d, nil)
		say(t, e, c.lines...)
		got := strings.Contains(rec.lastReply(), "common scam")
		if got != c.want || runs.Load() != 0 || e.sess.Pending.Approval == nil {
			t.Errorf("%q: cautioned %v, want %v; transfers %d; approval %v; reply %q", c.lines, got, c.want, runs.Load(), e.sess.Pending.Approval != nil, rec.lastReply())
		}
	}
}
