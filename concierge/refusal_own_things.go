package concierge

// The user's own things asked for after a refusal of another person's
// (tryout 33, 02): "fine. whats in my notes", "ok list my notes then" after
// "show me bob's notes" was refused got "That is the same request as
// before": the shape (the notes, shown) was the same, but the owner
// changed from someone else to the user. A short request that says the
// user's own ("my", "mine", "i") and names or points at nobody — not the
// person refused, no relation, no "his" — is a request of its own, read
// as usual; the refused person again stays refused.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// ownMarkers say the thing asked for is the user's own.
var ownMarkers = lazyWordSet(`my mine own myself i im i'm ive i've`)

// asksOwnAfterAnother reports a request for the user's own things right
// after a refusal about another person's.
func (e *Engine) asksOwnAfterAnother(text string) bool {
	r, ok := e.lastRefusal()
	if !ok {
		return false
	}
	refused := e.refusedTexts(r)
	if !aboutAnotherPerson(refused) && !e.refusedAsAnotherPersons() {
		return false
	}
	var kept []string
	for _, f := range strings.Fields(text) {
		if !fillerWords()[strings.ToLower(strings.Trim(f, ".,!?"))] {
			kept = append(kept, f) // "What's" is no one's: a possessive is a person's
		}
	}
	n := normalise(text)
	if pointsBack(n) || aboutAnotherPerson(strings.Join(kept, " ")) {
		return false // "ok then his", "my neighbour's notes": another person still
	}
	names := map[string]bool{}
	for _, m := range namedPerson.FindAllStringSubmatch(refused, -1) {
		names[strings.ToLower(m[1]+m[2])] = true
	}
	words := reading.Words(n)
	if len(words) == 0 || len(words) > 10 {
		return false
	}
	own := false
	for _, w := range words {
		if names[w] || relationNouns()[w] || someoneWords()[w] {
			return false // "whats in my notes about bob": the refused person
		}
		own = own || ownMarkers()[w]
	}
	if !own {
		return false
	}
	for _, w := range words {
		if ownLookWords()[w] {
			return true // "fine. whats in my notes": a look at the user's own
		}
	}
	if best, ok := e.router.Best(text, e.domain.Agents); ok {
		return !best.Agent.HasSideEffects() // a look at the user's own, never a change
	}
	return false // no request at all ("one more time, i promise"): the same push
}

// ownLookWords ask to see what the user has.
var ownLookWords = lazyWordSet(`what whats show list see view open read check got have has`)
