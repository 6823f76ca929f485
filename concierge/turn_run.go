package concierge

// One turn from start to end: the checkpoint, the budgets, the rollback
// that a cancelled or failed turn gets, and what is said about it.

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// runTurn runs fn as one turn: checkpoint, events, budgets, and the
// rollback that makes cancellation and failures leave no trace but the
// user's message.
func (e *Engine) runTurn(ctx context.Context, input string, fn func(*turn) error) error {
	before := e.brain.Usage()
	e.emitLogs() // what the servers said since the last turn, in order
	e.emit(TurnStarted{Input: input, Session: e.sess.ID})
	t := &turn{ctx: ctx, text: input, calls: map[string]int{}, startUsage: before, cp: e.sess.Checkpoint(), first: len(e.sess.Messages)}
	e.noteScamShape(input) // cautioned at the approval it leads to (caution.go)
	err := e.guarded(t, fn)
	used := e.brain.Usage()
	usage := used.Since(before)
	var budget *budgetError
	switch {
	case err == nil, errors.Is(err, errRefused):
		err = nil
	case errors.As(err, &budget):
		e.budgetStop(budget)
		err = nil
	case errors.Is(err, context.Canceled), errors.Is(err, context.DeadlineExceeded):
		e.rollback(t)
		e.restated()
		e.emit(TurnFinished{Cancelled: true, Usage: usage, Kept: t.kept(e.sess), Effective: t.effects > 0})
		e.saveTurn()
		return err
	default:
		e.rollback(t)
		if t.effects > 0 {
			e.reply(agents.ConciergeName, fmt.Sprintf("Something went wrong after a step that cannot be undone had run: %s That step stands and will not run again; nothing after it was changed.", endSentence(err.Error())))
		} else {
			e.reply(agents.ConciergeName, fmt.Sprintf("Something went wrong: %s Nothing was changed; you can try again.", endSentence(err.Error())))
		}
		e.restated()
		e.emit(TurnFinished{Err: err, Usage: usage, Kept: t.kept(e.sess), Effective: t.effects > 0})
		e.saveTurn()
		return err
	}
	e.status()
	e.emit(TurnFinished{Usage: usage, Effective: t.effects > 0})
	e.saveTurn()
	return nil
}

// endSentence ends an error's words with a full stop, unless the server's
// own message already ended its sentence ("Sorry about that!", not
// "Sorry about that!.").
func endSentence(s string) string {
	s = strings.TrimSpace(s)
	if strings.HasSuffix(s, ".") || strings.HasSuffix(s, "!") || strings.HasSuffix(s, "?") || strings.HasSuffix(s, "…") {
		return s
	}
	return s + "."
}

// guarded runs a turn's work and turns a panic inside it (an agent's own
// Go code, a tool) into an error, so the rollback rules below still hold.
func (e *Engine) guarded(t *turn, fn func(*turn) error) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("an internal error: %v", r)
		}
	}()
	return fn(t)
}

// rollback undoes a failed or cancelled turn back to its checkpoint: the
// start of the turn, or the state right after a side effect's result was
// applied (R42). When an effect ran and its result was never applied (the
// turn failed in between), nothing is undone at all: the session keeps
// the effect and everything before it. The store learns of the rollback,
// so that replaying the records rebuilds the same transcript.
func (e *Engine) rollback(t *turn) {
	if t.effects > 0 && !t.settled {
		e.note(state.NoteInfo, "A step with side effects had already run in this turn: it stands, and nothing of the turn was undone")
		return
	}
	e.sess.Restore(t.cp)
	e.record(kindRollback, lengths{Messages: len(e.sess.Messages), Notes: len(e.sess.Notes), Artifacts: len(e.sess.Artifacts)})
	if t.effects > 0 {
		e.note(state.NoteInfo, "A step with side effects had already run in this turn: it stands; only what came after it was undone")
	}
}

// restated tells the front end, after a rollback, what the session waits
// for again: the speaker and stack, a plan, an approval, a secret.
func (e *Engine) restated() {
	e.status()
	e.planChanged()
	if a := e.sess.Pending.Approval; a != nil {
		e.emit(ApprovalRequested{Approval: *a})
	}
	if s := e.sess.Pending.Secret; s != nil {
		e.emit(SecretRequested{Secret: *s})
	}
}

// budgetStop ends a turn that hit a budget: a clear message, an empty
// stack, nothing half-done (R9).
func (e *Engine) budgetStop(b *budgetError) {
	e.note(state.NoteBudget, "Budget hit: "+b.limit+"; the task stack was cleared")
	summary := e.failPlan(false)
	e.clearTasks()
	if summary != "" {
		summary = "\n" + summary
	}
	e.reply(agents.ConciergeName, prompts.Budget(b.limit)+summary)
}

// clearTasks drops the speaker, the stack, their progress and anything pending.
func (e *Engine) clearTasks() {
	e.sess.Speaker = ""
	e.sess.Agenda = nil
	e.sess.Work = map[string]*state.Work{}
	e.sess.Pending = state.Pending{}
	e.sess.Plan = nil
	e.model.forget() // the values read for what was dropped go with it (R52)
}
