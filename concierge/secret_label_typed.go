package concierge

// A login label typed alone at a prompt of the sign-in (issue 24 round 9,
// R53): "pasword", "password:", "PIN", "usrname" at the password or PIN
// question. People type the field's name before the value, sometimes on a
// line of its own, and sometimes misspelt; tried as the password, it
// spent a login try ("That username and password don't match"). A label
// alone is never tried: the secret is asked again, masked, and the reply
// says why. A few people's password is that very word ("password"): typed
// again right after, it is tried.

import (
	"context"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// loginLabel reports a line that is only a login word or the name of one
// of the domain's sign-in fields, maybe misspelt, maybe with "my" before
// it or a colon after it: "pasword", "password:", "my pin", "usr name".
func (e *Engine) loginLabel(text string) bool {
	n := strings.Trim(normalise(text), " :=-.?!")
	n = strings.TrimPrefix(n, "my ")
	n = strings.TrimPrefix(n, "the ")
	ws := strings.Fields(n)
	switch {
	case len(ws) == 1:
	case len(ws) == 2 && (ws[0] == "user" || ws[0] == "usr" || ws[0] == "secret" || ws[0] == "pin" || ws[0] == "pass" || ws[0] == "log" || ws[0] == "sign"):
		// "user name", "secret word", "pin code", "pass word", "log in"
		return loginLabelWord(ws[0]) && (loginLabelWord(ws[1]) || twoWordLabelTails()[ws[1]])
	default:
		return false
	}
	return loginLabelWord(ws[0]) || e.fieldName(ws[0])
}

// twoWordLabelTails end a label of two words: "user name", "secret word".
var twoWordLabelTails = lazyWordSet("name nme id word code number in on phrase")

// loginLabelWord reports a login word of R53 or a slip of one.
func loginLabelWord(w string) bool {
	return loginCues()[w] || usernameLabels()[w] || reading.SecretKeyWord(w) || reading.LoginCueSlip(w) || w == "secret" || w == "passcode" || w == "pincode"
}

// fieldName reports the name or label of a sign-in slot of the domain
// ("owner", "member"), or one word of a secret slot's cue.
func (e *Engine) fieldName(w string) bool {
	for _, a := range e.domain.Agents {
		h := agents.SecretHintsFor(a, "")
		if h.User == nil {
			continue
		}
		for i := range a.Slots {
			s := &a.Slots[i]
			if s != h.User && s.Kind != agents.KindSecret {
				continue
			}
			for _, c := range append([]string{s.Name, s.Label}, s.Cues...) {
				if c = strings.ToLower(strings.TrimSpace(c)); c == w {
					return true
				}
			}
		}
	}
	return false
}

// labelAtSecretTurn answers a label typed alone at a secret prompt: no
// try, the prompt stays masked. The same label typed again right after is
// taken as the secret (ok false).
func (e *Engine) labelAtSecretTurn(ctx context.Context, secret *state.Secret, text string) (bool, error) {
	n := strings.TrimSpace(text)
	if !e.loginLabel(n) {
		e.labelAtSecret = ""
		return false, nil
	}
	if e.labelAtSecret != "" && strings.EqualFold(e.labelAtSecret, n) {
		e.labelAtSecret = ""
		return false, nil // "password", again: that is the password
	}
	e.labelAtSecret = n
	e.typed.Remember(n) // it may be the password after all: never shown
	e.userMessage(state.SecretMask, true)
	return true, e.runTurn(ctx, state.SecretMask, func(t *turn) error {
		e.note(state.NoteProgress, "Not taken as the "+secret.Label+": the line is the name of a sign-in field")
		e.reply(secret.Agent, prompts.SecretLabelTyped(secret.Label))
		e.emit(SecretRequested{Secret: *secret})
		return nil
	})
}

// restatesSignIn reports a label that asks for the sign-in itself ("log
// in", "login"): answered as the request said again.
func (e *Engine) restatesSignIn(text string) bool {
	n := strings.Trim(normalise(text), " :=-.?!")
	return n == "login" || n == "log in" || n == "signin" || n == "sign in" || n == "logon" || n == "log on"
}
