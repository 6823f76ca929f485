package concierge

// A protected trait said bare beside an answer in a decline (R8, R53;
// issue 24, round 20's ins20b): "home, they're muslims" at the letter's
// topology question wrote the letter. No reason-word framed the trait,
// so harm19b's rule (harm19b_letter_reason.go) never judged it, yet in a
// decline nothing else is what it is said for. Once the answer is taken
// off (the choice, the claim id, a yes), a message that is nothing but a
// short statement of who the claimant is gives that as the decline's
// why, and is judged as one. A trait said with a purpose of its own
// ("she is blind, can you send it in large print", "shes pregnant so its
// a hard time for her") is not bare, and is not judged here.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/agents/understand"
)

// answerFiller are the words around an answer that say nothing of why:
// "ok its home", "yes, for 77AB12".
var answerFiller = lazyWordSet(`ok okay k yes yeah yep yup sure so and oh also btw fyi lol um uh hmm well its it's it is a an the ` +
	`for claim claims letter decline declined id number no topology type policy one please pls plz thanks ta just`)

// personSaid are the words a statement about the claimant opens with:
// "they're", "she", "the customer", "owner".
var personSaid = lazyWordSet(`they theyre they're he hes he's she shes she's customer customers claimant claimants owner owners ` +
	`driver drivers insured policyholder policyholders family couple guy man woman lady bloke client clients tenant tenants ` +
	`husband wife kids parents people household`)

// purposeWords give a statement a purpose of its own: a request, a
// consequence, a contrast ("so", "but", "can you", "send").
var purposeWords = lazyWordSet(`so but though although can could would will please pls plz send print make write ` +
	`help need needs want wants hard difficult sad sorry tough careful gently kindly large big font read explain call ` +
	`phone email contact if when while and`)

// bareTraitHarm is the refusal of a message at a decline that, its
// answer taken off, is only a short statement judged harmful as the
// decline's reason: R8's table, then R53's classifier on the statement
// put as that reason ("they're aboriginal"); "" for any other.
func (e *Engine) bareTraitHarm(text string) string {
	if r := e.animusTraitHarm(text); r != "" {
		return r // "he's muslim and we've had issues with that community" (trait_animus.go)
	}
	rest := e.bareTraitAsWhy(text)
	if rest == "" {
		return ""
	}
	const protected = "a protected characteristic as a reason to decline a claim"
	if r := understand.HarmRule("decline it, " + text); strings.Contains(r, "protected characteristic") {
		return r
	}
	if !personSaid()[strings.Fields(rest)[0]] || e.domain.Agent(e.sess.Speaker) == nil {
		return "" // "the car is old", "did the customer get it": no one's trait, or no question open
	}
	if _, bad := e.reader.Harm("decline the claim because " + rest); bad {
		return protected
	}
	return ""
}

// bareTraitAsWhy is what is left of a message at a decline's question
// once its answer is taken off, when that is only a short statement; ""
// when it is more, or nothing.
func (e *Engine) bareTraitAsWhy(text string) string {
	a := e.domain.Agent(e.sess.Speaker)
	if a == nil {
		if l := e.sess.Last; l != nil {
			a = e.domain.Agent(l.Agent)
		}
	}
	lower := strings.ToLower(normalise(text))
	if a != nil {
		lower = withoutChoices(a, lower)
	}
	filler, purpose := answerFiller(), purposeWords()
	var rest []string
	for _, w := range reading.Words(lower) {
		if purpose[w] {
			return ""
		}
		if filler[w] || strings.ContainsAny(w, "0123456789") {
			continue // the answer, or a claim id
		}
		rest = append(rest, w)
	}
	if len(rest) == 0 || len(rest) > 5 {
		return ""
	}
	return strings.Join(rest, " ")
}

// withoutChoices is lower with the choices of a's enum slots (their
// values and aliases, as whole words) taken out.
func withoutChoices(a *agents.Agent, lower string) string {
	for _, s := range a.Slots {
		if s.Kind != agents.KindEnum {
			continue
		}
		for _, c := range s.Choices {
			for _, w := range append([]string{c.Value}, c.Aliases...) {
				w = strings.ToLower(w)
				for i := reading.PhraseIndex(lower, w); i >= 0; i = reading.PhraseIndex(lower, w) {
					lower = lower[:i] + " " + lower[i+len(w):]
				}
			}
		}
	}
	return lower
}
