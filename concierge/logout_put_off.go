package concierge

// A logout that puts the task waiting off (round 36's bank 38): "actually
// just log me out, ill do it later" at the transfer's approval was read as
// a cancel only, and the user stayed signed in; "log me out, ill finish
// tomorrow" was even read as a sign-in. The user leaves: the call waiting
// is dropped (nothing is sent) and the sign-out runs, in one step, as a
// plain "log me out" at an approval does. A logout for after the call
// ("yes, then log me out", "log me off when you're done") is not this: it
// names no later of the user's own and keeps its reading.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// laterOwnWords say the user will come back to the task another time.
var laterOwnWords = lazyWordSet(`later tomorrow tmrw tmr tonight another other next sometime`)

// ownWillWords say it is the user who will do it: "ill", "i'll", "gonna".
var ownWillWords = lazyWordSet(`i ill i'll im i'm ima imma gonna will we`)

// afterCallWords tie the logout to the call's end instead.
var afterCallWords = lazyWordSet(`after afterwards afterward once when then done first`)

// logoutPutsOff reports a logout said with the task put off for another
// time by the user, and nothing that answers the call.
func logoutPutsOff(text string) bool {
	if _, yes := leadingYes(text); yes || !read(text).Mentions(reading.Logout) || hasDigit(text) || strings.Contains(text, "?") || ifAsked(text) {
		return false
	}
	later, own := false, false
	for _, w := range reading.Words(text) {
		if afterCallWords()[w] || clearYesWords()[w] { // "do it later" is no yes: only the clear yes-words count
			return false
		}
		later = later || laterOwnWords()[w]
		own = own || ownWillWords()[w]
	}
	return later && own
}

// ifAsked reports a message that asks what would happen ("if i change my
// mind later could you pull it back"): a question, never a sign-out.
func ifAsked(text string) bool {
	for _, w := range reading.Words(text) {
		if w == "if" || w == "could" || w == "would" || w == "can" {
			return true
		}
	}
	return false
}
