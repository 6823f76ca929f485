package concierge

// A request restated at its own question (R28; tryout 39 bank, 18): "ok
// whats GOOG trading at then" at "Which company or ticker symbol should I
// look up?" was read as "what is GOOG?", a question about the choices, and
// the whole quote list was shown with no value taken. A "what is X …"
// that goes on in the words of the asking task's own work ("trading",
// "price", "quote", "balance") is the request said again with its value:
// the value fills the question. "what is GOOG exactly" still asks what a
// choice is.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// notTaskWords are words of an agent's examples that say nothing of its
// work: question words, the slot's own naming ("company", "symbol"),
// filler. What is left ("price", "trading", "stock") names the work.
var notTaskWords = lazyWordSet(`what whats is are the of for how much many my me a an at to in on by or and look looks up show check tell give get current name names company companies symbol symbols ticker tickers account accounts which kind type mean means exactly`)

// restatesOwnWork reports a message at a's question that says a's own work
// in words of a's examples or description beside a choice of s.
func restatesOwnWork(a *agents.Agent, s *agents.Slot, text string) bool {
	if s == nil || len(choicesNamed(s, text)) == 0 {
		return false
	}
	own := agentWorkWords(a, s)
	for _, w := range reading.Words(strings.ToLower(text)) {
		if own[w] || own[strings.TrimSuffix(w, "s")] || own[w+"s"] {
			return true
		}
	}
	return false
}

// agentWorkWords are the words a's examples, description and task say its
// work in ("trading", "price", "letter", "decline"), a choice of s left out.
func agentWorkWords(a *agents.Agent, s *agents.Slot) map[string]bool {
	own := map[string]bool{}
	said := strings.ToLower(strings.Join(append([]string{a.Description, a.Task}, a.Examples...), " "))
	for _, w := range reading.Words(said) {
		if len(w) > 3 && !notTaskWords()[w] && len(choicesNamed(s, w)) == 0 { // "apple" of an example is a choice, not the work
			own[w] = true
		}
	}
	return own
}
