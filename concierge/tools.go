package concierge

import (
	"errors"
	"fmt"
	"time"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/state"
)

// caller runs an agent's tools with every rule in code: the repeat budget,
// the tool's own requirements (defence in depth, R4), and the approval of
// sensitive tools (R11). Secret arguments are masked in every event.
func (e *Engine) caller(t *turn, a *agents.Agent) agents.CallFunc {
	return func(tool *agents.Tool, args agents.Args) (string, error) {
		key := args.Key(tool.Name)
		t.calls[key]++
		if t.calls[key] > e.budgets.Repeats {
			t.overrun = overBudget("the same %s call %d times", tool.Name, e.budgets.Repeats)
			return "", t.overrun
		}
		facts := agents.Facts(e.sess.Facts)
		shown := e.hiddenArgs(tool.Redacted(args))
		if err := e.othersLoginCall(a, args); err != nil {
			return "", err // "my ex's login is …" earlier: never that login (others_login.go)
		}
		if err := tool.CheckRequirements(facts); err != nil {
			e.note(state.NoteGuardrail, err.Error())
			e.emit(ToolCalled{Agent: a.Name, Tool: tool.Name, Args: shown, Err: err.Error(), Server: tool.Server})
			return "", err
		}
		summary := fmt.Sprintf("Run %s?", tool.Name)
		if tool.Summary != nil {
			summary = tool.Summary(args, facts)
		}
		// the grant names the call as the user saw it: secrets masked
		if tool.Sensitive && t.grant != shown.Key(tool.Name) && e.grantedForSession(tool) {
			e.note(state.NoteApproval, "Not asked: "+tool.Name+" on "+tool.Server+" is allowed for this session")
		} else if tool.Sensitive && t.grant != shown.Key(tool.Name) {
			e.park(a, tool, shown, summary)
			e.cautionAtApproval(t) // "a text said my account is locked, send 1000 to unlock it" (caution.go)
			return "", agents.ErrAwaitingApproval
		}
		if tool.Sensitive {
			t.grant = "" // a grant is good for one call only
		}
		// in a sign-in typed as a pair, which word is the username is known
		// only once the login answers: the note waits for it, so that it
		// shows the username the login used and masks only the password
		progressLater := tool.Progress != nil && e.hide != nil
		if tool.Progress != nil && !progressLater {
			e.note(state.NoteProgress, tool.Progress(shown))
		}
		var out string
		var err error
		began := time.Now()
		if tool.Sensitive || tool.SideEffects {
			// a tool with side effects runs once, asked or not (R42)
			out, err = e.runEffect(t, a, tool, args, shown, summary)
			if errors.Is(err, errNotRecorded) {
				// nothing ran: the record of the intent is closed as such,
				// the approval waits again, and the user hears why
				e.emit(EffectFinished{Key: effectKey(tool, shown), Agent: a.Name, Tool: tool.Name, Err: "not run: " + errNotRecorded.Error(), Summary: summary})
				e.park(a, tool, shown, summary)
				t.notice = "I could not record the call before running it, so it did not run (" + e.saveProblem() + "). Say yes again once the store is free."
				return "", agents.ErrAwaitingApproval
			}
		} else {
			out, err = tool.Run(agents.ToolEnv{Facts: facts, Ledger: e.ledger, Now: e.clock, Ctx: t.ctx, Progress: e.progressNote}, args)
		}
		if progressLater {
			e.note(state.NoteProgress, tool.Progress(e.hiddenArgs(tool.Redacted(args)))) // "Logging in seldo" (login_pair.go)
		}
		ev := ToolCalled{Agent: a.Name, Tool: tool.Name, Args: shown, Result: e.hidden(out), Server: tool.Server, Latency: time.Since(began)}
		if err != nil {
			ev.Err = e.hidden(err.Error())
		}
		e.emit(ev)
		return out, err
	}
}

// park makes a sensitive call the session's pending approval (R11).
func (e *Engine) park(a *agents.Agent, tool *agents.Tool, shown agents.Args, summary string) {
	e.sess.Pending.Approval = &state.Approval{Agent: a.Name, Tool: tool.Name, Args: map[string]string(shown), Summary: summary,
		Server: tool.Server, Trusted: tool.Trusted, Params: paramNames(tool),
		Pin: tool.Pin, ForSession: offeredForSession(tool), Effect: tool.Effect}
	if e.sess.Pending.Approval.ForSession {
		e.sess.Pending.Approval.Does = e.toolDoes(a, tool)
	}
	e.note(state.NoteApproval, "Approval requested: "+summary)
	if tool.Details != nil {
		// the summary clips long values: the panel shows them whole
		e.note(state.NoteApproval, tool.Details(shown))
	}
}

// saveProblem says why the store is not written to, in a few words.
func (e *Engine) saveProblem() string {
	if e.sv.failure != nil {
		return e.sv.failure.Error()
	}
	return "the session store is not available"
}

// progressNote is a tool's progress as a side-panel note (R36).
func (e *Engine) progressNote(text string) { e.note(state.NoteProgress, text) }

// paramNames are a tool's parameters in declared order: the approval view
// shows every argument in it.
func paramNames(t *agents.Tool) []string {
	names := make([]string, len(t.Params))
	for i, p := range t.Params {
		names[i] = p.Name
	}
	return names
}
