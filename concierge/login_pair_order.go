package concierge

// A login cue that says which word of a pair is the username (R29, R55;
// issue 24 round 14): "login seldo monkee" with a typo in the password
// showed "Logging in ••••••", the username masked with the password. A
// bare pair ("seldo monkee") may be typed either way round, so both words
// are hidden until the login answers; after "login", "user" or "sign in
// as" the first word is the username. When it is also a user the domain
// names, and the other word is none, it is shown as typed and only the
// password is masked, whether the login works or not.

import (
	"strings"

	"github.com/concierge-dev/concierge/state"
)

// orderCues say that the word after them is the username.
var orderCues = lazyWordSet(`login signin logon log sign in as user username usr`)

// pairOrderSaid reports a pair shown with a login cue right before its
// username, masked ("login •••••• ••••••") or shown already ("login seldo
// ••••••").
func pairOrderSaid(shown, username string) bool {
	words := strings.Fields(strings.ToLower(shown))
	for i := 1; i < len(words); i++ {
		w := strings.Trim(words[i], ",.;:!?")
		if (w == state.SecretMask || w == strings.ToLower(username)) && orderCues()[strings.Trim(words[i-1], ",.;:!?")] {
			return true
		}
		if w == state.SecretMask {
			return false // the first of the pair said without a cue
		}
	}
	return false
}

// usernameShown reports a pair whose username is shown while its password
// stays hidden: Caps Lock on ("LOG ME IN SELDO MONKEY") or the order said
// by a login cue, for a username the domain names.
func (e *Engine) usernameShown(p loginPair) bool {
	if !e.knownUser(p.username) || e.knownUser(p.password) {
		return false
	}
	return shouted(p.typed) || pairOrderSaid(p.shown, p.username)
}
