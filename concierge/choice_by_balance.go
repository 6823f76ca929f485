package concierge

// An account chosen by how much it holds (R50; issue 24 round 10):
// "whichever has more", "the one with more in it", "the fuller one",
// "whichever's got less". Said at the account question or as the source of
// a transfer waiting for its yes, it picks the choice with the larger (or
// smaller) balance the session has seen — shown in a reply or held in the
// facts of the last check. When a balance was never seen, nothing is
// guessed: which one is asked.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// byMore and byLess compare what the choices hold.
var (
	byMore = reading.Lazy(`(?i)\b(?:more|most|bigger|biggest|larger|largest|higher|highest|fuller|fullest|richer|greater|greatest)\b`)
	byLess = reading.Lazy(`(?i)\b(?:less|least|fewer|smaller|smallest|lower|lowest|emptier)\b`)
	// byPointer points at one of the choices without naming it
	byPointer = reading.Lazy(`(?i)\b(?:whichever|whichevers|whichever's|which ever|one|ones|one's|account|acct|acc)\b`)
)

// sentenceEnd splits a reply into sentences ("$5,000.00." ends one; the
// dots inside a figure do not).
var sentenceEnd = reading.Lazy(`[.!?](?:\s+|$)`)

// dollarFigure is an amount as replies write it.
var dollarFigure = reading.Lazy(`\$\s?\d[\d,]*(?:\.\d+)?`)

// byBalance reports a message that picks a choice by its balance, and
// whether by the larger one; ok is false for any other message.
func byBalance(text string) (more, ok bool) {
	if strings.ContainsAny(text, "0123456789$") || len(reading.Words(text)) > 12 || !byPointer.MatchString(text) {
		return false, false // "20 more" is an amount
	}
	lower := strings.ToLower(text)
	if strings.Contains(lower, " than ") {
		return false, false // "is that more than i have": a question about the call
	}
	m, l := byMore.MatchString(text), byLess.MatchString(text)
	if m == l {
		return false, false
	}
	return m, true
}

// knownAmounts are the balances of s's choices the session has seen: in
// the replies (the last one said of each choice wins) and in the facts a
// share of a balance reads ("account_name", "account_balance").
func (e *Engine) knownAmounts(s agents.Slot) map[string]reading.Cents {
	out := map[string]reading.Cents{}
	for _, m := range e.sess.Messages {
		if m.Agent == "" {
			continue // the user's own words are no balance
		}
		for _, sentence := range sentenceEnd.Split(m.Text, -1) {
			e.amountIn(s, sentence, out)
		}
	}
	for _, a := range e.domain.Agents {
		for _, sl := range a.Slots {
			if sl.Share == nil {
				continue
			}
			name, bal := e.sess.Facts[sl.Share.Name], e.sess.Facts[sl.Share.Amount]
			if c, err := reading.ParseMoney(bal); err == nil && name != "" {
				for _, ch := range s.Choices {
					if strings.EqualFold(ch.Value, name) {
						out[ch.Value] = c
					}
				}
			}
		}
	}
	return out
}

// amountIn records in out the balance a sentence gives of one choice of s.
func (e *Engine) amountIn(s agents.Slot, sentence string, out map[string]reading.Cents) {
	lower := strings.ToLower(sentence)
	if !strings.Contains(lower, "balance") {
		return
	}
	named := ""
	for _, c := range s.Choices {
		if choiceSaid(c, lower) {
			if named != "" {
				return // two accounts in one sentence: whose figure is whose is not said
			}
			named = c.Value
		}
	}
	figs := dollarFigure.FindAllString(sentence, -1)
	if named == "" || len(figs) == 0 {
		return
	}
	if c, err := reading.ParseMoney(figs[len(figs)-1]); err == nil {
		out[named] = c
	}
}

// choiceByBalance is the choice of s with the larger (more) or smaller
// balance, with the balances compared in words ("$5,000.00 in Savings,
// against $1,000.00 in Checking"); when a choice's balance is unknown,
// chosen is "" and the reply asks which one.
func (e *Engine) choiceByBalance(s agents.Slot, more bool) (chosen, reply string) {
	known := e.knownAmounts(s)
	var unknown, all []string
	for _, c := range s.Choices {
		all = append(all, c.Value)
		v, ok := known[c.Value]
		if !ok {
			unknown = append(unknown, c.Value)
			continue
		}
		if chosen == "" || more && v > known[chosen] || !more && v < known[chosen] {
			chosen = c.Value
		}
	}
	word := "more"
	if !more {
		word = "less"
	}
	if len(unknown) > 0 || len(s.Choices) < 2 {
		return "", prompts.ChoiceByBalanceUnknown(strings.Join(unknown, " and "), word, strings.Join(all, " or "))
	}
	var others []string
	for _, c := range s.Choices {
		if c.Value != chosen {
			others = append(others, fmt.Sprintf("%s in %s", known[c.Value], c.Value))
		}
	}
	return chosen, fmt.Sprintf("%s in %s, against %s", known[chosen], chosen, strings.Join(others, " and "))
}

// moreWord is how a reply says the comparison asked.
func moreWord(more bool) string {
	if more {
		return "more"
	}
	return "less"
}

// byBalanceRead reads "whichever has more" said at an approval of a call
// whose source is pinned: the switch to that account, ask(value) when it
// is the source already or when a balance is unknown; ok is false for any
// other message. It only reads.
func (e *Engine) byBalanceRead(t *turn, a *agents.Agent, text string) ([]apCommand, bool, error) {
	more, ok := byBalance(text)
	if !ok {
		return nil, false, nil
	}
	for _, s := range e.requiredChoiceSlots(a) {
		if len(s.Choices) < 2 {
			continue
		}
		chosen, why := e.choiceByBalance(s, more)
		c := apCmd(agents.CmdAsk, text)
		c.Scope, c.Question, c.Text = askValue, text, why
		if chosen == "" {
			var unknown []string
			known := e.knownAmounts(s)
			for _, ch := range s.ChoiceValues() {
				if _, ok := known[ch]; !ok {
					unknown = append(unknown, ch)
				}
			}
			c.Text = prompts.ChoiceByBalanceUnknownCall(strings.Join(unknown, " and "), moreWord(more), s.ChoiceValues())
			return []apCommand{c}, true, nil
		}
		if held := e.pinnedChoice(a, s); strings.EqualFold(held, chosen) {
			c.Text = prompts.ChoiceByBalanceHeld(chosen, moreWord(more), why)
			return []apCommand{c}, true, nil
		}
		named, note, changes := e.sourceSwitched(a, "from "+strings.ToLower(chosen))
		if !changes {
			return nil, false, nil
		}
		sw, err := e.switchRead(t, a, "", named, nil)
		sw.From = text
		sw.notes = []apNote{{state.NoteRoute, fmt.Sprintf("Read as: the account with %s — %s", moreWord(more), why)}, {state.NotePrerequisite, note}}
		return []apCommand{sw}, true, err
	}
	return nil, false, nil
}

// slotByBalanceRead reads "whichever has more" at the question for a
// choice whose balances the session has seen: the choice, taken as the
// answer; when a balance is unknown, which one is asked again. ok is
// false for any other message. It only reads.
func (e *Engine) slotByBalanceRead(t *turn, a *agents.Agent, text string) (turnCmd, bool) {
	if a == nil || e.sess.Pending.Secret != nil || e.sess.Pending.Approval != nil {
		return turnCmd{}, false
	}
	more, ok := byBalance(text)
	if !ok {
		return turnCmd{}, false
	}
	s := a.NextSlot(e.filled(t, a))
	if s == nil || s.Kind != agents.KindEnum || len(s.Choices) < 2 {
		return turnCmd{}, false
	}
	chosen, why := e.choiceByBalance(*s, more)
	if chosen == "" {
		c := sayCmd(agents.CmdAsk, "ask — the account with "+moreWord(more)+", and a balance not seen yet", text, why, false)
		c.Agent = a.Name
		return c, true
	}
	c := turnCommand(agents.CmdSetValue, execHoldValue, text)
	c.a, c.Slot, c.Value = a, s.Name, chosen
	c.shown = fmt.Sprintf("set_value(%s=%s) — the one with %s: %s", s.Name, chosen, moreWord(more), why)
	return c, true
}
