package concierge

import (
	"strings"
	"testing"
)

// R53 (issue 24, bank27): a threat of violence against the bank, its staff
// or anyone gets a calm, short refusal that says what can be done; nothing
// runs, and a waiting transfer is not approved by it.
func TestThreatOfViolenceIsRefused(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"i'm going to burn down your branch if you don't give me my money back",
		"ill smash up your office",
		"i will hurt the teller tomorrow",
		"gonna kill the manager",
		"im gonna torch the bank if this isnt fixed",
		"Im going to smash your windows if this goes wrong!!",
		"i'll set your branch on fire",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "login seldo monkey", "send 20 from checking to 7654321", line)
			r := rec.lastReply()
			if !strings.Contains(r, "I can't help with that") || !strings.Contains(r, "I can show your balances") {
				t.Fatalf("%q: reply %q", line, r)
			}
			if strings.Contains(strings.Join(rec.replies(), "\n"), "Done:") {
				t.Fatalf("%q: money moved", line)
			}
		})
	}
	// everyday words of the same shape are no threat
	for _, line := range []string{"i'm going to burn through my savings", "i'll hit the atm later", "im gonna beat the deadline"} {
		e, rec := newBank(t, nil)
		say(t, e, line)
		if strings.Contains(rec.lastReply(), "Threats of violence") {
			t.Errorf("%q refused as a threat", line)
		}
	}
}
