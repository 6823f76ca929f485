package concierge

// Values said at an approval (R50, R53). Whatever reads the message, the
// call waiting is the one thing a message at an approval must never get
// wrong: a value that would change it replaces the yes, and a value that
// nothing applied is named in the reply, so that a "yes" after it is a yes
// to what the summary says and nothing else.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// callValue is a value a message names that would change the pending
// call: an amount, an account id, an account or choice name.
type callValue struct {
	Said string // as the user typed it
	Slot string // the slot (or pinned fact's slot) it would change, "" when unknown
	Hint string // how to say it so that it applies: `make it 20`
	What string // what saying it does, for the reply: "change the amount"
}

// numberish finds numbers as typed: "20", "$1,250.50", "5k", "300 bucks".
var numberish = reading.Lazy(`(?i)[$£€]?[ ]?\d[\d,]*(?:\.\d+)?\s?(?:k|m|bn)?\b`)

// valuesNamed lists the values in text that touch the call a waits on and
// differ from what it holds now. Secrets are never among them.
func (e *Engine) valuesNamed(a *agents.Agent, text string) []callValue {
	w := e.sess.WorkFor(a.Name)
	facts := e.pinnedFacts(a)
	var out []callValue
	seen := map[string]bool{}
	add := func(v callValue) {
		k := strings.ToLower(v.Said)
		if _, secret := e.typed.Mask(v.Said); !seen[k] && !secret {
			seen[k] = true
			out = append(out, v)
		}
	}
	for _, loc := range numberish.FindAllStringIndex(text, -1) {
		for loc[0] < loc[1] && text[loc[0]] == ' ' {
			loc[0]++
		}
		said := strings.TrimSpace(text[loc[0]:loc[1]])
		if said == "" || !reading.WordBoundary(text, loc[0]-1) {
			continue
		}
		held := false
		for _, s := range a.Slots {
			if s.Kind == agents.KindSecret {
				continue
			}
			if v, err := s.Normalize(said, facts); err == nil && v == w.Slots[s.Name] {
				held = true // "yes, send the 200": the call's own value
			}
		}
		if held {
			continue
		}
		if s := e.slotFor(a, said, facts); s != nil {
			add(callValue{Said: said, Slot: s.Name, Hint: hintFor(s, said), What: "change the " + s.LabelOrName()})
			continue
		}
		add(callValue{Said: said, Hint: "", What: ""})
	}
	// a choice of a requirement's agent the task pinned ("savings" when
	// the money comes from Checking), or of one of its own enum slots
	lower := strings.ToLower(text)
	for _, s := range e.requiredChoiceSlots(a) {
		// "checking, no sorry savings": the one taken back is not named
		if v := correctedChoice(&s, text); v != "" {
			if e.pinsOtherThan(a, s, v) {
				add(callValue{Said: v, Slot: s.Name, Hint: "from " + strings.ToLower(v),
					What: "use " + v + " instead of " + e.pinnedChoice(a, s)})
			}
			continue
		}
		for _, c := range s.Choices {
			if choiceSaid(c, lower) && e.pinsOtherThan(a, s, c.Value) {
				add(callValue{Said: c.Value, Slot: s.Name, Hint: "from " + strings.ToLower(c.Value),
					What: "use " + c.Value + " instead of " + e.pinnedChoice(a, s)})
			}
		}
	}
	for _, s := range a.Slots {
		if s.Kind != agents.KindEnum {
			continue
		}
		for _, c := range s.Choices {
			if choiceSaid(c, lower) && w.Slots[s.Name] != "" && !strings.EqualFold(w.Slots[s.Name], c.Value) {
				add(callValue{Said: c.Value, Slot: s.Name, Hint: "make it " + strings.ToLower(c.Value), What: "change the " + s.LabelOrName()})
			}
		}
	}
	return out
}

// markedNear reports a number said as money in the text: "$" before it
// or a money word after it ("7654322 dollars").
func markedNear(text, number string) bool {
	i := strings.Index(text, number)
	if i < 0 {
		return false
	}
	before := strings.TrimSpace(text[:i])
	after := strings.Fields(strings.ToLower(text[i+len(number):]))
	if strings.HasSuffix(before, "$") {
		return true
	}
	if len(after) > 0 {
		switch strings.Trim(after[0], ".,!?") {
		case "dollars", "dollar", "bucks", "usd", "k":
			return true
		}
	}
	return false
}

// slotFor is the one non-secret slot of a that takes said, nil when none
// or several do.
func (e *Engine) slotFor(a *agents.Agent, said string, facts agents.Facts) *agents.Slot {
	var found *agents.Slot
	for i := range a.Slots {
		s := &a.Slots[i]
		if s.Kind == agents.KindSecret || s.Kind == agents.KindText || s.Kind == agents.KindEnum {
			continue
		}
		if _, err := s.Normalize(said, facts); err != nil {
			continue
		}
		if found != nil {
			return nil
		}
		found = s
	}
	return found
}

// hintFor is how to say a value so that it applies: "make it 20" for an
// amount, "to 7654321" for an account to send to.
func hintFor(s *agents.Slot, said string) string {
	for _, cue := range s.Cues {
		if cue == "to" {
			return "to " + said
		}
	}
	return "make it " + said
}

// choiceSaid reports a choice named as a word of the text.
func choiceSaid(c agents.Choice, lower string) bool {
	for _, w := range append([]string{c.Value}, c.Aliases...) {
		if reading.PhraseIndex(lower, strings.ToLower(w)) >= 0 {
			return true
		}
	}
	return false
}

// pinnedChoice is the choice of s the task's pinned facts hold.
func (e *Engine) pinnedChoice(a *agents.Agent, s agents.Slot) string {
	facts := e.pinnedFacts(a)
	for _, f := range a.Pins {
		if held := facts[f]; held != "" && isChoiceOf(s, held) {
			return held
		}
	}
	return "it"
}

// pinsOtherThan reports a task whose pinned facts hold another choice of
// s than v: the transfer pinned to Checking, and "savings" said.
func (e *Engine) pinsOtherThan(a *agents.Agent, s agents.Slot, v string) bool {
	facts := e.pinnedFacts(a)
	for _, f := range a.Pins {
		if held := facts[f]; held != "" && isChoiceOf(s, held) && !strings.EqualFold(held, v) {
			return true
		}
	}
	return false
}

// sourceCorrected is the choice of a pinned requirement a message at an
// approval switches to with words that replace ("savings instead", "use
// savings", "rather from savings"), "" when none: the account the money
// comes from is a value of the call too (R50).
//
// Said with no such words ("no the other account, savings"), an account
// name is still the source when that is its only role in the call: the
// money goes to an id, not to one of the user's own accounts (R50, R51).
func (e *Engine) sourceCorrected(a *agents.Agent, text string) string {
	replaces := isCorrection(text) || switchWords(text)
	if !replaces && (asksSomething(text) || e.ownAccountGoesTo(a)) {
		return "" // a side question, or an account that may be either end
	}
	lower := strings.ToLower(text)
	for _, s := range e.requiredChoiceSlots(a) {
		// "checking, no sorry savings": the choice said after the last
		// correction is the one meant, the one before it taken back —
		// when it is the source already, nothing changes
		if v := correctedChoice(&s, text); v != "" {
			if e.pinsOtherThan(a, s, v) {
				return v
			}
			return ""
		}
		for _, c := range s.Choices {
			if choiceSaid(c, lower) && e.pinsOtherThan(a, s, c.Value) && !namedAsDestination(lower, c) && !deniedChoice(lower, c) {
				return c.Value
			}
		}
	}
	if !e.ownAccountGoesTo(a) {
		return e.otherOfTwo(a, lower) // "the other account", "not checking"
	}
	return ""
}

// requiredChoiceSlots are the enum slots of the agents that satisfy a's
// requirements: where the values a task pins come from (the account a
// transfer's balance was checked for).
func (e *Engine) requiredChoiceSlots(a *agents.Agent) []agents.Slot {
	var out []agents.Slot
	for _, r := range a.Requires {
		if by := e.domain.Agent(r.By); by != nil {
			for _, s := range by.Slots {
				if s.Kind == agents.KindEnum {
					out = append(out, s)
				}
			}
		}
	}
	return out
}

// switchWords are words that put one thing in place of another.
func switchWords(text string) bool {
	for _, w := range reading.Words(text) {
		switch w {
		case "use", "using", "switch", "instead", "rather", "change", "swap":
			return true
		}
	}
	return false
}

// namedAsDestination reports a choice said after "to" or "into" (or "in"
// after a money verb and an amount): where
// the money goes, not where it comes from ("send it to savings instead").
func namedAsDestination(lower string, c agents.Choice) bool {
	lower = agents.InAsInto(lower) // "put 50 in savings"
	for _, w := range append([]string{c.Value}, c.Aliases...) {
		w = strings.ToLower(w)
		for _, cue := range []string{"to ", "into ", "to my ", "into my ", "to the ", "into the ", "top up ", "top up my ", "top up the "} {
			if reading.PhraseIndex(lower, cue+w) >= 0 {
				return true
			}
		}
	}
	return false
}

// asksSomething reports a message that asks or requests rather than
// only names: "what is in savings?", "check savings", "show me savings".
// A bare "savings" at an approval names a value; it is no side question.
func asksSomething(text string) bool {
	if strings.Contains(text, "?") {
		return true
	}
	for _, w := range reading.Words(text) {
		switch w {
		case "what", "whats", "what's", "how", "show", "check", "tell", "balance", "see", "look", "much", "is", "does", "can", "could":
			return true
		}
	}
	return false
}

// keptAsIs says that nothing changed and names what the message said that
// was not applied, with how to say it so that it is (R53): never a bare
// "please answer yes or no" after a message that named a value.
func (e *Engine) keptAsIs(t *turn, a *agents.Agent, vs []callValue) {
	ap := e.sess.Pending.Approval
	said := make([]string, len(vs))
	for i, v := range vs {
		said[i] = v.Said
	}
	e.note(state.NoteApproval, fmt.Sprintf("Not applied: %s; the approval waits as it was", strings.Join(said, ", ")))
	hint, what := "", ""
	for _, v := range vs {
		if v.Hint != "" {
			hint, what = v.Hint, v.What
			break
		}
	}
	e.speak(t, a.Name, prompts.ApprovalUnchanged(ap.Summary, hint, what))
	e.emit(ApprovalRequested{Approval: *ap})
}

// saidAsCorrection reports a message that gives a value with nothing but
// words that take back or hedge around it: "ok then 500", "wait, make that
// 20", "hmm, 50 instead", "oops I meant 30". A value said alone ("20") is
// not one: it is named back instead (R53).
func saidAsCorrection(text string) bool {
	rest := numberish.ReplaceAllString(text, " ")
	words := reading.Words(rest)
	if len(words) == 0 {
		return false
	}
	for _, w := range words {
		if !correctionFiller()[w] && !closingFiller()[w] {
			return false
		}
	}
	return true
}

// correctionFiller are the words that may stand around a corrected value
// (built on first use: TestInitAllocations).
var correctionFiller = lazyWordSet(`ok okay k then so well hmm hm um uh er oh ah wait hold on
	actually instead rather make that it this change to the amount should be have been
	oops sorry i meant mean no nope not lets let's let us do go with how about what just
	only please pls plz dollars dollar bucks usd send transfer pay sum total of
	scratch correction my bad mistake typo er erm uhh umm`)

// contrastTail is a free text's closing contrast with what it replaces:
// "build a treehouse, not just build", "pay rent by the 3rd not the 5th".
var contrastTail = reading.Lazy(`(?i)[,;]?\s+(?:and\s+)?(?:not|instead of|rather than)\s+(?:just\s+|only\s+|simply\s+)?(.+?)[.!]?$`)

// partWords is the most words of a new value that replace only the part
// of the old one its contrast names.
const partWords = 3

// dropContrast takes off a new free-text value (a note's text at its
// approval) the contrast with the value it replaces, when what it names
// is in the old value: the text the user wants is before it, or, when it
// is a word or three, the old text with that part replaced.
func (e *Engine) dropContrast(a *agents.Agent, vals map[string]string) {
	w := e.sess.WorkFor(a.Name)
	for name, v := range vals {
		s := a.Slot(name)
		old := strings.ToLower(w.Slots[name])
		if s == nil || s.Kind != agents.KindText || old == "" {
			continue
		}
		m := contrastTail.FindStringSubmatchIndex(v)
		if m == nil || m[0] == 0 {
			continue
		}
		said := strings.ToLower(strings.Trim(v[m[2]:m[3]], ` "'`))
		if said == "" || !strings.Contains(old, said) {
			continue
		}
		now := strings.TrimSpace(v[:m[0]])
		if i := strings.Index(old, said); len(strings.Fields(now)) <= partWords && !strings.Contains(strings.ToLower(now), said) {
			// "make it friday not thursday": a part of the text replaced
			// ("call the dentist on thursday" → "… on friday"), the words
			// said again around it not doubled (approval_contrast_splice.go)
			now = spliceWords(w.Slots[name], i, i+len(said), now)
		}
		vals[name] = now
	}
}
