package concierge

// A refused answer to a question between a few choices (R25; issue 24
// round 13): "crime topology", "boat" or "travel insurance" at the
// topology question is said back in one sentence that names the choices
// there are, and the question is asked again; no other value changes.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// maxNamedChoices bounds the choices a refusal names in its sentence: a
// longer list is the slot's question's to show.
const maxNamedChoices = 5

// clarifyRefused is the reply to a value of slot s refused with problem:
// for a short list of choices, one sentence naming them and the question
// again; else the problem, the slot's hint and its question.
func clarifyRefused(s *agents.Slot, problem string, filled map[string]string) string {
	if s.Kind != agents.KindEnum || len(s.Choices) < 2 || len(s.Choices) > maxNamedChoices || !noneOfTheChoices(problem) {
		return prompts.Clarify(problem, s.Hint, s.QuestionWith(filled))
	}
	names := make([]string, len(s.Choices))
	for i, c := range s.Choices {
		names[i] = c.Value
	}
	hint := ""
	if hintNamesAll(s.Hint, names) {
		hint = s.Hint // the domain's own words for the choices, said once
	}
	switch {
	case onlyNamesTheSlot(s, problem) && hint != "":
		return prompts.ChoiceAgain("", hint) // "crime topology" said back: no answer refused
	case onlyNamesTheSlot(s, problem):
		return prompts.ChoiceIs(s.LabelOrName(), names)
	case hint != "":
		return prompts.ChoiceAgain(problem, hint)
	}
	return prompts.ChoiceRefused(problem, names)
}

// hintNamesAll reports a hint that names every choice.
func hintNamesAll(hint string, names []string) bool {
	if hint == "" {
		return false
	}
	lower := strings.ToLower(hint)
	for _, n := range names {
		if !strings.Contains(lower, strings.ToLower(n)) {
			return false
		}
	}
	return true
}

// noneOfTheChoices reports a problem that says the answer was none of the
// choices (not a choice refused for a reason of its own, like an account
// that cannot be both ends of a transfer).
func noneOfTheChoices(p string) bool {
	return strings.HasPrefix(p, "I couldn't take ") || strings.Contains(p, " is not one of ")
}

// quotedAnswer is the answer a problem quotes.
var quotedAnswer = reading.Lazy(`"([^"]*)"`)

// labelFiller are the words said around a slot's label that name nothing.
var labelFiller = lazyWordSet(`the a an is it its it's what which my your of for this that type kind sort`)

// onlyNamesTheSlot reports a refused answer whose words are only the
// slot's label and cues ("crime topology", "the topology?").
func onlyNamesTheSlot(s *agents.Slot, problem string) bool {
	m := quotedAnswer.FindStringSubmatch(problem)
	if m == nil {
		return false
	}
	own := map[string]bool{}
	for _, w := range reading.Words(s.LabelOrName() + " " + s.Name + " " + strings.Join(s.Cues, " ")) {
		own[w] = true
	}
	words := reading.Words(m[1])
	named := false
	for _, w := range words {
		switch {
		case own[w]:
			named = true
		case !labelFiller()[w]:
			return false
		}
	}
	return named
}
