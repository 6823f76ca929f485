package concierge

// A whole transfer restated at one of its questions (R50, R51; issue 24
// round 26). At "Which account ID should I send the money to?", with
// Checking already checked, "take 30 off my savings to 1234324" and "40 to
// 1234324 from me savings" proposed the transfer from Checking: the loop's
// own search for the source knows "from my savings" and "out of savings",
// not "off my" or "from me", and the reader's account=Savings was left
// unused in silence. The reader's value is the one source of truth: a
// source it reads, sure, that differs from the one the task holds switches
// it like "from savings" does (source_at_question.go).

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
)

// sourceReadAt is the account the reader, sure, reads in text as a value of
// a slot that a's requirement checks (the account a transfer comes from),
// when it is one of the slot's choices and not the one a holds; "" when
// none.
func (e *Engine) sourceReadAt(t *turn, a *agents.Agent, text string) string {
	if e.reader == nil {
		return ""
	}
	rd := e.reading(t, text)
	if !rd.Sure && (rd.Confidence < 0.6 || !strings.HasPrefix(rd.Doubt, "unsure which slot")) {
		return "" // sure, or unsure only of where a figure goes
	}
	if !restatesTask(a, rd.Commands) {
		return "" // "whats in savings": a question about the other account, no source said
	}
	pinned := e.pinnedFacts(a)
	for _, s := range e.requiredChoiceSlots(a) {
		said := ""
		for _, c := range rd.Commands {
			switch {
			case (c.Kind == agents.CmdSetValue || c.Kind == agents.CmdCorrectValue) && c.Slot == s.Name:
				said = c.Value
			case c.Kind == agents.CmdStartTask && c.Values[s.Name] != "":
				said = c.Values[s.Name]
			}
		}
		if said == "" || !isChoiceOf(s, said) {
			continue
		}
		for _, f := range a.Pins {
			if held := pinned[f]; held != "" && !strings.EqualFold(held, said) && isChoiceOf(s, held) {
				return choiceValue(s, said)
			}
		}
	}
	return ""
}

// choiceValue is the choice of s spelt as the domain spells it.
func choiceValue(s agents.Slot, v string) string {
	for _, c := range s.Choices {
		if strings.EqualFold(c.Value, v) {
			return c.Value
		}
	}
	return v
}

// restatesTask reports a reading that gives a value of a's own slots too
// (the amount, the destination): the request said again as a whole, so
// the account in it is where the money comes from.
func restatesTask(a *agents.Agent, cs []agents.Command) bool {
	for _, c := range cs {
		if (c.Kind == agents.CmdSetValue || c.Kind == agents.CmdCorrectValue) && a.Slot(c.Slot) != nil {
			return true
		}
		if c.Kind == agents.CmdStartTask && c.Agent == a.Name {
			for k := range c.Values {
				if a.Slot(k) != nil {
					return true
				}
			}
		}
	}
	return false
}
