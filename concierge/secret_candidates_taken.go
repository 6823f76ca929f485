package concierge

// Candidates beside a secret the sign-in took (round 37's notes 20): "ok
// so im ada and my pin is 1815 and i need to remember that the plumber is
// coming thursday between 2 and 4" masked "2" and "4" as a list of PINs
// to try ("between" introduces "alternate between monkey and banana"),
// cut them out of the note and remembered them, so every later "2" and
// "4" was masked too. Once the line has given its secret, a list after
// "try", "use" or "between" is another guess at that secret only if it
// looks like it: a PIN's guesses are numbers as long as a PIN, a
// password's are words of three letters or more. A list said after a new
// request began ("… and note that …", "remember to …") is that request's
// text. Only the value the sign-in used, and guesses at it, are secrets;
// the times, counts and amounts of the rest of the line are kept.

import (
	"strings"
	"unicode/utf8"

	"github.com/concierge-dev/concierge/state"
)

// pinFloor is the fewest digits a PIN has: "2" and "4" are no guesses at
// "1815".
const pinFloor = 4

// takenValues is the secrets a line's sign-in took, for maskCandidates.
func takenValues(found map[string]map[string]string) []string {
	var out []string
	for _, slots := range found {
		for _, v := range slots {
			if strings.TrimSpace(v) != "" {
				out = append(out, v)
			}
		}
	}
	return out
}

// guessesBesideTaken reports a list of candidates, introduced at byte
// intro, that is more guesses at a secret the line gave: each value
// shaped like a taken one, and no new request begun between the secret's
// mask and the intro.
func (e *Engine) guessesBesideTaken(text string, intro int, found [][2]int, taken []string) bool {
	for _, f := range found {
		if !shapedLikeTaken(text[f[0]:f[1]], taken) {
			return false
		}
	}
	if at := strings.LastIndex(text[:intro], state.SecretMask); at >= 0 {
		for _, w := range strings.Fields(normalise(text[at+len(state.SecretMask) : intro])) {
			if e.taskWordNotUser(w) {
				return false // "pin •••••• and note that we use monkey or banana bread"
			}
		}
	}
	return true
}

// shapedLikeTaken reports a value shaped like one of the taken secrets:
// all digits and at least a PIN long beside a PIN, three characters or
// more beside a password.
func shapedLikeTaken(v string, taken []string) bool {
	for _, t := range taken {
		if allDigits(t) {
			if allDigits(v) && len(v) >= pinFloor {
				return true
			}
			continue
		}
		if utf8.RuneCountInString(v) >= 3 {
			return true
		}
	}
	return false
}
