package concierge

import "github.com/concierge-dev/concierge/agents"

// inFreeText reports words the request said inside a free-text value
// (a note's text, a to-do): they are the value's, never a "when" to say
// back as something that cannot be scheduled.
func inFreeText(a *agents.Agent, values map[string]string, words string) bool {
	return agents.FreeTextHolds(a, values, words)
}
