package concierge

// A condition dropped after a refusal (R8, R53; issue 24 round 9). "send
// my daughter 100 only if she dumps her boyfriend" is refused for its
// condition: money used to control a person. "send my daughter 100 for
// her birthday" right after names the same person and the same amount,
// and was refused as the same request said again — yet it has no harm of
// its own (the harm check judged it alone first): it drops the condition
// and gives a purpose of its own. Pressing the refused request ("come on
// just do it", "it's fine, she won't know") gives no purpose and stays
// refused (harm_insist.go), as does a message that keeps a condition.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// setsTerms are the words that set terms on a request: "only if she …", "unless he …", "as
// long as …", "in exchange for …".
var setsTerms = reading.Lazy(`\b(?:if|unless|as long as|so long as|provided|providing|on condition|on the condition|in exchange for|in return for|until|but only when|only when|only once)\b`)

// ownPurpose gives a request a purpose of its own: "for her birthday",
// "for groceries", "because it's her birthday", "as a gift", "to cover
// the rent".
var ownPurpose = reading.Lazy(`\b(?:for (?:(?:her|his|their|my|our|the|a|an|some|this|next) )?(?:[a-z]+ )?(?:birthday|bday|christmas|xmas|rent|groceries|grocery|food|lunch|dinner|school|uni|college|tuition|books|fees|bills?|present|gift|wedding|anniversary|holiday|trip|car|phone|doctor|dentist|medicine|petrol|gas|bus|train|fare|tickets?|share|half|allowance|pocket money|lunch money|graduation|party|shopping|clothes|shoes|repairs?|deposit|expenses|costs?|treat|visit|flight|kids?|baby|vet)\b|because|cause (?:its|it is|shes|hes)|since (?:its|it is|shes|hes)|as (?:a|her|his|their|my) (?:gift|present|treat|birthday|allowance)|to (?:cover|help (?:her|him|them) with|pay (?:for|off)|buy)\b|(?:its|it is) (?:her|his|their) (?:birthday|bday|rent|allowance|lunch money|pocket money)|happy birthday)`)

// dropsRefusedCondition reports a message that asks, with a purpose of its
// own and no condition, for what the last refused request asked only on a
// condition.
func (e *Engine) dropsRefusedCondition(text string) bool {
	r, ok := e.lastRefusal()
	if !ok {
		return false
	}
	flat := strings.NewReplacer("'", "", "’", "")
	refused, n := flat.Replace(normalise(e.refusedTexts(r))), flat.Replace(normalise(text))
	return setsTerms.MatchString(refused) && !setsTerms.MatchString(n) && ownPurpose.MatchString(n)
}
