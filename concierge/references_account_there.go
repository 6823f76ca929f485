package concierge

// A pointer in a question about an account's figure (R50; issue 24 round
// 20): "oh right, how much do i have there" right after a transfer from
// Savings was tried as the destination account ("I couldn't take … as the
// destination account ID"), or asked which account again. "there", "in
// it", "that one", "that account" in such a question point at the account
// just talked about — the last one of the slot's choices named alone in
// the conversation ("from Savings (2345678901)", "Your Checking account")
// — and never are a value themselves: the pointer is put as that account
// and said back in front of the next reply. With no account named alone
// just before, the message is read as typed (the balance asks which).

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// pointsAtAccount is a pointer at an account in a question about it.
var pointsAtAccount = reading.Lazy(`(?i)\b(?:(?:in|on|into|inside|with|for)\s+)?(?:over\s+there|there|(?:that|this|the\s+same)\s+(?:one|account|acct|acc)|that\s+1)\b|\b(?:in|inside)\s+(?:it|that)\b`)

// figureAsked are the words of a question about an account's figure:
// "how much do i have there", "whats the balance on that one", "anything
// left in it".
var figureAsked = lazyWordSet(`much balance bal left have got hold holds remaining remain money cash funds`)

// howManyBack is how many messages back an account may have been named.
const howManyBack = 6

// resolveAccountThere is the message with a pointer in a question about
// an account's figure put as the account just talked about, or the
// message as typed.
func (e *Engine) resolveAccountThere(t *turn, text string) string {
	if len(text) > maxWentThroughLen || e.sess.Pending.Secret != nil || notPointing.MatchString(text) || strings.ContainsAny(text, "0123456789") || amountSaysThere(text) {
		return text
	}
	loc := pointsAtAccount.FindStringIndex(text)
	if loc == nil {
		return text
	}
	asks := false
	for _, w := range reading.Words(strings.ToLower(text)) {
		asks = asks || figureAsked()[w]
		if accountMoves()[w] {
			return text // "send 20 there": a destination (references_just_said.go)
		}
	}
	if !asks || !(isQuestion(text) || unmarkedQuestion(text) || strings.Contains(strings.ToLower(text), "how much")) {
		return text
	}
	s := e.figureSlot()
	if s == nil || len(choicesNamed(s, text)) > 0 {
		return text // "how much is in savings": named
	}
	name := e.choiceJustNamed(s)
	if name == "" {
		return text
	}
	pointer := strings.TrimSpace(text[loc[0]:loc[1]])
	e.note(state.NoteRoute, fmt.Sprintf("Read %q as %s: the account just talked about", pointer, name))
	t.say(prompts.JustSaid(pointer, name))
	return strings.TrimSpace(text[:loc[0]] + " in " + name + " " + text[loc[1]:])
}

// figureSlot is the enum slot of the read-only agent that shows an
// account's figure: the one whose choices are the user's accounts.
func (e *Engine) figureSlot() *agents.Slot {
	for _, a := range e.domain.Agents {
		if a.HasSideEffects() || !a.ExposeToUser || a.Name == agents.ConciergeName {
			continue
		}
		for i := range a.Slots {
			s := &a.Slots[i]
			if s.Kind == agents.KindEnum && len(s.Choices) >= 2 && slotNamesAccount(s) {
				return s
			}
		}
	}
	return nil
}

// choiceJustNamed is the last choice of s named alone in the messages
// before this one (the user's or the replies), "" when none.
func (e *Engine) choiceJustNamed(s *agents.Slot) string {
	msgs := e.sess.Messages
	last := len(msgs) - 1 // this message
	for i := last - 1; i >= 0 && i >= last-howManyBack; i-- {
		if msgs[i].Masked {
			continue
		}
		named := choicesNamed(s, msgs[i].Text)
		if msgs[i].Role != state.RoleUser {
			named = choicesShown(s, msgs[i].Text)
		}
		if len(named) == 1 {
			return named[0]
		}
	}
	return ""
}

// choicesShown are the choices of s a reply names as accounts: "from
// Savings (2345678901)", "Your Checking account", "Your Checking balance"
// — not the verb of "Checking an account balance" in a list of tasks.
func choicesShown(s *agents.Slot, reply string) []string {
	var out []string
	for _, c := range s.Choices {
		at := strings.Index(reply, c.Value+" ")
		for at >= 0 {
			after := reply[at+len(c.Value)+1:]
			if strings.HasPrefix(after, "(") || strings.HasPrefix(after, "account") || strings.HasPrefix(after, "balance") {
				out = append(out, c.Value)
				break
			}
			next := strings.Index(after, c.Value+" ")
			if next < 0 {
				break
			}
			at += len(c.Value) + 1 + next
		}
	}
	return out
}
