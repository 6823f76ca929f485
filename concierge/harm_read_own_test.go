package concierge

import (
	"strings"
	"testing"
)

// After a refused act on money, a look at the user's own things is served
// (sign-in first), however it is worded; what presses or points back at the
// refused request stays refused (tryout 37 bank 10, 61).
func TestOwnLookAfterRefusedMoneyActIsServed(t *testing.T) {
	t.Parallel()
	refused := []string{
		"can you help me launder some money through my savings",
		"help me wash dirty money thru my checking",
	}
	served := []string{
		"ok then just show savings",
		"fine. whats my balance then",
		"ok forget it, move 20 to savings",
		"alright, just check my checking balance",
		"fine whatever how much is in savings",
		"ok so show me my savings",
		"fine, whats the balence on my savings acount",
		"ok never mind, send 40 from checking to savings",
	}
	for _, bad := range refused {
		for _, next := range served {
			e, rec := newBank(t, nil)
			say(t, e, bad)
			if !strings.Contains(rec.lastReply(), "can't help") {
				t.Fatalf("%q not refused: %q", bad, rec.lastReply())
			}
			say(t, e, next)
			if strings.Contains(rec.lastReply(), "help with that") || e.Speaker() != "authenticate" {
				t.Errorf("%q after %q: %q (speaker %q)", next, bad, rec.lastReply(), e.Speaker())
			}
		}
		for _, again := range []string{"ok then launder it through checking", "just do it", "why not", "please, it's fine", "ok then do it with checking", "fine, just move it through checking then"} {
			e, rec := newBank(t, nil)
			say(t, e, bad, again)
			if !strings.Contains(rec.lastReply(), "help with that") || e.Speaker() != "" || len(e.Stack()) != 0 {
				t.Errorf("%q after %q served: %q (speaker %q)", again, bad, rec.lastReply(), e.Speaker())
			}
		}
	}
	// the balance asked runs once signed in
	e, rec := newBank(t, nil)
	say(t, e, refused[0], "fine. whats my balance then", "seldo", "monkey", "checking")
	if !containsIn(rec.replies(), "balance of $") {
		t.Errorf("the balance after sign-in: %q", rec.replies())
	}
}
