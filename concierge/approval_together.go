package concierge

// A correction at an approval that names several values at once (R50):
// "make it 25 and from savings", "from savings to 7654321", "half that
// and from savings". The account the money comes from is a requirement's
// value (its balance is checked first), so a switch of it sets the call
// aside and enters the task again; every other value said with it is
// checked and kept for the task before that, never dropped. When one of
// them does not fit, nothing changes: the approval waits as it was and
// the reply says which part was not taken.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// switchSource sets the pending call aside for the source named, with the
// values said beside it (vals, read by switchRead) kept for the task; the
// old call never runs on this message.
func (e *Engine) switchSource(t *turn, a *agents.Agent, named string, vals map[string]string) (step, error) {
	ap := e.sess.Pending.Approval
	kept, bad := e.checkBesideSource(a, vals)
	if bad != nil {
		e.note(state.NoteApproval, "Correction not taken: "+bad.Error())
		e.speak(t, a.Name, prompts.ApprovalKept(bad.Error()+"; nothing was changed, "+strings.ToLower(named)+" included", ap.Summary))
		e.emit(ApprovalRequested{Approval: *ap})
		return stop, nil
	}
	// the values go with the request the task reads again once the new
	// source is checked, so that they are checked against its balance
	// (more than Savings holds is asked again, never sent); the old ones
	// are dropped, never used in their place
	w := e.sess.WorkFor(a.Name)
	request := "from " + strings.ToLower(named)
	for _, s := range a.Slots {
		if v, ok := kept[s.Name]; ok {
			delete(w.Slots, s.Name)
			request += ", " + s.LabelOrName() + " " + v
		}
	}
	e.sess.Pending.Approval = nil
	e.note(state.NoteApproval, fmt.Sprintf("Set aside: %s (the request changed: %s)", ap.Summary, request))
	return enterStep(a, request, true), nil
}

// valuesBesideSource reads text, with the names of the accounts the money
// may come from taken out, for the call's other values: the amount and
// the destination said with the switch. A bare number counts: the line
// is a correction, since it switches the source.
func (e *Engine) valuesBesideSource(t *turn, a *agents.Agent, text string) (map[string]string, error) {
	rest := e.withoutSourceNames(a, text)
	out := map[string]string{}
	if strings.TrimSpace(rest) == "" {
		return out, nil
	}
	in, err := e.interpret(t, a, rest, approvalAsked(a, rest))
	if err != nil {
		return nil, err
	}
	for name, raw := range in.Slots {
		if s := a.Slot(name); s != nil && s.Kind != agents.KindSecret {
			out[name] = raw
			rest = strings.Replace(rest, strings.ToLower(raw), " ", 1)
		}
	}
	if left := numberish.FindAllString(rest, -1); len(left) == 1 && moneySlot(a) != nil && out[moneySlot(a).Name] == "" {
		// "no - 80 to 7654321 from savings": the id went to its slot, and
		// the one number left is the amount
		money := moneySlot(a)
		more, err := e.interpret(t, a, strings.TrimSpace(left[0]), money.Name)
		if err != nil {
			return nil, err
		}
		if raw, ok := more.Slots[money.Name]; ok {
			out[money.Name] = raw
		}
	}
	return out, nil
}

// withoutSourceNames blanks out of text the choices of a's requirement
// slots ("savings", "checking") and "the other account": what names the
// source, so that nothing else reads it as a destination.
func (e *Engine) withoutSourceNames(a *agents.Agent, text string) string {
	lower := otherAccount.ReplaceAllString(strings.ToLower(text), " ")
	for _, s := range e.requiredChoiceSlots(a) {
		for _, c := range s.Choices {
			for _, w := range append([]string{c.Value}, c.Aliases...) {
				w = strings.ToLower(w)
				for i := reading.PhraseIndex(lower, w); i >= 0; i = reading.PhraseIndex(lower, w) {
					lower = lower[:i] + strings.Repeat(" ", len(w)) + lower[i+len(w):]
				}
			}
		}
	}
	return lower
}

// checkBesideSource normalises each value for a call whose source is
// about to change: the old source's balance is no measure of the new
// amount (the new source's balance is checked when the task runs again).
func (e *Engine) checkBesideSource(a *agents.Agent, vals map[string]string) (map[string]string, error) {
	facts := agents.Facts{}
	for k, v := range e.sess.Facts {
		facts[k] = v
	}
	for _, f := range a.Pins {
		delete(facts, f)
	}
	out := map[string]string{}
	for _, s := range a.Slots {
		raw, ok := vals[s.Name]
		if !ok {
			continue
		}
		v, err := s.Normalize(raw, facts)
		if err != nil {
			return nil, err
		}
		out[s.Name] = v
	}
	return out, nil
}

// sourceSwitched is the account text switches the pending call's source
// to, after its cue ("from savings"), and whether it does; note is the
// Why panel's word on it ("The request names Savings, but …"), said when
// the switch runs.
func (e *Engine) sourceSwitched(a *agents.Agent, text string) (named, note string, ok bool) {
	for _, s := range e.requiredChoiceSlots(a) {
		if v := correctedChoice(&s, text); v != "" && !e.pinsOtherThan(a, s, v) {
			return "", "", false // "checking, no sorry savings" while it comes from Savings
		}
	}
	_, note, changes := e.sourceNamedOver(a, text)
	if !changes {
		return "", "", false
	}
	lower := strings.ToLower(text)
	for _, s := range e.requiredChoiceSlots(a) {
		if named := cuedChoice(s, lower); named != "" {
			return named, note, true
		}
	}
	return "", "", false
}

// sourceNamedIn is the account text switches the pending call's source
// to, with or without a cue ("and from savings", "savings instead"), ""
// when none, with sourceSwitched's note.
func (e *Engine) sourceNamedIn(a *agents.Agent, text string) (named, note string) {
	source := text
	if named := e.sourceCorrected(a, text); named != "" {
		source = "from " + strings.ToLower(named)
	}
	named, note, _ = e.sourceSwitched(a, source)
	return named, note
}

// moneySlot is a's first money slot, nil when it has none.
func moneySlot(a *agents.Agent) *agents.Slot {
	for i := range a.Slots {
		if a.Slots[i].Kind == agents.KindMoney {
			return &a.Slots[i]
		}
	}
	return nil
}

// namedSource is an account the money should come from, named after "from
// my" or "out of the": "from my brokerage account", "out of the joint".
var namedSource = reading.Lazy(`(?i)\b(?:from|out of)\s+(?:my|the|our)\s+([a-z][a-z'’-]*(?:\s+[a-z][a-z'’-]*)?)\s+(?:account|acct)\b|\b(?:from|out of)\s+(?:my|the|our)\s+([a-z][a-z'’-]*)\b`)

// plainAccountWords name no account in particular: "from my account".
var plainAccountWords = lazyWordSet(`account acct accounts money balance bank own other one end side usual main funds cash`)

// unknownSource is the account a correction at an approval says the money
// should come from when it is none of the user's ("from my brokerage
// account"), "" otherwise: taking the rest of the line and keeping the
// old source would send from an account the user just said not to use.
func (e *Engine) unknownSource(a *agents.Agent, text string) string {
	slots := e.requiredChoiceSlots(a)
	if len(slots) == 0 {
		return ""
	}
	for _, m := range namedSource.FindAllStringSubmatch(text, -1) {
		said := strings.TrimSpace(m[1] + m[2])
		known := false
		for _, w := range strings.Fields(strings.ToLower(said)) {
			if plainAccountWords()[w] {
				known = true
			}
		}
		for _, s := range slots {
			for _, c := range s.Choices {
				if choiceSaid(c, strings.ToLower(said)) {
					known = true
				}
			}
		}
		if !known {
			return said
		}
	}
	return ""
}

// keptForUnknownSource keeps the approval as it was and says which part
// of the line was not taken: the account named is none of the user's.
func (e *Engine) keptForUnknownSource(t *turn, a *agents.Agent, said string) {
	ap := e.sess.Pending.Approval
	var names []string
	for _, s := range e.requiredChoiceSlots(a) {
		names = append(names, s.ChoiceValues()...)
	}
	reason := fmt.Sprintf("I don't know an account called %q to send from (yours are %s)", reading.Clip(said, 30), strings.Join(names, " and "))
	e.note(state.NoteApproval, "Correction not taken: "+reason)
	e.speak(t, a.Name, prompts.ApprovalKept(reason, ap.Summary))
	e.emit(ApprovalRequested{Approval: *ap})
}
