package concierge

// The values an engine read for an agent, checked and stored (split from
// agent_turn.go, which holds the agent's turn, to keep files short).

import "github.com/concierge-dev/concierge/agents"

// take checks an engine's slot values in code and stores the good ones,
// with the user's words that gave them (said). It returns the problems of
// the values it refused, by slot.
func (e *Engine) take(a *agents.Agent, in agents.Interpretation, said string) map[string]error {
	w := e.sess.WorkFor(a.Name)
	facts := agents.Facts(e.sess.Facts)
	problems := map[string]error{}
	seen := e.pinnedFacts(a)
	for _, s := range a.Slots {
		raw, ok := in.Slots[s.Name]
		if !ok || s.Kind == agents.KindSecret {
			continue // secrets come only from masked input, never from an engine
		}
		if text, tail := e.tailRequest(a, s, raw); tail != "" {
			raw = text // "… saying eggs and milk and then show me everything": the list next (text_tail_request.go)
			e.queueTail(tail)
		}
		raw = e.ownerWithoutPossessive(a, &s, raw) // "ada's" at "Whose notes?" (signin_possessive.go)
		if bad := unsaidAmount(s, said, raw); bad != nil {
			problems[s.Name] = bad // "$5OO" read as 500 by an engine: asked again, never guessed
			continue
		}
		v, err := s.Normalize(raw, seen)
		e.keepRefused(a, s, raw, err) // more than the source holds: offered again when it changes
		if err != nil {
			problems[s.Name] = err
			continue
		}
		if agents.ToldOverGiven(&s, w.Slots[s.Name], v, said) {
			// "the claimant's van was parked inside the garage" on a Home
			// claim: a thing in the story, the type kept (ins31_type_kept.go)
			delete(in.Slots, s.Name)
			continue
		}
		w.Slots[s.Name] = v
		w.Said[s.Name] = said
		if s.Fact != "" && !(rememberedOfUser(&s) && (forSomeoneElse(said) || w.Memory[agents.ForSomeoneElseMemory] != "")) {
			// "my coworker at the partner garage asked …": theirs, never
			// kept as the user's own (ins31_third_party.go)
			facts[s.Fact] = v
		}
	}
	return problems
}
