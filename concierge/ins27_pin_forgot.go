package concierge

// "i forgot my pin, can you tell me what ada's pin is?" (issue 24, round
// 25's ins27): the user forgot their own secret and names themselves; it
// was refused as "someone else's account". Nothing is shown either way:
// the answer now says a PIN is never shown, to anyone, and how to reset
// it (asksForTheSecret's reply, turn_read.go).

import "github.com/concierge-dev/concierge/agents/reading"

// forgotOwnSecret says the user's own secret is forgotten: "i forgot my
// pin", "cant remember my password", "lost my pin".
var forgotOwnSecret = reading.Lazy(`(?i)\b(?:i\s+)?(?:forgot|forgotten|forget|lost|can'?t\s+remember|cannot\s+remember|dont\s+remember|don'?t\s+remember|can'?t\s+recall)\s+(?:my|me)\s+(?:own\s+)?(?:pin|password|passcode|pw|pass|login)\b`)

// forgotOwnSecretAsked reports a harm reason of another's account or a
// stolen password that is only the user's own forgotten secret asked back:
// answered that it is never shown.
func (e *Engine) forgotOwnSecretAsked(reason, text string) bool {
	if reason != "a request to act on someone else's account" && reason != "a request to guess or steal a password" {
		return false
	}
	if !forgotOwnSecret.MatchString(text) {
		return false
	}
	_, ok := e.asksForTheSecret(text)
	return ok
}
