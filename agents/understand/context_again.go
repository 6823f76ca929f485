package understand

// Another one of the last task, with values of its own (issue 24, code28;
// R50): "one more called eggs", "and another one for 16SS61 home", "same
// again for 30 to 1234324" right after the task. The loop read these
// (concierge/followups.go, repeatLast) after the reader had read "one
// more called eggs" as cannot_handle; they are start_task(AGENT, another)
// with the values the message gives the task, and `concierge read
// --last-task` shows them.

import (
	"sync"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// againWords ask for the task just done once more.
var againWords = sync.OnceValue(func() map[string]bool { return wordSetOf(`another again same`) })

// SaysAgain reports words that ask for the task just done once more:
// "one more", "a new one", "another", "again", "same".
func SaysAgain(text string) bool {
	if SaysAnother(text) {
		return true
	}
	for _, w := range reading.Words(text) {
		if againWords()[w] {
			return true
		}
	}
	return false
}

// againRead reads another one of the last task with values of its own:
// nothing waits, the message asks for it again, and the task takes a
// value from it.
func (di *domainInfo) againRead(text string, m *Moment) (agents.Command, bool) {
	if m.LastTask == "" || m.At != AtNone || m.Speaker != "" || len(m.Stack) > 0 || !SaysAgain(text) {
		return agents.Command{}, false
	}
	a := di.d.Agent(m.LastTask)
	if a == nil {
		return agents.Command{}, false
	}
	vals := agents.Extract(a, text, "")
	for name := range vals {
		if s := a.Slot(name); s != nil && s.Kind == agents.KindSecret {
			delete(vals, name) // a secret is never a command's value
		}
	}
	if len(vals) == 0 {
		return agents.Command{}, false
	}
	return agents.Command{Kind: agents.CmdStartTask, Agent: a.Name, Scope: ScopeAnother, Values: vals,
		Reason: "another one of the task just done, with values of its own", From: text}, true
}
