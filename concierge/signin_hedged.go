package concierge

// A username said with a hedge at its own question (R29; issue 24, round
// 13): "uhh its seldo i think", "probably seldo", "seldo maybe?", "it
// should be seldo". People unsure of a username give it the way they
// would say it; the two words were read as "username password" (a login
// try spent, "probably" tried as the username), the "?" as a question,
// or the username was kept and the line then read as a wrong password
// ("I couldn't take that as the password"). At "What is your username?",
// a line of hesitations, hedges and an answer's lead-ins around one other
// word is that word as the username: kept, and the password asked for
// next, nothing else said. The password's own prompt has its guesses
// (secret_guess.go).

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// userHedges are said around a username beyond a secret's filler: "i
// reckon", "pretty sure", "username".
var userHedges = lazyWordSet(`reckon suppose assume fairly pretty quite likely possibly hopefully prob prolly
	username user name login handle id called`)

// userHedgeMarks make a line a hedged answer: one of them must be said.
var userHedgeMarks = lazyWordSet(`think guess believe reckon suppose assume probably prob prolly maybe perhaps possibly likely
	pretty fairly sure should could might may uh uhh um umm hmm er erm idk username`)

// secretCue are the words that say a password is meant, not a username.
var secretCue = lazyWordSet(`password passwords passcode passwd pass pw pwd pin code secret`)

// hedgedUser reads a line typed at the sign-in's username question that
// is one word among hedges and filler: that word, as the username.
func (e *Engine) hedgedUser(text string) (signInUser, bool) {
	a, user := e.signInAgent()
	if a == nil || e.sess.Speaker != a.Name || !e.readSignInUserAllowed() || strings.Contains(text, "\n") {
		return signInUser{}, false
	}
	words := strings.Fields(strings.ReplaceAll(text, "’", "'"))
	if len(words) < 2 || len(words) > 8 {
		return signInUser{}, false
	}
	name, hedged, acked := "", false, false
	for _, w := range words {
		hedged = hedged || userHedgeMarks()[strings.Trim(reading.ASCIILower(w), `,.;:!?"'()`)]
		acked = acked || ackWord(w)
		if secretCue()[strings.Trim(reading.ASCIILower(w), `,.;:!?"'()`)] {
			return signInUser{}, false // "the password is monkey": the password, too early
		}
		if fillerWord(w, user) || userHedges()[strings.Trim(reading.ASCIILower(w), `,.;:!?"'()`)] || ackWord(w) {
			continue
		}
		if name != "" {
			return signInUser{}, false // two words that may be a name: "seldo monkey"
		}
		name = strings.Trim(w, `,.;:!?"'()`)
	}
	if name == "" || !hedged && !acked || laughsInShortLine(text) {
		return signInUser{}, false // "yeah do it", "lol jk": no hedge, no name
	}
	if !hedged && e.ackedWordNoName(name) {
		return signInUser{}, false // "yes go", "ok thanks": an answer, not a name (signin_ack.go)
	}
	// an everyday word is no name unless the domain names it: "sure
	// thing", "ok cool", "sorry i meant seventy"
	v, ok := e.usernameWord(a, user, name, e.knownUser(reading.ASCIILower(name)))
	if !ok {
		return signInUser{}, false
	}
	return signInUser{agent: a, slot: user, value: v}, true
}

// hedgedUserLine reports a line that is a hedged username and nothing
// else (see hedgedUser): secrets.go reads no password in it.
func (e *Engine) hedgedUserLine(text string) bool {
	_, ok := e.hedgedUser(text)
	return ok
}
