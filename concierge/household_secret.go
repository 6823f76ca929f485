package concierge

// A household secret kept in a note (R53, R29; issue 24 round 11). "write
// down that the wifi password at grandma's is sunflower22", "note the
// garage door code is 2580", "remember the gym locker combo 12 34 56":
// the user keeps their own household information, which is no sign-in of
// this product. R29's forms read "password is sunflower22" as the notes'
// PIN: it was masked, cut out of the note ("the wifi"), and before the
// notes were open the word beside it was taken for the owner and the
// wifi password sent to the unlock tool as a PIN. A secret named by a
// household thing right before its name (a wifi, a door, an alarm, a
// locker) belongs to that thing: it is no sign-in's secret and is left in
// the message as the note's words. A person's secret ("my sister's email
// password") is never a household thing's.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// householdThings are the things a household keeps a code or a password
// for: a network, a door, an alarm, a locker, a safe.
var householdThings = lazyWordSet("wifi wi-fi router network hotspot broadband modem " +
	"door gate garage shed alarm locker safe padlock lock lockbox keysafe keypad intercom buzzer " +
	"building apartment flat storage mailbox letterbox bike suitcase tv guest burglar security")

// householdSecretWords name a household thing's secret.
var householdSecretWords = lazyWordSet("password passwords pass passcode code codes pin combo combination key")

// householdSecretAt reports the secret whose value starts at byte from of
// text named as a household thing's: its secret word, within the few
// words before the value, comes right after a household thing ("the wifi
// password at grandma's is", "garage door code:", "locker combo").
func householdSecretAt(text string, from int) bool {
	if from < 0 || from > len(text) {
		return false
	}
	words := strings.Fields(reading.ASCIILower(text[:from]))
	for i := len(words) - 1; i >= 1 && i >= len(words)-6; i-- {
		w := strings.Trim(words[i], `,.;:!?=()"'`)
		if !householdSecretWords()[w] {
			continue
		}
		prev := strings.Trim(words[i-1], `,.;:!?=()"'`)
		if householdThings()[prev] {
			return true
		}
	}
	return false
}

// withoutHouseholdSecrets is ms without the secrets named as a household
// thing's: they are no sign-in's secret, but a password all the same,
// remembered so that the message is masked of them (R55; issue 24, round
// 15: "router password is hunter22" at the note's text question went
// into the approval, the note and the store, where "password is hunter2"
// had been left out — one rule on every path).
func (e *Engine) withoutHouseholdSecrets(text string, ms []reading.SecretMatch) []reading.SecretMatch {
	out := ms[:0:0]
	for _, m := range ms {
		if !householdSecretAt(text, m.Span[0]) {
			out = append(out, m)
		} else {
			e.typed.Remember(m.Value)
		}
	}
	if len(out) == len(ms) {
		return ms
	}
	return out
}
