package concierge

import (
	"context"
	"errors"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// Allowing a declared tool for the rest of the session (R56): the third
// answer to its approval, beside yes and no. Only a tool of an MCP server
// under the auto policy, not annotated destructive, is offered it; a Go
// tool (the bank's transfer: money) never is. The grant is kept in the
// session (a resume keeps it) for the tool, its server and the definition
// pinned when it was given: a changed definition is asked again.

// ErrNotForSession is returned by ApproveForSession for an approval that
// cannot be given for the whole session.
var ErrNotForSession = errors.New("this call can only be approved once: answer yes to run it, or no")

// offeredForSession reports whether the tool's approval may allow it for
// the rest of the session.
func offeredForSession(t *agents.Tool) bool {
	return t.ForSession && t.Server != "" && t.Pin != ""
}

// grantedForSession reports whether the user allowed the tool, as it is
// defined now, for the rest of the session.
func (e *Engine) grantedForSession(t *agents.Tool) bool {
	return offeredForSession(t) && e.sess.Granted(t.Server, t.Name, t.Pin)
}

// ApproveForSession runs the pending call and allows its tool for the rest
// of the session (R56): later calls of it, with any arguments, run without
// asking, until its definition changes. It returns ErrNotForSession, and
// changes nothing, when the approval does not offer that.
func (e *Engine) ApproveForSession(ctx context.Context) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.readOnly {
		return ErrReadOnly
	}
	if e.planWaits() {
		return ErrNotForSession // a plan is approved as a whole, once
	}
	ap := e.sess.Pending.Approval
	if ap == nil {
		return ErrNoApproval
	}
	if !ap.ForSession {
		return ErrNotForSession
	}
	e.userMessage("approve for this session", false)
	return e.runTurn(ctx, "approve for this session", func(t *turn) error {
		return e.run(t, step{move: moveApprove, session: true})
	})
}

// ForSessionOffered reports whether the pending approval may be given for
// the rest of the session, for a front end to offer it.
func (e *Engine) ForSessionOffered() bool {
	e.mu.Lock()
	defer e.mu.Unlock()
	ap := e.sess.Pending.Approval
	return ap != nil && ap.ForSession && !e.planWaits()
}

// grants lists the session's grants, for tests and views.
func (e *Engine) grants() []state.Grant { return append([]state.Grant(nil), e.sess.Grants...) }

// sessionPhrase is an answer that allows the tool for the rest of the
// session, as the whole message: "for this session", "yes, for the rest of
// the session", "allow it for this session", "always allow".
var sessionPhrase = reading.Lazy(`^(?:(?:yes|yeah|yep|ok|okay|sure|please)\b[,!. ]*)?(?:(?:allow|approve|run)(?: it| this)?\s+)?` +
	`(?:for (?:this|the) (?:whole |entire )?session|for the rest of (?:this|the) session|always|always allow|allow always)$`)

// forSession reports whether text answers an approval "for this session".
func forSession(text string) bool {
	t := strings.ToLower(strings.Join(strings.Fields(text), " "))
	t = strings.TrimRight(t, ".!")
	return sessionPhrase.MatchString(strings.TrimSpace(t))
}
