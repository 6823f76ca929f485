package concierge

// "did it go through?" right after a transfer (R50's ask; issue 24 round
// 15): the question about history ("did my rent go through?") took it,
// and the answer was "I can't see your transaction history". A question
// whether the call just run happened, about it ("it", "that", "the
// transfer", "the $40"), is answered from that call: it went through, with
// its amount and accounts — or it did not run, or it still waits.

import "github.com/concierge-dev/concierge/agents"

// aboutTheCallJustRun are the words such a question may hold besides its
// verb: what points at the call, and fillers.
var aboutTheCallJustRun = lazyWordSet(`it that this the my transfer transfers money payment cash funds xfer thing
	did has have was is so hasnt didnt does do go went gone through thru get out work worked succeed succeeded happen happened
	sent send done complete completed arrive arrived processed yet ok okay actually really already properly correctly fine
	wait um umm hey and hmm uh erm well also btw oh just quick q qq all right alright
	any anything i me account acct leave left charged charge taken take come came out of from deducted debited moved move were`)

// wentThroughRead reads a question whether the call just run happened
// into the answer from that call; ok is false for any other message, or
// when no call with side effects was asked for. It only reads.
func (e *Engine) wentThroughRead(t *turn, text string) (turnCmd, bool) {
	if e.sess.Pending.Secret != nil || e.sess.Pending.Approval != nil || e.answersAsked(t, text) {
		return turnCmd{}, false // at an approval, the approval's reading answers it
	}
	if !onlyAboutTheCall(text) {
		return turnCmd{}, false // "did my rent go through?": another payment (cannot_history.go)
	}
	said, ok := e.whatBecameOfIt()
	if !ok {
		return turnCmd{}, false
	}
	return sayCmd(agents.CmdAsk, "ask — whether the last task with side effects ran", text, said, true), true
}
