package concierge

// What the product cannot do about claims, said in the ways people ask
// it (R50's cannot_handle; issue 24 round 7): "give me the decline letters
// for every claim jenny did this week", "pull up all of bob's claims",
// "whats the status of claim 18MN44", "has my claim been paid yet". No
// agent lists, searches or tracks claims — they write a letter for one
// claim id given — so these are said plainly with the nearest thing an
// agent does, never forced into a letter that asks for a topology and an
// id. The verb-first kinds of cannot.go miss them: their object stands
// far from the verb, or there is no verb at all.

import (
	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// phrasedKind is a kind of out-of-scope work found by its phrasing
// anywhere in a clause; withID false drops it when the clause names a
// value an agent takes (a claim id: then it is that claim's letter).
type phrasedKind struct {
	kind   outOfScope
	said   *reading.LazyRegexp
	withID bool
	// ownsValues: values said with it (a claim id, a topology) are its
	// own, not a request of their own — "approval letter, claim 42TT42
	// home" writes no decline letter for 42TT42
	ownsValues bool
}

var phrasedKinds = []phrasedKind{
	// a letter of another kind than a decline (issue 24 round 9): "make
	// the letter say the claim was approved", "an acceptance letter", "a
	// letter confirming the payout" — held with or without a claim id
	{outOfScope{what: "write a letter that approves, accepts or pays out a claim"}, reading.Lazy(`(?i)\b(?:accept(?:ance|ed)?|approv(?:al|ed|e)|pay\s?out|payment|settlement|offer|good\s+news|confirmation|success(?:ful)?|yes)\s+letters?\b` +
		`|\bletters?\b(?:\s+[a-z0-9']+){0,6}?\s+(?:saying|that\s+says|to\s+say|say|says|stating|state|confirming|confirm|confirms|telling|tell|tells|approving|accepting|announcing|with)\b(?:\s+[a-z0-9']+){0,7}?\s+(?:approved|accepted|covered|paid|paying|payout|pay\s+out|approval|acceptance|settled|successful|will\s+pay|will\s+be\s+paid|good\s+news)\b` +
		`|\b(?:write|make|draft|turn|change|do)\s+(?:it|the\s+letter|this|that|one)\s+(?:into|as)\s+(?:an?\s+)?(?:approval|acceptance|payout|yes)\b` +
		`|\bletters?\s+(?:to\s+)?(?:approv|accept|confirm)\w*\s+(?:the\s+|their\s+|his\s+|her\s+|a\s+)?(?:claim|payout|payment|pay\s?out|settlement|cover)\b`), true, true},
	{outOfScope{what: "list, search or look up claims"}, reading.Lazy(`(?i)\b(?:every|each|any|all(?:\s+of)?(?:\s+(?:the|my|our|his|her|their|these|those|[a-z]+'?s))?)\s+(?:[a-z]+\s+)?claims?\b|\b(?:list|search|show|find|pull\s+up|look\s+up|lookup|browse|see|view|fetch|display|bring\s+up|get)\b(?:\s+[a-z']+){0,4}?\s+claims\b|\b(?:his|her|their|[a-z]+'s)\s+claims\b|\bclaims\s+(?:that|which|from|by|made|lodged|filed|done|handled)\b`), false, false},
	{outOfScope{what: "see a claim's status"}, reading.Lazy(`(?i)\bstatus\b(?:\s+[a-z0-9']+){0,3}?\s+claims?\b|\bclaims?\b(?:\s+[a-z0-9']+){0,3}?\s+status\b|\b(?:where|how)(?:\s+is|\s+are|'s|s)\s+(?:my|the|our|his|her|their|that)\s+claims?\s+(?:going|at|up\s+to|doing|progressing|coming\s+along|looking)\b|\bwhat'?s\s+(?:happening|going\s+on)\s+with\s+(?:my|the|our|his|her|their|that)\s+claims?\b|\b(?:has|have|was|is|did)\s+(?:my|the|our|his|her|their|that|this)?\s*claims?\b(?:\s+[a-z0-9]+){0,2}?\s+(?:been\s+)?(?:approved|accepted|paid|settled|processed|go\s+through|gone\s+through|went\s+through)\b`), true, false},
}

// phrasedCannot is the out-of-scope kind a clause is phrased as, nil when
// none or when an agent of the domain says in its own words that it does
// it.
func (e *Engine) phrasedCannot(clause string) *outOfScope {
	for i := range phrasedKinds {
		k := &phrasedKinds[i]
		if !k.said.MatchString(clause) || e.declaresPhrased(k) || !k.withID && e.namesAnID(clause) {
			continue
		}
		return &k.kind
	}
	return nil
}

// declaresPhrased reports an agent whose description, task or examples
// are phrased as the kind: then it is that agent's work.
func (e *Engine) declaresPhrased(k *phrasedKind) bool {
	for _, a := range e.domain.Agents {
		for _, said := range append([]string{a.Description, a.Task, a.Intro}, a.Examples...) {
			if k.said.MatchString(said) {
				return true
			}
		}
	}
	return false
}

// namesAnID reports a clause holding a value of an agent's pattern slot
// (a claim id): "letters for all claims 12AB34 and 34CD56" names them.
func (e *Engine) namesAnID(clause string) bool {
	for _, a := range e.domain.Agents {
		for name := range agents.Extract(a, clause, "") {
			if s := a.Slot(name); s != nil && s.Kind == agents.KindPattern {
				return true
			}
		}
	}
	return false
}

// ownsValues reports a kind whose values said with it are its own: a
// claim id after "an approval letter" asks for no decline letter.
func ownsValues(k *outOfScope) bool {
	for i := range phrasedKinds {
		if &phrasedKinds[i].kind == k {
			return phrasedKinds[i].ownsValues
		}
	}
	return false
}
