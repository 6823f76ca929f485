package concierge

// "Leave X, send the rest" said before the balance is known (round 33,
// tryout 48): "leave 200 in checking and put the rest in savings" as the
// first message checked the balance after the sign-in and stopped there,
// the transfer forgotten. The figure that stays is kept with the transfer
// and, once the transfer's source balance is checked, the amount is that
// balance less the figure, shown in the summary for a yes (never moved
// without one); a balance no larger than the figure asks the amount.

import (
	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// keptKey is the transfer's memory of the figure that stays.
const keptKey = "leave.kept"

// restTo reads "… the rest in savings" after the phrase: "in" there names
// where the rest goes.
var restTo = reading.Lazy(`(?i)^\s*(?:in|into|to|over\s+to)\s+((?:my\s+|the\s+)?[a-z]+)`)

// keepForLater remembers kept for the transfer, to be taken off the
// source's balance once it is checked.
func (e *Engine) keepForLater(sh *moneyShare, kept reading.Cents) {
	e.sess.WorkFor(sh.agent.Name).Memory[keptKey] = kept.Plain()
}

// keptAmountFilled fills a's share slot with the checked balance less the
// figure kept for it, when the slot is what a asks next.
func (e *Engine) keptAmountFilled(t *turn, a *agents.Agent) {
	sh := e.shareSlot()
	if sh == nil || sh.agent != a {
		return
	}
	w := e.sess.WorkFor(a.Name)
	raw := w.Memory[keptKey]
	if raw == "" || a.NextSlot(e.filled(t, a)) != sh.slot {
		return
	}
	f := e.pinnedFacts(a)
	balance, err := reading.ParseMoney(f[sh.slot.Share.Amount])
	if f[sh.slot.Share.Amount] == "" || err != nil {
		return // not checked yet: kept until it is
	}
	delete(w.Memory, keptKey)
	kept, err := reading.ParseMoney(raw)
	if err != nil || balance <= kept {
		return // nothing left above it: the amount is asked
	}
	rest := reading.Cents(int64(balance) - int64(kept))
	w.Slots[sh.slot.Name] = rest.Plain()
	e.note(state.NoteProgress, "The amount is "+rest.String()+": the "+f[sh.slot.Share.Name]+" balance of "+balance.String()+" less the "+kept.String()+" that stays")
}
