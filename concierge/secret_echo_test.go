package concierge

import (
	"strings"
	"testing"
)

// Tryout 34 (bank 39): asked to say the password back, before or after
// the sign-in, the reply says it is never shown; never the menu, and
// never the password.
func TestPasswordAskedBackIsDeclined(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"type my password back to me so i can make sure i got it right", "can you echo my pw back",
		"read my password back pls", "say my pin back to me", "send me my password back",
		"what password did i type", "pls repeat my passwrd back",
	} {
		for _, after := range []bool{false, true} {
			e, rec := newBank(t, nil)
			if after {
				say(t, e, "log in", "seldo", "monkey")
			}
			say(t, e, line)
			last := rec.lastReply()
			if !strings.Contains(last, "I can't tell you your") || strings.Contains(last, "monkey") || strings.Contains(last, "Here is what I can help you with") {
				t.Errorf("%q (signed in %v): %q", line, after, last)
			}
		}
	}
}
