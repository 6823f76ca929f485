package concierge

// Amounts said relative to the one waiting at an approval (R50, R41):
// "half that", "double it", "20 more", "take 10 off", "round it up to
// 150". Such a message changes the call, so it is a correct_value: the
// new amount is worked out from the pending one and asked afresh, with
// the slot's checks (the balance) run again. A change with no size ("a
// bit less") sets the call aside and asks the amount. Money never moves on
// the old amount after a message that said a change.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// relativeRead reads text as an amount relative to the pending call's;
// ok is false when it says none, and the message is read on.
func (e *Engine) relativeRead(t *turn, a *agents.Agent, text string) (cs []apCommand, ok bool, err error) {
	slot, old := e.pendingAmount(a)
	if slot == nil {
		return nil, false, nil
	}
	rel, found := reading.FindRelative(text)
	if !found {
		return nil, false, nil
	}
	said := strings.TrimSpace(text[rel.From:rel.To])
	rest := strings.TrimSpace(text[:rel.From] + " " + text[rel.To:])
	plain := onlyAroundRelative(rest)
	if !plain && (denies(rest) || hasCancel(rest)) {
		return nil, false, nil // "don't double it": not a change asked for
	}
	if rel.Op == reading.RelVague {
		if !plain && len(strings.Fields(said)) == 1 {
			return nil, false, nil // "yes and tell me more about fees": no change of the amount
		}
		// "ok a bit less tho", "can it be a little lower": never a yes to
		// the old amount, whatever is said around it
		c := apCmd(agents.CmdCorrectValue, text)
		c.Scope, c.Slot, c.Text, c.Value = vague, slot.Name, said, old.String()
		return []apCommand{c}, true, nil
	}
	nw, _ := rel.Apply(old)
	if !plain && (asksSomething(rest) || e.requestOfItsOwn(rest) && e.routesTo(rest) != a) {
		// "is half that enough?", "half that and check my savings": not
		// applied here, and never approved past either (R53)
		return []apCommand{unusedCmd(text, []callValue{{Said: said, Slot: slot.Name, Hint: "make it " + nw.Plain(), What: "change the " + slot.LabelOrName()}})}, true, nil
	}
	readAs := fmt.Sprintf("Read %q as %s: %s", said, nw, rel.Describe(old))
	in := agents.Interpretation{Slots: map[string]string{}}
	if !plain {
		named, note := e.sourceNamedIn(a, rest)
		if named != "" {
			// "half that and from savings": the new amount goes with the
			// new source, both or neither (R50)
			c, err := e.switchRead(t, a, rest, named, map[string]string{slot.Name: nw.Plain()})
			c.notes = []apNote{{state.NotePrerequisite, note}, {state.NoteApproval, readAs}}
			return []apCommand{c}, true, err
		}
		// "half that to 7654321": the other values said with it apply too
		other, err := e.interpret(t, a, rest, "")
		if err != nil {
			return nil, true, err
		}
		for k, v := range other.Slots {
			if k != slot.Name {
				in.Slots[k] = v
			}
		}
		if rel.Op == reading.RelAdd && len(in.Slots) > 0 {
			if _, yes := leadingYes(text); yes {
				// "yes and send 20 more to 7654321": more money to another
				// account is another transfer, queued after this one
				return nil, false, nil
			}
			// "20 more to 7654321": more on this call, or another one —
			// which is not said; nothing changes, and it is said back (R53)
			return []apCommand{unusedCmd(text, []callValue{{Said: strings.TrimSpace(text)}})}, true, nil
		}
	}
	in.Slots[slot.Name] = nw.Plain()
	c := correctCmd(in, text)
	c.notes = []apNote{{state.NoteApproval, readAs}}
	return []apCommand{c}, true, nil
}

// saysRelativeAmount reports a message that only asks for the pending
// amount changed relative to itself, even worded as a question: "can you
// make it a third instead?" is no side question.
func (e *Engine) saysRelativeAmount(a *agents.Agent, text string) bool {
	if slot, _ := e.pendingAmount(a); slot == nil {
		return false
	}
	rel, ok := reading.FindRelative(text)
	return ok && onlyAroundRelative(text[:rel.From]+" "+text[rel.To:])
}

// relativeAtApproval reports a message at an approval that changes its
// amount relative to itself: a correction, whatever else a reader makes
// of it ("another forty on top" is no cancel).
func (e *Engine) relativeAtApproval(text string) bool {
	ap := e.sess.Pending.Approval
	if ap == nil {
		return false
	}
	a := e.domain.Agent(ap.Agent)
	return a != nil && e.saysRelativeAmount(a, text)
}

// pendingAmount is a's money slot that holds a value, and that value.
func (e *Engine) pendingAmount(a *agents.Agent) (*agents.Slot, reading.Cents) {
	w := e.sess.WorkFor(a.Name)
	for i := range a.Slots {
		s := &a.Slots[i]
		if s.Kind != agents.KindMoney || w.Slots[s.Name] == "" {
			continue
		}
		if c, err := reading.ParseMoney(w.Slots[s.Name]); err == nil {
			return s, c
		}
	}
	return nil, 0
}

// amountNotExact sets the call aside and asks the amount again: "a bit
// less" says a change but not its size (R50); old is the amount it held.
func (e *Engine) amountNotExact(t *turn, a *agents.Agent, slot *agents.Slot, said string, old string) step {
	ap := e.sess.Pending.Approval
	e.sess.Pending.Approval = nil
	e.note(state.NoteApproval, fmt.Sprintf("Set aside: %s (%q says no exact amount)", ap.Summary, said))
	delete(e.sess.WorkFor(a.Name).Slots, slot.Name)
	t.say(prompts.AmountNotExact(reading.Clip(said, 40), old))
	return advanceStep(a)
}

// denies reports words that take back what they stand with: "don't
// double it", "not half".
func denies(rest string) bool {
	for _, w := range reading.Words(rest) {
		switch w {
		case "not", "dont", "don't", "never", "cannot", "can't", "cant", "wont", "won't", "without":
			return true
		}
	}
	return false
}

// onlyAroundRelative reports what is left of a message beside its
// relative amount as words that only lead to it or hedge around it:
// "erm actually just …", "can you make it … instead", "yes but …".
func onlyAroundRelative(rest string) bool {
	for _, w := range reading.Words(rest) {
		if (!correctionFiller()[w] || w == "not") && !relativeFiller()[w] {
			return false
		}
	}
	return true
}

// relativeFiller are words, beside correctionFiller's, that may stand
// around a relative amount (built on first use: TestInitAllocations).
var relativeFiller = lazyWordSet(`yes yeah yep yup ya yea sure ok but and can could you would i'd id want wanna we us should i'll ill gonna prefer
	like need do please thanks thx ty lol a an of by on top be is that's thats fine better good great
	him her them me really maybe think guess send sending transfer pay it's its`)
