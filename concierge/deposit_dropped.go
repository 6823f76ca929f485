package concierge

// A deposit said while a transfer is in hand (tryout 33, 22): at
// "Transfer $500.00 from Savings to Checking?" the user said "no, i mean
// i have a paycheck to deposit, not from savings", and was asked how much
// to transfer to Checking; at that question "put 200 cash in savings" was
// taken as the amount. The transfer was never what they wanted: it is
// dropped (nothing moves, nothing is asked of it again), the deposit is
// said plainly as not done here (cannot_deposit.go), and what else the
// message asks goes on.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

const execDepositDropped turnExec = iota + 11700 // cancel(transfer); cannot_handle(deposit)

// depositDroppedRead reads a deposit of outside money: cannot_handle, and
// the transfer dropped when it asks for a value or waits for approval; ok
// is false for any other message. It only reads: the transfer is dropped
// when the command runs.
func (e *Engine) depositDroppedRead(t *turn, text string) (turnCmd, bool) {
	mover := e.moneyMover()
	if mover == nil || e.sess.Pending.Secret != nil || e.planWaits() {
		return turnCmd{}, false
	}
	rest, ok := e.besideDeposit(text)
	if !ok {
		return turnCmd{}, false
	}
	said, why := prompts.CannotDeposit(rest != ""), "no agent here can "+depositOutside.what
	if !e.transferInHand(mover) {
		// read before a value's or the last task's readings: "deposit 300
		// in checking" right after a balance is no correction of it
		c := turnCommand(agents.CmdCannotHandle, execCannot, text)
		c.Text, c.Value, c.why = said, rest, why
		return c, true
	}
	// at the amount's question "put 200 cash in savings" holds an amount,
	// and is no answer to it
	c := turnCommand(agents.CmdCannotHandle, execDepositDropped, text)
	c.a, c.Text, c.Value = mover, said, rest
	c.shown = "cancel(" + mover.Name + "); cannot_handle"
	if rest != "" {
		c.shown += "; then: " + rest
	}
	c.why = why + "; the transfer in hand is not what was asked"
	return c, true
}

// besideDeposit is what text asks beside a deposit of outside money ("",
// when nothing, or only "not from savings"); ok is false when it asks no
// such deposit.
func (e *Engine) besideDeposit(text string) (rest string, ok bool) {
	var others []string
	for _, clause := range read(text).TypedClauses() {
		if e.depositKind(strings.ToLower(clause)) != nil {
			ok = true
			continue
		}
		if !read(clause).Mentions(reading.Negation) {
			others = append(others, clause)
		}
	}
	rest = strings.Join(others, " and ")
	if !ok || rest != "" && !e.newRequest(rest) {
		rest = ""
	}
	return rest, ok
}

// transferInHand reports the money mover asking for a value or waiting
// for its approval.
func (e *Engine) transferInHand(mover *agents.Agent) bool {
	if ap := e.sess.Pending.Approval; ap != nil {
		return ap.Agent == mover.Name
	}
	return e.sess.Speaker == mover.Name
}

// runDepositDropped drops the transfer and says the deposit is not done
// here; done is false for another command.
func (e *Engine) runDepositDropped(t *turn, c turnCmd) (step, bool) {
	if c.exec != execDepositDropped {
		return stop, false
	}
	e.clearTasks()
	e.note(state.NoteContinuation, "Abandoned: "+c.a.Name+"; the user asked to deposit money from outside, which no agent does")
	e.status()
	said := join("OK, I won't make that transfer: nothing was moved.", c.Text)
	if c.Value != "" {
		t.say(said)
		return handleStep(c.Value), true
	}
	e.speak(t, agents.ConciergeName, said)
	return stop, true
}
