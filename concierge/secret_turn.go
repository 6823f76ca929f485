package concierge

import (
	"context"
	"fmt"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/state"
)

// A secret typed at its own prompt: the value taken from the line and the
// turn that sets it, masked everywhere it is shown or stored (R29, R55).

// secretIn is the secret in what was typed at its prompt: the whole line,
// unless the line says it in words ("my password is monkey", R29).
func (e *Engine) secretIn(secret *state.Secret, typed string) string {
	a := e.domain.Agent(secret.Agent)
	if a == nil || a.Slot(secret.Slot) == nil {
		return typed
	}
	ms := agents.FindSecrets(a.Slot(secret.Slot), typed, agents.SecretHints{SecretAsked: true})
	if len(ms) == 0 {
		// "oh sorry its monkey", "I meant monkey", "monkey, sorry": the
		// one word among apologies, hesitations and lead-ins
		if v, ok := guessedSecret(typed, a.Slot(secret.Slot)); ok {
			e.typed.Remember(v) // "maybe its monkey?" (secret_guess.go)
			return v
		}
		if v, ok := secretAmongFiller(typed, a.Slot(secret.Slot)); ok {
			e.typed.Remember(v)
			return v
		}
		if v, ok := secretAfterComplaint(typed, a.Slot(secret.Slot)); ok {
			e.typed.Remember(v) // "what?? i typed it right. monkey"
			return v
		}
		return typed
	}
	v := ms[len(ms)-1].Value
	e.typed.Remember(v)
	return v
}

func (e *Engine) secretTurn(ctx context.Context, secret *state.Secret, value string, notes ...string) error {
	e.userMessage(state.SecretMask, true)
	return e.runTurn(ctx, state.SecretMask, func(t *turn) error {
		for _, n := range notes {
			e.note(state.NoteProgress, n) // "The username is now seldo, said with the password"
		}
		e.sess.Pending.Secret = nil
		t.setSecret(secret.Agent, secret.Slot, value)
		e.note(state.NoteProgress, fmt.Sprintf("The user provided the %s", secret.Label))
		a := e.domain.Agent(secret.Agent)
		if a == nil || e.sess.Speaker != a.Name {
			return fmt.Errorf("the %s was asked for by %q, which no longer holds the turn", secret.Label, secret.Agent)
		}
		t.text = ""
		return e.run(t, advanceStep(a))
	})
}
