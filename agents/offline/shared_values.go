package offline

// A value said once for several requests (R50): "decline letters for
// 11AA11 and 22BB22, both motor", "home for all three", "motor for
// each". The choice named with "both", "all" or "each" is every
// request's of the same agent that names none of its own, so none of them
// asks for it again (and "both" is never taken as a value).

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// sharedMarker says a value holds for every request of the message.
var sharedMarker = reading.Lazy(`(?i)\b(?:both|all|each|every\s+one|them\s+all|either\s+way)\b`)

// sharedValues gives the choice a request names with a shared marker to
// each other request of the same agent that names no choice of that slot.
func (o *Brain) sharedValues(parts []string, among []*agents.Agent) []string {
	if len(parts) < 2 {
		return parts
	}
	owner := make([]*agents.Agent, len(parts))
	var last *agents.Agent
	for i, p := range parts {
		if best, ok := o.router.Best(p, among); ok {
			last = best.Agent
		}
		owner[i] = last
	}
	out := append([]string(nil), parts...)
	drop := map[int]bool{}
	for i, p := range parts {
		if owner[i] == nil || !sharedMarker.MatchString(p) {
			continue
		}
		shared := 0
		for k := range owner[i].Slots {
			sl := &owner[i].Slots[k]
			if len(sl.Choices) == 0 {
				continue
			}
			v, _, _ := choiceNamed(sl, p)
			if v == "" {
				continue
			}
			shared++
			for j := range out {
				if j != i && owner[j] == owner[i] {
					if have, _, _ := choiceNamed(sl, out[j]); have == "" {
						out[j] = strings.TrimRight(out[j], " ,.") + ", " + strings.ToLower(v)
					}
				}
			}
		}
		if shared > 0 && len(agents.Extract(owner[i], p, "")) == shared {
			// "…, both of them are car claims": only the shared value,
			// which every request holds now — no request of its own
			drop[i] = true
		}
	}
	var kept []string
	for i, p := range out {
		if !drop[i] {
			kept = append(kept, p)
		}
	}
	return kept
}
