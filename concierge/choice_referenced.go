package concierge

// A choice pointed at instead of named (R28, R50; issue 24 round 9):
// "and in the other account also please" after the Checking balance is
// Savings; "ok that one" at "Checking or Savings?" is the account the
// last answer named ("Savings is higher, at $5,000.00 …"); "the one with
// more money" is the account whose figure shown is the larger. Each was
// refused as no account. The words pointing are put in the message in the
// choice's place, so everything after reads the account as if typed.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

var (
	// otherChoice points at the choice not used last.
	otherChoice = reading.Lazy(`\b(?:the|my|ur|your)\s+other\s+(?:one|account|acct|acc|accnt|accounts?)\b|\bthe\s+other\b$`)
	// thatChoice points at the choice the last answer named.
	thatChoice = reading.Lazy(`^(?:(?:ok|okay|k|yes|yeah|yep|sure|alright|fine|then|so|um|hmm|right)\b[\s,.!]*)*(?:that|this|the\s+same|same)\s+(?:one|account|acct|acc)?\s*(?:(?:then|please|pls|it\s+is|thanks|thx|is\s+fine|will\s+do)\b\s*)*$`)
	// whicheverChoice points at the choice with the larger or smaller figure.
	whicheverChoice = reading.Lazy(`\b(?:the\s+one|whichever(?:\s+one)?|the\s+account|the\s+acct|whatever\s+one)\s+(?:with|that\s+has|has|having|that's|thats|is|that\s+is)\s+(?:got\s+)?(?:the\s+)?(more|most|less|least|bigger|biggest|higher|highest|lower|lowest|larger|smaller)\b(?:\s+(?:money|cash|funds|in\s+it|balance))?`)
)

// resolveChoiceRefs puts the choice meant in place of the words that
// point at it, when a slot with choices is asked or was used last.
func (e *Engine) resolveChoiceRefs(text string) string {
	if e.sess.Pending.Approval != nil || e.sess.Pending.Secret != nil || e.planWaits() {
		return text
	}
	s, asked := e.choiceSlotInPlay()
	if s == nil {
		return text
	}
	n := normalise(text)
	if loc := otherChoice.FindStringIndex(n); loc != nil {
		if last := e.lastChoiceOf(s); last != "" && len(s.Choices) == 2 {
			for _, c := range s.Choices {
				if !strings.EqualFold(c.Value, last) {
					e.note(state.NoteRoute, "Read \""+n[loc[0]:loc[1]]+"\" as "+c.Value+": the one of two not used last")
					return n[:loc[0]] + c.Value + n[loc[1]:]
				}
			}
		}
		return text
	}
	if !asked {
		return text
	}
	if m := whicheverChoice.FindStringSubmatchIndex(n); m != nil {
		if c := e.choiceByFigure(s, comparatives()[n[m[2]:m[3]]]); c != "" {
			e.note(state.NoteRoute, "Read \""+n[m[0]:m[1]]+"\" as "+c+": its figure shown")
			return n[:m[0]] + c + n[m[1]:]
		}
		return text
	}
	if thatChoice.MatchString(n) {
		if c := e.choiceLastNamed(s); c != "" {
			e.note(state.NoteRoute, "Read \""+n+"\" as "+c+": the one the last answer named")
			return c
		}
	}
	return text
}

// choiceSlotInPlay is the slot with choices the speaker asks (asked), or
// else the one of the last finished task.
func (e *Engine) choiceSlotInPlay() (*agents.Slot, bool) {
	if a := e.domain.Agent(e.sess.Speaker); a != nil {
		if s := a.NextSlot(e.sess.WorkFor(a.Name).Slots); s != nil && s.Kind == agents.KindEnum && len(s.Choices) >= 2 {
			return s, true
		}
		return nil, false
	}
	if e.sess.Last == nil {
		return nil, false
	}
	if a := e.domain.Agent(e.sess.Last.Agent); a != nil {
		for i := range a.Slots {
			s := &a.Slots[i]
			if s.Kind == agents.KindEnum && len(s.Choices) == 2 && e.sess.Last.Slots[s.Name] != "" {
				return s, false
			}
		}
	}
	return nil, false
}

// lastChoiceOf is the value slot s had in the last finished task that
// had it.
func (e *Engine) lastChoiceOf(s *agents.Slot) string {
	if l := e.sess.Last; l != nil {
		if v := l.Slots[s.Name]; v != "" {
			return v
		}
		for i := len(l.Earlier) - 1; i >= 0; i-- {
			if v := l.Earlier[i].Slots[s.Name]; v != "" {
				return v
			}
		}
	}
	return ""
}

// choiceLastNamed is the choice of s the last answer before the question
// named first ("Savings is higher, at $5,000.00, against … Checking").
func (e *Engine) choiceLastNamed(s *agents.Slot) string {
	for i := len(e.sess.Messages) - 1; i >= 0; i-- {
		m := e.sess.Messages[i]
		if m.Role == state.RoleUser {
			continue
		}
		if strings.HasSuffix(strings.TrimSpace(m.Text), "?") {
			continue // the question itself names every choice
		}
		lower := strings.ToLower(m.Text)
		best, at := "", -1
		for _, c := range s.Choices {
			if i := reading.PhraseIndex(lower, strings.ToLower(c.Value)); i >= 0 && (at < 0 || i < at) {
				best, at = c.Value, i
			}
		}
		if best != "" {
			return best
		}
	}
	return ""
}

// choiceByFigure is the choice whose figure shown is the larger (more)
// or the smaller.
func (e *Engine) choiceByFigure(s *agents.Slot, more bool) string {
	said, ok := e.compareShown(more)
	if !ok {
		return ""
	}
	lower := strings.ToLower(said)
	best, at := "", -1
	for _, c := range s.Choices {
		if i := reading.PhraseIndex(lower, strings.ToLower(c.Value)); i >= 0 && (at < 0 || i < at) {
			best, at = c.Value, i
		}
	}
	return best
}
