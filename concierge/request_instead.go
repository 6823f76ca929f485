package concierge

// A whole new request said "instead" (round 21's tester): at "Checking or
// Savings?" for a transfer of 35, "no", then "send 30 to 7654321
// instead" was read as cancel(current) then the new transfer; the cancel
// dropped both tasks and the transfer of 30 with them ("OK, I won't check
// a balance or transfer money"). The request said is what the user wants
// now: the old work is dropped and the new request runs (its summary
// still asks for a yes before any money moves). The reader says which
// words are the request (agents/understand/act_instead.go); the loop
// takes them from its commands and no longer reads the text for it.

import "github.com/concierge-dev/concierge/agents"

// requestInstead is the new request the reader read in a message that
// drops the work in hand: the words it set apart ("send 30 to 7654321"
// of "… instead") on the start_task after cancel(current), or on a
// logout ("log me out instead" at a sign-in question); "" when it read
// none.
func (e *Engine) requestInstead(t *turn, text string) string {
	cs := e.reading(t, text).Commands
	for i, c := range cs {
		if c.Kind == agents.CmdLogout || c.Kind == agents.CmdStartTask && i > 0 && cs[i-1].Kind == agents.CmdCancel && cs[i-1].Scope == "current" {
			return c.Text
		}
	}
	return ""
}
