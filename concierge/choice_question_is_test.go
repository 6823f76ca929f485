package concierge

import "testing"

// TestAsksIsChoice: a yes/no question saying a thing is a choice asks
// whether it fits; the choice said again alone or as a request does not.
func TestAsksIsChoice(t *testing.T) {
	for _, s := range []string{"is a jetski motor?", "would a shed be home", "so a campervan's motor, right",
		"a moped is motor yeah?", "are garden walls home?"} {
		if !asksIsChoice(s) {
			t.Errorf("asksIsChoice(%q) = false, want a question", s)
		}
	}
	for _, s := range []string{"and motor?", "what about home", "motor please", "ok now do motor", "home", "how much is in savings?", "what is home?"} {
		if asksIsChoice(s) {
			t.Errorf("asksIsChoice(%q) = true, want no question of fit", s)
		}
	}
}
