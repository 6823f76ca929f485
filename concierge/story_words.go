package concierge

// A story around a request (R27, R53): "ok so long story short I just got
// back from a vacation and the hotel was a nightmare, anyway I want to see
// how much money I have left". The clauses that tell the story ask the
// agent for nothing: their ordinary words ("long", "story", "back",
// "vacation") are no value anyone missed, and quoting them back as unused
// reads as if the product tried to make sense of them. Only what looks
// like a value in them (a number, an id) is still said back.

import (
	"strings"
	"unicode"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// storyWords are the lower-cased ordinary words of the clauses of text
// that ask agent a for nothing, in a message of two clauses or more.
func (e *Engine) storyWords(a *agents.Agent, text string) map[string]bool {
	out := thoughtWords(a, text) // "99KL00? or 99KL08, use 99KL08": the ids thought over (id_settled.go)
	clauses := clauseCut.Split(text, -1)
	if len(clauses) < 2 {
		return out // one clause is the request itself: "move some cash to my sister"
	}
	asks := 0
	for _, c := range clauses {
		if e.asksAgent(a, c) {
			asks++
		}
	}
	if asks == 0 || asks == len(clauses) {
		return out // no clause is the request, or every one is
	}
	for _, c := range clauses {
		if strings.TrimSpace(c) == "" || e.asksAgent(a, c) {
			continue
		}
		for _, w := range strings.Fields(c) {
			w = strings.Trim(w, `"'()!?.,;:`)
			if w == "" || strings.ContainsFunc(w, unicode.IsDigit) {
				continue // "2nd", "7654321": a value, said back
			}
			if reading.EnglishWord(w) || unicode.IsUpper([]rune(w)[0]) {
				out[strings.ToLower(w)] = true // "vacation", "Portugal"
			}
		}
	}
	return out
}

// asksAgent reports a clause with a word of the agent's own task or a
// value it takes: the request's part of the message.
func (e *Engine) asksAgent(a *agents.Agent, clause string) bool {
	if strings.TrimSpace(clause) == "" {
		return false
	}
	if sc := e.router.Score(clause, []*agents.Agent{a}); len(sc) > 0 && sc[0].Score > 0 {
		return true
	}
	return len(agents.Extract(a, clause, "")) > 0
}
