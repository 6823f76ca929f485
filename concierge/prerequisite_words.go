package concierge

// What a prerequisite is said as (issue 24, R56): what will happen first,
// in the domain's words ("To transfer money, first I'll log you in."),
// never the requirement's name or its need ("a checked account balance").

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/prompts"
)

// firstSaid is what r's agent does first, as a user reads it after
// "first I'll": r's own words with the values its agent reads from text
// ("check that Checking has enough"), else that agent's task phrase.
func (e *Engine) firstSaid(r agents.Requirement, text string) string {
	by := e.domain.Agent(r.By)
	values := map[string]string{}
	if by != nil && text != "" && strings.Contains(r.First, "{") {
		for name, raw := range agents.Extract(by, text, "") {
			if s := by.Slot(name); s != nil && s.Kind != agents.KindSecret {
				if v, err := s.Normalize(raw, e.pinnedFacts(by)); err == nil {
					values[name] = v // "savings" said, Savings written
				}
			}
		}
	}
	return e.signInAs(r.By, r.FirstSaid(by, values))
}

// prerequisiteLine says why another agent speaks before a: "To transfer
// money, first I'll check that Checking has enough."
func (e *Engine) prerequisiteLine(a *agents.Agent, r agents.Requirement, text string) string {
	return prompts.Prerequisite(a.TaskPhrase(), e.firstSaid(r, text))
}

// firstsOf are what happens first for each of a's requirements, in order:
// "log you in", "check a balance".
func (e *Engine) firstsOf(a *agents.Agent) []string {
	var out []string
	for _, r := range a.Requires {
		out = append(out, e.firstSaid(r, ""))
	}
	return out
}
