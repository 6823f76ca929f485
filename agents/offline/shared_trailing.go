package offline

// A source said once at the end of several requests (issue 24, bank24a;
// R50): "send 10 to 1234324 and 10 to 7654321 from checking" took the
// Checking account for the second transfer only, and the first asked
// which account. A choice said with "from" or "out of" at the end of the
// last request of a run for one agent ("…, both from savings", "… out of
// checking") is each earlier request's of that run that names none of
// its own; a piece that only says it ("both from savings") is no request
// of its own. A source said first ("from savings send 5 to A and 6 to
// B") is carried forward already (values_forward.go, the split's own).

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// trailingSource is a source clause at the end of a request: "from
// checking", "both out of my savings account", ", all from savings".
var trailingSource = reading.Lazy(`(?i)(?:^|[\s,;]+)(?:and\s+)?(?:(?:both|all|each|all\s+of\s+(?:them|it)|both\s+of\s+them)\s+)?(?:from|out\s+of|outta|off)\s+(?:my\s+|the\s+|our\s+)?([a-z]+)(?:\s+(?:account|acct|acc))?(?:\s+(?:please|pls|plz|thanks|thx|for\s+both|for\s+all|for\s+each|for\s+them|too|each))*[\s.!?]*$`)

// sourcesToEarlierRequests gives the choice said as a trailing source of
// the last request of a run to each earlier request of the same agent
// that names none; a last piece that holds nothing else is dropped.
func (o *Brain) sourcesToEarlierRequests(parts []string, among []*agents.Agent) []string {
	if len(parts) < 2 {
		return parts
	}
	owner := make([]*agents.Agent, len(parts))
	var prev *agents.Agent
	for i, p := range parts {
		if best, ok := o.router.Best(p, among); ok {
			owner[i] = best.Agent
		}
		if prev != nil && trailingSource.MatchString(p) && (owner[i] == nil || requiredBy(prev, owner[i])) {
			owner[i] = prev // "…, both from savings", "10 to B from checking": the run's own, not a balance
		}
		prev = owner[i]
	}
	last := len(parts) - 1
	m := trailingSource.FindStringSubmatchIndex(parts[last])
	a := owner[last]
	if m == nil || a == nil {
		return parts
	}
	word := parts[last][m[2]:m[3]]
	sl := o.sourceSlot(a, word)
	if sl == nil {
		return parts
	}
	clause := strings.TrimSpace(strings.TrimLeft(parts[last][m[0]:], " ,;"))
	only := strings.TrimSpace(strings.Trim(parts[last][:m[0]], " ,;.")) == ""
	out := append([]string(nil), parts...)
	given := false
	for j := last - 1; j >= 0 && owner[j] == a; j-- {
		if v, _, _ := choiceNamed(sl, out[j]); v != "" {
			break // a source of its own: the run ends there
		}
		out[j] = strings.TrimRight(out[j], " ,.;") + " " + plainSource(clause)
		given = true
	}
	if given && only {
		out = out[:last] // "both from savings" asks nothing of its own
	}
	return out
}

// plainSource is the clause without its "both"/"all" and courtesy:
// "from savings".
func plainSource(clause string) string {
	m := trailingSource.FindStringSubmatch(clause)
	if m == nil {
		return clause
	}
	return "from " + strings.ToLower(m[1])
}

// sourceSlot is the choice slot word names among a's slots and those of
// the agents its requirements are met by (the account a transfer's
// balance check asks), nil when it names none.
func (o *Brain) sourceSlot(a *agents.Agent, word string) *agents.Slot {
	cands := []*agents.Agent{a}
	for _, r := range a.Requires {
		for _, b := range o.all {
			if b.Name == r.By {
				cands = append(cands, b)
			}
		}
	}
	for _, c := range cands {
		for k := range c.Slots {
			sl := &c.Slots[k]
			if len(sl.Choices) == 0 || sl.Kind == agents.KindSecret {
				continue
			}
			if v, _, _ := choiceNamed(sl, word); v != "" {
				return sl
			}
		}
	}
	return nil
}

// requiredBy reports b as the agent a requirement of a is met by.
func requiredBy(a, b *agents.Agent) bool {
	for _, r := range a.Requires {
		if r.By == b.Name {
			return true
		}
	}
	return false
}

// twoAmountsOneTarget is two amounts said for one destination: "move 20
// and 30 to 1234324 from savings".
var twoAmountsOneTarget = reading.Lazy(`(?i)^(.*?)(\$?\d[\d,]*(?:\.\d+)?\s*(?:bucks|dollars|usd)?)\s+(?:and|&|\+)\s+(\$?\d[\d,]*(?:\.\d+)?\s*(?:bucks|dollars|usd)?)\s+((?:to|into|over\s+to)\s+\S.*)$`)

// amountsEach makes one request per amount where a request gives two
// amounts for one destination (and source): each amount is a transfer of
// its own, and the destination and source said once are each one's.
// Never "between 20 and 30", never a figure's own comma ("1,200" is
// one amount), and only for an agent with a money slot.
func (o *Brain) amountsEach(parts []string, among []*agents.Agent) []string {
	var out []string
	for _, p := range parts {
		m := twoAmountsOneTarget.FindStringSubmatch(p)
		if m == nil || strings.HasSuffix(strings.ToLower(strings.TrimSpace(m[1])), "between") {
			out = append(out, p)
			continue
		}
		best, ok := o.router.Best(p, among)
		if !ok || !hasMoneySlot(best.Agent) {
			out = append(out, p)
			continue
		}
		out = append(out, m[1]+strings.TrimSpace(m[2])+" "+m[4], m[1]+strings.TrimSpace(m[3])+" "+m[4])
	}
	return out
}

func hasMoneySlot(a *agents.Agent) bool {
	for _, s := range a.Slots {
		if s.Kind == agents.KindMoney {
			return true
		}
	}
	return false
}
