package concierge

import (
	"strings"
	"testing"
)

// Round 41 insurance 29, 30: a call for attention before a request
// dropped the request ("Yes, I'm here!"). The request is served; the call
// alone is still answered as a call.
func TestACallForAttentionBeforeARequestServesTheRequest(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"anyone there? need a decline letter for 12AB34 motor",
		"hello?? decline 12AB34 motor",
		"is anybody there?? i need to decline 12AB34, its motor",
		"you there? decline letter 12AB34 motor pls",
		"HELLO??? DECLINE 12AB34 MOTOR",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newInsurance(t)
			say(t, e, line)
			if !containsIn(rec.replies(), "Letter generated") || containsIn(rec.replies(), "I'm here") {
				t.Errorf("%q: want the letter written: %q", line, rec.replies())
			}
		})
	}
	e, rec := newInsurance(t)
	say(t, e, "hello?? what even is a claim id and how do i get one")
	if got := rec.lastReply(); !strings.Contains(got, "internal employee or a partner") {
		t.Errorf("the claim id question after the call was not served: %q", rec.replies())
	}
	for _, line := range []string{"anyone there?", "hello??", "are you there?"} {
		e, rec := newInsurance(t)
		say(t, e, line)
		if got := rec.lastReply(); !strings.Contains(got, "I'm here") {
			t.Errorf("%q alone is no call answered: %q", line, got)
		}
	}
}
