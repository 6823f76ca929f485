package concierge

// A lone word at a waiting plan: a reply to it, or the sign-in's password
// (R53, R55; issue 24 round 9). With the username known, a word typed
// alone at the plan was tried as the password however plainly it replied
// to the plan ("hmm", "wait", "which", "whatever"): masked, a try spent.
// A word is tried only when it could be a password: one that is no
// English word and has no shape of a sound or a chat reply ("hmmm",
// "lol", "idk"), one with a digit or a sign inside ("zebra9"), or an
// English word that is no word of reply (plan_password_code.go: the
// demo's own password is a noun, "monkey"; the reader no longer decides).
// A question mark or an exclamation at its end makes it a reply ("monkey?"
// asks).

import (
	"strings"
	"unicode"

	"github.com/concierge-dev/concierge/agents/reading"
)

// mayBePasswordAtPlan reports a word typed alone at a waiting plan that
// could be the password, rather than a reply to the plan.
func (e *Engine) mayBePasswordAtPlan(v string) bool {
	if strings.ContainsAny(v, "?") || strings.HasSuffix(v, "...") || strings.HasSuffix(v, "…") {
		return false // "which?", "hmm...": a question or a pause
	}
	core := strings.TrimRight(v, "!.")
	exclaimed := strings.HasSuffix(v, "!") // "really!"; a full stop ends a password as it ends any line ("shadow.")
	if core == "" || replyShape(core) {
		return false
	}
	if !isDigits(core) && len(reading.Terms(core)) == 0 {
		return false // "to", "my", "then": a word of a sentence, in no list of English nouns
	}
	if hasInnerSign(core) {
		return true // "zebra9", "p@ss", "hunter2!": a password's shape
	}
	if exclaimed || !reading.EnglishWord(core) {
		return !exclaimed && !nearReplyWord(core)
	}
	// an English word: a secret unless it is a word of reply, decided in
	// code before anything reads it (plan_password_code.go)
	return !replyWordAtPlan(core)
}

// hasInnerSign reports a word of letters with a digit or a sign among
// them: the shape of a chosen password.
func hasInnerSign(w string) bool {
	letters, other := false, false
	for _, r := range w {
		switch {
		case unicode.IsLetter(r):
			letters = true
		default:
			other = true
		}
	}
	return letters && other && !ordinalShape.MatchString(w)
}

// ordinalShape is a step said in figures ("2nd", "3rd"): a reply.
var ordinalShape = reading.Lazy(`(?i)^\d+(?:st|nd|rd|th)$`)

// replyShape reports a word shaped as a sound or a chat reply, in no
// dictionary: a short sound with no vowel ("hmm", "pfft", "shh"), a
// letter held ("sooo",
// "waiiit"), or a word of chat ("lol", "idk", "erm").
func replyShape(w string) bool {
	lw := reading.ASCIILower(w)
	if chatReplies()[lw] || interjection.MatchString(lw) {
		return true
	}
	vowel, run, prev := false, 1, rune(0)
	for _, r := range lw {
		if !unicode.IsLetter(r) {
			return false // a digit or a sign: no sound
		}
		if strings.ContainsRune("aeiouy", r) {
			vowel = true
		}
		if r == prev {
			run++
			if run >= 3 {
				return true
			}
		} else {
			run = 1
		}
		prev = r
	}
	return !vowel && len(lw) <= 5 && strings.Trim(lw, "hmpfstrbgzkn") == ""
}

// interjection is a sound people type, its letters repeated at will.
var interjection = reading.Lazy(`^(?:u+h*m+|u+h+|h+u+h+|e+r+m*|e+h+|a+h+|o+h+|m+e+h+|a+w+|u+g+h+|b+r+u+h+|(?:h+a+)+h*|(?:h+e+)+h*|l+o+l+|l+m+f*a+o+|w+u+t+|w+a+t+|n+a+h+|y+a+h+|p+s+h+)$`)

// chatReplies are the short forms of chat a reply is typed in.
var chatReplies = lazyWordSet(`idk idc dunno wdym wym omg omfg wtf wth jk tbh imo ikr smh nvm nm np brb ttyl ty tysm thx pls plz ofc obv ya yea ye yh mhm uhuh uhm hm mm hmm`)

// nearReplyWord reports a word that is a slip of a word the plan is
// answered with ("wiat", "whcih", "cancle").
func nearReplyWord(w string) bool {
	lw := reading.ASCIILower(w)
	if len(lw) < 4 {
		return false
	}
	for p := range planCommandWords() {
		if len(p) >= 4 && reading.EditDistance(lw, p, 1) <= 1 {
			return true
		}
	}
	for p := range questionLeads() {
		if len(p) >= 4 && reading.EditDistance(lw, p, 1) <= 1 {
			return true
		}
	}
	return false
}

// mayBeNameAtPlan reports a word typed alone at a waiting plan that could
// be the username: no reply's shape, no question, and no English word
// unless the domain knows it as a user ("which" is no user).
func (e *Engine) mayBeNameAtPlan(v string) bool {
	v = strings.TrimSpace(v)
	if strings.ContainsAny(v, "?!") || strings.HasSuffix(v, "...") || replyShape(strings.TrimRight(v, ".")) || reading.NeverSecret(v) {
		return false
	}
	return e.knownUser(v) || !reading.EnglishWord(strings.TrimRight(v, "."))
}
