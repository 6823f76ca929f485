package concierge

// A message at an approval that held a password form (issue 24 round 9,
// R50, R53): "pass -> hunter2", "pw: s3cret", "my pin is 4455" typed
// while a call waits. The secret reader masked it, so what is left
// ("pass ->") is no answer to read: "pass" there is no "I'll pass", and
// no word of it is a yes. It is read as remind — the call waits as it
// was and is asked again, and the user is told the secret was left out.

import (
	"strings"

	"github.com/concierge-dev/concierge/state"
)

// maskedAnswer reports a message at an approval that the secret reader
// masked and that asks for nothing of its own ("login ada ••••••" is a
// sign-in, read as a request as ever).
func (e *Engine) maskedAnswer(t *turn, text string) bool {
	return t != nil && strings.Contains(t.text, state.SecretMask) && !e.newRequest(text)
}

// maskedCmd is the reading of a masked message at an approval: the
// approval asked again, nothing else.
func maskedCmd(text string) apCommand {
	c := remindCmd(text, "")
	c.Scope = "masked"
	return c
}
