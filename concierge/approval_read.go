package concierge

// The reading of a message typed at an open approval (R50, §15; issue 24).
// One reading step turns the message into an ordered list of commands —
// approve, reject, correct_value, ask, start_task for after the call,
// put_off, cannot … — and approvalAnswer executes them in order without
// reading the text again (approval_exec.go). The reading only asks: the
// lexicon, the router, the session's values and the approval; it never
// speaks, notes, emits or writes the session (TestApprovalReadingIsPure).
//
// The cascade's first stages are read here as commands: the session
// scope, an acknowledgement opening a question, a yes with a request
// after it, an answer put off, a plain yes or no, a side request, a no
// that narrows a list. What none of them reads is one read_on command,
// the rest of §15's table (approvalRest in approval.go), still run on the
// text.

import (
	"sort"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// The approval's own commands beside R50's set: what the executor does
// that no other prompt does.
const (
	cmdPutOff agents.CommandKind = "put_off" // the answer put off: the call waits
	cmdCannot agents.CommandKind = "cannot"  // Reason: asked of the call, and not possible
	cmdRemind agents.CommandKind = "remind"  // the approval asked again, nothing else
	cmdReadOn agents.CommandKind = "read_on" // Text: read by the cascade's rest
)

// The forms of ask and start_task at an approval, in Scope.
const (
	askValue  = "value"  // ask(value): a question about a value of the call, Text the answer
	askAck    = "ack"    // ask(ack): an ok that opens a question; what answers it runs
	afterCall = "after"  // start_task(after): queued after the approved call
	beside    = "beside" // start_task(beside): queued after the call, the approval asked again
	onceOnly  = "once_only"
)

// apCommand is one command read at an approval, with the words it came
// from (From: the yes gate reads them) and what the executor needs.
type apCommand struct {
	agents.Command
	vals map[string]string // correct_value: every slot the correction sets
}

// String is the command as "Read as:" shows it.
func (c apCommand) String() string {
	switch c.Kind {
	case cmdPutOff, cmdRemind:
		return string(c.Kind)
	case cmdCannot:
		return string(c.Kind) + "(" + c.Reason + ")"
	case cmdReadOn:
		return string(c.Kind) + "(" + reading.Clip(c.Text, 60) + ")"
	case agents.CmdStartTask:
		return string(c.Kind) + "(" + c.Agent + ", " + c.Scope + ": " + reading.Clip(c.Text, 60) + ")"
	case agents.CmdAsk:
		return string(c.Kind) + "(" + c.Scope + ": " + reading.Clip(c.Question, 60) + ")"
	case agents.CmdReject:
		if c.Reason == "" {
			return "reject"
		}
		return "reject(" + reading.Clip(c.Reason, 60) + ")"
	case agents.CmdApprove:
		if c.Scope == "session" {
			return "approve(session)"
		}
		return "approve"
	case agents.CmdCorrectValue:
		keys := make([]string, 0, len(c.vals))
		for k := range c.vals {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		parts := make([]string, len(keys))
		for i, k := range keys {
			parts[i] = k + "=" + c.vals[k]
		}
		return string(c.Kind) + "(" + strings.Join(parts, ", ") + ")"
	}
	return c.Command.String()
}

// apCommands is the list as "Read as:" shows it.
func apCommands(cs []apCommand) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = c.String()
	}
	return strings.Join(parts, "; ")
}

func apCmd(k agents.CommandKind, from string) apCommand {
	return apCommand{Command: agents.Command{Kind: k, From: from}}
}

func approveCmd(from string) apCommand { return apCmd(agents.CmdApprove, from) }

// readApproval reads text, typed while ap waits for a's call, into the
// commands approvalAnswer runs. It asks only: nothing is said, noted or
// changed.
func (e *Engine) readApproval(a *agents.Agent, ap *state.Approval, text string) []apCommand {
	text = yesSpelled(noThenValue(withoutHesitation(text))) // "wait no"; "yeh", "okie", "yesss" (R50)
	asks := strings.HasSuffix(strings.TrimSpace(text), "?") // "yes?" is no yes
	if forSession(text) && !asks {
		if !ap.ForSession {
			// money, a destructive tool: asked every time, and said so
			c := apCmd(cmdCannot, text)
			c.Reason = onceOnly
			return []apCommand{c}
		}
		c := approveCmd(text)
		c.Scope = "session"
		return []apCommand{c}
	}
	if cs, ok := e.ackOpensRead(a, ap, text); ok {
		return cs // "ok then whats tsla at": an ok, no yes (approval_ack_opens.go)
	}
	if head, tail, b, ok := e.yesThenRequest(a, text); ok && !asks {
		// "ok send it, then let me check my balance" (approval_yes_then.go)
		q := apCmd(agents.CmdStartTask, tail)
		q.Agent, q.Scope, q.Text = b.Name, afterCall, tail
		return []apCommand{q, approveCmd(head)}
	}
	if putsOff(text) && !hasCancel(text) {
		return []apCommand{apCmd(cmdPutOff, text)} // "ok hang on let me double check his number" (approval_put_off.go)
	}
	if isYes(text) && !asks || e.yesRestatingCall(a, text) || confirmedThenYes(text) {
		return []apCommand{approveCmd(text)} // "ok go ahead with the 60" at the $60 call
	}
	if reason, no := rejection(text); no && reason == "" {
		c := apCmd(agents.CmdReject, text)
		c.Text = "read"
		return []apCommand{c}
	}
	if b, core, ok := e.sideRequestAtApproval(a, text); ok {
		// "hang on, can you also list my todos after?" (approval_side_request.go)
		q := apCmd(agents.CmdStartTask, text)
		q.Agent, q.Scope, q.Text = b.Name, beside, core
		return []apCommand{q}
	}
	if slot, kept, ok := e.narrowedAtApproval(a, text); ok {
		// "no, just the passport one" (approval_narrowed.go)
		c := apCmd(agents.CmdCorrectValue, text)
		c.Slot, c.Value = slot, kept
		c.vals = map[string]string{slot: kept}
		return []apCommand{c}
	}
	c := apCmd(cmdReadOn, text)
	c.Text = text
	return []apCommand{c}
}
