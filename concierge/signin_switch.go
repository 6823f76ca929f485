package concierge

// A request to sign in as someone else (issue 24, bank22b; R53, R55):
// "log me in as someone else", "switch user", "sign in with a different
// account", "let my wife log in". Before, "log me in as someone else"
// tried the user "someone" with the password "else" and spent a login
// try. Now it starts a fresh sign-in: the one signed in is signed out
// first, the username is asked, no try is spent, and none of the
// request's words is taken as a username or a password.

import (
	"context"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// execSwitchUser signs the user out if signed in and asks the sign-in's
// username afresh.
const execSwitchUser turnExec = iota + 5500

// switchUserAsked is a request to sign in as another person.
var switchUserAsked = reading.Lazy(`(?i)(?:` +
	// "switch user", "change the login", "swap users"
	`\b(?:switch|change|swap|chnage|swich)\s+(?:the\s+|my\s+)?(?:users?|user\s*names?|usernames?|logins?|log\s*ins?|profiles?|account\s+holders?)\b` +
	// "log me in as someone else", "sign in with a different account", "login to another user"
	`|\b(?:log+\s*-?\s*(?:me\s+)?(?:in|on)|login|logon|sign\s*-?\s*(?:me\s+)?in|signin)\b(?:\s+(?:again|now|please|pls|instead))*\s+(?:as|with|to|into|under|for|using)\s+` +
	`(?:(?:some\s*one|some\s*body|any\s*one)\s+else\b|(?:a\s+|an\s+|the\s+|my\s+)?(?:dif+e?rent|another|other|new|second|seperate|separate)\s+(?:user|username|user\s+name|person|login|account|profile|one|people)\b)` +
	// "someone else wants to log in", "let my wife sign in"
	`|\b(?:some\s*one|some\s*body)\s+else\s+(?:wants?\s+to|needs?\s+to|will|is\s+going\s+to|gonna)\s+(?:log|sign)\s*-?\s*(?:in|on)\b` +
	`|\blet\s+(?:my\s+\w+|him|her|them|some\s*one\s+else|some\s*body\s+else)\s+(?:log|sign)\s*-?\s*(?:in|on)\b` +
	`)`)

// switchUserRead reads a request to sign in as another person, where no
// approval, plan or password waits (at the password prompt the sign-in's
// own reading takes it).
func (e *Engine) switchUserRead(text string) (turnCmd, bool) {
	if e.sess.Pending.Approval != nil || e.planWaits() || e.sess.Pending.Secret != nil {
		return turnCmd{}, false
	}
	a, _ := e.signInAgent()
	if a == nil || !switchUserAsked.MatchString(text) {
		return turnCmd{}, false
	}
	c := turnCommand(agents.CmdStartTask, execSwitchUser, text)
	c.a = a
	c.shown = "start_task(" + a.Name + ", someone else)"
	c.why = "a sign-in as another person: the username asked afresh, no try spent"
	return c, true
}

// runSwitchUser signs out whoever is signed in, forgets the username held
// for the sign-in, and asks it again.
func (e *Engine) runSwitchUser(t *turn, c turnCmd) (step, bool) {
	if c.exec != execSwitchUser {
		return stop, false
	}
	a := c.a
	if e.signedIn() {
		_, user := e.signInAgent()
		who := e.signedInAs(user)
		for k, v := range e.domain.SignedOut {
			e.sess.Facts[k] = v
		}
		e.note(state.NoteInfo, "Signed out to sign in as someone else")
		e.model.forget() // values read from the signed-out user's words are not the next user's (R52)
		if dropped, others := e.dropSignedInWork(); dropped != nil {
			// what the last user left waiting is not the next user's (logout_drops.go)
			t.say(prompts.LogoutDropped(dropped, others))
		} else if who != "" {
			t.say("I've signed " + who + " out.")
		} else {
			t.say("I've signed you out.")
		}
	}
	w := e.sess.WorkFor(a.Name)
	for _, s := range a.Slots {
		delete(w.Slots, s.Name) // nothing of the last sign-in is tried for the next person
	}
	return enterStep(a, "", false), true
}

// someoneWords speak of a person without naming one: "log me in as
// someone else" names no username.
var someoneWords = lazyWordSet(`someone somebody anyone anybody another other others different else someone's somebody's`)

// chatAtUsername are the words of talk typed at the username question:
// hesitations, "idk", "not sure", "what do you mean".
var chatAtUsername = lazyWordSet(`uh uhh uhhh um umm ummm erm er hmm hmmm hm mm mmm well so oh ah eh huh what wat wut idk dunno wdym wym
	lol tbh honestly like just maybe not sure no idea think mean do you u i dont don't know kno wait hold on let me`)

// chatOnlyLine reports a line of talk only ("uh idk", "well hmm", "not
// sure", "what do you mean"): never a username, nor a username and a
// password, at the sign-in's question (R55).
func chatOnlyLine(text string) bool {
	words := reading.Words(strings.ReplaceAll(text, "’", "'"))
	if len(words) == 0 || len(words) > 6 {
		return false
	}
	for _, w := range words {
		if !chatAtUsername()[w] {
			return false
		}
	}
	return true
}

// switchUserAtSecret reads "log me in as someone else" typed at the
// password prompt: the line is no password (no try spent, the line
// stored masked as any line typed there), the sign-in starts afresh and
// the username is asked again. ok is false for any other line.
func (e *Engine) switchUserAtSecret(ctx context.Context, text string) (bool, error) {
	secret := e.sess.Pending.Secret
	if secret == nil || len(strings.Fields(text)) < 2 || !switchUserAsked.MatchString(text) {
		return false, nil
	}
	a, _ := e.signInAgent()
	if a == nil || a.Name != secret.Agent {
		return false, nil
	}
	e.userMessage(state.SecretMask, true)
	return true, e.runTurn(ctx, state.SecretMask, func(t *turn) error {
		e.note(state.NoteRoute, "Read as: start_task("+a.Name+", someone else) — a sign-in as another person at the "+secret.Label+" prompt: not tried as the "+secret.Label+", and no try is spent")
		e.sess.Pending.Secret = nil
		st, _ := e.runSwitchUser(t, turnCmd{exec: execSwitchUser, a: a})
		return e.run(t, st)
	})
}
