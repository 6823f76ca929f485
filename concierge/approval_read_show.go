package concierge

// `concierge read --at approval` shows what a message typed at an open
// approval is read as (R50): the same commands the Why panel's "Read as:"
// shows and approvalAnswer runs, read against a call of the domain's first
// agent with side effects, its values taken from the agent's own examples.

import (
	"context"
	"errors"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/state"
)

// ApprovalReading is text read as at an approval of the domain's first
// agent with side effects: the commands, one a line as "Read as:" shows
// them, and the call read against. With quote false (a message that holds
// a secret or a login cue) only the commands' kinds are shown: no word of
// the message is quoted back (R53).
func ApprovalReading(d *agents.Domain, text string, quote bool) (commands []string, call string, err error) {
	e, err := New(Config{Domain: d})
	if err != nil {
		return nil, "", err
	}
	var a *agents.Agent
	for _, x := range d.Agents {
		if x.HasSideEffects() {
			a = x
			break
		}
	}
	if a == nil {
		return nil, "", errors.New("the domain has no agent with side effects, so nothing is ever approved")
	}
	ap := sampleApproval(e, a)
	t := &turn{ctx: context.Background(), calls: map[string]int{}, startUsage: e.brain.Usage(), cp: e.sess.Checkpoint()}
	cs, err := e.readApproval(t, a, ap, text)
	if err != nil {
		return nil, "", err
	}
	for _, c := range cs {
		shown := c.format(a)
		if !quote {
			shown = string(c.Kind)
			if c.Scope != "" {
				shown += "(" + c.Scope + ")"
			}
		}
		commands = append(commands, SanitizeLine(e.hidden(shown)))
	}
	return commands, ap.Summary, nil
}

// sampleApproval is a pending call of a, its values the first each slot
// takes from a's examples, set in e's session as if asked.
func sampleApproval(e *Engine, a *agents.Agent) *state.Approval {
	w := e.sess.WorkFor(a.Name)
	for _, ex := range a.Examples {
		for k, v := range agents.Extract(a, ex, "") {
			if s := a.Slot(k); s != nil && s.Kind != agents.KindSecret && w.Slots[k] == "" {
				w.Slots[k] = v
			}
		}
	}
	var parts []string
	for _, s := range a.Slots {
		if v := w.Slots[s.Name]; v != "" {
			parts = append(parts, s.LabelOrName()+" "+v)
		}
	}
	ap := &state.Approval{Agent: a.Name, Tool: a.Name, Args: w.Slots, Summary: a.TaskPhrase() + ": " + strings.Join(parts, ", ") + "?"}
	e.sess.Pending.Approval = ap
	return ap
}
