package concierge

// The approval's own entry points, beside Send (engine.go).

import (
	"context"
	"strings"
)

// Approve runs the pending sensitive tool call (R11).
func (e *Engine) Approve(ctx context.Context) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.readOnly {
		return ErrReadOnly
	}
	if e.planWaits() {
		e.userMessage("approve", false)
		return e.runTurn(ctx, "approve", func(t *turn) error { return e.run(t, e.approvePlan()) })
	}
	if e.sess.Pending.Approval == nil {
		return ErrNoApproval
	}
	e.userMessage("approve", false)
	return e.runTurn(ctx, "approve", func(t *turn) error { return e.run(t, step{move: moveApprove}) })
}

// Reject refuses the pending sensitive tool call; nothing moves (R11).
func (e *Engine) Reject(ctx context.Context, reason string) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.readOnly {
		return ErrReadOnly
	}
	plan := e.planWaits()
	if e.sess.Pending.Approval == nil && !plan {
		return ErrNoApproval
	}
	if len(reason) > MaxInput {
		return ErrTooLong
	}
	// a reason is user text like any other: a secret in it is masked
	// before it is stored, shown or read by a model (R41, R29)
	reason, _, _ = e.takeClearSecrets(strings.TrimSpace(SanitizeLine(reason)))
	if plan {
		e.userMessage(strings.TrimSpace("reject "+reason), false)
		return e.runTurn(ctx, "reject", func(t *turn) error { e.rejectPlan(t, reason); return nil })
	}
	e.userMessage(strings.TrimSpace("reject "+reason), false)
	return e.runTurn(ctx, "reject", func(t *turn) error { return e.run(t, rejectStep(reason, true)) })
}
