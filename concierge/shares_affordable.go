package concierge

// How many shares the user's money buys (R28, R7; issue 24 round 9): "how
// many shares could i buy with my checking", "could i afford 10 tesla
// shares with savings?". Nobody here buys shares or does that sum, and
// the stock look-up quoted "buy" and "checking" back as words it did not
// use. It is said plainly, and both numbers are given: the balance of the
// account named (or asked) first, then the price of the stock named (or
// asked), one after the other.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// asksSharesAffordable asks how many shares some money buys.
var asksSharesAffordable = reading.Lazy(`(?i)\bhow\s+many\s+(?:\w+\s+)?(?:shares?|stocks?|units?)\b.*\b(?:buy|afford|get|purchase|grab)\b|\b(?:can|could)\s+i\s+(?:afford|buy|get)\b.*\b(?:shares?|stocks?)\b.*\b(?:with|from|using)\b`)

// sharesAffordableRead reads such a question: both numbers are looked up,
// the balance first and the price after it; ok is false for any other
// message, or a domain without prices or accounts. It only reads.
func (e *Engine) sharesAffordableRead(text string) (turnCmd, bool) {
	if e.sess.Speaker != "" || e.sess.Pending.Approval != nil || e.planWaits() || !asksSharesAffordable.MatchString(text) {
		return turnCmd{}, false
	}
	lookup := e.stockAgent()
	viewer, slot := e.accountViewer()
	if lookup == nil || viewer == nil {
		return turnCmd{}, false
	}
	balance := "your balance"
	if req := viewRequest(slot, text); req != "" {
		balance = "your " + strings.TrimSuffix(req, " accounts") + " balance"
	}
	price := "the stock's price"
	symbol := ""
	for _, v := range agents.Extract(lookup, text, "") {
		symbol = v
	}
	if symbol != "" {
		price = "the price of " + symbol
	}
	c := sayCmd(agents.CmdAsk, "ask — how many shares the money buys; both numbers are given, nothing is bought", text, prompts.SharesAffordable(balance, price), false)
	c.exec, c.a = execSharesAffordable, viewer
	c.Value = strings.TrimSpace(lookup.TaskPhrase() + " " + symbol) // asked after the balance
	c.Slot = viewRequest(slot, text)                                // the balance asked for
	return c, true
}

// lookUpShares runs it: the balance now, the price queued after it.
func (e *Engine) lookUpShares(t *turn, c turnCmd) step {
	t.say(c.Text)
	if c.Value != "" {
		e.sess.Agenda.RequestFirst(c.Value) // none for "can i afford to send 1200" (afford_asked.go)
	}
	e.status()
	return enterStep(c.a, c.Slot, c.Slot != "")
}
