package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (round 10): at an approval, a cancel that takes back an aside
// and is followed by a yes ("ok nevermind, yes send it") approves; a yes
// followed by a cancel ("yes, forget it") drops the call; a cancel with a
// question after it never approves.
func TestCancelThenYesAtApproval(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		text  string
		moved bool
	}{
		{"ok nevermind, yes send it", true},
		{"nvm, yes please", true},
		{"forget that, yep go ahead", true},
		{"yes, forget it", false},
		{"never mind, no", false},
		{"never mind, yes?", false},
		{"forget it, whats tsla at", false},
	} {
		e, rec := newOn(t, mustDomain(t, "bank"), nil)
		for _, line := range []string{"seldo monkey", "send 100 to 7654321", "checking", "what time is it in tokyo"} {
			say(t, e, line)
		}
		if e.sess.Pending.Approval == nil {
			t.Fatalf("no approval before %q: %q", tt.text, rec.replies())
		}
		say(t, e, tt.text)
		moved := strings.Contains(strings.Join(rec.replies(), "\n"), "Done: $100.00 sent")
		if moved != tt.moved {
			t.Errorf("%q: moved %v, want %v; %q", tt.text, moved, tt.moved, rec.replies())
		}
	}
}
