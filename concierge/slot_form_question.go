package concierge

// A question about the form of a value (R28, R50's ask; issue 24): "whats
// a claim id look like", "what format is the claim id in", "how long is a
// claim id" ask what the value is, which its slot's label and hint answer —
// not where to find one, which another agent may do. At the slot's own
// question it is answered and the question asked again; with nothing
// waiting it is answered and nothing starts.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// formAsked is a question after a value's form: its look, its format, its
// length, an example, what it is.
var formAsked = reading.Lazy(`\b(?:looks? like|format|formatted|shape|pattern|example|sample|how (?:long|many (?:digits|letters|characters|numbers|chars))|mean|means|made of|made up of|consist of|consists of|characters|digits)\b`)

// foundAsked is a question after where a value is found, or how it is
// got: another agent's work ("where do i find my claim id").
var foundAsked = reading.Lazy(`\b(?:where|find|found|get|lost|forgot|forgotten|locate|look up|lookup|don'?t (?:have|know)|dont (?:have|know))\b`)

// questionLead is what may stand before a question's first word: "sorry
// whats the format of a claim id".
var questionLead = reading.Lazy(`(?i)^(?:(?:sorry|hmm+|um+|uh+|ok|okay|so|wait|hey|right|and|but|quick question|just wondering|oh)[,\s]+)*`)

// asksValueForm reports a question about the form of the slot's value.
func asksValueForm(s *agents.Slot, text string) bool {
	if s == nil || s.Kind == agents.KindSecret || s.Hint == "" && len(s.Choices) == 0 {
		return false
	}
	n := normalise(text)
	if !isQuestion(questionLead.ReplaceAllString(text, "")) || !namesSlot(s, reading.Words(text)) || foundAsked.MatchString(n) {
		return false
	}
	// "can you give me an example claim id" asks for no work but the form
	return formAsked.MatchString(n) || !asksForWork.MatchString(n) && whatIsLabel(s, normalise(questionLead.ReplaceAllString(text, "")))
}

// whatIsLabel reports "what's a claim id", "what is the topology exactly":
// the slot's label asked about, and nothing more.
func whatIsLabel(s *agents.Slot, n string) bool {
	label := strings.Join(reading.Words(s.LabelOrName()), " ")
	rest, ok := cutWhatIs(n)
	if !ok {
		return false
	}
	rest = strings.TrimPrefix(strings.TrimPrefix(strings.TrimPrefix(rest, "a "), "an "), "the ")
	rest = strings.TrimSuffix(strings.TrimSpace(strings.TrimRight(rest, "?! .")), " exactly")
	rest = strings.TrimSuffix(strings.TrimSuffix(rest, " again"), " anyway")
	return rest == label || rest == label+"s" || strings.HasSuffix(label, " "+rest) && len(rest) > 3
}

// cutWhatIs is the words after "what is", "what's", "whats".
func cutWhatIs(n string) (string, bool) {
	for _, p := range []string{"what is ", "what's ", "whats ", "what are ", "wat is ", "wats "} {
		if strings.HasPrefix(n, p) {
			return n[len(p):], true
		}
	}
	return "", false
}

// slotFormAnswered answers a question about the form of a slot's value
// with nothing waiting; ok is false when the message asks none.
func (e *Engine) slotFormAnswered(text string) (turnCmd, bool) {
	for _, a := range e.domain.Agents {
		for i := range a.Slots {
			s := &a.Slots[i]
			if !asksValueForm(s, text) || len(agents.Extract(a, text, "")) > 0 {
				continue
			}
			return sayCmd(agents.CmdAsk, "ask — what a "+s.LabelOrName()+" is, answered from its hint; nothing starts", text, aboutValueForm(s), true), true
		}
	}
	return turnCmd{}, false
}

// aboutValueForm is what the slot's label, hint and choices say of its
// value.
func aboutValueForm(s *agents.Slot) string {
	var choices []string
	for _, c := range s.Choices {
		choices = append(choices, c.Value)
	}
	return prompts.AboutSlot(s.LabelOrName(), s.Hint, choices)
}
