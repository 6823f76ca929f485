package concierge

// The password typed again at the username question (R55, R29; issue
// 24). After a failed try the sign-in asks for the username, but people
// answer the password they meant ("oh oops its monkey", "sorry, it was
// hunter2"): taken as a username, it was echoed and stored in clear. So,
// right after a try was refused, a line at the username question that is
// one word among a password's filler (apologies, "it's", "I meant") is
// that password: masked everywhere, not kept, and the username asked
// again; so is the password of a refused pair typed again alone. A username the domain names itself ("its seldo") is the answer
// it looks like.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// passwordAtUsername reads text, typed at sign-in a's username question
// right after a refused try, as the secret s said with filler around it.
func (e *Engine) passwordAtUsername(a *agents.Agent, s *agents.Slot, text string) (string, bool) {
	if agents.SecretShape(s) != nil || e.failedSignIn() != a {
		return "", false
	}
	if v := strings.TrimSpace(text); v != "" && v == e.failedPairPass && !e.knownUser(v) {
		return v, true // the refused pair's password, typed again alone
	}
	v, ok := secretAmongFiller(text, s)
	if !ok || e.lexiconWord(v, a) || e.choiceWord(v) || e.taskWord(reading.ASCIILower(v)) {
		return "", false
	}
	if e.knownUser(v) {
		return "", false // "sorry, its seldo": the username asked
	}
	return v, true
}

// knownUser reports a username the domain names itself ("like seldo").
func (e *Engine) knownUser(w string) bool {
	_, named := e.knownUsers()[reading.ASCIILower(w)]
	return named
}
