package concierge

// Which end of a pending transfer an account named at its approval is
// (R50, R51): the source when the money goes to an id, since that is the
// name's only role in the call; either end when the money goes to one of
// the user's own accounts, and then the user is asked which.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// ownAccountGoesTo reports a pending call whose destination is one of the
// user's own accounts, by a slot that resolves names to them ("to my
// savings"): an account named at its approval may then be either end.
func (e *Engine) ownAccountGoesTo(a *agents.Agent) bool {
	w := e.sess.WorkFor(a.Name)
	facts := agents.Facts(e.sess.Facts)
	for _, s := range a.Slots {
		held := w.Slots[s.Name]
		if held == "" || s.Resolve == nil {
			continue
		}
		for _, n := range s.Named {
			if id, err := s.Resolve(n, facts); err == nil && id == held {
				return true
			}
		}
	}
	return false
}

// eitherEnd is the account a message at an approval names, with no word
// that gives it a role, when the pending call could take it as either its
// source or its destination; "" otherwise.
func (e *Engine) eitherEnd(a *agents.Agent, text string) string {
	if asksSomething(text) || !e.ownAccountGoesTo(a) {
		return ""
	}
	lower := strings.ToLower(text)
	for _, s := range e.requiredChoiceSlots(a) {
		if cuedChoice(s, lower) != "" {
			return "" // "from savings": said which
		}
		for _, c := range s.Choices {
			if choiceSaid(c, lower) && !namedAsDestination(lower, c) && !deniedChoice(lower, c) {
				return c.Value
			}
		}
	}
	return ""
}

// askWhichEnd keeps the approval as it was and asks which end of the call
// the account named is.
func (e *Engine) askWhichEnd(t *turn, a *agents.Agent, name string) {
	ap := e.sess.Pending.Approval
	e.note(state.NoteApproval, fmt.Sprintf("Not applied: %s could be where the money comes from or where it goes; the approval waits as it was", name))
	e.speak(t, a.Name, prompts.SourceOrDestination(name, ap.Summary))
	e.emit(ApprovalRequested{Approval: *ap})
}

// otherOfTwo is the choice of a two-choice requirement slot that is not
// the one pinned, when the message asks for "the other account" or denies
// the pinned one ("not checking") and names no choice itself; "".
func (e *Engine) otherOfTwo(a *agents.Agent, lower string) string {
	for _, s := range e.requiredChoiceSlots(a) {
		if len(s.Choices) != 2 {
			continue
		}
		pinned := e.pinnedChoice(a, s)
		for i, c := range s.Choices {
			if !strings.EqualFold(c.Value, pinned) {
				continue
			}
			other := s.Choices[1-i]
			if choiceSaid(other, lower) {
				return ""
			}
			if otherAccount.MatchString(lower) && !choiceSaid(c, lower) && !e.namesNewValue(a, lower) || choiceSaid(c, lower) && deniedChoice(lower, c) && !namedAsDestination(lower, c) {
				return other.Value
			}
		}
	}
	return ""
}

// namesNewValue reports a message that gives a new value of one of a's
// own slots that is no amount and no choice, such as an account id: "no
// the other account, 7654321" then means the destination it names, not the
// other of the user's two accounts (issue 24 round 12), so the source stays.
func (e *Engine) namesNewValue(a *agents.Agent, text string) bool {
	w := e.sess.WorkFor(a.Name)
	facts := agents.Facts(e.sess.Facts)
	for name, raw := range agents.Extract(a, text, "") {
		s := a.Slot(name)
		if s == nil || s.Kind == agents.KindMoney || s.Kind == agents.KindEnum || s.Kind == agents.KindSecret {
			continue
		}
		if v, err := s.Normalize(raw, facts); err == nil && v != w.Slots[name] {
			return true
		}
	}
	return false
}

// otherAccount asks for the other of two accounts.
var otherAccount = reading.Lazy(`\b(?:the|my)\s+other\s+(?:one|account|acct)\b`)

// deniedChoice reports a choice the words just before it deny: "not
// savings", "don't use savings" — a "no" ahead of it is an interjection
// ("no savings not checking"), not a denial.
func deniedChoice(lower string, c agents.Choice) bool {
	for _, w := range append([]string{c.Value}, c.Aliases...) {
		i := reading.PhraseIndex(lower, strings.ToLower(w))
		if i < 0 {
			continue
		}
		f := strings.Fields(strings.NewReplacer(",", " ", ".", " ", ";", " ").Replace(lower[:i]))
		for k := len(f) - 1; k >= 0 && k >= len(f)-3; k-- {
			switch f[k] {
			case "not", "don't", "dont", "never", "without", "nor":
				return true
			}
		}
	}
	return false
}
