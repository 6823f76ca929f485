package offline

// A need in one account and where the money comes from is one transfer
// (round 36's 41, bank46): "i need 150 in checking for a bill, grab it
// from savings" was cut in two, and "grab it from savings" taken as a
// second account for the balance check ("i need 150 in savings …"): two
// balances shown, no transfer. A piece that only names an account as the
// source of money ("grab it from savings", "use checking", "take it out of
// checking", "pull it frm savings") after a request that holds an amount
// is that request's source, never a second request of its own.

import (
	"fmt"
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

var (
	// sourceWords say where money comes from.
	sourceWords = sync.OnceValue(func() map[string]bool { return wordSet(`from frm fr out outta off use using usin`) })
	// sourceFraming are the words said around a source: the verb of taking
	// money, a pronoun for it, politeness.
	sourceFraming = sync.OnceValue(func() map[string]bool {
		return wordSet(`and then just so ok okay pls please plz can could you u ya i we grab take takes taking pull get move
			draw withdraw borrow bring transfer it that them the money cash funds fund amount rest difference of my our
			account acct acc for this instead`)
	})
)

// sourceOfNeed reports whether piece only names the account the money of
// prev, a request that holds an amount, comes from.
func (o *Brain) sourceOfNeed(prev, piece string, among []*agents.Agent) bool {
	if !neededAmount.MatchString(prev) {
		return false
	}
	best, ok := o.router.Best(prev, among)
	if !ok {
		return false
	}
	vals := agents.Extract(best.Agent, piece, "")
	if len(vals) != 1 {
		return false
	}
	var named string
	for name := range vals {
		named = name
	}
	s := best.Agent.Slot(named)
	if s == nil || len(s.Choices) == 0 {
		return false
	}
	v, at, n := choiceNamed(s, piece)
	if v == "" {
		return false
	}
	saidWords := map[string]bool{}
	for _, w := range reading.Words(strings.ToLower(piece[at : at+n])) {
		saidWords[w] = true
	}
	source := false
	for _, w := range reading.Words(strings.ToLower(piece)) {
		switch {
		case saidWords[w]:
		case sourceWords()[w]:
			source = true
		case sourceFraming()[w]:
		default:
			return false
		}
	}
	return source
}

// needWithSource is the agent with side effects that takes its source
// from the agent whose choice the source names (the transfer, from the
// account checked), in a message said as a need and its source ("need 60
// in savings, take it out of checking"), and the request worded as that
// agent's own ("transfer 60 from checking to savings"), so that it fills
// as if typed; nil when the message is no such one: its words name the
// balance check, its shape is a transfer.
func (o *Brain) needWithSource(text string, among []*agents.Agent) (*agents.Agent, string) {
	locs := requestBreak.FindAllStringIndex(text, -1)
	from := 0
	for i, l := range locs {
		next := len(text)
		if i+1 < len(locs) {
			next = locs[i+1][0]
		}
		need, src := text[from:l[0]], text[l[1]:next]
		from = l[1]
		if !o.sourceOfNeed(need, src, among) {
			continue
		}
		amount := neededAmount.FindString(need)
		for _, b := range among {
			for k := range b.Slots {
				sl := &b.Slots[k]
				to, _, _ := choiceNamed(sl, need)
				at, _, _ := choiceNamed(sl, src)
				if len(sl.Choices) == 0 || to == "" || at == "" || to == at || amount == "" {
					continue
				}
				for _, a := range among {
					if a.HasSideEffects() && requiredBy(a, b) {
						return a, fmt.Sprintf("transfer %s from %s to %s", amount, strings.ToLower(at), strings.ToLower(to))
					}
				}
			}
		}
	}
	return nil, ""
}

// neededAmount is the figure of money a need says.
var neededAmount = reading.Lazy(`\$?\d[\d,]*(?:\.\d+)?`)
