package concierge

// A forgotten username (R29, R53; issue 24). "hi i want to log in but i
// forgot my username", "cant remember my user name", "lost my login
// details": nobody here can look a username up or recover it, so the reply
// says so and who can (the bank, or whoever runs the account), quotes
// nothing of the line, starts no sign-in and spends no try. A forgotten
// password has its own answer (secret_not_known); a line that gives the
// username after all ("I forgot, my username is seldo") is read as usual.

import (
	"context"
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// forgotUsername reads a line that says the username (or the whole login)
// is forgotten or lost, with no value given.
var forgotUsername = reading.Lazy(`(?i)\b(?:forgot|forgotten|forget|forgetting|forgt|frgot|lost|misplaced|(?:do\s?n[o']?t|dont|don't|cant|can't|cannot|can\s?not|couldnt|couldn't|do\s?not)\s+(?:remember|recall|know|find)|(?:no|any)\s+idea\s+(?:what|of)|not\s+sure\s+(?:what|of))\b[\w\s',]{0,24}?\b(?:username|user\s?name|usr\s?name|user\s?id|userid|login\s?(?:name|id|details|info)|log\s?in\s?(?:name|details|info)|sign\s?in\s?(?:name|details)|credentials|creds|account\s?name|owner\s?name|both)\b`)

// forgotUsernameLine reports such a line: short, no value after the name
// ("it's seldo", "is ada"), no question of anything else.
func forgotUsernameLine(text string) bool {
	if len(strings.Fields(text)) > 20 {
		return false
	}
	loc := forgotUsername.FindStringIndex(text)
	if loc == nil {
		return false
	}
	after := " " + reading.ASCIILower(text[loc[1]:]) + " "
	for _, w := range []string{" is ", " its ", " it's ", " it’s ", ":", "=", " was ", " = "} {
		if strings.Contains(after, w) {
			return false // "I forgot my username was seldo": a value after all
		}
	}
	return true
}

// forgotUsernameTurn answers a forgotten username: who can recover it,
// nothing quoted, no sign-in started, no try spent.
func (e *Engine) forgotUsernameTurn(ctx context.Context, text string) (bool, error) {
	a, _ := e.signInAgent()
	if a == nil || e.sess.Pending.Approval != nil || !forgotUsernameLine(text) {
		return false, nil
	}
	stored, _, _ := e.takeClearSecrets(strings.TrimSpace(Sanitize(text)))
	e.userMessage(stored, false)
	return true, e.runTurn(ctx, stored, func(t *turn) error {
		e.note(state.NoteProgress, "Not used: the user forgot their username; nothing is tried")
		who := "whoever runs your account"
		if e.domain.Name == "bank" {
			who = "the bank"
		}
		msg := "I can't look up or recover a username here: nobody here can see it. Please contact " + who + " (their website or support line) to get it back; once you have it, say \"log in\" and I'll sign you in."
		if e.sess.Pending.Secret != nil || e.sess.Speaker == a.Name {
			msg = "I can't look up or recover a username here: nobody here can see it. Please contact " + who + " (their website or support line) to get it back, and type it here when you have it, or say never mind to stop."
		}
		e.speak(t, a.Name, msg)
		if e.sess.Pending.Secret != nil {
			e.emit(SecretRequested{Secret: *e.sess.Pending.Secret})
		}
		return e.run(t, stop)
	})
}

// signInTalkTurn runs, before anything else reads it, a line about the
// sign-in itself: a secret said to be one after it was typed, or a
// forgotten username.
func (e *Engine) signInTalkTurn(ctx context.Context, text string) (bool, error) {
	if ok, err := e.maskPastedMessage(ctx, text); ok {
		return ok, err // "u: seldo p: ••••••" pasted back: never a pair, never tried (mask_pasted.go)
	}
	if ok, err := e.secretSaidAfterTurn(ctx, text); ok {
		return ok, err
	}
	return e.forgotUsernameTurn(ctx, text)
}
