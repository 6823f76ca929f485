package offline

// A second value of a patterned slot must look like the first, or be
// named as the slot's (round 35's ins 27, 32; agents/extract_id_second.go).

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// secondValue reports a piece that gives another value for a slot the
// request before it already fills, for the same agent.
func (o *Brain) secondValue(prev, piece string, among []*agents.Agent) bool {
	if reading.CorrectsAround(prev, piece) {
		return false // "send 100 to 7654321, no wait, to my savings": one request
	}
	if o.sourceOfNeed(prev, piece, among) {
		return false // "i need 150 in checking, grab it from savings": one transfer (split_need_source.go)
	}
	best, ok := o.router.Best(prev, among)
	if !ok {
		return false
	}
	if own, ok := o.router.Best(piece, among); ok && own.Core && own.Agent != best.Agent {
		// "check my savings then send 15 to 7654321 from checking": another
		// agent's request of its own, whose values are its own — never a
		// second value of the request before it ("check my checking")
		return false
	}
	before := agents.Extract(best.Agent, prev, "")
	for name, v := range valuesFor(best.Agent, piece, before) {
		if w, ok := before[name]; ok && !strings.EqualFold(w, v) {
			if agents.UnlikeSecondValue(best.Agent.Slot(name), w, v, prev+", "+piece) {
				continue // "…, see report ref 2023QX": no second claim id (second_value_shape.go)
			}
			return true
		}
	}
	return false
}
