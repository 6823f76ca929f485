package concierge

// A cancel said inside a longer message at an approval (R50: a cancel runs
// first; issue 24 round 15): "ok nevermind the plumber said he'll take
// cash, forget the transfer", "scrap it, he wants cash", "the plumber
// takes cash now so never mind". The short "forget the transfer" cancels;
// said with a reason around it, the message was read as nothing and the
// approval asked again. A clause that cancels, in a message where no
// other clause says yes, changes a value or asks, drops the call and its
// task: nothing runs, and the reply says so.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// consequenceJoin joins a cancel to what led to it: "she sorted it out so
// forget the transfer", "he wants cash and i'll cancel it".
var consequenceJoin = reading.Lazy(`(?i)\s+(?:so|and|but|then|anyway|anyways)\s+`)

// cancelInsideRead is the cancel(all) of a message at a's approval where a
// clause cancels and the rest only explains; ok is false otherwise. It
// only reads.
func (e *Engine) cancelInsideRead(a *agents.Agent, text string) (apCommand, bool) {
	if strings.Contains(text, "?") {
		return apCommand{}, false // "never mind, is there a fee?": the question is read
	}
	cancels := false
	var clauses []string
	for _, c := range asideSplit(text) {
		clauses = append(clauses, consequenceJoin.Split(c, -1)...)
	}
	for _, c := range clauses {
		switch {
		case isCancel(c) || hasCancel(c):
			cancels = true
		case approveGate(c) || e.changesCall(a, c):
			return apCommand{}, false // "never mind the fee, go ahead"; "forget it, do 300"
		default:
			if _, no := rejection(c); no && e.changesCall(a, c) {
				return apCommand{}, false
			}
		}
	}
	if !cancels {
		return apCommand{}, false
	}
	c := apCmd(agents.CmdCancel, text)
	// a request said after the cancel runs (R50: "never mind, what's AAPL
	// at?"), whether or not the reader read one (cls24)
	c.Scope, c.Text = "all", e.requestAfterDrop(text)
	return c, true
}

// asksBeside reports a message at an approval holding a question that is
// not itself about putting the answer off: "wait is googl up today?
// thinking of buying" asks, and the question is answered (or said not to
// be answerable) while the approval waits; "can I think about it?" only
// puts it off.
func asksBeside(text string) bool {
	i := strings.LastIndex(text, "?")
	if i < 0 {
		return false
	}
	return !putOffPhrases.MatchString(text[:i])
}
