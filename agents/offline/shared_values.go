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

// SplitRequests cuts a message into the requests it holds (splitRequests),
// then gives each request the value said once for all ("both motor") and
// its own of the ids said in a row ("10AB01 10AB02").
func (o *Brain) SplitRequests(text string, among []*agents.Agent) []string {
	if len(among) == 0 {
		among = o.all
	}
	if parts, ok := o.splitWithOrdinalFix(text, among); ok {
		return parts // "…, actually make the second one 40" (split_ordinal_fix.go)
	}
	if parts, ok := o.assignedSplit(text, among); ok {
		return parts // "11AA22 and 33BB44, first is motor second is home" (split_assigned.go)
	}
	text = o.amountsJoined(text, among) // "send $15 & $25 to 7654321": the destination after each (amounts_joined.go)
	parts := o.inSaidOrder(text, among) // "… after you check my savings": the savings first
	if parts == nil {
		parts = o.splitRequests(text, among)
	}
	parts = o.withoutCallerStory(parts, among) // "a man from microsoft said …, pay 150 to 7654321" (split_caller.go)
	parts = o.withoutContext(parts, among)     // "i got paid and want to move some of it around, …" (split_context.go)
	if len(parts) > 1 && o.oneThought(text, parts, among) {
		return []string{text} // "…for 99KL00? or 99KL08, use 99KL08": one letter (split_thought.go)
	}
	parts = o.sourcesToEarlierRequests(o.amountsEach(parts, among), among) // "send 10 to A and 10 to B from checking" (shared_trailing.go)
	return o.sharedValues(o.eachValue(o.valuesToLaterRequest(parts, among), among), among)
}

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
		shared, given := 0, false
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
					given = true
					if have, _, _ := choiceNamed(sl, out[j]); have == "" {
						out[j] = strings.TrimRight(out[j], " ,.") + ", " + strings.ToLower(v)
					}
				}
			}
		}
		if shared > 0 && given && len(agents.Extract(owner[i], p, "")) == shared {
			// "…, both of them are car claims": only the shared value,
			// which every request holds now — no request of its own; with
			// no other request to hold it ("whats in both my accounts and
			// whats nvda at, and send 30 …") the request is its own
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

// eachValue makes one request per value where a request gives several of
// one pattern slot without a word between them ("decline letters 10AB01
// 10AB02 both car"): each is asked for, the other ids taken out, never
// all but the first lost (R27). Only for an agent without side effects,
// and never across a correction ("12AB34 no wait 12AB43").
func (o *Brain) eachValue(parts []string, among []*agents.Agent) []string {
	var out []string
	for _, p := range parts {
		out = append(out, o.eachValueOf(p, among)...)
	}
	return out
}

func (o *Brain) eachValueOf(p string, among []*agents.Agent) []string {
	best, ok := o.router.Best(p, among)
	if !ok || best.Agent.HasSideEffects() || reading.LastCorrection(p) >= 0 {
		return []string{p}
	}
	if each := eachChoiceOf(best.Agent, p); each != nil {
		return each // "quote aapl msft", "check aapl n amzn" (each_choice.go)
	}
	for _, sl := range best.Agent.Slots {
		if sl.Kind != agents.KindPattern || sl.Pattern == nil {
			continue
		}
		if agents.SettleValues(&sl, p).Thought() {
			return []string{p} // "12AB34 – no, 12AB43": one value thought over, not one each
		}
		var found [][]int
		seen := map[string]bool{}
		for _, loc := range agents.IDMatches(&sl, p) { // never "the 19yo wasn't named"
			v := p[loc[0]:loc[1]]
			if _, err := sl.Normalize(v, nil); err != nil || seen[strings.ToLower(v)] {
				continue
			}
			seen[strings.ToLower(v)] = true
			found = append(found, loc)
		}
		if found = agents.LikeValues(&sl, p, found); len(found) < 2 {
			continue // "…, see report ref 2023QX": the reason's, no second id (agents/extract_id_second.go)
		}
		var each []string
		for i := range found {
			var b strings.Builder
			from := 0
			for j, loc := range found {
				if j != i {
					b.WriteString(p[from:loc[0]])
					from = loc[1]
				}
			}
			b.WriteString(p[from:])
			each = append(each, strings.ReplaceAll(strings.Join(strings.Fields(b.String()), " "), " ,", ","))
		}
		return each
	}
	return []string{p}
}
