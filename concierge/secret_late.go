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
	"github.com/concierge-dev/concierge/state"
)

// passwordAtUsername reads text, typed at sign-in a's username question
// right after a refused try, as the secret s said with filler around it.
func (e *Engine) passwordAtUsername(a *agents.Agent, s *agents.Slot, text string) (string, bool) {
	if agents.SecretShape(s) != nil {
		return "", false
	}
	failed := e.failedSignIn() == a
	if !failed && !(e.passwordAsked(s) && lateLead(text)) {
		// only right after a refused try, or with "oops", "it's" once a
		// password was asked in this session ("oh oops its monkey")
		return "", false
	}
	if v := strings.TrimSpace(text); failed && v != "" && v == e.failedPairPass && !e.knownUser(v) {
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

// lateLeads say a password comes, typed at the wrong question: an oops or
// an "it's" ("oh oops its monkey", "sorry, it's monkey").
var lateLeads = lazyWordSet("oops whoops oopsie woops sorry soz sry its it's meant")

// lateLead reports a line holding one of lateLeads.
func lateLead(text string) bool {
	for _, w := range strings.Fields(strings.ReplaceAll(reading.ASCIILower(text), "’", "'")) {
		if lateLeads()[strings.Trim(w, `,.;:!?"()`)] {
			return true
		}
	}
	return false
}

// passwordAsked reports a session where a secret was typed at its masked
// prompt before, or an agent asked for the secret s by its label.
func (e *Engine) passwordAsked(s *agents.Slot) bool {
	label := strings.ToLower(s.LabelOrName())
	for _, m := range e.sess.Messages {
		if m.Masked || m.Role == state.RoleAgent && strings.Contains(strings.ToLower(m.Text), label) {
			return true
		}
	}
	return false
}
