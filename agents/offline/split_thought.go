package offline

import "github.com/concierge-dev/concierge/agents"

// oneThought keeps whole a message that thinks aloud over one id ("decline
// letter for 99KL00? or 99KL08, use 99KL08", "letter for 12AB34 – no,
// 12AB43, car"): a question mark or a comma between the ids is no break
// between two requests, and the value settled on is the request's own
// (agents.SettleValues). Only where every piece is the same agent's (or
// no agent's): a second request for another agent still splits.
func (o *Brain) oneThought(text string, parts []string, among []*agents.Agent) bool {
	best, ok := o.router.Best(text, among)
	if !ok || best.Agent.HasSideEffects() {
		return false
	}
	thought := false
	for i := range best.Agent.Slots {
		thought = thought || agents.SettleValues(&best.Agent.Slots[i], text).Thought()
		// "decline 77CD88 home, the damage came from a car reversing into
		// the wall": one letter, its type stated, a car told of in the
		// finding (agents/choice_told.go, ins31)
		thought = thought || agents.StatedChoice(&best.Agent.Slots[i], text) != ""
	}
	if !thought {
		return false
	}
	for _, p := range parts {
		if other, ok := o.router.Best(p, among); ok && other.Core && other.Agent != best.Agent {
			return false
		}
	}
	return true
}
