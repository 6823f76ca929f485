package concierge

// A task asked for by its own name (R3; issue 24 round 9): "smart
// strategy", "decline letter assistance", "the smart strategy one please"
// name an agent as the menu shows it, with spaces where the name has
// capitals. The router knew "smartstrategy" but not the spaced words, so
// "smart strategy" was "I'm not sure how to help", and "decline letter
// assistance" quoted "assistance" as a claim id that failed. The name's
// words start that task, and are not read as its values.

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/offline"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// namingFiller are the words said around a task's name when choosing it.
var namingFiller = lazyWordSet(`i id i'd want wanna need like the a an one that this please pls plz lets let's let us do use run start open go with try can could you u just ok okay so then thing task option tool agent choose pick select gimme give me thanks yes yeah yep`)

// nameWords are an agent's name and title as lower-case words, split at
// capitals, underscores and hyphens: "DeclineLetterAssistance" is
// "decline letter assistance".
func nameWords(name string) []string {
	var b strings.Builder
	prev := rune(0)
	for _, r := range name {
		if unicode.IsUpper(r) && prev != 0 && (unicode.IsLower(prev) || unicode.IsDigit(prev)) {
			b.WriteByte(' ')
		}
		if r == '_' || r == '-' {
			r = ' '
		}
		b.WriteRune(unicode.ToLower(r))
		prev = r
	}
	return strings.Fields(b.String())
}

// taskByName is the agent a message names by its name or title with only
// choosing words around it; nil when it names none.
func (e *Engine) taskByName(text string) *agents.Agent {
	words := reading.Words(strings.ToLower(text))
	if len(words) < 2 {
		return nil // one word is the router's ("smartstrategy")
	}
	var found *agents.Agent
	for _, a := range e.domain.Agents {
		if !a.ExposeToUser {
			continue
		}
		for _, name := range []string{a.Name, a.Title} {
			nw := nameWords(name)
			if len(nw) < 2 || !onlyNameAndFiller(words, nw) {
				continue
			}
			if found != nil && found != a {
				return nil
			}
			found = a
		}
	}
	return found
}

// onlyNameAndFiller reports words holding the name's words in a row and
// nothing else but choosing words.
func onlyNameAndFiller(words, name []string) bool {
	filler := namingFiller()
	for i := 0; i+len(name) <= len(words); i++ {
		if strings.Join(words[i:i+len(name)], " ") != strings.Join(name, " ") {
			continue
		}
		for j, w := range words {
			if (j < i || j >= i+len(name)) && !filler[w] {
				return false
			}
		}
		return true
	}
	return false
}

// startNamedTask starts the task a message names by its name; ok is false
// when it names none, or something waits.
func (e *Engine) startNamedTask(text string) (step, bool) {
	if e.sess.Speaker != "" || e.sess.Pending.Approval != nil || e.sess.Pending.Secret != nil || e.planWaits() {
		return stop, false
	}
	if _, offlineBrain := e.brain.(*offline.Brain); !offlineBrain {
		return stop, false // a model reads a task's name as it reads the rest
	}
	a := e.taskByName(text)
	if a == nil {
		a = e.taskReferred(text) // "the letter thing" (task_referred.go)
	}
	if a == nil || e.routerKnowsName(a, text) {
		return stop, false
	}
	e.note(state.NoteRoute, fmt.Sprintf("Choosing %s due to: the message names it", a.Name))
	return enterStep(a, "", false), true
}

// routerKnowsName reports a name the router already reads as the agent's,
// every word of it matched ("transfer money"): routed as usual, with its
// usual reason.
func (e *Engine) routerKnowsName(a *agents.Agent, text string) bool {
	best, ok := e.router.Best(text, e.domain.Agents)
	if !ok || best.Agent != a || !best.Core {
		return false
	}
	matched := map[string]bool{}
	for _, m := range best.Matched {
		for _, w := range reading.Words(m) {
			matched[w] = true
		}
	}
	for _, name := range []string{a.Name, a.Title} {
		all := true
		for _, w := range nameWords(name) {
			all = all && matched[w]
		}
		if all {
			return true
		}
	}
	return false
}
