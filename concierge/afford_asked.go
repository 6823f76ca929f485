package concierge

// "Can I afford to send N?" (round 34's bank 49): "yo whats my balance in
// checkin, and can i afford to send my bro 1200", "do i have enough to pay
// 300 to 7654321", "could we afford to move 5k from savings". It is a
// question, never a request to send: it was planned as a transfer that
// asked for the recipient's account, and the question was never answered.
// When a balance has been checked, it is compared with the amount and the
// answer said; when none has, the balance is looked up for the user to
// compare. Nothing is sent either way.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// asksAfford asks whether there is money enough to send an amount.
var asksAfford = reading.Lazy(`(?i)\b(?:(?:can|could|would|will|do|does|did|should)\s+(?:i|we|me)\s+(?:still\s+)?(?:afford|have\s+enough(?:\s+(?:money|cash|funds|dough))?(?:\s+(?:in|on)\s+(?:my\s+|the\s+)?\w+)?)|(?:is|will)\s+there\s+(?:be\s+)?enough(?:\s+(?:money|cash|funds))?(?:\s+(?:in|on)\s+(?:my\s+|the\s+)?\w+)?|(?:am|is)\s+(?:i|it)\s+(?:able|ok|okay)|(?:enough|afford\s+it)\s+(?:for\s+me\s+)?)\s+(?:to\s+|for\s+)?(?:send|sending|transfer|transferring|pay|paying|move|moving|give|giving|wire|lend|spend|cover)\b`)

// sendAffordRead reads such a question into its answer, or the look-up of a
// balance to answer it; ok is false for any other message. It only reads.
func (e *Engine) sendAffordRead(text string) (turnCmd, bool) {
	if e.sess.Pending.Approval != nil || e.sess.Pending.Secret != nil || !asksAfford.MatchString(text) {
		return turnCmd{}, false
	}
	viewer, slot := e.accountViewer()
	mover := e.moneyMover()
	if viewer == nil || mover == nil {
		return turnCmd{}, false
	}
	amount, ok := affordAmount(mover, text)
	if !ok {
		return turnCmd{}, false
	}
	shown := "ask — whether there is money enough for " + amount.String() + "; nothing is sent"
	if have, err := reading.ParseMoney(e.sess.Facts["account_balance"]); err == nil && e.sess.Facts["account_name"] != "" {
		name := e.sess.Facts["account_name"]
		var said string
		if have >= amount {
			said = fmt.Sprintf("Yes: your %s balance is %s, which covers %s.", name, have, amount)
		} else {
			said = fmt.Sprintf("No: your %s balance is %s, which is %s short of %s.", name, have, reading.Cents(amount-have), amount)
		}
		return sayCmd(agents.CmdAsk, shown, text, said+" Nothing is sent; ask me to send it if you want to.", false), true
	}
	c := sayCmd(agents.CmdAsk, shown, text, fmt.Sprintf("Nothing is sent: here is your balance, to see whether it covers %s.", amount), false)
	c.exec, c.a = execSharesAffordable, viewer
	c.Slot = viewRequest(slot, text) // the balance asked for, if named
	return c, true
}

// affordAmount is the amount the question names, read as the mover reads
// one.
func affordAmount(mover *agents.Agent, text string) (reading.Cents, bool) {
	for name, v := range agents.Extract(mover, text, "") {
		if s := mover.Slot(name); s != nil && s.Kind == agents.KindMoney {
			c, err := reading.ParseMoney(v)
			return c, err == nil && c > 0
		}
	}
	return 0, false
}

// sendAffordVerdict says whether the balance this turn showed covers the
// amount a recent "can i afford to send N" asked about; "" otherwise.
func (e *Engine) sendAffordVerdict(t *turn) string {
	viewer, _ := e.accountViewer()
	mover := e.moneyMover()
	if viewer == nil || mover == nil {
		return ""
	}
	msgs := e.sess.Messages
	asked, users := -1, 0
	var amount reading.Cents
	for i := len(msgs) - 1; i >= 0 && users < 5; i-- {
		if msgs[i].Role != state.RoleUser {
			continue
		}
		users++
		if !asksAfford.MatchString(msgs[i].Text) {
			continue
		}
		if c, ok := affordAmount(mover, msgs[i].Text); ok {
			asked, amount = i, c
		}
		break
	}
	if asked < 0 || e.turnEndedSince(asked, t) {
		return ""
	}
	for i := len(msgs) - 1; i > asked && i >= t.first; i-- {
		m := msgs[i]
		if m.Role == state.RoleUser || m.Agent != viewer.Name {
			continue
		}
		f, ok := figureOf(sentenceWithFigure(m.Text))
		if !ok {
			continue
		}
		name, _, _ := strings.Cut(f.label, " (")
		name = strings.TrimSuffix(name, " account")
		e.note(state.NoteRoute, "Compared "+amount.String()+" with "+f.said)
		if f.amount >= amount {
			return fmt.Sprintf("So yes: %s covers %s. Nothing is sent; ask me to send it if you want to.", name, amount)
		}
		return fmt.Sprintf("So no: %s is %s short of %s. Nothing is sent.", name, reading.Cents(amount-f.amount), amount)
	}
	return ""
}
