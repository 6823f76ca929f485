package offline

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// valuesOnly splits a message that is only values for one question ("AAPL
// and MSFT") into one request per value; anything else stays whole.
func (o *Brain) valuesOnly(text string, locs [][]int, among []*agents.Agent) []string {
	if reading.LastCorrection(text) >= 0 {
		return []string{text} // "apple, I mean microsoft": one value, corrected
	}
	var parts []string
	from := 0
	for _, l := range append(locs, []int{len(text), len(text)}) {
		if p := strings.TrimSpace(text[from:l[0]]); p != "" {
			parts = append(parts, p)
		}
		from = l[1]
	}
	if parts = withoutLead(parts); len(parts) < 2 { // "cool cool. check apple and amazon" (split_lead.go)
		return []string{text}
	}
	var agent *agents.Agent
	slot, seen := "", map[string]bool{}
	for _, p := range parts {
		best, ok := o.router.Best(p, among)
		if !ok || (agent != nil && best.Agent != agent) {
			return []string{text}
		}
		agent = best.Agent
		vals := agents.Extract(agent, p, "")
		if len(vals) != 1 {
			return []string{text}
		}
		for name, v := range vals {
			if (slot != "" && name != slot) || seen[strings.ToLower(v)] {
				return []string{text}
			}
			slot, seen[strings.ToLower(v)] = name, true
		}
	}
	for i := 1; i < len(parts); i++ {
		if o.sourceOfNeed(parts[0], parts[i], among) {
			return []string{text} // "need 60 in savings, take it out of checking": one transfer (split_need_source.go)
		}
	}
	for i := 1; i < len(parts); i++ {
		parts[i] = o.sameRequestFor(parts[0], parts[i], among)
	}
	return parts
}
