package concierge

// A question about the sign-in with a request after it (issue 24 round
// 30, bank33): "i'm logged in as seldo right? can you remind me what my
// password is". The question's tag ("right") was taken for a password, a
// login was tried and one of the three tries was spent, and the line
// echoed "seldo ••••••?". A question whether (or as whom) one is signed in
// is never a username and password: it is answered from the session, and
// what follows it is read on its own ("remind me my password": never
// shown).

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// signInStatusHead is a sign-in question that ends at the first "?", "."
// or "!" of a message with more after it.
var signInStatusHead = reading.Lazy(`^([^?.!]+[?.!]+)\s*(\S.*)$`)

// signInStatusAsideRead answers the sign-in question at the head of text
// and gives back the rest to read on; ok is false when text does not
// start with one, or is nothing but one (signInStatusRead answers that).
func (e *Engine) signInStatusAsideRead(text string) (c turnCmd, rest string, ok bool) {
	m := signInStatusHead.FindStringSubmatch(strings.TrimSpace(text))
	if m == nil {
		return turnCmd{}, "", false
	}
	c, ok = e.signInStatusRead(m[1])
	if !ok {
		return turnCmd{}, "", false
	}
	side := sideAnswerCmd(text, c.shown+"; the rest is read on", c.Text) // what follows is served after the answer
	side.Kind = agents.CmdAsk
	return side, m[2], true
}

// signInStatusAsked reports a line that is, or starts with, a question
// about the sign-in: no word of it is a username or a password typed
// together, and no login try is spent on it.
func signInStatusAsked(text string) bool {
	text = strings.TrimSpace(text)
	if signInStatusQuestion.MatchString(text) {
		return true
	}
	m := signInStatusHead.FindStringSubmatch(text)
	return m != nil && signInStatusQuestion.MatchString(strings.TrimSpace(m[1]))
}

// takeSecretsBesideStatus is takeClearSecrets for a line that is, or
// starts with, a question about the sign-in: the question's words are
// never a username or a password ("right" in "i'm logged in as seldo
// right?"); what follows it is read for secrets as any message.
func (e *Engine) takeSecretsBesideStatus(text string) (string, map[string]map[string]string, string) {
	t := strings.TrimSpace(text)
	if signInStatusQuestion.MatchString(t) {
		return t, nil, ""
	}
	if m := signInStatusHead.FindStringSubmatch(t); m != nil && signInStatusQuestion.MatchString(strings.TrimSpace(m[1])) {
		stored, secrets, user := e.takeClearSecrets(m[2])
		return strings.TrimSpace(m[1]) + " " + stored, secrets, user
	}
	return e.takeClearSecrets(text)
}
