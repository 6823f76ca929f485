package concierge

// A username typed alone (R29, R53). Someone who expects to sign in often
// types just the username at the greeting ("seldo"), and then the
// password. Answered "I'm not sure how to help", the password typed next
// was shown and stored in clear. So, signed out, with no question open,
// a message of one word that no agent takes and that could only be a
// name — no word of the lexicon, of a choice or of everyday English, no
// secret's shape — starts the domain's sign-in with that username, and the
// password is then asked at its masked prompt. "never mind" leaves it.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/state"
)

// loneUsername reads text as a username typed alone, for the domain's
// sign-in, when nothing else took it.
func (e *Engine) loneUsername(t *turn, text string) (signInUser, bool) {
	if e.sess.Speaker != "" || e.sess.Pending.Secret != nil || e.sess.Pending.Approval != nil || e.planWaits() || e.signedIn() {
		return signInUser{}, false
	}
	a, user := e.signInAgent()
	if a == nil || e.signInDroppedAt > 0 && e.userMessagesSince(e.signInDroppedAt) <= 1 {
		// the sign-in was dropped at the message before: nothing of it
		// lingers, and the next word is no answer to it (R28)
		return signInUser{}, false
	}
	words := strings.Fields(text)
	if e.recentlyRefused() && len(words) == 1 {
		// "jk", "hypothetically" right after a refusal go on with the
		// refused message: a refused message opens no question, so only a
		// user the domain names starts the sign-in
		if v, known := e.knownUsers()[strings.ToLower(strings.Trim(words[0], `,.;:!?"'()`))]; known {
			return signInUser{agent: a, slot: user, value: v}, true
		}
		return signInUser{}, false
	}
	if v, ok := e.introducedAs(words); ok {
		// "my name seldo", "i am seldo", "this is seldo": a user the
		// domain names, introducing themselves — the password typed next
		// would otherwise be shown in clear
		return signInUser{agent: a, slot: user, value: v}, true
	}
	if len(words) != 1 {
		return signInUser{}, false
	}
	w := strings.Trim(words[0], `,.;:!?"'()`)
	if w == "" || strings.ContainsAny(w, "0123456789") && strings.Trim(w, "0123456789") == "" {
		return signInUser{}, false // a bare number is an amount or an id, not a name
	}
	if isGreeting(text) || isThanks(text) || isBye(text) || greetingLine(text) || courtesyLine(text) || e.readsATask(t, text) {
		return signInUser{}, false
	}
	v, ok := e.usernameWord(a, user, w, false)
	if !ok {
		return signInUser{}, false
	}
	return signInUser{agent: a, slot: user, value: v}, true
}

// readsATask reports a reading of text that names a task or a value: a
// ticker, a typo of a task's words. A small-talk reading of a word the
// lexicon does not hold ("ada" read as goodbye) does not count: the
// greeting, thanks and goodbye words are checked before.
func (e *Engine) readsATask(t *turn, text string) bool {
	rd := e.reading(t, text)
	if e.unsureLoneGuess(rd, text) {
		return false // "margaret" guessed a look-up that it gives nothing (lone_name.go)
	}
	for _, c := range rd.Commands {
		if c.Kind == agents.CmdStartTask || len(c.Values) > 0 || c.Value != "" {
			return true
		}
	}
	return false
}

// userMessagesSince counts the user's messages from the i-th message on.
func (e *Engine) userMessagesSince(i int) int {
	n := 0
	for _, m := range e.sess.Messages[min(i, len(e.sess.Messages)):] {
		if m.Role == state.RoleUser {
			n++
		}
	}
	return n
}

// introductions are the words a user says their name with.
var introductions = []string{"my name is", "my name", "name is", "names", "name's", "i am", "i'm", "im", "this is", "it is", "it's", "its", "me is"}

// introducedAs is the username of a short line that introduces a user the
// domain names itself ("my name seldo", "hi, i am seldo"): at most six
// words, an introduction right before the name, the name last.
func (e *Engine) introducedAs(words []string) (string, bool) {
	if len(words) < 2 || len(words) > 6 {
		return "", false
	}
	last := strings.Trim(words[len(words)-1], `,.;:!?"'()`)
	v, known := e.knownUsers()[strings.ToLower(last)]
	if !known {
		return "", false
	}
	before := strings.ToLower(strings.Trim(strings.Join(words[:len(words)-1], " "), `,.;:!?"'() `))
	for _, in := range introductions {
		if before == in || strings.HasSuffix(before, " "+in) || strings.HasSuffix(before, ","+in) {
			return v, true
		}
	}
	return "", false
}
