package concierge

// A question comparing two things of the domain (R50's ask; issue 24):
// "what's the diff between a note and a todo?", "note vs todo?", "how is
// a to-do different from a note?". Asked at an approval it was "Please
// answer yes or no", elsewhere "I'm not sure how to help". Each thing is
// named by an agent's own words (its title, task or examples), and the
// answer is what each agent's description says; what waits (an approval,
// a question) is asked again, and nothing changes.

import (
	"strings"
	"unicode"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// differenceAsked is a question comparing two things: the two as said.
var differenceAsked = reading.Lazy(`(?i)\b(?:diff|difference|differences|distinction)\s+(?:is\s+there\s+)?between\s+(?:an?\s+|the\s+|my\s+)?([\w'/-]+(?:\s+[\w'/-]+)?)\s+and\s+(?:an?\s+|the\s+|my\s+)?([\w'/-]+(?:\s+[\w'/-]+)?)` +
	`|\bhow\s+(?:is|are|does|do)\s+(?:an?\s+|the\s+)?([\w'/-]+)\s+(?:different|differ)\s+(?:from|to|than)\s+(?:an?\s+|the\s+)?([\w'/-]+)` +
	`|^\s*(?:(?:so|and|ok|actually|wait|hmm|um)[\s,]+)*(?:what'?s\s+|whats\s+|what\s+is\s+)?(?:an?\s+|the\s+)?([\w'/-]+)\s+(?:vs\.?|versus)\s+(?:an?\s+|the\s+)?([\w'/-]+)`)

// differenceRead reads a question comparing two things of the domain into
// its answer, what waits asked again after it; ok is false when the
// message is no such question or a side names no agent's thing. It only
// reads.
func (e *Engine) differenceRead(text string) (turnCmd, bool) {
	m := differenceAsked.FindStringSubmatch(text)
	if m == nil {
		return turnCmd{}, false
	}
	var sides []string
	for _, s := range m[1:] {
		if s != "" {
			sides = append(sides, strings.TrimRightFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }))
		}
	}
	if len(sides) != 2 {
		return turnCmd{}, false
	}
	var things []prompts.Thing
	for _, side := range sides {
		a := e.agentOfThing(side)
		if a == nil || a.Description == "" {
			return turnCmd{}, false
		}
		things = append(things, prompts.Thing{Thing: capitalise(side), Does: a.Description})
	}
	if things[0].Does == things[1].Does {
		return turnCmd{}, false
	}
	c := sayCmd(agents.CmdAsk, "ask — the difference between "+sides[0]+" and "+sides[1]+", answered from what the agents do", text, prompts.Difference(things), true)
	c.remind = true // at an approval, its reminder
	return c, true
}

// agentOfThing is the agent a thing is named by: the one whose title or
// task holds the thing's words (or, failing that, its intro or examples:
// "todo" is the to-do list's). A thing several agents name ("note": the
// note taker, the note list, the note reader) is the one that makes it,
// the only one of them with a side effect; else no one's.
func (e *Engine) agentOfThing(thing string) *agents.Agent {
	want := reading.Terms(strings.ReplaceAll(thing, "-", "")) // "to-do" is "todo"
	if len(want) == 0 {
		return nil
	}
	for _, strict := range []bool{true, false} {
		var named, makers []*agents.Agent
		for _, a := range e.domain.Agents {
			if a.Name == agents.ConciergeName || a.Description == "" {
				continue
			}
			words := a.Title + " " + a.Task
			if !strict {
				words += " " + a.Intro + " " + strings.Join(a.Examples, " ")
			}
			if holdsTerms(words, want) {
				named = append(named, a)
				if a.HasSideEffects() {
					makers = append(makers, a)
				}
			}
		}
		if len(makers) > 1 {
			makers = makingOnes(makers) // "note": the note taker, not the note remover
		}
		switch {
		case len(named) == 1:
			return named[0]
		case len(makers) == 1:
			return makers[0]
		case len(named) > 1:
			return nil
		}
	}
	return nil
}

// makingVerbs open the task of an agent that makes a thing.
var makingVerbs = lazyWordSet("add write create make new put start")

// makingOnes are the agents among as whose name or task opens with a verb
// of making: "write a note", not "delete a note".
func makingOnes(as []*agents.Agent) []*agents.Agent {
	var out []*agents.Agent
	for _, a := range as {
		task := strings.Fields(strings.ToLower(a.Task + " " + strings.ReplaceAll(a.Name, "_", " ")))
		if len(task) > 0 && makingVerbs()[task[0]] {
			out = append(out, a)
		}
	}
	return out
}

// holdsTerms reports text holding every one of the terms.
func holdsTerms(text string, terms []string) bool {
	have := map[string]bool{}
	for _, t := range reading.Terms(strings.ReplaceAll(text, "-", "")) {
		have[t] = true
	}
	for _, t := range reading.Terms(strings.ReplaceAll(text, "-", " ")) {
		have[t] = true
	}
	for _, t := range terms {
		if !have[t] && !have[strings.ReplaceAll(t, "-", "")] {
			return false
		}
	}
	return true
}

// capitalise is s with its first letter upper-case.
func capitalise(s string) string {
	r := []rune(s)
	if len(r) > 0 {
		r[0] = unicode.ToUpper(r[0])
	}
	return string(r)
}
