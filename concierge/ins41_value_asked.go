package concierge

// A request that names a value an agent takes is work asked of that
// agent, never a question whether the product does it (round 34's ins
// 04): "can you do me a rejection for 31pl77" was answered "No, I can't
// help with that here" because "a rejection" matched no agent's words,
// though the claim id is the decline letter's. A claim id written as one
// (letters and digits, "31PL77", "45-XY-99") that an agent takes makes
// the message its task; the router then reads it.

import "github.com/concierge-dev/concierge/agents"

// valueAsked reports text holding an id-like value that an agent of the
// domain takes.
func (e *Engine) valueAsked(text string) bool {
	if !idWordIn(text) {
		return false // "can you do mortgages": no value, a question of the product
	}
	for _, a := range e.domain.Agents {
		if a.ExposeToUser && len(agents.Extract(a, text, "")) > 0 {
			return true
		}
	}
	return false
}
