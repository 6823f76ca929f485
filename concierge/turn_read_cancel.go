package concierge

// The cancel read at the top of the loop (R50, R28): a cancel phrase, a
// change of mind, a cancel the reader is sure of or a decline in words at
// a question is cancel(all), and what comes after it a request of its own
// ("forget it, what's the AAPL price?": R27, nothing said is dropped) —
// unless it only says the cancel again ("I don't want to transfer
// anymore"). Before it, work nobody here does is cannot_handle ("cancel my
// policy" shares a cancel's words); at an approval, "ok nevermind, yes
// send it" takes back the aside and answers the approval with its yes.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// readCancel reads what readTurn's earlier checks did not: cannot_handle,
// a yes after a cancel at an approval, cancel(all) and the request after
// it; cs are the commands read before. It only reads.
func (e *Engine) readCancel(t *turn, text string, cs []turnCmd) ([]turnCmd, error) {
	text = commaBeforeBye(text) // "nvm bye": the goodbye after the cancel (bank28b_greet.go)
	if e.groundBeforeRequest(text) {
		return e.readRest(t, text, cs) // "excess not paid, decline 90KL11 motor": the ground's "not", never a cancel (reason_before_request.go)
	}
	rest := restAfterCancel(text)
	mind := e.changeOfMind(text)
	if rest == "" && mind == "" && !e.cancelOnlyAtApproval(text) && !e.correctionReasonHarmless(t, text) { // "she paid me back so forget the transfer" calls the call off (harm_cancel_only.go)
		if said, more, what, ok := e.cannotDo(t, text); ok {
			// "cancel my policy", "can u pay my electricity bill": nobody
			// here does it, whatever words it shares with a task or a
			// cancel (cannot.go)
			c := turnCommand(agents.CmdCannotHandle, execCannot, text)
			c.Text, c.Value, c.why = said, more, "no agent here can "+what
			return append(cs, c), nil
		}
	}
	if rest == "" {
		rest = mind // "actually nvm just tell me my balance": a drop and a new request without a comma
	}
	if ap := e.sess.Pending.Approval; ap != nil && yesAfterCancel(rest) {
		// "ok nevermind, yes send it": the cancel takes back the aside
		// just said, and the last word answers the approval (its yes-word
		// is R50's gate, checked again by the approval's reading)
		if a := e.domain.Agent(ap.Agent); a != nil {
			aps, err := e.readApproval(t, a, ap, rest)
			c := turnCommand(agents.CmdAsk, execApproval, rest)
			c.a, c.ap = a, aps
			return append(cs, c), err
		}
	}
	if a, aps, ok, err := e.correctionAfterCancel(t, text, rest); ok || err != nil {
		// "scratch that, 95 lol" at an approval (approval_correction_spelled.go)
		c := turnCommand(agents.CmdAsk, execApproval, rest)
		c.a, c.ap = a, aps
		return append(cs, c), err
	}
	cancels, shown := isCancel(text) || rest != "", ""
	if !cancels {
		shown, cancels = e.cancelRead(t, text) // the reader's own commands, as it read them
	}
	why := ""
	if !cancels {
		why, cancels = e.declinedAtPrompt(t, text)
	}
	if !cancels && e.wantedElsewhere(text) {
		cancels = true // "no i just want to know whats in my savings" at the transfer's question (bank33_no_i_want.go)
	}
	if !cancels && !((e.sess.Speaker != "" || e.sess.Last != nil) && e.meantInstead(text) != "") {
		return e.readRest(t, text, cs) // the meta intents and what waits (turn_read_rest.go)
	}
	c := turnCommand(agents.CmdCancel, execCancelAll, text)
	c.Scope, c.why, c.shown = "all", why, shown
	if rest != "" && (e.newRequest(rest) || e.readAsTask(rest) || e.cannotKind(strings.ToLower(rest)) != nil) && !isCancel(rest) && !read(rest).Mentions(reading.Negation) && !strings.Contains(" "+normalise(rest)+" ", " nothing ") {
		// a question nobody here answers ("never mind, what time do you
		// guys close") is kept too: the cancel runs and it is answered
		// plainly, never dropped (cannot_hours.go)
		c.Text, c.keep = withoutSlip(rest), true // the sign-in the dropped task started may serve it (change_of_mind.go)
	} else if meant := e.meantInstead(text); meant != "" {
		c.Text = meant // "no stop, i meant approve it": said whether it can be done (cancel_meant.go)
	}
	if c.Text == "" {
		c.Text = e.requestAfterDrop(text) // "i dont want to send anything, just tell me google stock"
	}
	if c.Text == "" {
		if req := e.wantedInstead(text); req != "" {
			c.Text, c.keep = req, true // "NO I WANT TO SEE MY BALANCE" at the transfer's question (bank33_no_i_want.go)
		}
	}
	if c.Text == "" && len(e.domain.SignedOut) > 0 {
		c.Text = logoutWithCancel(text) // "log me out, all done here": the logout runs (logout_done.go)
	}
	if c.Text == "" {
		c.Text = byeAfterCancel(text) // "nevermind that, thanks anyway, bye": the goodbye after the cancel (closing_answer.go)
	}
	if c.Text == "" && rest == "" {
		if req := e.requestInstead(t, text); req != "" {
			c.Text, c.keep = req, true // "send 30 to 7654321 instead" (request_instead.go)
		}
	}
	return append(cs, c), nil
}
