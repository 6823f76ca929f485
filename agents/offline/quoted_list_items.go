package offline

// Things said in quotes to a list that keeps one thing each (tryout 39's
// notes 22): "stick 'renew car insurance' and 'book vet' on my todo list"
// was read as a request to see the list, and both items were lost. Each
// quoted item, placed on the list with any verb ("stick", "chuck", "pop",
// "throw", "put", "add" … "on my to-do list"), is one thing to do: one
// request each, planned, each asking its own yes.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// quotedSaid is one item said in quotes: 'renew car insurance', "book
// vet", ‘call mum’. An apostrophe inside a word ("don't") opens nothing:
// a quote opens after a space or the line's start.
var quotedSaid = reading.Lazy(`(?:^|[\s(:,])['‘"“]([^'’"”]{1,80}?)['’"”](?:$|[\s,.;:!?)])`)

// toDoPlace names the to-do list as where things go: "on my todo list",
// "to my to-dos", "onto the to do list", "in my todos".
var toDoPlace = reading.Lazy(`(?i)\b(?:on|onto|to|in|into)\s+(?:my|the|our|me)\s+(?:to-?dos?|to\s+dos?|todos?|tasks?|reminders?)\b`)

// quotedItems are one request per quoted item placed on a list agent that
// keeps one thing a call; nil when the message quotes nothing, names no
// such list or asks a question ("is 'x' on my todo list?").
func (o *Brain) quotedItems(text string, among []*agents.Agent) []agents.PlanStep {
	ms := quotedSaid.FindAllStringSubmatch(text, -1)
	if len(ms) == 0 || strings.Contains(text, "?") {
		return nil
	}
	outside := quotedSaid.ReplaceAllString(text, " ")
	if !toDoPlace.MatchString(outside) {
		return nil
	}
	var a *agents.Agent
	for _, b := range among {
		if keepsOneThing(b) {
			if a != nil {
				return nil // two lists: which one is not for the quotes to say
			}
			a = b
		}
	}
	if a == nil {
		return nil
	}
	var steps []agents.PlanStep
	for _, m := range ms {
		said := sayTo(a, strings.TrimSpace(m[1]))
		if said == "" {
			return nil
		}
		steps = append(steps, agents.PlanStep{Action: said, Agent: a.Name})
	}
	return steps
}
