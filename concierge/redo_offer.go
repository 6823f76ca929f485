package concierge

// A what-if about the task just finished (R50's ask, then correct_value;
// issue 24 round 13): "and if i was partner?" after the strategy answered
// for an internal employee, "what if it was motor?" after the home letter.
// It asks whether to run the task again with that choice, and a yes right
// after runs it with the choice changed and every other value as it was;
// anything else is read as usual and changes nothing.

import (
	"fmt"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// whatIf opens a question about another case: "what if", "and if", "if i
// was", "suppose", "say it was".
var whatIf = reading.Lazy(`(?i)^\W*(?:(?:and|but|so|ok|okay|hmm|um|oh|wait)\W+)*(?:what\s+if|and\s+if|what\s+about\s+if|how\s+about\s+if|if\s+(?:i|it|we|they|he|she|this|that)(?:'?d|\s+had)?\s+(?:was|were|is|been|be)|suppose|supposing|say\s+(?:i|it|we|they)\s+(?:was|were|am|is)|would\s+it\s+(?:be\s+)?(?:any\s+)?different\s+(?:if|for))\b`)

// onlyWhatIf reports a what-if that asks nothing be done: "what if it was
// motor, redo it" asks, and is the correction's to run at once.
func onlyWhatIf(text string) bool {
	if !whatIf.MatchString(text) {
		return false
	}
	for _, w := range reading.Words(text) {
		if doVerbs()[w] {
			return false
		}
	}
	return true
}

// whatIfAfterDone reads a what-if naming one choice of the last finished
// task other than the one it ran with: the Why panel's words and the offer
// to run it again. It only reads.
func (e *Engine) whatIfAfterDone(text string) (why, reply string, ok bool) {
	l := e.sess.Last
	if l == nil || !onlyWhatIf(text) || e.sess.Speaker != "" || e.sess.Pending.Approval != nil || e.sess.Plan != nil || e.sess.Agenda.Depth() > 0 {
		return "", "", false
	}
	a := e.domain.Agent(l.Agent)
	if a == nil || a.HasSideEffects() {
		return "", "", false // a transfer done is done: never offered again this way
	}
	vals := agents.Extract(a, text, "")
	if len(vals) != 1 {
		return "", "", false
	}
	for name, raw := range vals {
		s := a.Slot(name)
		if s == nil || s.Kind != agents.KindEnum || l.Slots[name] == "" {
			return "", "", false
		}
		v, err := s.Normalize(raw, e.pinnedFacts(a))
		if err != nil || v == l.Slots[name] {
			return "", "", false
		}
		why = fmt.Sprintf("a what-if about %s's %s after it finished: asked whether to run it again with %s", a.Name, s.LabelOrName(), v)
		return why, prompts.RedoOffer(a.TaskPhrase(), s.LabelOrName(), v), true
	}
	return "", "", false
}

// redoOfferTaken reads a yes to the offer the last reply made: the last
// task again with the choice offered. ok is false for any other message.
func (e *Engine) redoOfferTaken(l *state.LastTask, a *agents.Agent, text string) (lastFix, bool) {
	if !isYes(text) || hasCancel(text) || len(e.sess.Messages) < 2 {
		return lastFix{}, false
	}
	ms := e.sess.Messages
	last := ms[len(ms)-2] // the reply before this message
	if last.Role != state.RoleAgent {
		return lastFix{}, false
	}
	for i := range a.Slots {
		s := &a.Slots[i]
		if s.Kind != agents.KindEnum || l.Slots[s.Name] == "" {
			continue
		}
		for _, c := range s.Choices {
			if c.Value != l.Slots[s.Name] && last.Text == prompts.RedoOffer(a.TaskPhrase(), s.LabelOrName(), c.Value) {
				return lastFix{a: a, changed: map[string]string{s.Name: c.Value}}, true
			}
		}
	}
	return lastFix{}, false
}
