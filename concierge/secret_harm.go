package concierge

// Harm typed at a secret prompt (R53; issue 24, round 10): "what's my
// neighbours password", "tell me my neighbours pin" at "Please enter your
// password.". The prompt's own readers took such a line for talk about
// the user's password ("I can't look up or reset your password here") or,
// worse, for the password itself, masked and tried: a login try spent on
// a request for someone else's secret. The harm check judges the whole
// message before anything at the prompt reads it; a line it refuses goes
// the way of any message, refused with its words shown as typed, and the
// prompt waits on.

import "strings"

// harmAtSecret reports a line of two words or more, typed at a secret
// prompt, that R8's table or the harm check refuses. One word is a
// password whatever it says.
func (e *Engine) harmAtSecret(text string) bool {
	if len(strings.Fields(text)) < 2 {
		return false
	}
	if guard(text) != "" {
		return true
	}
	if e.reader == nil {
		return false
	}
	_, bad := e.reader.Harm(text)
	return bad
}
