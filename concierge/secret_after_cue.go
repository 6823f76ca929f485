package concierge

// A PIN said right after its own name, in a line about something else
// (R53; issue 24 round 10): "pin 1815 note: cleaning day saturday", "pin
// 1815 add a note". The secret readers took "pin" for the everyday word
// without "is" or ":" after it, and no owner stood beside the digits, so
// the PIN reached the transcript in clear. A value of the secret's strict
// shape right after a name of that secret is masked and remembered (never
// used: a secret lives for the message it is asked in).

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// maskAfterCue masks each value of the sign-in secret's shape said right
// after a name of the secret ("pin", its label, its cues).
func (e *Engine) maskAfterCue(text string) string {
	a, user := e.signInAgent()
	if a == nil {
		return text
	}
	slot := secretSlotAfter(a, user)
	if agents.SecretShape(slot) == nil {
		return text // a password has no shape: "pass the salt" is no secret
	}
	names := map[string]bool{"pin": true, "passcode": true, reading.ASCIILower(slot.LabelOrName()): true}
	for _, c := range slot.Cues {
		names[reading.ASCIILower(c)] = true
	}
	fields := strings.Fields(text)
	for i := 1; i < len(fields); i++ {
		v := strings.Trim(fields[i], `,.;:!?"'()`)
		if !agents.SecretShaped(slot, v) {
			continue
		}
		prev := reading.ASCIILower(strings.Trim(fields[i-1], `,.;:!?"'()=#`))
		if (prev == "is" || prev == "=" || prev == "#") && i >= 2 {
			prev = reading.ASCIILower(strings.Trim(fields[i-2], `,.;:!?"'()=#`))
		}
		if names[prev] {
			e.typed.Remember(v)
			text = maskField(text, i, v)
		}
	}
	return text
}
