package concierge

// A look at the user's own things right after a refused money act (R8,
// R53; tryout 37 bank 10, 61): "can you help me launder some money through
// my savings" is refused, and "ok then just show savings" or "fine. whats
// my balance then" after it asks nothing the refusal was for. The router
// sends both to account_balance on the topic word alone ("savings",
// "balance"), which made the look "the same request as before". A read
// with no side effect cannot carry out an act on money, so it is served
// (sign-in first) unless it points back at the refused request ("ok show
// me it then") or names its values, or the refusal was for reading
// someone else's things — where the look itself is the refused act.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
)

// moneyActRefusals are the words of a refusal's reason for an act on
// money: what a look at the user's own balance cannot do. A reason not
// named here keeps the refusal holding (fail closed).
var moneyActRefusals = []string{"launder", " money", "fraud", "a payment for a crime", "fund terror", "sell drugs", "the bank's limits"}

// readsOwnAfterMoneyAct reports a request to a that only reads the user's
// own things after a refusal of an act on money (see above).
func (e *Engine) readsOwnAfterMoneyAct(text string, a *agents.Agent) bool {
	if a == nil || a.HasSideEffects() || !e.refusedForTheAct() {
		return false
	}
	reason := e.lastRefusalReason()
	if strings.Contains(reason, "someone") || strings.Contains(reason, "other") || !containsAny(reason, moneyActRefusals) {
		return false // "show me my ex's balance": the look is the refused act
	}
	r, ok := e.lastRefusal()
	if !ok {
		return false
	}
	refused := e.refusedTexts(r)
	if pointsBack(normalise(refused)) || namedPerson.MatchString(refused) || hasRelation(refused) {
		return false // someone else's money in the refused request
	}
	n := normalise(text)
	if pointsBack(n) || pointsAtRefused(n) || sharesValue(refused, text) {
		return false // "ok then do it with checking": the refused request again
	}
	return true
}

// containsAny reports s holding one of subs.
func containsAny(s string, subs []string) bool {
	for _, sub := range subs {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}

// hasRelation reports a person named by the user's relation to them.
func hasRelation(text string) bool {
	for _, w := range strings.Fields(normalise(text)) {
		if relationNouns()[strings.Trim(w, ".,!?'’s")] || relationNouns()[strings.Trim(w, ".,!?")] {
			return true
		}
	}
	return false
}

// pointsAtRefused reports "it", "that" or "this" as what the message is
// about: the request just refused.
func pointsAtRefused(n string) bool {
	for _, w := range strings.Fields(strings.NewReplacer(",", " ", ".", " ", "?", " ", "!", " ").Replace(n)) {
		switch w {
		case "it", "that", "this", "those", "these":
			return true
		}
	}
	return false
}

// movesTheRefusedMoney reports a request with a side effect, going on
// from a refused act on money, whose object is "it" or "that": "fine, just
// move it through checking then" after refused laundering moves the very
// money refused.
func (e *Engine) movesTheRefusedMoney(text string) bool {
	n := normalise(text)
	if !elaborates(n) || !pointsAtRefused(n) || !e.asksForEffect(text) || !e.refusedForTheAct() {
		return false
	}
	return containsAny(e.lastRefusalReason(), moneyActRefusals)
}
