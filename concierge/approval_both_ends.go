package concierge

// A correction at an approval that names both ends of a transfer between
// the user's own accounts (R50): "actually from checking to savings",
// "no, savings to checking", "the other way round", "reverse it". Both
// ends change together: the source alone would leave the old destination
// in place, and a transfer from an account to itself is never asked.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// swapWords turn a transfer around: "the other way round", "reverse it",
// "swap them", "vice versa", "backwards".
var swapWords = reading.Lazy(`(?i)\b(?:other|opposite)\s+(?:way|direction)\b|\bwrong\s+way\s+(?:round|around)\b|\bvice\s+versa\b|\bbackwards?\b|\bthe\s+reverse\b|\b(?:reverse|swap|switch|flip|invert)\s+(?:it|that|this|them|those|the\s+(?:accounts|two|direction|order|ends))\b|^\W*(?:reverse|swap|flip)\W*$`)

// endLink joins a source to a destination said together: "savings to
// checking", "checking into savings", "savings -> checking".
var endLink = reading.Lazy(`^\s*(?:account\s+)?(?:to|into|in\s+to|->|→|=>)\s+(?:my\s+|the\s+|our\s+)?$`)

// toBefore, fromBetween: "to savings from checking", the destination
// first; notBefore: "not savings to checking" names the ends not wanted.
var (
	toBefore    = reading.Lazy(`\b(?:to|into)\s+(?:my\s+|the\s+)?$`)
	fromBetween = reading.Lazy(`^\s*(?:account\s+)?,?\s*(?:from|out\s+of)\s+(?:my\s+|the\s+)?$`)
	notBefore   = reading.Lazy(`\b(?:not|never|don'?t|dont)\s+(?:from\s+)?(?:my\s+|the\s+)?$`)
)

// ownEndSlot is a's slot that takes one of the user's own accounts by name
// as where the money goes ("to my savings"), nil when it has none.
func (e *Engine) ownEndSlot(a *agents.Agent) *agents.Slot {
	for i := range a.Slots {
		s := &a.Slots[i]
		if s.Resolve != nil && len(s.Named) > 0 {
			return s
		}
	}
	return nil
}

// accountSaid is one of the user's accounts said in a message, where.
type accountSaid struct {
	name       string
	start, end int
}

// accountsSaid lists the user's accounts text names, in order.
func (e *Engine) accountsSaid(a *agents.Agent, lower string) []accountSaid {
	var out []accountSaid
	for _, s := range e.requiredChoiceSlots(a) {
		for _, c := range s.Choices {
			for _, w := range append([]string{c.Value}, c.Aliases...) {
				w = strings.ToLower(w)
				from := 0
				for {
					i := reading.PhraseIndex(lower[from:], w)
					if i < 0 {
						break
					}
					out = append(out, accountSaid{name: c.Value, start: from + i, end: from + i + len(w)})
					from += i + len(w)
				}
			}
		}
	}
	// in order of place; a shorter alias inside a longer one is dropped
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j].start < out[j-1].start; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	var kept []accountSaid
	for _, s := range out {
		if n := len(kept); n > 0 && s.start < kept[n-1].end {
			continue
		}
		kept = append(kept, s)
	}
	return kept
}

// endsNamed is the source and destination a message at an approval names
// together ("from checking to savings", "savings to checking", "to
// savings from checking"), or a swap of the pending ones; ok is false
// when it names no two ends.
func (e *Engine) endsNamed(a *agents.Agent, text string) (from, to string, ok bool) {
	dest := e.ownEndSlot(a)
	if dest == nil || len(e.requiredChoiceSlots(a)) == 0 || asksSomething(text) {
		return "", "", false
	}
	lower := strings.ToLower(text)
	said := e.accountsSaid(a, lower)
	if len(said) == 2 {
		first, second := said[0], said[1]
		between := lower[first.end:second.start]
		before := lower[:first.start]
		switch {
		case endLink.MatchString(between) && !notBefore.MatchString(before):
			return first.name, second.name, true // "(from) savings to checking"
		case toBefore.MatchString(before) && fromBetween.MatchString(between):
			return second.name, first.name, true // "to savings from checking"
		}
	}
	if len(said) == 0 && swapWords.MatchString(text) {
		src := e.pinnedSource(a)
		goes := e.ownAccountOf(a, dest)
		if src == "" || goes == "" {
			return "", "", false
		}
		return goes, src, true
	}
	return "", "", false
}

// pinnedSource is the account the pending call's money comes from, by its
// choice value ("Savings"), "" when no pin holds one.
func (e *Engine) pinnedSource(a *agents.Agent) string {
	for _, s := range e.requiredChoiceSlots(a) {
		if v := e.pinnedChoice(a, s); v != "it" {
			return v
		}
	}
	return ""
}

// ownAccountOf is the user's account the pending call's destination slot
// holds, by its choice value, "" when it holds another (an id of someone
// else's account).
func (e *Engine) ownAccountOf(a *agents.Agent, dest *agents.Slot) string {
	held := e.sess.WorkFor(a.Name).Slots[dest.Name]
	facts := agents.Facts(e.sess.Facts)
	for _, s := range e.requiredChoiceSlots(a) {
		for _, c := range s.Choices {
			if id, err := dest.Normalize(strings.ToLower(c.Value), facts); err == nil && id == held {
				return c.Value
			}
			if id, err := dest.Resolve(strings.ToLower(c.Value), facts); err == nil && id == held {
				return c.Value
			}
		}
	}
	return ""
}

// cannotSwap is why a turn-around asked of a transfer cannot be made: its
// destination is not one of the user's accounts ("the other way round" at
// a transfer to 7654321); "" for any other message.
func (e *Engine) cannotSwap(a *agents.Agent, text string) string {
	dest := e.ownEndSlot(a)
	if dest == nil || asksSomething(text) || !swapWords.MatchString(text) || len(e.accountsSaid(a, strings.ToLower(text))) > 0 || e.ownAccountOf(a, dest) != "" {
		return ""
	}
	return fmt.Sprintf("the money goes to %s, which is not one of your accounts, so I can't turn the transfer around", e.sess.WorkFor(a.Name).Slots[dest.Name])
}
