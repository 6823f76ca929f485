package concierge

// "whats on my todo list" at the owner question (R6, R50; issue 24 round
// 9): the reader took it for the capability list, and the menu came back
// with the owner asked again. It asks what there is, as the list task's
// examples do: that task's work, which waits for the sign-in in hand.

import "github.com/concierge-dev/concierge/agents"

// listAskedNotMenu reports a capabilities or help reading of a message
// that asks what there is in another agent's words.
func (e *Engine) listAskedNotMenu(text string, c agents.Command) bool {
	if c.Kind != agents.CmdCapabilities && c.Kind != agents.CmdHelp {
		return false
	}
	lister := e.router.ListQuestion(text, e.domain.Agents)
	return lister != nil && lister.Name != e.sess.Speaker
}
