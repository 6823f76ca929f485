package concierge

// What became of the money, asked after a logout (issue 24, bank26b):
// "so was the money sent", "did it go through", "is my money gone", "what
// happened to my transfer" once signed out. After a transfer dropped by
// the logout, "so was the money sent" said "cancelled before it ran"; after
// a completed or declined one, "is my money gone" met "I don't know that
// here", and "what happened to my transfer" started a new transfer and
// asked for the username. Each is answered from the session, in plain
// words: what was sent, that it was declined, that the logout dropped it,
// or that nothing of the kind ran.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// fateLead are the words said before such a question that change nothing.
var fateLead = lazyWordSet(`so ok okay wait um umm hmm uh erm well oh and but then hey yo sorry quick q just btw also`)

// fateAsked is a question what became of the money or the transfer.
var fateAsked = reading.Lazy(`^(?:what(?:s| has| did)? happen(?:ed|s)? (?:to|with) (?:my|the|that|me) (?:transfer|money|payment|cash|funds|xfer)` +
	`|where(?:s| is| did| has)? (?:my|the|that) (?:money|transfer|payment|cash|funds|xfer)(?: go| gone| went)?` +
	`|(?:is|was|has|did) (?:my|the|that) (?:money|transfer|payment|cash|funds|xfer) (?:gone|sent|done|through|thru|out|taken|moved|missing|left|go|went|happen|get sent|been sent|go through|go thru|go out|leave|work)` +
	`|(?:is|has) (?:any|some|all) (?:of )?(?:my )?(?:money|cash|funds) (?:gone|sent|left|moved|been sent|been taken))` +
	`(?: (?:now|then|yet|or not|already|after all|at all))*$`)

// fateAfterLogoutRead reads a question what became of the money, asked
// once signed out with nothing in hand, into the answer from the session;
// ok is false for any other message. It only reads.
func (e *Engine) fateAfterLogoutRead(text string) (turnCmd, bool) {
	if !e.nothingInHand() || e.sess.Pending.Secret != nil || len(e.domain.SignedOut) == 0 || e.signedIn() || !e.loggedOutBefore() {
		return turnCmd{}, false
	}
	words := strings.Fields(normalise(text))
	for len(words) > 0 && fateLead()[words[0]] {
		words = words[1:]
	}
	q := strings.Join(words, " ")
	if !fateAsked.MatchString(q) && !onlyAboutTheCall(q) {
		return turnCmd{}, false
	}
	const shown = "ask — what became of the last task with side effects, asked after the logout"
	if c := e.cancelled; c != nil && c.signedOut {
		return sayCmd(agents.CmdAsk, shown, text, prompts.NothingDoneAfterLogout(c.labels), false), true
	}
	for i := len(e.sess.Notes) - 1; i >= 0; i-- {
		if strings.HasPrefix(e.sess.Notes[i].Text, "Rejected: ") {
			return sayCmd(agents.CmdAsk, shown, text, prompts.DeclinedNotRun(), false), true
		}
		if strings.HasPrefix(e.sess.Notes[i].Text, "Approved: ") {
			break
		}
	}
	if said, ok := e.whatBecameOfIt(); ok {
		return sayCmd(agents.CmdAsk, shown, text, said, false), true
	}
	var tasks []string
	for _, a := range e.domain.Agents {
		if a.HasSideEffects() {
			tasks = append(tasks, a.TaskPhrase())
		}
	}
	if len(tasks) == 0 {
		return turnCmd{}, false
	}
	return sayCmd(agents.CmdAsk, shown, text, prompts.NothingRan(tasks), false), true
}

// loggedOutBefore reports a logout at the user's request in the session.
func (e *Engine) loggedOutBefore() bool {
	for i := len(e.sess.Notes) - 1; i >= 0; i-- {
		if strings.HasPrefix(e.sess.Notes[i].Text, "Signed out at the user's request") {
			return true
		}
	}
	return false
}
