package concierge

import (
	"strings"

	"github.com/concierge-dev/concierge/state"
)

// ShownAs is how text, about to be sent, will be shown once sent (R29): a
// secret typed in the clear in it ("seldo/monkey", "my password is
// monkey") or typed earlier in this process is masked. A front end that
// types a line for the user — a demo, a recording (R48) — types this, so
// that a password is on no frame, not even while it is being typed. The
// secret found is remembered, as sending the line does. At a secret
// prompt the line is the secret, which the input box masks itself: text
// comes back as it is. While a turn runs, only the secrets already known
// are masked.
func (e *Engine) ShownAs(text string) string {
	if !e.mu.TryLock() {
		masked, _ := e.typed.Mask(text)
		return masked
	}
	defer e.mu.Unlock()
	if e.sess.Pending.Secret != nil {
		return text
	}
	if _, ok := e.readLoginPair(strings.TrimSpace(text)); ok {
		return state.SecretMask + " " + state.SecretMask // R55: both words of a pair
	}
	masked, _, _ := e.takeClearSecrets(text)
	return masked
}
