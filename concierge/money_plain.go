package concierge

// Money asked about in plain words (R1, R3; issue 24, round 9): "ok so
// can i see my money" was "I'm not sure how to help" and "hows my money
// looking" a stock lookup of "money". A message about the user's own
// money, cash or funds that moves none of it and names no value is asked
// of the router as the balance it is: "my money" read as "my balance". A
// task that answers it with no side effect takes it (the sign-in first,
// as its requirement says).

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// ownMoney is the user's money named in plain words: "my money", "my
// cash", "my funds", "my finances", and in slang (issue 24, bank22a: "yo
// whats my bread lookin like" was a stock lookup of "bread"): "my
// dough", "my dosh", "my moolah"; or asked as what the user has: "how
// much i got", "how much dough do i have left".
var ownMoney = reading.Lazy(`(?i)\bmy\s+(?:money|cash|funds|dough|finances|savings\s+and\s+checking|moneys|bread|dosh|moolah|mula|moola|loot|wonga|dinero|cheddar|readies|lolly)\b|` +
	`\bhow\s+much\s+(?:(?:money|cash|funds|dough|bread|dosh|moolah|mula|moola|loot|wonga|dinero)\s+)?(?:do\s+|did\s+|have\s+|ha(?:ve)?\s+|'?ve\s+)?(?:i|we)(?:'?ve)?\s+(?:got|gotten|have|have\s+got|got\s+left|have\s+left)\b|` +
	// "what is in my checking account", "whats in my savings", "how much
	// is in my accounts", "what do i have in checking" (bank33: the words
	// "checking" and "account" routed it to a transfer)
	`\b(?:what(?:'?s|\s+is|\s+s|\s+do\s+i\s+have|\s+have\s+i\s+got|\s+i\s+got)|wats|wat\s+is|how\s+much(?:\s+(?:money|cash|funds|dough))?(?:'?s|\s+is|\s+s|\s+do\s+i\s+have|\s+i\s+got|\s+have\s+i\s+got)?)` +
	`\s+(?:(?:left|sitting|currently|there|still|now|actually|exactly)\s+)*(?:in|inside|on)\s+(?:(?:my|the|our|both|all|of|me)\s+)*` +
	`(?:(?:checking|chequing|savings|saving|current)(?:\s+(?:account|acct|accnt|acc)s?)?|(?:account|acct|accnt|acc)s?)\b`)

// movesMoney are the words of a request that does something with money
// rather than asking how it stands.
var movesMoney = lazyWordSet(`send sent transfer move moving pay paying wire withdraw deposit spend spending invest buy sell give lend
	put take split afford owe borrow convert exchange donate`)

// plainMoneyTask is the task a plain question about the user's own money
// routes to as a balance question; nil when the message is none.
func (e *Engine) plainMoneyTask(text string) *agents.Agent {
	loc := ownMoney.FindStringIndex(text)
	if loc == nil || strings.ContainsAny(text, "0123456789$") {
		return nil
	}
	if len(e.router.SplitRequests(text, e.domain.Agents)) > 1 {
		return nil // "whats amazon at, and while youre at it how much do i have in savings": both requests, routed as such (bank37_joined_requests_test.go)
	}
	for _, w := range reading.Words(strings.ToLower(text)) {
		if movesMoney()[w] {
			return nil // "can i send my money to 7654321": a transfer
		}
	}
	asked := text[:loc[0]] + "my balance" + text[loc[1]:]
	best, ok := e.router.Best(asked, e.domain.Agents)
	if !ok || !best.Core || best.Agent.HasSideEffects() || e.sess.Agenda.Holds(best.Agent.Name) || !mentionsBalance(best.Agent) {
		return nil
	}
	e.note(state.NoteRoute, fmt.Sprintf("Choosing %s due to: %q asks how the user's money stands, a balance", best.Agent.Name, reading.Clip(text[loc[0]:loc[1]], 30)))
	return best.Agent
}

// balanceWord finds "balance" in an agent's own words.
var balanceWord = reading.Lazy(`(?i)\bbalances?\b`)

// mentionsBalance reports an agent whose task or intro is about a balance.
func mentionsBalance(a *agents.Agent) bool {
	return balanceWord.MatchString(a.Task + " " + a.Intro + " " + a.Description)
}
