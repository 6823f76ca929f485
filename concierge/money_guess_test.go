package concierge

import (
	"context"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents"
)

// R55: an engine that reads "$5OO" (letters O) as 500 is not taken at its
// word: the amount is asked again, whichever engine read it; an amount the
// message says as typed is taken as before.
func TestEngineGuessOfALookAlikeAmountIsRefused(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		said, read string
		taken      bool
	}{
		{"$5OO", "500", false},
		{"1O0 dollars", "100", false},
		{"500", "500", true},
		{"five hundred", "500", true},
		{"500 to ABC123", "500", true}, // an id with letters and digits is no amount
	} {
		d, _ := BuiltinDomains().New("bank")
		spy := spyOn(d)
		e, rec := newOn(t, d, spy)
		loggedInWithBalance(t, e)
		say(t, e, "send money to 1234324")
		spy.interpret = func(ctx context.Context, in agents.InterpretInput) (agents.Interpretation, error) {
			return agents.Interpretation{Slots: map[string]string{"amount": tc.read}}, nil
		}
		say(t, e, tc.said)
		_, asked := e.PendingApproval()
		if asked != tc.taken {
			t.Errorf("%q read as %s: approval %v, want %v (%q)", tc.said, tc.read, asked, tc.taken, rec.lastReply())
		}
		if !tc.taken && !strings.Contains(rec.lastReply(), "is not an amount of money") {
			t.Errorf("%q: the reply does not say why: %q", tc.said, rec.lastReply())
		}
	}
}
