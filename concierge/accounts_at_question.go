package concierge

// Questions about the accounts asked at a question (issue 24, bank26b):
// "what accounts do i have", "which accts have i got?", "list my
// accounts" at "Which account should the money come from?" were answered
// "I don't know that, I'm afraid: nothing I have here says." The accounts
// are named, and the question that waits is asked again; nothing is
// chosen and no task starts.

import (
	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/prompts"
)

// accountsAtQuestionRead reads a question which accounts the user has,
// asked while an agent's question waits; ok is false for any other
// message, and where nothing is asked (accounts_listed.go answers there).
func (e *Engine) accountsAtQuestionRead(text string) (turnCmd, bool) {
	if e.sess.Speaker == "" || e.sess.Pending.Approval != nil || e.sess.Pending.Secret != nil || e.atSignIn() || !accountsListAsked(text) {
		return turnCmd{}, false
	}
	_, s := e.accountViewer()
	if s == nil {
		return turnCmd{}, false
	}
	return sayCmd(agents.CmdAsk, "ask — which accounts there are, at the question that waits", text, prompts.AccountsAtQuestion(s.ChoiceValues()), true), true
}
