package concierge

// A question about a value already given, at another question (R50's
// ask, R28; issue 24 round 11): "wait what was the claim id i gave you",
// "which claim id did i give u?", "hang on did i say 55TT21 or 55TT12" at
// the topology question. Its words were tried as the question's value or
// sent to another agent ("I didn't recognise 'gave' as the relationship").
// The value asked about is said back from the task as it stands, nothing
// changes, and the open question is asked again.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// givenQuestionFill are the words such a question is built of besides the
// value's name and the value: who gave it, the verb, pointers, fillers.
var givenQuestionFill = lazyWordSet(`what whats what's which was were is did do does i i'd you u ya me my the a an that this it its it's again remind tell told say said saying gave give given giving entered enter typed type put provided provide mentioned mention used use using have has got wait hang on hold sec second sorry um umm hmm uh oh or one number no id ok okay so just quick can could please check again earlier before already just now there here to for of in with we`)

// labelStopWords are the small words of a label that name nothing.
var labelStopWords = lazyWordSet(`the a an of your my for to is in on with and or`)

// givenMarkers make the message about a value given before, not a new
// value: a verb of giving or saying, "again", "remind".
var givenMarkers = lazyWordSet(`gave give given giving said say saying told tell entered enter typed type put provided provide mentioned mention used using again remind earlier before already have got ` +
	// a choice made before: "what topology was it?", "what did i pick for topology?" (round 13)
	`was were pick picked choose chose chosen select selected went go set remember recall`)

// givenValueAsked answers a question about a value the task in hand
// already holds and asks the open question again; ok is false for any
// other message.
func (e *Engine) givenValueAsked(t *turn, a *agents.Agent, text, asked string) (step, bool) {
	reply, why, ok := e.givenValueRead(t, a, text, asked)
	if !ok {
		return stop, false
	}
	e.note(state.NoteRoute, "Read as: ask(value) — "+why)
	t.say(reply)
	return advanceStep(a), true
}

// givenValueRead reads a question about a value a already holds, asked
// at the question for asked: the answer from the value unchanged, and why.
// It only reads.
func (e *Engine) givenValueRead(t *turn, a *agents.Agent, text, asked string) (reply, why string, ok bool) {
	if asked == "" || e.sess.Pending.Approval != nil || !askedAsQuestion(text) && !strings.HasPrefix(strings.ToLower(strings.TrimSpace(text)), "remind") {
		return "", "", false
	}
	if l := strings.ToLower(a.Slot(asked).LabelOrName()); strings.Contains(" "+strings.Join(reading.Words(text), " ")+" ", " "+l+" ") {
		return "", "", false // "what is a claim type?" asks about the question itself, not the claim id held
	}
	facts := agents.Facts(e.sess.Facts)
	if raw, ok := agents.Extract(a, text, asked)[asked]; ok {
		if _, err := a.Slot(asked).Normalize(raw, facts); err == nil {
			return "", "", false // "home, what was the id?": an answer first
		}
	}
	w := e.sess.WorkFor(a.Name)
	named := map[string]bool{} // slots named by their label or by a value of their shape
	marked := false
	for _, word := range reading.Words(text) {
		slot := e.givenSlotWord(a, w.Slots, word, asked, facts)
		switch {
		case slot != "":
			named[slot] = true
		case givenMarkers()[word]:
			marked = true
		case givenQuestionFill()[word]:
		default:
			return "", "", false // a word of something else: read as before
		}
	}
	if !marked || len(named) == 0 {
		return "", "", false
	}
	var said []string
	for i := range a.Slots {
		s := &a.Slots[i]
		if named[s.Name] {
			said = append(said, prompts.ValueOfCall(s.LabelOrName(), shownValue(s, w.Slots[s.Name])))
		}
	}
	why = fmt.Sprintf("a question about a value %s already holds, answered from it unchanged; the %s asked again", a.Name, a.Slot(asked).LabelOrName())
	return strings.Join(said, " "), why, true
}

// givenSlotWord is the slot of a that word names, when that slot holds a
// value already: a word of its label or name ("claim", "id"), a word of
// its value, or a value of its shape ("55TT12" beside "55TT21"). Secrets
// are never named: they are never said back.
func (e *Engine) givenSlotWord(a *agents.Agent, held map[string]string, word, asked string, facts agents.Facts) string {
	for i := range a.Slots {
		s := &a.Slots[i]
		v, given := held[s.Name]
		if !given || v == "" || s.Name == asked || s.Kind == agents.KindSecret {
			continue
		}
		if len(word) > 1 && !labelStopWords()[word] {
			for _, lw := range reading.Words(s.LabelOrName() + " " + strings.ReplaceAll(s.Name, "_", " ")) {
				if lw == word {
					return s.Name
				}
			}
		}
		if strings.EqualFold(word, v) {
			return s.Name
		}
		for _, c := range s.Choices {
			if strings.EqualFold(word, c.Value) {
				return s.Name // "was it home or motor i said?"
			}
		}
		if s.Kind == agents.KindPattern {
			if _, err := s.Normalize(word, facts); err == nil {
				return s.Name
			}
		}
	}
	return ""
}

// givenValueAskedAtSpeaker is givenValueRead for the speaker's open
// question, read before the message's commands: "what id did i type
// earlier?" reads as help to the reader, and help answered nothing.
func (e *Engine) givenValueAskedAtSpeaker(t *turn, text string) (a *agents.Agent, reply, why string, ok bool) {
	a = e.domain.Agent(e.sess.Speaker)
	if a == nil {
		return nil, "", "", false
	}
	s := a.NextSlot(e.filled(t, a))
	if s == nil {
		return nil, "", "", false
	}
	reply, why, ok = e.givenValueRead(t, a, text, s.Name)
	return a, reply, why, ok
}
