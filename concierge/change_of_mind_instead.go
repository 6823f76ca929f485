package concierge

// A change of mind said at the end (R50's cancel(current) + start_task;
// issue 24): "hmm whats on my todo list instead", "show me my notes
// instead", "i'd like my balance instead please". The drop is the
// trailing "instead", not a leading "never mind": at a question the line
// was taken for its answer ("I couldn't take … as the title"), and
// elsewhere it was read with the word it does not use.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/agents/understand"
)

// hesitation opens a line before what it says: "hmm", "um,", "oh".
var hesitation = reading.Lazy(`^(?:(?:hm+|hmm+|um+|uh+|er+|erm|oh|ah|ok|okay|well|so|actually|wait)[\s,.…-]+)+`)

// insteadRequest is the new request of a line that ends in "instead"
// ("" when the line is no such thing). The reader reads it at the
// speaker's question (understand/context_refs.go): cancel(current), then
// start_task with the request's own words, another task's, with no value
// of the task in hand. The loop checks what it knows of the domain's
// names: a choice is no request, nor the task in hand named again.
func (e *Engine) insteadRequest(text string) string {
	speaker := e.domain.Agent(e.sess.Speaker)
	if e.reader == nil || speaker == nil || e.sess.Pending.Approval != nil || e.sess.Pending.Secret != nil || e.planWaits() {
		// at an approval "savings instead" corrects the call (R50)
		return ""
	}
	rd := e.reader.Read(text, e.moment(nil))
	if len(rd.Commands) != 2 || rd.Commands[0].Kind != agents.CmdCancel || rd.Commands[0].Reason != understand.ReasonInstead {
		return ""
	}
	c := rd.Commands[1]
	if c.Kind != agents.CmdStartTask || c.Text == "" {
		return ""
	}
	rest := c.Text
	for _, w := range strings.Fields(rest) {
		if e.choiceWord(w) {
			return "" // "checking instead": a choice, not a request
		}
	}
	if best, ok := e.router.Best(rest, e.domain.Agents); ok && (best.Agent.Name == e.sess.Speaker || e.sess.Agenda.Holds(best.Agent.Name)) {
		return "" // the task in hand named again: a correction of it
	}
	return rest
}

// readAsTask reports words the reader takes, fairly sure, for another
// agent's task: "whats on my todo list" shares its router words with the
// to-do's, but asks for the list.
func (e *Engine) readAsTask(text string) bool {
	if e.reader == nil {
		return false
	}
	// read as said where nothing is asked: the request it is on its own
	rd := e.reader.Read(text, understand.Moment{Facts: agents.Facts(e.sess.Facts)})
	if len(rd.Commands) == 0 || len(rd.Top) == 0 || rd.Top[0].Confidence < 0.5 {
		return false
	}
	c := rd.Commands[0]
	return c.Kind == agents.CmdStartTask && c.Agent != "" && c.Agent != e.sess.Speaker && !e.sess.Agenda.Holds(c.Agent)
}
