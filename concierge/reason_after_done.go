package concierge

// A fact about the claim said right after its letter (issue 24 round 20):
// "the driver was uninsured at time of crash", "the car was being used for
// ride-share", "tenant left the tap running for a week". It is the reason
// for the document just written, the way "because …" is
// (change_after_done.go): answered with how the document uses it, the
// values it was written with kept — never "I'm not sure how to help", and
// never a new document that asks for the claim id again. The harm check
// has judged the message before any of this reads it (a protected trait
// given as the reason is refused, whatever its wording).

import (
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// factVerb is a verb that states something happened or is so.
var factVerb = reading.Lazy(`(?i)\b(?:was|were|is|are|had|has|have|been|being|wasn'?t|weren'?t|isn'?t|aren'?t|hadn'?t|hasn'?t|haven'?t|didn'?t|doesn'?t|don'?t|did|does|got|gets|left|drove|drives|lied|lives|lived|uses|kept|knew|owns|broke|fell|hit|ran|came|went|paid|lost|stole|took|set|sets|starts|confirms|shows|showed|admits|says|said|found|lit|burnt|caused|causes|\w{3,}ed)\b`)

// askedOf are words that ask something of the assistant: the line is a
// request, whatever facts it gives beside it.
var askedOf = reading.Lazy(`(?i)\b(?:can|could|would|will)\s+(?:you|u|ya)\b|\b(?:please|pls|plz)\b|\b(?:i|we)\s+(?:want|need|would like|wanna)\b`)

// notFactSubject are first words that make a line no fact about the
// claim: the user, the assistant, the document itself, a question.
var notFactSubject = sync.OnceValue(func() map[string]bool {
	return map[string]bool{"i": true, "im": true, "i'm": true, "we": true, "you": true, "u": true, "that": true, "thats": true,
		"that's": true, "this": true, "it": true, "its": true, "it's": true, "there": true, "what": true, "why": true, "how": true,
		"when": true, "where": true, "who": true, "which": true, "can": true, "could": true, "would": true, "will": true,
		"should": true, "shall": true, "may": true, "do": true, "does": true, "did": true, "is": true, "are": true, "was": true,
		"were": true, "have": true, "has": true, "please": true, "pls": true, "make": true, "write": true, "draft": true,
		"change": true, "send": true, "give": true, "thanks": true, "thank": true, "cheers": true, "great": true, "perfect": true}
})

// claimWords tell of a claim and the people and things in its story.
var claimWords = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`claim claimant claimants insured uninsured policyholder policy customer client member
		driver owner tenant tenants landlord occupant passenger damage damaged loss incident accident leak leaking flood
		flooded fire storm theft stolen thief premium premiums excess cover covered exclusion excluded licence license
		unlicensed unregistered he she they his her their him them husband wife partner son daughter
		accidents incidents losses damages fires floods leaks thefts`) {
		m[w] = true
	}
	return m
})

// factLeadFillers open a line without being its subject ("ok.", "so", "also").
var factLeadFillers = sync.OnceValue(func() map[string]bool {
	return map[string]bool{"ok": true, "okay": true, "so": true, "also": true, "and": true, "oh": true, "btw": true,
		"fyi": true, "well": true, "right": true, "anyway": true, "basically": true, "note": true, "but": true}
})

// claimFact reports a line stating a fact about what agent a's document
// is about: a subject that is not the user, the assistant or the
// document, a verb that states, no question, and a word of the claim's
// story (the agent's choices and their scenes included).
func claimFact(a *agents.Agent, kind, text string) bool {
	t := strings.TrimSpace(text)
	if t == "" || strings.Contains(t, "?") || !factVerb.MatchString(t) || askedOf.MatchString(t) {
		return false // "she is blind, can you send it in large print": a request, with why
	}
	words := reading.Words(t)
	for len(words) > 0 && factLeadFillers()[words[0]] {
		words = words[1:]
	}
	if len(words) < 3 || notFactSubject()[words[0]] {
		return false
	}
	story := false
	for _, w := range words {
		if w == strings.ToLower(kind) {
			return false // "the letter is perfect": about the document, not the claim
		}
		story = story || claimWords()[w]
	}
	if story {
		return true
	}
	lower := " " + strings.Join(words, " ") + " "
	for _, s := range a.Slots {
		for _, c := range s.Choices {
			for _, w := range append(append([]string{c.Value}, c.Aliases...), c.Scene...) {
				if strings.Contains(lower, " "+strings.ToLower(w)+" ") {
					return true // "the car was being used for ride-share"
				}
			}
		}
	}
	return false
}

// factAfterDecline reports a fact about the claim said right after its
// decline letter: the reason of that decline (change_after_done.go), so
// the harm check judges it as one ("the claimant is black" is refused).
func (e *Engine) factAfterDecline(text string) bool {
	l := e.sess.Last
	if l == nil || e.sess.Speaker != "" {
		return false
	}
	a, art := e.domain.Agent(l.Agent), e.lastArtifactOf(l.Agent)
	if a == nil || art == nil || !declines(a) {
		return false
	}
	kind := art.Kind
	if kind == "" {
		kind = "document"
	}
	return claimFact(a, kind, text)
}
