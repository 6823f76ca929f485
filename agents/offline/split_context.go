package offline

// Context said before the requests of a run-on (R27, R50; issue 24 round
// 13): "ok so basically i got paid today and i want to move some of it
// around, first tell me whats in checking, then put 100 into 7654321".
// The first clause routes to the transfer ("move"), but it gives no value
// and only announces what follows, vaguely ("some of it", "a few things",
// "sort out"): the transfer it announces is the one said with its values
// later. It was planned as a step of its own, a transfer asked for twice.
// Such a clause is dropped from the plan; it holds nothing to lose.

import (
	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// announcesVaguely is a word that leaves what to do open: "some of it",
// "a few things", "sort out my money", "do some banking stuff".
var announcesVaguely = reading.Lazy(`(?i)\b(?:some|stuff|things?|around|bits?|bunch|a\s+few|a\s+couple|couple\s+of|few\s+things|a\s+lot|various|several|sort\s+(?:out|through)|deal\s+with|take\s+care\s+of|handle|admin|errands)\b`)

// withoutContext is parts without the ones that only announce another
// part of the same agent: no value for any agent, a vague word, and
// another part routed to the same agent that gives values. With fewer
// than two parts, or none that announces, parts as they were.
func (o *Brain) withoutContext(parts []string, among []*agents.Agent) []string {
	if len(parts) < 2 {
		return parts
	}
	owner := make([]*agents.Agent, len(parts))
	valued := make([]bool, len(parts))
	for i, p := range parts {
		if best, ok := o.router.Best(p, among); ok {
			owner[i] = best.Agent
			if by, _ := o.byValues(p, among, best); by != nil {
				owner[i] = by
			}
		}
		valued[i] = givesValue(p, among)
	}
	var out []string
	for i, p := range parts {
		if owner[i] != nil && announces(p, among) && o.saidConcretely(i, owner, valued) {
			continue
		}
		out = append(out, o.withoutAnnouncingLead(p, among))
	}
	if len(out) == 0 {
		return parts
	}
	return out
}

// clauseEnd ends a clause inside a request: "need to sort a few things
// out: check my savings", "… around lol. whats in checking".
var clauseEnd = reading.Lazy(`[,;:.!?]\s+`)

// withoutAnnouncingLead is a request without the clauses before it that
// only announce ("need to shuffle a bit of cash around lol. whats in
// checking": "whats in checking"), when what is left still asks for
// something in words of its own; the request as it was otherwise.
func (o *Brain) withoutAnnouncingLead(p string, among []*agents.Agent) string {
	rest := p
	for {
		loc := clauseEnd.FindStringIndex(rest)
		if loc == nil || !announces(rest[:loc[0]], among) {
			break
		}
		if _, ok := o.router.Best(rest[loc[1]:], among); !ok {
			break // "send some money to my mom, 50 dollars": the rest is its values
		}
		rest = rest[loc[1]:]
	}
	return rest
}

// saidConcretely reports another part than i, of i's agent, with values.
func (o *Brain) saidConcretely(i int, owner []*agents.Agent, valued []bool) bool {
	for j := range owner {
		if j != i && owner[j] == owner[i] && valued[j] {
			return true
		}
	}
	return false
}

// announces reports a piece that gives no value to any agent and leaves
// what to do open: "i need to sort a few things out". Before a request it
// leads nothing: the request's step is said without it.
func announces(piece string, among []*agents.Agent) bool {
	return announcesVaguely.MatchString(piece) && !givesValue(piece, among)
}

// givesValue reports a piece some agent takes a value from.
func givesValue(piece string, among []*agents.Agent) bool {
	for _, a := range among {
		if len(agents.Extract(a, piece, "")) > 0 {
			return true
		}
	}
	return false
}
