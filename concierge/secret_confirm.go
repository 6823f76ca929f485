package concierge

// "is my password ••••••? just checking i have it right" (R18, R50; round
// 18's t_37): the password was masked, and what was left ("is? i have it
// right") met "I don't know that", or the word "checking" showed the
// Checking balance. A question whether a typed secret is right is
// answered: nothing here keeps it, so nothing can confirm it; signed in,
// the one used worked; signed out, a sign-in with it is the way to try.
// The secret itself stays masked and unused.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// secretConfirmWords ask whether a secret is the right one.
var secretConfirmWords = lazyWordSet(`right correct confirm verify valid work works working match matches same wrong remember remembered ok okay good`)

// secretNameWords name a sign-in secret.
var secretNameWords = lazyWordSet(`password passwd pw pwd pass passcode passphrase pin code`)

// secretUseWords use or change the secret rather than ask about it.
var secretUseWords = lazyWordSet(`log login logon signin sign change reset new set update use using save store remember_me`)

// secretConfirmAsked reports a message, masked as stored, that asks
// whether the secret it holds is right, with no username beside it.
func (e *Engine) secretConfirmAsked(stored, user string) bool {
	if user != "" || !strings.Contains(stored, state.SecretMask) || e.secretLabel() == "" || e.sess.Pending.Approval != nil {
		return false
	}
	plain := strings.ReplaceAll(stored, state.SecretMask, " ")
	asked := askedAsQuestion(stored) || checkingAsVerb.MatchString(plain) // "checking in - is my pw ••••••"
	label := strings.ToLower(e.secretLabel())
	names, confirms, is := false, false, false
	for _, w := range reading.Words(strings.ToLower(plain)) {
		switch {
		case secretUseWords()[w]:
			return false // "log me in with ••••••", "change my password to ••••••"
		case secretNameWords()[w] || w == label:
			names = true
		case secretConfirmWords()[w]:
			confirms = true
		case w == "is" || w == "was" || w == "its":
			is = true
		}
	}
	return names && (asked && is || confirms) // "my password is ••••••" alone gives it
}

// afterSecretCut is the step for a message whose secret was cut out:
// a question whether that secret is right is answered here; any other
// message goes on without it, and the user is told it was left out.
func (e *Engine) afterSecretCut(t *turn, stored, rest, user string) step {
	if user == "" && e.sess.Pending.Secret == nil && e.sess.Pending.Approval == nil && e.secretChangeWanted(stored) && e.changeNotReset(stored) {
		// "my new password is ••••••": a change asked, which nobody here
		// can make; the new one masked, never used (secret_change.go)
		kind, why := e.appQuestionWhy(appChange)
		e.note(kind, "Read as: ask(app: change) — "+why)
		answer := prompts.SecretChange(e.secretLabel(), strings.Contains(stored, state.SecretMask))
		if e.cardPINAsked() {
			answer = prompts.CardPINChange() // "change my debit card PIN" (card_pin_asked.go)
		}
		e.speak(t, agents.ConciergeName, join(answer, e.pendingSummary(t)))
		return stop
	}
	if !e.secretConfirmAsked(stored, user) {
		e.sayLeftOut(t, stored, rest, user)
		if cut, ok := withoutSecretClause(stored); ok && user == "" {
			rest = cut // "…. fyi my pw is •••••• in case you need it" (secret_clause_dropped.go)
		}
		return handleStep(rest)
	}
	e.note(state.NoteRoute, "Read as: ask — whether the "+e.secretLabel()+" typed is right; nothing here can confirm it, and it stays masked")
	e.speak(t, agents.ConciergeName, join(prompts.SecretNotConfirmed(e.secretLabel(), e.signedIn()), e.pendingSummary(t)))
	return stop
}
