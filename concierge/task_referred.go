package concierge

// A task referred to by one word of its name (issue 24 round 10): "the
// letter thing", "that decline one pls", "the strategy bit" ask for the
// decline letter, the claim id's whereabouts. The reader took "the …
// thing" for the end of "forget the whole thing" and cancelled; nothing
// was in hand, so the user was told there was nothing to cancel. A word
// of exactly one task's name, with a word that points at a thing and only
// choosing words around them, starts that task; a cancel word anywhere
// keeps the message a cancel.

import (
	"slices"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// thingWords point at something on offer: "the letter thing", "that one".
var thingWords = lazyWordSet(`thing things one stuff bit option feature part service tool task function`)

// taskReferred is the agent a short message refers to by one word of its
// name and a thing word, nil when it refers to none or to several.
func (e *Engine) taskReferred(text string) *agents.Agent {
	words := reading.Words(strings.ToLower(text))
	if len(words) > 6 || hasCancel(text) {
		return nil
	}
	filler := namingFiller()
	pointed := false
	var named []string
	for _, w := range words {
		switch {
		case thingWords()[w]:
			pointed = true
		case filler[w] || w == "that" || w == "uh" || w == "um" || w == "er" || w == "hmm":
		default:
			named = append(named, w)
		}
	}
	if !pointed || len(named) != 1 {
		return nil
	}
	var found *agents.Agent
	for _, a := range e.domain.Agents {
		if !a.ExposeToUser {
			continue
		}
		for _, name := range []string{a.Name, a.Title} {
			if !slices.Contains(nameWords(name), named[0]) || found == a {
				continue
			}
			if found != nil {
				return nil // a word of two tasks' names: the router's
			}
			found = a
		}
	}
	return found
}
