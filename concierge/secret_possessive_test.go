package concierge

import (
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/state"
)

// "my pin's 1815" was echoed "my pin•••••• ••••••": the "'s" after the
// secret's name was taken for the secret, masked and remembered, so every
// later "'s" ("what's up") would be masked too. The "'s" links the name
// to its value, as "is" does.
func TestASecretsNameWithApostropheSIsNoSecret(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ domain, line, want string }{
		{"notes", "hi im ada, my pin's 1815, whats on my list", "my pin's " + state.SecretMask},
		{"bank", "my username's seldo and my password's monkey, what's my balance", "my password's " + state.SecretMask},
		{"insurance", "decline 22KK11 motor, reason drunk driver. my portal password's Tulip2024", "password's " + state.SecretMask},
		{"insurance", "decline 22KK11 motor, reason drunk driver. the pw’s Tulip2024", "pw’s " + state.SecretMask},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newDomainFor(t, c.domain)
			say(t, e, c.line, "what's up")
			var users []string
			for _, m := range e.sess.Messages {
				if m.Role == state.RoleUser {
					users = append(users, m.Text)
				}
			}
			if len(users) < 2 || !strings.Contains(users[0], c.want) || strings.Contains(users[1], state.SecretMask) {
				t.Errorf("echoes %q, want %q in the first and no mask in \"what's up\"", users, c.want)
			}
			for _, secret := range []string{"1815", "monkey", "Tulip2024"} {
				if containsIn(rec.replies(), secret) {
					t.Errorf("%q shown: %q", secret, rec.replies())
				}
			}
		})
	}
}
