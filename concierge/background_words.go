package concierge

// Background in a run-on request ("hello, I'm new here, I am a claims
// officer since monday, my manager wants the refusal letter, claim
// 71ZX31"): what the user says about themselves, and how they frame the
// request of a task without side effects, is no value anyone missed, so
// those words are never said back as unused (R53).

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/offline"
	"github.com/concierge-dev/concierge/agents/reading"
)

// clauseCut ends a clause of a run-on: punctuation, "and", "but".
var clauseCut = reading.Lazy(`(?i)[,;.!?]+\s*|\s+(?:and|but)\s+`)

// backgroundWords are the words of the clauses of text that only tell
// about the user, lower-cased.
func backgroundWords(text string) map[string]bool {
	out := map[string]bool{}
	for _, c := range clauseCut.Split(text, -1) {
		if strings.TrimSpace(c) == "" || !offline.Background(c) {
			continue
		}
		for _, w := range reading.Words(c) {
			out[strings.ToLower(w)] = true
		}
	}
	return out
}

// framingWords are the words of the clauses of text that name a's own
// task ("my manager wants the refusal letter for the client"), in a
// run-on of three clauses or more that tells about the user, for an
// agent without side effects: how the request is framed, never a value
// missed. Only ordinary words: a number or a name ("2nd", "SpaceX") is
// said back, as is every unused word for an agent with side effects.
func (e *Engine) framingWords(a *agents.Agent, text string) map[string]bool {
	out := agents.KeepingWords(text) // "just save this somewhere: …": the request's own words (extract_free_keep.go)
	clauses := clauseCut.Split(text, -1)
	if a.HasSideEffects() || len(clauses) < 3 || len(backgroundWords(text)) == 0 {
		return out // a run-on with background only: "john smith from 14 rose st" is said back
	}
	for _, c := range clauses {
		if strings.TrimSpace(c) == "" {
			continue
		}
		if sc := e.router.Score(c, []*agents.Agent{a}); len(sc) == 0 || !sc[0].Core {
			continue
		}
		for _, w := range reading.Words(c) {
			if reading.EnglishWord(w) && !strings.ContainsAny(w, "0123456789") {
				out[strings.ToLower(w)] = true // "manager", "refusal"; never "2nd" or "SpaceX"
			}
		}
	}
	return out
}
