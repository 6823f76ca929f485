package concierge

// A company given as the answer to "Which company or ticker symbol should
// I look up?" (round 35's bank 32): "ok what about ford", "what about coca
// cola?", "how about boeing", "and ford?", "try general electric" were
// read as a side question and told "That's outside what I can help with".
// A name said in the shape of an answer — the name alone, or after "what
// about" / "how about", with a question mark or not — is that answer: a
// choice is looked up, and a name the look-up does not have is said
// plainly with the ones there are (bank28b_unknown_choice.go).

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// aboutLead asks about another one: "what about", "how about".
var aboutLead = reading.Lazy(`(?i)^\s*(?:(?:ok|okay|so|hmm|um|and|but|well|oh|right|alright|fine)\b[,.\s]*)*(?:what|how)\s+about\b`)

// nameAtQuestion is the name text gives for s, a slot of a look-up's
// many choices, said as its answer; ok is false for a question of another
// kind ("what's the weather like?").
func (e *Engine) nameAtQuestion(a *agents.Agent, s *agents.Slot, text string) (string, bool) {
	core := strings.TrimRight(strings.TrimSpace(text), " ?!.")
	if core == "" || strings.Contains(core, "?") {
		return "", false
	}
	if isQuestion(core) && !aboutLead.MatchString(core) {
		return "", false
	}
	return e.lookupName(a, s, core)
}
