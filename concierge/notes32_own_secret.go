package concierge

// Another's notes asked for with one's own PIN (issue 24, notes32): at
// the PIN prompt for grace's notes, "i'm ada 1815 but i want grace's
// notes" quietly made ada the owner and asked for the PIN again, the one
// given unused, and never said that grace's notes need grace's PIN. Now
// the reply says so, nothing is tried, and the PIN given is held for the
// next message only: "ok mine then" opens ada's own notes with it, with no
// second asking; anything else forgets it.

import (
	"context"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// heldOwn is a user's own name and secret, said while another's sign-in
// waited, held in memory for the next message only.
type heldOwn struct {
	agent, name, value string
}

// ownThenOthers is "i'm ada 1815 but …": the user's own name and the
// secret after it.
var ownThenOthers = reading.Lazy(`(?i)\b(?:i'?m|im|i\s+am|this\s+is|it'?s\s+me|my\s+name\s+is|name'?s|me\s*[:=-])\s+([a-z][a-z'-]*)[\s,/:;-]+(?:(?:and\s+)?(?:my\s+)?(?:pin|password|pw|passcode|code)\s*(?:is\s+|[:=]\s*)?)?([^\s,;]+)`)

// ownSecretForOther reads "i'm ada 1815 but i want grace's notes" at the
// secret prompt of grace's sign-in: the user's own name and secret, and
// the owner waiting; ok is false for any other line.
func (e *Engine) ownSecretForOther(secret *state.Secret, text string) (name, value, other string, ok bool) {
	a, u := e.signInAgent()
	if a == nil || u == nil || a.Name != secret.Agent {
		return "", "", "", false
	}
	other = e.sess.WorkFor(a.Name).Slots[u.Name]
	m := ownThenOthers.FindStringSubmatch(text)
	if other == "" || m == nil {
		return "", "", "", false
	}
	name, value = m[1], strings.TrimRight(m[2], ".!?")
	lower := strings.ToLower(text)
	if strings.EqualFold(name, other) || reading.PhraseIndex(lower, strings.ToLower(other)) < 0 || value == "" || reading.EnglishWord(value) {
		return "", "", "", false // her own sign-in, or no other named
	}
	return name, value, other, true
}

// mineThen answers "your own notes?" with yes: "ok mine then", "just
// mine", "my own notes", "yes".
var mineThen = reading.Lazy(`(?i)^\W*(?:(?:ok|okay|fine|alright|oh|ah|then|well|yes|yeah|yep|sure|just|fair\s+enough|right)\W+)*(?:mine|my\s+own(?:\s+(?:notes|one|ones))?|my\s+notes|open\s+(?:mine|my\s+(?:own\s+)?notes)|yes|yeah|yep|yup|sure|ok|okay|please\s+do)(?:\W+(?:then|please|pls|instead|thanks|thx))*\W*$`)

// ownSecretForOtherTurn says that another's notes need their own secret,
// keeps the prompt as it is, and holds the user's own for the next
// message.
func (e *Engine) ownSecretForOtherTurn(ctx context.Context, secret *state.Secret, text string) (bool, error) {
	name, value, other, ok := e.ownSecretForOther(secret, text)
	if !ok {
		return false, nil
	}
	e.typed.Remember(value) // never shown or stored
	a := e.domain.Agent(secret.Agent)
	thing := ownedThing(a)
	err := e.asideTurn(ctx, text, func(t *turn) step {
		e.note(state.NoteProgress, "Not taken as the "+secret.Label+": the user's own, for another's "+thing)
		e.ownHeld = &heldOwn{agent: secret.Agent, name: name, value: value}
		e.speak(t, secret.Agent, prompts.OthersNeedTheirs(other, name, thing, secret.Label))
		e.emit(SecretRequested{Secret: *secret})
		return stop
	})
	return true, err
}

// ownSecretTurns runs the two turns of this file; ok is false when
// neither applies.
func (e *Engine) ownSecretTurns(ctx context.Context, text string) (bool, error) {
	if ok, err := e.heldOwnTurn(ctx, text); ok {
		return true, err
	}
	if secret := e.sess.Pending.Secret; secret != nil {
		return e.ownSecretForOtherTurn(ctx, secret, text)
	}
	return false, nil
}

// heldOwnTurn uses the held secret when the message right after wants the
// user's own notes; the hold ends with this message either way.
func (e *Engine) heldOwnTurn(ctx context.Context, text string) (bool, error) {
	h := e.ownHeld
	e.ownHeld = nil
	secret := e.sess.Pending.Secret
	if h == nil || secret == nil || secret.Agent != h.agent || !mineThen.MatchString(strings.TrimSpace(text)) {
		return false, nil
	}
	a, u := e.signInAgent()
	if a == nil || u == nil || a.Name != secret.Agent {
		return false, nil
	}
	return true, e.secretTurn(ctx, secret, h.value, e.takePairAtSecret(secret, u, h.name, h.value)...)
}

// ownedThing is what a sign-in opens, from its task ("open your notes":
// "notes"); "account" when it says none.
func ownedThing(a *agents.Agent) string {
	if a != nil {
		ws := reading.Words(a.Task)
		for i, w := range ws {
			if w == "your" && i+1 < len(ws) {
				return strings.Join(ws[i+1:], " ")
			}
		}
	}
	return "account"
}
