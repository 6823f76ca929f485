package concierge

// An off-topic question at a task's question (issue 24, ins26b). "what's
// the weather like" at the claim id question was answered "I don't know
// that, I'm afraid: nothing I have here says", as if the product might
// know it. A question none of whose words the domain speaks of (its
// agents' words, examples, slots and choices) is outside the domain: it
// gets an honest "I can't help with that here" and what can be done, and
// the open question is asked again with the same words; nothing is taken
// as its answer.

import (
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents/reading"
)

// offTopic reports a question with a word of its own and no word the
// domain speaks of.
func (e *Engine) offTopic(text string) bool {
	return e.wordsOffDomain(text, true)
}

// wordsOffDomain reports a message with a word of its own and none the
// domain speaks of; with userWords, a word about the user's own case or
// the task ("is my manager going to see this?", "how long does this
// take", "how do I report fraud on my card?") keeps it on topic, since
// the domain's answers may touch it.
func (e *Engine) wordsOffDomain(text string, userWords bool) bool {
	domain := e.domainWords()
	content := 0
	for _, w := range reading.Words(strings.ToLower(text)) {
		if userWords && aboutTheUser()[w] {
			return false
		}
		if len(w) < 4 || questionFiller()[w] {
			continue
		}
		if domain[w] || domain[strings.TrimSuffix(w, "s")] {
			return false
		}
		content++
	}
	return content > 0
}

// domainWords are the words the domain's agents, slots and choices are
// said in.
func (e *Engine) domainWords() map[string]bool {
	out := map[string]bool{}
	add := func(s string) {
		for _, w := range reading.Words(strings.ToLower(s)) {
			out[w] = true
			out[strings.TrimSuffix(w, "s")] = true
		}
	}
	for _, a := range e.domain.Agents {
		add(a.Name + " " + a.Title + " " + a.Task + " " + a.Intro + " " + a.Description + " " + strings.Join(a.Examples, " "))
		for _, s := range a.Slots {
			add(s.Name + " " + s.Label + " " + s.Hint + " " + s.Description + " " + strings.Join(s.Cues, " "))
			for _, c := range s.Choices {
				add(c.Value + " " + strings.Join(c.Aliases, " ") + " " + strings.Join(c.Scene, " "))
			}
		}
	}
	return out
}

// questionFiller are the words of a question that say nothing of its
// subject.
var questionFiller = sync.OnceValue(func() map[string]bool {
	out := map[string]bool{}
	for _, w := range strings.Fields(`what whats what's which where when whos who's whose does doesnt will would could should shall have
		about tell like just also really please thanks there their they them this that these those with from into your yours mine
		know gonna going wanna want need some much many very actually anyway btw quick real here then than been being were`) {
		out[w] = true
	}
	return out
})

// aboutTheUser are the words that make a question the user's own.
var aboutTheUser = lazyWordSet(`i im i'm my me mine we our us this it`)
