package offline

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// unmatched routes a message no agent's words won: to the agent that
// takes a title it names ("can I see my taxes note?"), to the one whose
// examples ask what there is ("which notes have I got"), else to the
// concierge.
func (o *Brain) unmatched(text string, among []*agents.Agent) agents.Route {
	if other := o.byTitle(text, among, Scored{}); other != nil {
		return agents.Route{Agent: other.Name, Reason: fmt.Sprintf("the message names a title, which %s takes (%s)", other.Name, other.TaskPhrase())}
	}
	if other := o.byKindNamed(text, among); other != nil {
		return agents.Route{Agent: other.Name, Reason: fmt.Sprintf("the message names a kind of things, which %s lists (%s)", other.Name, other.TaskPhrase())}
	}
	if other := o.byListQuestion(text, among); other != nil {
		return agents.Route{Agent: other.Name, Reason: fmt.Sprintf("the message asks what there is, as %s's examples do (%s)", other.Name, other.TaskPhrase())}
	}
	return agents.Route{Agent: agents.ConciergeName, Reason: "no agent's description or examples match the message, so the concierge answers"}
}

// byTitle routes a request that names a thing by its title to the agent
// that takes the title (R51): `show me my "trip plans" note` is a note to
// read, where the list's examples ("show me my notes") matched as many
// words. Only an agent that takes no value of the message gives way, and
// only to one agent of its own words that takes a title from it.
//
// With no best (best.Agent nil: no agent's words won), any agent of whose
// own words the message says one may take it: "can I see my taxes note?".
func (o *Brain) byTitle(text string, among []*agents.Agent, best Scored) *agents.Agent {
	if best.Agent != nil && len(agents.Extract(best.Agent, text, "")) > 0 {
		return nil
	}
	floor := o.router.threshold
	if best.Agent == nil {
		floor = 0
	}
	var found []*agents.Agent
	for _, sc := range o.router.Score(text, among) {
		a := sc.Agent
		if a == best.Agent || !sc.Core || sc.Score <= 0 || sc.Score < floor || !takesTitle(a, text) || namesAKind(a, text) {
			continue
		}
		found = append(found, a)
	}
	if len(found) > 1 {
		// "note titled ideas: an app for cats": the agent that takes more
		// of what the message gives (a title and a text) takes it; "what
		// does the allotment note say": reading it and deleting it both
		// take the title alone, and with no verb of its own said the one
		// that changes nothing does, never the one that deletes
		most, n := found[:0:0], 0
		for _, a := range found {
			switch k := len(agents.Extract(a, text, "")); {
			case k > n:
				most, n = []*agents.Agent{a}, k
			case k == n:
				most = append(most, a)
			}
		}
		found = most
		if len(found) > 1 {
			var keeps []*agents.Agent
			for _, a := range found {
				if !changesData(a) {
					keeps = append(keeps, a)
				}
			}
			found = keeps
		}
	}
	if len(found) != 1 {
		return nil // two agents take the title: the words choose
	}
	return found[0]
}

// changesData reports an agent with a tool that is asked before it runs
// or has side effects.
func changesData(a *agents.Agent) bool {
	for _, t := range a.Tools {
		if t.Sensitive || t.SideEffects {
			return true
		}
	}
	return false
}

// takesTitle reports an agent whose titled slot the text gives a value.
func takesTitle(a *agents.Agent, text string) bool {
	for name := range agents.Extract(a, text, "") {
		if s := a.Slot(name); s != nil && s.Kind == agents.KindText && !s.Long && len(s.FreeCues()) > 0 {
			return true
		}
	}
	return false
}

// namesAKind reports a title said as a kind of things, not one thing:
// "show my work notes", "my work stuff" (issue 24, notes24). The words
// before the plural of the agent's noun (the word its examples end with)
// or before "stuff" or "things" narrow a list; "the note work" and "open
// work" still name one note. Only the agent that takes a title gives way
// by this, so the list answers, the note named among what it shows.
func namesAKind(a *agents.Agent, text string) bool {
	title := ""
	for name, v := range agents.Extract(a, text, "") {
		if s := a.Slot(name); s != nil && s.Kind == agents.KindText && !s.Long {
			title = v
		}
	}
	if f := reading.Words(title); len(f) == 0 || kindWord(f[len(f)-1]) {
		return len(f) > 1 // "my work stuff": the title read as "work stuff"
	}
	lower := strings.ToLower(text)
	i := strings.Index(lower, strings.ToLower(title))
	if i < 0 {
		return false
	}
	after := reading.Words(lower[i+len(title):])
	if len(after) == 0 {
		return false
	}
	switch w := after[0]; {
	case kindWord(w):
		return true
	default:
		for _, ex := range a.Examples {
			f := reading.Words(ex)
			if n := len(f); n > 1 && len(f[n-1]) > 2 && (w == f[n-1]+"s" || w == f[n-1]+"es") {
				return true
			}
		}
	}
	return false
}

// kindWord after a word makes it a kind of things: "work stuff".
func kindWord(w string) bool {
	switch w {
	case "stuff", "things", "bits", "items", "ones":
		return true
	}
	return false
}
