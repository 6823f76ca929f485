package concierge

// A refused answer to a question between a few choices (R25; issue 24
// round 13): "crime topology", "boat" or "travel insurance" at the
// topology question was answered in three sentences that named Home and
// Motor twice (the hint, then the question). The choices are named once:
// a hint that only restricts to the list ("… is Home or Motor only") is
// left out when the question says the same, and the slot's own label said
// back is no answer refused — the question is asked again. No other value
// changes.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// clarifyRefused is the reply to a value of slot s refused with problem:
// the problem, the slot's hint unless the question says it, and the
// question again.
func clarifyRefused(s *agents.Slot, problem string, filled map[string]string) string {
	question := s.QuestionWith(filled)
	if s.Kind != agents.KindEnum || !noneOfTheChoices(problem) {
		return prompts.Clarify(problem, s.Hint, question)
	}
	if onlyNamesTheSlot(s, problem) {
		return question // "crime topology": the label said back
	}
	hint := s.Hint
	if restrictsAsQuestion(s, question) {
		hint = ""
	}
	return prompts.Clarify(problem, hint, question)
}

// restrictsAsQuestion reports a hint that only restricts the answer to the
// choices ("… is Home or Motor only") where the question names every
// choice and restricts to them as well.
func restrictsAsQuestion(s *agents.Slot, question string) bool {
	hint, q := strings.ToLower(s.Hint), strings.ToLower(question)
	if !strings.Contains(hint, " only") || !strings.Contains(q, " only") {
		return false
	}
	for _, c := range s.Choices {
		if !strings.Contains(q, strings.ToLower(c.Value)) || !strings.Contains(hint, strings.ToLower(c.Value)) {
			return false
		}
	}
	return true
}

// noneOfTheChoices reports a problem that says the answer was none of the
// choices (not a choice refused for a reason of its own, like an account
// that cannot be both ends of a transfer).
func noneOfTheChoices(p string) bool {
	return strings.HasPrefix(p, "I couldn't take ") || strings.Contains(p, " is not one of ") || strings.Contains(p, " isn't covered: ")
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
	named := false
	for _, w := range reading.Words(m[1]) {
		switch {
		case own[w]:
			named = true
		case !labelFiller()[w]:
			return false
		}
	}
	return named
}
