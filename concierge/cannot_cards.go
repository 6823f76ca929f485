package concierge

// What the product cannot do about cards and account security, said in
// the ways people say it (R50's cannot_handle; issue 24 round 9): "i need
// help my card got stolen" was read as a balance check and the sign-in
// asked for; "can you freeze my account" was "I'm not sure how to help";
// "i want to dispute a charge" nothing useful. No agent blocks a card,
// freezes an account or disputes a payment, and these are urgent: they
// are said plainly, with who can (the number on the card), and no sign-in
// is asked for them.

import (
	"github.com/concierge-dev/concierge/agents/reading"
	"sync"
)

// cardAdvice is who can help with a card or an account's security.
const cardAdvice = "call the number on the back of your card or your bank's support line now; they can do it at any hour"

// urgentAdvice is who can do an out-of-scope kind that cannot wait, by
// the kind's what: said instead of the nearest task here.
var urgentAdvice = sync.OnceValue(func() map[string]string {
	return map[string]string{
		"block, freeze or replace a card":                          cardAdvice,
		"block or replace a lost or stolen card":                   cardAdvice,
		"freeze, lock or block an account or a card":               cardAdvice,
		"dispute a charge or report a payment you don't recognise": cardAdvice,
		blockPayeeWhat: blockPayeeAdvice, // cannot_block_payee.go
		fraudWhat:      fraudAdvice,      // cannot_fraud.go
	}
})

var cardKinds = sync.OnceValue(func() []phrasedKind {
	return []phrasedKind{
		// a card opened or applied for is no lost one (issue 24, bank24b):
		// "can i open a new credit card" was told to block a stolen card
		{outOfScope{what: "apply for a loan, a card or a mortgage"}, reading.Lazy(`(?i)\b(?:open|opening|apply(?:ing)?\s+for|sign(?:ing)?\s+up\s+for|take\s+out|get\s+approved\s+for|qualify\s+for)\s+(?:a\s+|an\s+|another\s+|one\s+more\s+)?(?:new\s+)?(?:[a-z]+\s+)?card\b|\b(?:can|could|may)\s+i\s+(?:get|have)\s+(?:a|an|another)\s+(?:new\s+)?credit\s+card\s*(?:[?.!]|$)`), true, false},
		{outOfScope{what: "block or replace a lost or stolen card"}, reading.Lazy(`(?i)\b(?:card|cards|wallet|purse|debit\s+card|credit\s+card)\b(?:\s+[a-z']+){0,3}?\s+(?:(?:was|got|been|is|has\s+been|have\s+been|were)\s+)?(?:stolen|lost|missing|gone|taken|swiped|nicked|pinched|skimmed|cloned|compromised|snatched)\b|\b(?:lost|lose|misplaced|stole|stolen|can'?t\s+find|cannot\s+find|someone\s+took|somebody\s+took)\s+(?:my|the|a|our|his|her)\s+(?:[a-z]+\s+)?(?:card|cards|wallet|purse)\b|\b(?:new|replacement|another)\s+(?:debit\s+|credit\s+|bank\s+)?card\b`), true, false},
		{outOfScope{what: "freeze, lock or block an account or a card"}, reading.Lazy(`(?i)\b(?:freeze|frozen|lock|block|suspend|disable|deactivate|cancel|stop)\b(?:\s+[a-z']+){0,3}?\s+(?:account|accounts|card|cards)\b|\b(?:account|card)\b(?:\s+[a-z']+){0,2}?\s+(?:was|got|been|is)\s+(?:hacked|compromised|breached)\b|\bi\s+(?:think\s+i\s+)?(?:was|got|have\s+been|'ve\s+been|ve\s+been)\s+hacked\b`), true, false},
		{outOfScope{what: "dispute a charge or report a payment you don't recognise"}, reading.Lazy(`(?i)\b(?:dispute|disputing|contest|challenge|charge\s*back|chargeback|reverse|refund)\b(?:\s+[a-z']+){0,3}?\s+(?:charge|charges|transaction|transactions|payment|payments|purchase|purchases|debit)\b|\b(?:charge|charges|transaction|transactions|payment|payments|purchase|purchases|withdrawal|withdrawals)\b(?:\s+[a-z']+){0,4}?\s+(?:i\s+)?(?:don'?t|do\s+not|didn'?t|did\s+not|never)\s+(?:recogni[sz]e|make|made|authori[sz]e|buy|know)\b|\b(?:unauthori[sz]ed|fraudulent|unknown|strange|weird|suspicious|unrecogni[sz]ed)\s+(?:charge|charges|transaction|transactions|payment|payments|purchase|purchases|withdrawal|withdrawals)\b`), true, false},
		fraudKind(), // last: "someone stole my card" is the card's (cannot_fraud.go)
	}
})

// capabilityPhrases are the task phrases of what users may ask here
// ("look up a stock price", "check a balance"), the sign-in aside.
func (e *Engine) capabilityPhrases() []string {
	var out []string
	for _, a := range e.domain.Agents {
		if a.ExposeToUser && !hasSecretSlot(a) {
			out = append(out, a.TaskPhrase())
		}
	}
	return out
}

// cardKind is the kind about cards or an account's security a clause is
// phrased as, nil when none or when an agent of the domain does it.
func (e *Engine) cardKind(clause string) *outOfScope {
	if e.payeeBlockAsked(clause) {
		return &blockPayeeKind // "block account 7654321": its number is the payee's (cannot_block_payee.go)
	}
	if !e.keepsAccounts() || e.namesAnID(clause) {
		// "decline letter for claim 12AB34, the wallet was stolen": an
		// insurer's letter, not a card to block
		return nil
	}
	kinds := cardKinds()
	for i := range kinds {
		k := &kinds[i]
		if k.said.MatchString(clause) && !e.declaresPhrased(k) {
			return &k.kind
		}
	}
	return nil
}

// keepsAccounts reports a domain with an agent about an account's balance:
// a bank, whose users' cards and accounts these kinds are about.
func (e *Engine) keepsAccounts() bool {
	for _, a := range e.domain.Agents {
		if mentionsBalance(a) {
			return true
		}
	}
	return false
}
