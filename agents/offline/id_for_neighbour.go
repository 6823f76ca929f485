package offline

// An id said in its own sentence after the request it is for (R50; issue
// 24 round 9): "… then I have to produce a decline for a car accident
// claim. I think the claim is 15KD60 but let me double-check once I know
// where to look." The last sentence's "where" and "know" are the claim id
// finder's words, but it asks nothing of that agent — it takes no value
// there — and it holds the id the decline before it lacks: it is that
// request's.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
)

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
	for i := range pa.Slots {
		if s := &pa.Slots[i]; s.Kind == agents.KindPattern && before[s.Name] == "" && cuedFigure(s, piece) {
			return true // "decline letter, claim number 12-345": the letter's id, refused there, never the finder's request
		}
	}
	return false
}

// cuedFigure reports one of the slot's cues followed by a token with a
// digit ("claim number 12-345", "claim no: 8812"): a value said for the
// slot, whether or not its pattern takes it.
func cuedFigure(s *agents.Slot, piece string) bool {
	lower := strings.ToLower(piece)
	for _, c := range s.Cues {
		for from := 0; ; {
			i := strings.Index(lower[from:], c)
			if i < 0 {
				break
			}
			i += from
			from = i + len(c)
			if i > 0 && isWordByte(lower[i-1]) || from < len(lower) && isWordByte(lower[from]) {
				continue
			}
			rest := strings.Fields(strings.NewReplacer(":", " ", "#", " ", "=", " ").Replace(lower[from:]))
			if len(rest) > 0 && (rest[0] == "is" || rest[0] == "was") {
				rest = rest[1:]
			}
			if len(rest) > 0 && strings.ContainsAny(rest[0], "0123456789") {
				return true
			}
		}
	}
	return false
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_'
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
