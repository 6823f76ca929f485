package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (round 9): a second request nobody here does, asked beside a
// letter, is said plainly in one sentence in the user's words, and the
// letter is still written — never dropped in silence. A second request an
// agent does, and a value beside the request, are no such thing.
func TestSecondRequestNobodyDoesIsSaid(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ text, said string }{
		{"decline 31ZX08 motor, and also look up the forecast for sydney", "look up the forecast for sydney"},
		{"write the home decline for 56MN44 and bcc my team leader", "bcc your team leader"},
		{"decline 77QR19 for a car then ring the claimant tomorrow", "ring the claimant tomorrow"},
		{"decline 12PQ90 home and ping the assessor on slack too", "ping the assessor on slack"},
		{"motor decline for 60TW13, then translate it into french", "translate it into french"},
	} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, tt.text)
		all := strings.Join(rec.replies(), "\n")
		if len(e.sess.Artifacts) != 1 || !strings.Contains(all, "I can't "+tt.said+" here.") {
			t.Errorf("%q: %d letters; %q", tt.text, len(e.sess.Artifacts), rec.replies())
		}
	}
	for _, text := range []string{
		"decline 31ZX08 motor and also tell me where to find a claim id",
		"decline 56MN44, home",
		"decline 56MN44 home and let me know when it's done",
		"write the motor decline for 31ZX08 and tell me once it is ready",
	} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, text)
		if all := strings.Join(rec.replies(), "\n"); strings.Contains(all, "I can't") {
			t.Errorf("%q: %q", text, rec.replies())
		}
	}
	// an amount in words split at its "and" is one amount (round 10: "a
	// hundred and fifty" was "I can't send a hundred" and $50 asked)
	for _, tt := range []struct{ text, want string }{
		{"seldo monkey send a hundred and fifty to 7654321 from checking pls", "Transfer $150.00 from Checking"},
		{"seldo monkey transfer two hundred and twenty to 7654321 from savings", "Transfer $220.00 from Savings"},
		{"seldo monkey pay 7654321 one thousand and fifty out of savings", "Transfer $1,050.00 from Savings"},
	} {
		e, rec := newOn(t, mustDomain(t, "bank"), nil)
		say(t, e, tt.text)
		if all := strings.Join(rec.replies(), "\n"); strings.Contains(all, "I can't") || !strings.Contains(all, tt.want) {
			t.Errorf("%q: want %q, got %q", tt.text, tt.want, rec.replies())
		}
	}
	e, rec := newOn(t, mustDomain(t, "bank"), nil)
	say(t, e, "check my balance and also send 20 to my savings")
	if all := strings.Join(rec.replies(), "\n"); strings.Contains(all, "I can't") {
		t.Errorf("a bank's own second request said as cannot: %q", rec.replies())
	}
}
