package concierge

// A household thing's code in a message (R55; issue 24, round 15): "the
// wifi code is hunter22", "gate code: 2580", "locker combo is 4 17 32",
// "the router key = 77seaview". R29's forms know passwords and PINs, not
// a code, a key or a combination, so once "password is hunter2" had been
// left out of a note, "the wifi code is hunter22" put the same secret in
// the approval, the note and the store. A household thing's secret is
// masked like any password (household_secret.go): never written down,
// kept or sent anywhere, and never a sign-in's.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// householdCodeForm is a household thing, its secret word, a few words
// at most ("the wifi password at grandma's is"), then is, : or = and the
// value.
var householdCodeForm = reading.Lazy(`(?i)\b([a-z-]+)[\s-]+(password|passwords|pass|passcode|code|codes|pin|combo|combination|key)\b((?:\s+[^\s:=]+){0,4}?)\s*(?:\bis\b|\bwas\b|\bare\b|:|=)\s*["'‘“]?([^\s"'’”]+(?:\s+\d+)*)`)

// notACode are the words that follow "the door key is" when it says
// where the key is, not what the code is: "the door key is under the mat".
var notACode = lazyWordSet(`in under on at behind with the a an my our your his her their by near inside next beside above below
	taped written kept hidden stored broken lost missing gone same different changed new old not still also just
	somewhere here there upstairs downstairs outside with`)

// maskHouseholdCodes remembers the value of every household thing's code
// in text, so that the memory masks it wherever it is shown or stored.
func (e *Engine) maskHouseholdCodes(text string) {
	if !householdCodeForm.MayMatch(text) {
		return
	}
	for _, m := range householdCodeForm.FindAllStringSubmatch(text, -1) {
		if !householdThings()[strings.ToLower(m[1])] {
			continue
		}
		v := strings.TrimRight(m[4], ",.;:")
		if v == "" || strings.Contains(v, "•") || notACode()[strings.ToLower(v)] {
			continue
		}
		if e.codeIsContent(m[2], v) {
			continue // "gym locker code is 4471" in a note (note_code_content.go)
		}
		e.typed.Remember(v)
	}
}

// householdMaskIn reports a masked value in stored named as a household
// thing's secret: left out of the note, and said so.
func householdMaskIn(stored string) bool {
	for i := strings.Index(stored, "•"); i >= 0; {
		if householdSecretAt(stored, i) {
			return true
		}
		j := strings.Index(stored[i+len("•"):], "•")
		if j < 0 {
			break
		}
		i += len("•") + j
	}
	for _, m := range householdCodeForm.FindAllStringSubmatch(stored, -1) {
		if householdThings()[strings.ToLower(m[1])] && strings.Contains(m[4], "•") {
			return true
		}
	}
	return false
}
