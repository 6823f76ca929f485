package concierge

import (
	"strings"
	"testing"
)

// Balances asked in the plural are both balances, as "both" is, before
// or after the sign-in; asking which one, or naming one, is not.
func TestPluralAsksEveryChoice(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"my balances please", "how are my balances looking", "balances", "can i see my account balances", "what do my accounts have in them"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "log in", "seldo", "monkey", line)
			all := strings.Join(rec.replies(), "\n")
			if !strings.Contains(all, "$1,000.00") || !strings.Contains(all, "$5,000.00") {
				t.Errorf("%q: replies %q, want both balances", line, rec.replies())
			}
		})
	}
	e, rec := newBank(t, nil)
	say(t, e, "whats in my accounts", "seldo", "monkey")
	if all := strings.Join(rec.replies(), "\n"); !strings.Contains(all, "$1,000.00") || !strings.Contains(all, "$5,000.00") {
		t.Errorf("after the sign-in: replies %q, want both balances", rec.replies())
	}
	for _, line := range []string{"which of my balances is checking", "balances of checking or savings?"} {
		e, rec := newBank(t, nil)
		say(t, e, "log in", "seldo", "monkey", line)
		if all := strings.Join(rec.replies(), "\n"); strings.Contains(all, "$1,000.00") && strings.Contains(all, "$5,000.00") {
			t.Errorf("%q: both balances given: %q", line, rec.replies())
		}
	}
}

func TestSingular(t *testing.T) {
	t.Parallel()
	for w, want := range map[string]string{"balances": "balance", "accounts": "account", "policies": "policy", "class": "class", "is": "is", "boxes": "box"} {
		if got := singular(w); got != want {
			t.Errorf("singular(%q) = %q, want %q", w, got, want)
		}
	}
}
