package concierge

// A word that points at an account just said (R50, R53): "1234324" and,
// once asked what it is for, "send there 20 from checking"; "transfer 50
// to that one"; "put 20 into it". The account is the last id of the user's
// previous message or of the reply just before this message, put in the
// message in the pointer's place and said back in front of the next reply
// (the approval shows it again before any money moves). Nothing is
// guessed: with no id said just before, or when the message names its own
// account, it is read as typed.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// pointsThere are the ways of pointing at an account just named: "there",
// "into that one", "that account"
// ("to it" and "to that" are left alone: "add another 25 to that" is the
// amount's).
var pointsThere = reading.Lazy(`(?i)(?:\b(?:to|into|in|over\s+to)\s+)?(?:\bover\s+there\b|\bthere\b|\b(?:that|this)\s+(?:one|account|acct|number|id)\b)`)

// notPointing are uses of "there" and "that" that point at no account:
// "is there", "there is", "hi there", "that's all".
var notPointing = reading.Lazy(`(?i)\b(?:is|are|was|were|hi|hello|hey|get|out)\s+there\b|\bthere\s+(?:is|are|was|were|'s)\b|\bthat'?s\b`)

// justSaidID finds the account id said just before this message: in the
// user's previous message, or in the reply to it.
var justSaidID = reading.Lazy(`\b\d{5,17}\b`)

// resolveJustSaid is the message with a pointer to an account put as the
// account just named, or the message as typed.
func (e *Engine) resolveJustSaid(t *turn, text string) string {
	if e.sess.Pending.Secret != nil || e.sess.Pending.Approval != nil || notPointing.MatchString(text) || amountSaysThere(text) {
		return text
	}
	loc := pointsThere.FindStringIndex(text)
	if loc == nil {
		return text
	}
	pointer := strings.TrimSpace(text[loc[0]:loc[1]])
	slot := e.accountSlot(text)
	if slot == nil {
		return text
	}
	id := e.idJustSaid(func(id string) bool {
		return slot.Check == nil || slot.Check(id, agents.Facts(e.sess.Facts)) == nil // never the account the money comes from
	})
	if id == "" {
		return text
	}
	e.note(state.NoteRoute, fmt.Sprintf("Read %q as %s: the account just mentioned", pointer, id))
	t.say(prompts.JustSaid(pointer, id))
	return text[:loc[0]] + " to " + id + " " + text[loc[1]:]
}

// accountSlot is the account slot of the agent the message asks for,
// when the message does not fill it itself: where "there" can go.
func (e *Engine) accountSlot(text string) *agents.Slot {
	var a *agents.Agent
	switch {
	case e.sess.Speaker != "":
		a = e.domain.Agent(e.sess.Speaker)
	default:
		if best, ok := e.router.Best(text, e.domain.Agents); ok && best.Core {
			a = best.Agent // "send there 20": the transfer's own word
		}
	}
	if a == nil {
		return nil
	}
	given := agents.Extract(a, text, "")
	for i := range a.Slots {
		s := &a.Slots[i]
		if s.Kind == agents.KindPattern && slotNamesAccount(s) && given[s.Name] == "" {
			return s
		}
	}
	return nil
}

// idJustSaid is the last account id of the user's previous message, or
// else of the replies to it; "" when none was said.
func (e *Engine) idJustSaid(fits func(string) bool) string {
	msgs := e.sess.Messages
	prev := -1 // the user's previous message; the last message is this one
	for i := len(msgs) - 2; i >= 0; i-- {
		if msgs[i].Role == state.RoleUser {
			prev = i
			break
		}
	}
	if prev < 0 || msgs[prev].Masked {
		return ""
	}
	for _, i := range append([]int{prev}, between(prev, len(msgs)-1)...) {
		ids := justSaidID.FindAllString(msgs[i].Text, -1)
		for k := len(ids) - 1; k >= 0; k-- {
			if fits(ids[k]) {
				return ids[k]
			}
		}
	}
	return ""
}

// between are the indexes after from and before to, the latest first.
func between(from, to int) []int {
	var out []int
	for i := to - 1; i > from; i-- {
		out = append(out, i)
	}
	return out
}
