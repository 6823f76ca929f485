package concierge

// A cancel that holds a choice word (R27, §15): "ugh forget the whole
// thing im going home" at "Home or Motor?", "never mind all that, motor
// racing is on". The cancel decides: the task in hand ends, and the choice
// word in the sentence is never taken as the answer to the question.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// wholeCancel is a cancel verb with what it cancels: the whole of it
// ("forget the whole thing", "scrap all that", "never mind everything")
// or a plain "it"/"that"/"this" (group 2 names which).
var wholeCancel = reading.Lazy(`(?i)\b(?:forget(?:\s+about)?|scrap|ditch|drop|cancel|abandon|abort|bin|kill|never\s*mind|nvm|scratch|skip)\s+(?:(the\s+whole\s+(?:thing|lot|request|business)|whole\s+thing|all\s+(?:of\s+)?(?:that|this|it)|everything|it\s+all|the\s+lot)|(it|that|this))\b`)

// cancelsDespiteChoice reports a message that cancels the task in hand
// though it also holds other words: the whole of it named ("forget the
// whole thing im going home"), or "it"/"that" with more words after it
// than a bare value ("scrap it, home time"; never "forget that, motor",
// which may correct an answer). What follows the cancel must not be a
// request of its own: that is the change-of-mind path's (R27).
func (e *Engine) cancelsDespiteChoice(text string) bool {
	if e.sess.Pending.Approval != nil || e.planWaits() || e.sess.Speaker == "" {
		return false // an answer at an approval or a plan is read as a whole (§15)
	}
	m := wholeCancel.FindStringSubmatchIndex(text)
	if m == nil {
		return false
	}
	before := reading.Words(text[:m[0]])
	if len(before) > 2 || read(text[:m[0]]).Mentions(reading.Negation) {
		return false // "why would I forget it", "don't forget that"
	}
	rest := strings.TrimSpace(strings.Trim(text[m[1]:], " ,.;:!-"))
	whole := m[2] >= 0
	// "never mind all that, what's my balance": a request after it. After
	// the whole of it cancelled, only an agent's own words are a request:
	// "im going home" is where the user goes, not a task
	if rest != "" && (e.requestOfItsOwn(rest) || !whole && e.readAsTask(rest)) {
		return false
	}
	if !whole && len(reading.Words(rest)) < 2 {
		return false
	}
	// the kind this reads is a cancel that also names a choice of the task
	// in hand; any other cancel is the change-of-mind path's
	return e.speakerChoiceIn(strings.ToLower(rest))
}

// speakerChoiceIn reports a choice of one of the speaker's own choice
// slots named in lower: "home" when the letter asks "Home or Motor?".
func (e *Engine) speakerChoiceIn(lower string) bool {
	a := e.domain.Agent(e.sess.Speaker)
	if a == nil {
		return false
	}
	for _, s := range a.Slots {
		if s.Kind != agents.KindEnum {
			continue
		}
		for _, c := range s.Choices {
			if choiceSaid(c, lower) {
				return true
			}
		}
	}
	return false
}

// cancelDespiteChoice ends what is in hand for such a message.
func (e *Engine) cancelDespiteChoice(t *turn, text string) (step, bool) {
	if !e.cancelsDespiteChoice(text) {
		return step{}, false
	}
	e.note(state.NoteRoute, "Read as: cancel(all) — the message cancels; no word in it is taken as an answer")
	return abandonStep(""), true
}
