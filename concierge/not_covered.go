package concierge

// A kind the task does not cover, named with the request (issue 24 round
// 19): "write a travel insurance decline letter for C-1001" was answered
// "I didn't recognise "travel" as the crime topology", and "decline letter
// for claim C-1001, its a boat" asked for the topology as if the boat
// was not said. The reply says plainly that the kind is not covered and
// which choices are, before the question is asked (the kinds are the
// slot's Outside, agents/slot_outside.go; at the question itself
// agent_turn.go says the same).

import (
	"errors"
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// sayNotCovered says that a kind the request names is not covered by an
// enum slot of a still to fill, and returns text without the kind's
// words, for what else is said back as unused.
func (e *Engine) sayNotCovered(t *turn, a *agents.Agent, text string, values map[string]string) string {
	w := e.sess.WorkFor(a.Name)
	for i := range a.Slots {
		s := &a.Slots[i]
		if values[s.Name] != "" || w.Slots[s.Name] != "" {
			continue
		}
		kind := s.OutsideNamed(text)
		if kind == "" {
			continue
		}
		e.note(state.NoteInfo, "Not covered: "+kind+" — the "+s.LabelOrName()+" is "+strings.Join(s.ChoiceValues(), " or ")+" only")
		t.say(prompts.NotCovered(kind, a.TaskPhrase(), choicesUnlessAsked(a, s, e.filled(t, a))) + ".")
		return withoutPhrase(text, kind)
	}
	return text
}

// withoutPhrase is text with each whole-word, any-case occurrence of
// phrase (lower case) blanked out.
func withoutPhrase(text, phrase string) string {
	lower := strings.ToLower(text)
	var b strings.Builder
	for from := 0; ; {
		i := strings.Index(lower[from:], phrase)
		if i < 0 {
			b.WriteString(text[from:])
			return b.String()
		}
		i += from
		end := i + len(phrase)
		if !wordEdge(lower, i-1) || !wordEdge(lower, end) {
			b.WriteString(text[from:end])
			from = end
			continue
		}
		b.WriteString(text[from:i])
		b.WriteByte(' ')
		from = end
	}
}

// wordEdge reports a byte of lower that no word goes on through (or a
// position outside it).
func wordEdge(lower string, i int) bool {
	if i < 0 || i >= len(lower) {
		return true
	}
	c := lower[i]
	return !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_')
}

// choicesUnlessAsked are the choices of s to name with "not covered":
// none when s is asked next and its question names them all ("You can
// choose from either Home or Motor only"), so they are said once.
func choicesUnlessAsked(a *agents.Agent, s *agents.Slot, filled map[string]string) []string {
	if next := a.NextSlot(filled); next == nil || next.Name != s.Name || !namesEveryChoice(s, s.QuestionWith(filled)) {
		return s.ChoiceValues()
	}
	return nil
}

// namesEveryChoice reports a question that names every choice of s.
func namesEveryChoice(s *agents.Slot, question string) bool {
	q := strings.ToLower(question)
	for _, c := range s.Choices {
		if !strings.Contains(q, strings.ToLower(c.Value)) {
			return false
		}
	}
	return true
}

// notTaken is the problem with an answer at the question of slot asked
// that gave it no value: a kind the slot does not cover is said so ("its
// a boat"); anything else is "I couldn't take …".
func (e *Engine) notTaken(t *turn, a *agents.Agent, text, asked string) error {
	s := a.Slot(asked)
	if kind := s.OutsideNamed(text); kind != "" {
		return errors.New(prompts.NotCovered(kind, a.TaskPhrase(), choicesUnlessAsked(a, s, e.filled(t, a))))
	}
	return fmt.Errorf("I couldn't take %q as the %s", reading.Clip(typedOf(t, text), 60), s.LabelOrName())
}

// typedOf is the words to quote back for text: text itself when the user
// typed it, else the message as stored (secrets masked). The loop's
// rewrites ("whatever i have" said as "everything") are its own words, and
// a reply that quotes them quotes what nobody typed (round 39, bank 37).
func typedOf(t *turn, text string) string {
	if t == nil || t.text == "" || strings.Contains(normalise(t.text), normalise(text)) {
		return text
	}
	return t.text
}
