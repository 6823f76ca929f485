package understand

import (
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents/reading"
)

// A household secret kept in the user's own note (R53; issue 24 round
// 11): "write down that the wifi password at grandma's is sunflower22",
// "note the garage door code", "remember the gym locker combo". The
// classifier hears a password and someone's name ("grandma's") and took
// it for someone else's password; the note was refused and lost. A code
// or a password of a household thing (a wifi, a door, an alarm, a locker)
// written down is the user's own information. A secret asked for, guessed
// or taken ("find out the neighbour's wifi password", "crack the door
// code") or used behind someone's back stays refused.

// householdSecretNoted is a household thing's secret said with a verb of
// writing it down.
var householdSecretNoted = reading.Lazy(`\b(?:write|writing|wrote|note|noting|jot|jotting|remember|save|saving|store|keep|keeping|put|add|adding|record|log|make a note|take a note|new note|reminder|memo)\b.*\b(?:wifi|wi fi|router|network|hotspot|broadband|modem|door|gate|garage|shed|alarm|locker|safe|padlock|lock|lockbox|key ?safe|keypad|intercom|buzzer|building|apartment|flat|storage|mailbox|letterbox|bike|suitcase|guest|burglar|security) (?:password|pass|passcode|code|pin|combo|combination|key)s?\b`)

// householdSecretTaken is a household secret asked for, guessed, broken
// or used behind someone's back.
var householdSecretTaken = reading.Lazy(`\b(?:find|found|finding|get me|tell me|what is|what s|whats|look up|looking up|give me|guess\w*|crack\w*|hack\w*|steal\w*|stole|figure out|work out|brute|break into|without (?:him|her|them|asking|permission|knowing)|secretly|behind (?:his|her|their) back|so (?:i|we) can (?:use|get on|get into|get in|go in|sneak|let (?:myself|ourselves) in|enter|log|hack|steal|piggyback|break|snoop|look around|take)|(?:while|when|whilst) (?:he|she|they|he s|she s|they re|hes|shes|theyre|he is|she is|they are|nobody|no one)(?: is| are)? (?:away|out|gone|asleep|at work|on holiday|on vacation|not (?:home|there|looking)|home alone))\b`)

// householdNoted reports a message that writes down a household thing's
// secret and neither asks for, guesses nor takes one.
func householdNoted(text string) bool {
	n := uncontract(reading.Normalise(text))
	return householdSecretNoted.MatchString(n) && !householdSecretTaken.MatchString(n)
}

// A hint the user keeps for their own sign-in (round 36's notes 14): "add
// note bank login hint: the usual one with the dog's name" was refused
// as harm and the user's question why got "the same request". The
// classifier hears a login and someone's possession ("the dog's"). A
// hint, clue or reminder for a login, written down, is the user's own;
// one asked for, guessed or used on another ("what's her password hint",
// "guess his login from his dog's name") stays refused.
var ownHintNamed = reading.Lazy(`\b(?:login|log in|logon|password|passwords|pass|passcode|pin|sign in|signin)s? (?:hint|hints|reminder|reminders|clue|clues|memo|prompt)\b`)

// hintOfAnother is a hint said of another person's login: "his", "her",
// or a possessive ("bob's password hint") that is no thing of the user's
// ("my bank's login hint", "the work laptop's pin").
var (
	hintOfAnother = reading.Lazy(`\b(?:his|her|their|hers|theirs|someone s|somebody s|another|other people s) (?:[\w]+ )?(?:login|log in|password|pass|passcode|pin|sign in|account)\b`)
	hintOwner     = reading.Lazy(`(?i)\b([a-z]+)(?:'s|’s|s') (?:[a-z]+ )?(?:login|log in|logon|password|pass|passcode|pin|sign in)`)
	ownedThings   = sync.OnceValue(func() map[string]bool {
		return wordSet("bank", "banks", "app", "apps", "site", "sites", "website", "account", "email", "phone", "laptop", "computer", "pc",
			"tablet", "ipad", "wifi", "router", "work", "office", "company", "school", "uni", "gym", "netflix", "spotify", "amazon", "car",
			"house", "home", "dog", "cat", "family", "kids", "today", "server", "portal", "card", "locker", "door", "alarm")
	}) // built on first use
)

// ownHintNoted reports a login hint written down by its owner.
func ownHintNoted(text string) bool {
	n := uncontract(reading.Normalise(text))
	if !ownHintNamed.MatchString(n) || householdSecretTaken.MatchString(n) || hintOfAnother.MatchString(n) {
		return false
	}
	for _, m := range hintOwner.FindAllStringSubmatch(text, -1) {
		if !ownedThings()[strings.ToLower(m[1])] {
			return false // "bob's password hint": another person's
		}
	}
	return true
}
