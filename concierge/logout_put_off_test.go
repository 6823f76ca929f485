package concierge

import (
	"strings"
	"testing"
)

// Round 36's bank 38: a logout said with the task put off for later, at
// the transfer's approval, drops the transfer and signs out in one step;
// nothing moves. A logout for after the call keeps its reading.
func TestLogoutPuttingOffDropsAndSignsOut(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"actually just log me out, ill do it later",
		"nah just log me out ill do it later",
		"just sign me out ill come back to this later",
		"eh log me out, ill finish tomorrow",
		"log me out, ill do the transfer later",
		"sign me out, gonna do this another time",
		"logout pls i'll sort it out tmrw",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "transfer 90 from checking to savings", "seldo", "monkey", line)
			if _, ok := e.PendingApproval(); ok {
				t.Fatalf("%q: the approval still waits: %q", line, rec.replies())
			}
			if !strings.Contains(rec.lastReply(), "You're signed out") || containsIn(rec.replies(), "Done: $90.00") {
				t.Fatalf("%q: want signed out, nothing sent: %q", line, rec.replies())
			}
			if strings.Trim(balance(t, e, "1234567890"), "1000.") != "" {
				t.Fatalf("%q moved money", line)
			}
		})
	}
	e, rec := newBank(t, nil)
	say(t, e, "transfer 90 from checking to savings", "seldo", "monkey", "log me off when you're done")
	if _, ok := e.PendingApproval(); !ok || strings.Contains(rec.lastReply(), "You're signed out") {
		t.Fatalf("a logout for after the call: %q", rec.replies())
	}
}
