package concierge

import (
	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/state"
)

// Read-only views of the engine's state for front ends and tests. Each
// returns a copy, so a caller can never change the session behind the
// loop's back.

// Session returns a deep copy of the session.
func (e *Engine) Session() *state.Session {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.sess.Clone()
}

// Speaker is the agent holding the turn, "" for none.
func (e *Engine) Speaker() string {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.sess.Speaker
}

// Stack lists the waiting tasks' agents, bottom first.
func (e *Engine) Stack() []string {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.sess.Stack().Names()
}

// Fact reads one fact.
func (e *Engine) Fact(key string) string {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.sess.Facts[key]
}

// PendingApproval is the approval waiting for the user, if any.
func (e *Engine) PendingApproval() (state.Approval, bool) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if a := e.sess.Pending.Approval; a != nil {
		return *a, true
	}
	return state.Approval{}, false
}

// PendingSecret is the secret the next input must be, if any.
func (e *Engine) PendingSecret() (state.Secret, bool) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if s := e.sess.Pending.Secret; s != nil {
		return *s, true
	}
	return state.Secret{}, false
}

// Domain is the engine's domain.
func (e *Engine) Domain() *agents.Domain { return e.domain }

// EngineName is "offline" or "openai"; Model the model name.
func (e *Engine) EngineName() string { return e.brain.Name() }

// Model is the model's name, "" offline.
func (e *Engine) Model() string { return e.brain.Model() }

// Usage counts the model requests and tokens of the whole session.
func (e *Engine) Usage() agents.Usage { return e.brain.Usage() }

// Title is the display title of an agent name (the concierge included).
func (e *Engine) Title(name string) string {
	if a := e.domain.Agent(name); a != nil && a.Title != "" {
		return a.Title
	}
	if name == agents.ConciergeName {
		return "Concierge"
	}
	return name
}

// ReadOnly reports a view of a session open in another process (R43).
func (e *Engine) ReadOnly() bool { return e.readOnly }
