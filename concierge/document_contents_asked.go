package concierge

// What a document holds, asked before or after one is written (R50's
// ask; issue 24, ins34): "what goes into a standard decline letter?",
// "what's in one of these letters", "what does the letter say" were "I
// don't know that here", though the product writes the letter and knows
// what it names. The answer is the agent's own: the values it quotes
// (its slots, with their choices), the reason the user gives when the
// agent declines, and that it is the standard letter the agent writes;
// then what waits.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

var (
	// contentQuestion opens a question about what something holds or says
	contentQuestion = reading.Lazy(`(?i)^(?:(?:so|and|ok|okay|oh|hey|hi|quick\s+q(?:uestion)?|btw|also|um|hmm|just\s+wondering)[,:!\s]+)*(?:what|wat|wot|wht|whta)(?:'s|s|’s)?\b`)
	// contentWords say the holding: "in", "into", "on", "say", "include",
	// "mention", "contain", "look like", "written"
	contentWords = lazyWordSet(`in into inside on say says said saying contain contains contained include includes included ` +
		`including mention mentions mentioned cover covers covered written state states stated show shows consist consists`)
	// notContent are words of another question: who gets it, when it goes,
	// what is needed for one, how many were made
	notContent = lazyWordSet(`need needs needed happens happen happened many much who whom when where why sent send cost costs ` +
		`doing`)
)

// documentContentsRead reads a question about what a document of the
// domain holds into the answer from its agent; ok is false for any other
// message, and for one that gives a value of the agent (a request).
func (e *Engine) documentContentsRead(text string) (turnCmd, bool) {
	n := normalise(text)
	if !contentQuestion.MatchString(n) {
		return turnCmd{}, false
	}
	words := reading.Words(n)
	content, doc := false, ""
	for _, w := range words {
		if notContent()[w] {
			return turnCmd{}, false
		}
		if contentWords()[w] {
			content = true
		}
		if one := strings.TrimSuffix(w, "s"); doc == "" && documentNouns()[one] && e.makesDocument(one) {
			doc = one
		}
	}
	if !content || doc == "" {
		return turnCmd{}, false
	}
	a := e.documentAgent(doc)
	if a == nil || len(agents.Extract(a, text, "")) > 0 {
		return turnCmd{}, false // "what's in the letter for claim 12AB34": a request with its value
	}
	return sayCmd(agents.CmdAsk, "ask("+doc+") — what a "+doc+" holds, from what "+a.Name+" puts in it", text, documentContents(a, doc), true), true
}

// documentAgent is the agent that writes the document named, nil when none.
func (e *Engine) documentAgent(doc string) *agents.Agent {
	for _, a := range e.domain.Agents {
		if !a.ExposeToUser {
			continue
		}
		for _, phrase := range []string{a.Task, a.Intro, a.Title, a.Description} {
			if hasWord(phrase, doc) {
				return a
			}
		}
	}
	return nil
}

// documentContents says what a's document names: each value it asks for
// (the choices of one with a few), the reason when a declines, and that
// it is a's standard document.
func documentContents(a *agents.Agent, doc string) string {
	var parts []string
	for i := range a.Slots {
		s := &a.Slots[i]
		if s.Kind == agents.KindSecret {
			continue
		}
		part := "the " + s.LabelOrName()
		if len(s.Choices) > 0 && len(s.Choices) <= 4 {
			var vs []string
			for _, c := range s.Choices {
				vs = append(vs, c.Value)
			}
			part += " (" + strings.Join(vs, " or ") + ")"
		}
		parts = append(parts, part)
	}
	if declines(a) {
		parts = append(parts, "the reason you give for the decision, when you give one")
	}
	names := "what you tell me"
	switch k := len(parts); {
	case k == 1:
		names = parts[0]
	case k > 1:
		names = strings.Join(parts[:k-1], ", ") + " and " + parts[k-1]
	}
	standard := ""
	if hasWord(a.Description, "standardised") || hasWord(a.Description, "standardized") || hasWord(a.Intro, "standardised") {
		standard = " It is a standardised " + doc + ": its wording is the same each time, and only these change."
	}
	return fmt.Sprintf("A %s here names %s, with the date it is written.%s", doc, names, standard)
}
