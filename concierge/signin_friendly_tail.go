package concierge

// A friendly word typed with the username (R29, R55; issue 24, round 10):
// "its seldo mate", "seldo lol", "im seldo bro", "seldo obviously". Read
// as a username and a password typed together, the friendly word was
// masked as the password and a login try was spent on it. A word that only
// colours a line (reading.FriendlyWord: a form of address, a laugh, a
// courtesy, an adverb of tone) or an emoji is no half of a pair in any of
// the loop's pair readers (login_pair*.go); the reader's own bare pair
// (agents/reading) drops it the same way, so the username is read alone
// and the password asked next.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// friendlyWord reports one word that only colours a line: a friendly word,
// a laugh or a joke, or an emoji or other sign with no letter or digit.
func friendlyWord(w string) bool {
	if reading.FriendlyWord(w) {
		return true // ":)" before its signs are trimmed
	}
	if w != "" && noLetters(w) && !strings.ContainsFunc(w, isASCIISign) {
		return true // an emoji; a password of signs alone is none
	}
	lw := strings.Trim(reading.ASCIILower(strings.ReplaceAll(w, "’", "'")), `,.;:!?"()`)
	return lw != "" && (reading.FriendlyWord(lw) || laughAt.MatchString(lw) || jokeCore()[lw])
}

// unfriendlyWords are the words of text that are no friendly word nor
// signs alone: "seldo monkey lol" has two, "lol jk" none.
func unfriendlyWords(text string) []string {
	var out []string
	for _, w := range strings.Fields(text) {
		if friendlyWord(w) || strings.Trim(w, `,.;:!?"'()-/`) == "" {
			continue
		}
		out = append(out, w)
	}
	return out
}

// isASCIISign reports a printable ASCII sign ("!", "#", "/"): a password
// may be made of them, an emoji may not.
func isASCIISign(r rune) bool { return r > ' ' && r < 0x7f }

// friendlyLeads may stand before the username with friendly words around
// it: "its seldo mate", "im seldo bro", "ok seldo lol".
var friendlyLeads = lazyWordSet(`its it's it is im i'm am this that's thats ok okay so yeah yes sure um uh oh hey hi`)

// userAmongFriendly reads a username said with friendly words around it,
// at the sign-in's own username question or for a user the domain names:
// "seldo mate", "its seldo lol", "SELDO MATE", "seldo thanks mate". The
// line holds one word that is no lead and no friendly word, at least one
// friendly word, and nothing else.
func (e *Engine) userAmongFriendly(a *agents.Agent, user *agents.Slot, text string) (signInUser, bool) {
	words := strings.Fields(text)
	if len(words) < 2 || len(words) > 6 {
		return signInUser{}, false
	}
	name, friendly := "", false
	for _, w := range words {
		if friendlyWord(w) {
			friendly = true
			continue // ":)" before its signs are trimmed
		}
		w = strings.Trim(w, `,.;:!?"'()`)
		lw := reading.ASCIILower(strings.ReplaceAll(w, "’", "'"))
		switch {
		case lw == "":
			// a mark alone
		case e.knownUser(lw):
			if name != "" {
				return signInUser{}, false
			}
			name = w
		case friendlyWord(w):
			friendly = true
		case friendlyLeads()[lw]:
		case name == "":
			name = w
		default:
			return signInUser{}, false // two words that may be a name: "seldo monkey"
		}
	}
	if !friendly || name == "" {
		return signInUser{}, false
	}
	known := e.knownUser(reading.ASCIILower(name))
	if e.sess.Speaker != a.Name && !known {
		return signInUser{}, false // "hey buddy" at the greeting names nobody
	}
	// an everyday word is no name unless the domain names it: "thx so
	// much", "ok cheers, i'm off"
	v, ok := e.usernameWord(a, user, name, known)
	if !ok {
		return signInUser{}, false
	}
	return signInUser{agent: a, slot: user, value: v}, true
}

// friendlyUserLine reports a line that is u's username with friendly words
// around it and nothing else ("seldo thanks mate"): the sign-in's answer
// alone, never thanks to answer.
func (e *Engine) friendlyUserLine(stored string, u signInUser) bool {
	f, ok := e.userAmongFriendly(u.agent, u.slot, stored)
	return ok && f.value == u.value
}
