package concierge

// New content after a refusal (R8, R53; issue 24 round 9). "make a note
// of my boss's password so i can read his email" is refused; "add a note:
// buy my boss a leaving card" right after names the same person, and was
// refused as the same request said again. A free-text value — a note's
// text — is the request: one whose words, the person aside, share nothing
// with what was refused is a request of its own, which the harm check has
// judged alone already. One that repeats the refused words ("add a note
// saying threats for my neighbour") is the refused request again.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
)

// contentOfItsOwn reports a request whose free-text values say something
// new: at least two words the refused request did not hold, and none it
// did except the person both are about.
func (e *Engine) contentOfItsOwn(text string) bool {
	own, _ := e.freeTextAfterRefusal(text)
	return own
}

// repeatsRefusedContent reports a request whose free-text values hold a
// word of the refused request other than the person both are about.
func (e *Engine) repeatsRefusedContent(text string) bool {
	_, repeats := e.freeTextAfterRefusal(text)
	return repeats
}

// freeTextAfterRefusal compares the free-text values of text with the
// last refused request (see above).
func (e *Engine) freeTextAfterRefusal(text string) (own, repeats bool) {
	r, ok := e.lastRefusal()
	if !ok {
		return false, false
	}
	best, ok := e.router.Best(text, e.domain.Agents)
	if !ok {
		return false, false
	}
	var content []string
	for name, v := range agents.Extract(best.Agent, text, "") {
		if s := best.Agent.Slot(name); s != nil && s.Kind == agents.KindText {
			content = append(content, v)
		}
	}
	if len(content) == 0 {
		return false, false
	}
	refused := e.refusedTexts(r)
	persons := map[string]bool{}
	for _, m := range namedPerson.FindAllStringSubmatch(refused, -1) {
		persons[strings.ToLower(m[1]+m[2])] = true
	}
	held := specificWords(refused)
	fresh := 0
	for w := range specificWords(strings.Join(content, " ")) {
		switch {
		case !held[w]:
			fresh++
		case relationNouns()[w] || persons[w]:
			// the same person, about something else
		default:
			return false, true // "a note saying threats for my neighbour": the refused words again
		}
	}
	return fresh >= 2, false
}
