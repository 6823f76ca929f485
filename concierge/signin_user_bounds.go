package concierge

// Where a username said with a login cue may stand (round 33): "hi im a
// new user. transfer 50 bucks from checking to savings" took "transfer"
// for the username across the full stop, every password then went to
// user "transfer" and the login locked without the user ever seeing whose
// it was. A cue names a username only inside its own sentence, and never
// a word the domain's tasks are asked with ("transfer", "send", "check").

import (
	"strings"
	"unicode"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// loginSentences are text's sentences, each as loginWords: a stop, "!" or
// "?" ends one only before a space or the end ("seldo.smith" is one word).
func loginSentences(text string) [][]string {
	var out [][]string
	rs := []rune(text)
	start := 0
	for i, r := range rs {
		if r != '.' && r != '!' && r != '?' {
			continue
		}
		if i+1 < len(rs) && !unicode.IsSpace(rs[i+1]) {
			continue
		}
		if w := loginWords(string(rs[start:i])); len(w) > 0 {
			out = append(out, w)
		}
		start = i + 1
	}
	if w := loginWords(string(rs[start:])); len(w) > 0 {
		out = append(out, w)
	}
	return out
}

// taskWords are the verbs money and notes are asked for with, beside the
// first words of the domain's own examples: none is anyone's username.
var taskWords = lazyWordSet(`transfer transfers transfering transferring send sending move moving pay paying wire check checking show tell give get deposit withdraw put buy sell open read write add delete remove make look see view`)

// taskWordNotUser reports lw (lower case) as a word a task is asked with:
// a fixed verb above or the first word of any agent's example ("transfer
// money", "check my balance").
func (e *Engine) taskWordNotUser(lw string) bool {
	if taskWords()[lw] || agents.TaskWordNotName(lw) {
		return true // "login depost 40": a task verb's typo too
	}
	for _, a := range e.domain.Agents {
		for _, ex := range a.Examples {
			if ws := reading.Words(ex); len(ws) > 0 && ws[0] == lw {
				return true
			}
		}
	}
	return false
}

// signInAs is how the sign-in's first step is said when its username is
// known already: "log you in as seldo", so a wrong one is seen before
// any password goes to it.
func (e *Engine) signInAs(by string, said string) string {
	a, user := e.signInAgent()
	if a == nil || a.Name != by || e.signedIn() {
		return said
	}
	w := e.sess.Work[a.Name]
	if w == nil {
		return said
	}
	v := w.Slots[user.Name]
	if v == "" || strings.Contains(said, v) {
		return said
	}
	if strings.HasSuffix(said, " in") {
		return said + " as " + v
	}
	return said + " for " + v
}
