package offline

// An id said in its own sentence after the request it is for (R50; issue
// 24 round 9): "… then I have to produce a decline for a car accident
// claim. I think the claim is 15KD60 but let me double-check once I know
// where to look." The last sentence's "where" and "know" are the claim id
// finder's words, but it asks nothing of that agent — it takes no value
// there — and it holds the id the decline before it lacks: it is that
// request's.

import "github.com/concierge-dev/concierge/agents"

// idOfNeighbour reports a piece whose own agent a takes no value from it
// and which holds an id (a pattern slot's value) for the request before
// it, of agent pa, that the request does not hold yet.
func idOfNeighbour(pa, a *agents.Agent, prev, piece string) bool {
	if pa == nil || a == nil || pa == a || takesValue(a, piece) {
		return false
	}
	before := agents.Extract(pa, prev, "")
	for name, raw := range agents.Extract(pa, piece, "") {
		s := pa.Slot(name)
		if s == nil || s.Kind != agents.KindPattern || before[name] != "" {
			continue
		}
		if _, err := s.Normalize(raw, nil); err == nil {
			return true
		}
	}
	return false
}

// idForOther reports a clause that holds an id of one agent's while its
// words route to another that takes nothing from it: "I think the claim
// is 15KD60 but let me double-check once I know where to look" gives the
// letter's claim id; it asks the finder nothing.
func (o *Brain) idForOther(clause string, among []*agents.Agent) bool {
	best, ok := o.router.Best(clause, among)
	if !ok {
		return false
	}
	for _, pa := range among {
		if pa != best.Agent && idOfNeighbour(pa, best.Agent, "", clause) {
			return true
		}
	}
	return false
}
