package concierge

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/state"
)

// R30: each transition of the loop is a small function from a step to the
// next; these run one transition at a time on a bank session and check the
// step it returns and what it changed.

// testTurn is a turn as runTurn starts one, for calling transitions alone.
func testTurn(e *Engine, text string) *turn {
	return &turn{ctx: context.Background(), text: text, calls: map[string]int{}, startUsage: e.brain.Usage(), cp: e.sess.Checkpoint(), first: len(e.sess.Messages)}
}

func TestTransitions(t *testing.T) {
	t.Parallel()
	agent := func(e *Engine, name string) *agents.Agent { return e.domain.Agent(name) }
	signIn := func(e *Engine) { e.sess.Facts["authenticated"] = "true"; e.sess.Facts["username"] = "seldo" }
	approval := func(e *Engine) {
		signIn(e)
		e.sess.Facts["balance_checked"] = "true"
		e.sess.Speaker = "transfer_money"
		w := e.sess.WorkFor("transfer_money")
		w.Entered = true
		e.sess.Pending.Approval = &state.Approval{Agent: "transfer_money", Tool: "transfer", Summary: "Transfer $50.00", Args: map[string]string{"amount": "50.00"}}
	}
	cases := []struct {
		name  string
		setup func(e *Engine)
		step  func(e *Engine) step
		err   error // errors.Is, nil for none
		// want checks the returned step and the session after it
		move  move
		agent string // the next step's agent, "" for none
		lead  string // a substring of what waits to be said, "" for nothing
		speak string // a substring of the last reply, "" when none was added
		stack string // the stack after, as the status bar shows it
		extra func(t *testing.T, e *Engine, next step)
	}{
		{name: "a cancel phrase abandons", step: func(*Engine) step { return handleStep("never mind") }, move: moveAbandon, stack: "empty"},
		{name: "a harmful request is refused and changes nothing", step: func(*Engine) step { return handleStep("help me hack into my ex's bank account") },
			err: errRefused, move: halt, speak: "can't help", stack: "empty"},
		{name: "help lists the agents", step: func(*Engine) step { return handleStep("what can you do?") }, move: halt, speak: "Transferring money", stack: "empty"},
		{name: "no speaker: the orchestrator routes", step: func(*Engine) step { return handleStep("transfer money") }, move: moveRoute, stack: "empty"},
		{name: "a speaker holds the turn without routing (R2)", setup: func(e *Engine) { e.sess.Speaker = "authenticate" },
			step: func(*Engine) step { return handleStep("seldo") }, move: moveHold, agent: "authenticate"},
		{name: "yes at an approval approves", setup: approval, step: func(*Engine) step { return handleStep("yes please") }, move: moveApprove},
		{name: "a plain no at an approval rejects and reads nothing", setup: approval, step: func(*Engine) step { return handleStep("no") }, move: moveReject,
			extra: func(t *testing.T, _ *Engine, next step) {
				if next.reason != "" || !next.read {
					t.Errorf("reject step = %+v", next)
				}
			}},
		{name: "a side question at an approval is answered by another agent", setup: approval, step: func(*Engine) step { return handleStep("what's the price of AAPL?") },
			move: moveDigress, agent: "transfer_money"},
		{name: "route picks the agent and says why", step: func(*Engine) step { return routeStep("check my balance") }, move: moveDispatch,
			extra: func(t *testing.T, e *Engine, next step) {
				if next.route.Agent != "account_balance" || !hasPrefixIn(noteTexts(e), "Choosing account_balance due to: ") {
					t.Errorf("route = %+v, notes %q", next.route, noteTexts(e))
				}
			}},
		{name: "dispatch hands the request to its agent", step: func(*Engine) step {
			return step{move: moveDispatch, text: "transfer 50", route: agents.Route{Agent: "transfer_money"}}
		}, move: moveEnter, agent: "transfer_money"},
		{name: "dispatch of two requests proposes a plan that waits", step: func(*Engine) step {
			return step{move: moveDispatch, text: "AAPL and send 20 to 1234324", route: agents.Route{Agent: "stock_lookup", Plan: []agents.PlanStep{{Action: "AAPL", Agent: "stock_lookup"}, {Action: "send 20 to 1234324", Agent: "transfer_money"}}}}
		}, move: halt, speak: "plan", extra: func(t *testing.T, e *Engine, _ step) {
			if e.sess.Plan == nil || !e.sess.Plan.Awaiting {
				t.Errorf("plan = %+v", e.sess.Plan)
			}
		}},
		{name: "an unmet requirement pushes the task and hands over in code (R4)", step: func(e *Engine) step { return enterStep(agent(e, "transfer_money"), "send 50 to 1234567", true) },
			move: moveEnter, agent: "authenticate", lead: "first I'll log you in", stack: "transfer_money"},
		{name: "enter with its requirements met reads the request", setup: func(e *Engine) { signIn(e) },
			step: func(e *Engine) step { return enterStep(agent(e, "account_balance"), "check my savings", true) }, move: moveProceed, agent: "account_balance",
			extra: func(t *testing.T, e *Engine, _ step) {
				if e.sess.Speaker != "account_balance" || e.sess.WorkFor("account_balance").Slots["account"] != "Savings" {
					t.Errorf("speaker %q, slots %v", e.sess.Speaker, e.sess.WorkFor("account_balance").Slots)
				}
			}},
		{name: "advance asks the next missing value", step: func(e *Engine) step { return advanceStep(agent(e, "authenticate")) },
			move: halt, speak: "username", extra: func(t *testing.T, e *Engine, _ step) {
				if e.sess.Speaker != "authenticate" {
					t.Errorf("speaker = %q", e.sess.Speaker)
				}
			}},
		{name: "advance asks a secret with masked input (R10)", setup: func(e *Engine) { e.sess.WorkFor("authenticate").Slots["username"] = "seldo" },
			step: func(e *Engine) step { return advanceStep(agent(e, "authenticate")) }, move: halt, speak: "password",
			extra: func(t *testing.T, e *Engine, _ step) {
				if e.sess.Pending.Secret == nil || e.sess.Pending.Secret.Slot != "password" {
					t.Errorf("pending secret = %+v", e.sess.Pending.Secret)
				}
			}},
		{name: "advance with every value acts", setup: func(e *Engine) { signIn(e); e.sess.WorkFor("account_balance").Slots["account"] = "checking" },
			step: func(e *Engine) step { return advanceStep(agent(e, "account_balance")) }, move: moveAct, agent: "account_balance"},
		{name: "finish Done goes to done with the reply", step: func(e *Engine) step {
			return step{move: moveFinish, agent: agent(e, "stock_lookup"), res: agents.Done("AAPL is $1.")}
		}, move: moveDone, agent: "stock_lookup"},
		{name: "finish Final abandons for the agent", step: func(e *Engine) step {
			return step{move: moveFinish, agent: agent(e, "authenticate"), res: agents.Abandon("Too many tries.")}
		}, move: moveAbandon, speak: "Too many tries."},
		{name: "finish Interrupt hands over", step: func(e *Engine) step {
			return step{move: moveFinish, agent: agent(e, "transfer_money"), res: agents.Result{Reply: "Let me check.", Interrupt: &agents.Next{Agent: "account_balance"}}}
		}, move: moveInterrupt, agent: "transfer_money"},
		{name: "interrupt parks the task and enters the other agent", setup: func(e *Engine) { e.sess.Speaker = "transfer_money" },
			step: func(e *Engine) step {
				return step{move: moveInterrupt, agent: agent(e, "transfer_money"), next: agents.Next{Agent: "account_balance", Text: "checking"}, reply: "Let me check."}
			}, move: moveEnter, agent: "account_balance", speak: "Let me check.", stack: "transfer_money"},
		{name: "done with an empty stack continues (R7)", setup: func(e *Engine) { e.sess.Speaker = "stock_lookup" },
			step: func(e *Engine) step {
				return step{move: moveDone, agent: agent(e, "stock_lookup"), reply: "AAPL is $1."}
			},
			move: moveContinue, speak: "AAPL is $1.", stack: "empty"},
		{name: "done resumes a prerequisite's task", setup: func(e *Engine) {
			e.sess.Speaker = "authenticate"
			e.sess.Agenda.Push(state.Task{Agent: "transfer_money", Text: "send 50", Kind: state.TaskPrerequisite})
		}, step: func(e *Engine) step {
			return step{move: moveDone, agent: agent(e, "authenticate"), reply: "Logged in."}
		},
			move: moveResume, speak: "Logged in.", stack: "empty",
			extra: func(t *testing.T, e *Engine, next step) {
				if next.task.Agent != "transfer_money" || e.sess.Speaker != "" {
					t.Errorf("next task %+v, speaker %q", next.task, e.sess.Speaker)
				}
			}},
		{name: "done joins a digression's result to the waiting question (R6)", setup: func(e *Engine) {
			e.sess.Speaker = "stock_lookup"
			e.sess.Agenda.Push(state.Task{Agent: "transfer_money", Text: "send 50", Kind: state.TaskDigression})
		}, step: func(e *Engine) step {
			return step{move: moveDone, agent: agent(e, "stock_lookup"), reply: "AAPL is $1."}
		},
			move: moveResume, lead: "AAPL is $1.", stack: "empty",
			extra: func(t *testing.T, e *Engine, _ step) {
				if e.sess.WorkFor("transfer_money").Memory["result"] != "AAPL is $1." {
					t.Errorf("memory = %v", e.sess.WorkFor("transfer_money").Memory)
				}
			}},
		{name: "resume of a task that never ran enters it", setup: func(e *Engine) { signIn(e) },
			step: func(*Engine) step {
				return step{move: moveResume, task: state.Task{Agent: "account_balance", Text: "my savings", Kind: state.TaskPrerequisite}}
			}, move: moveEnter, agent: "account_balance", lead: "balance"},
		{name: "resume of a task in hand advances it", setup: func(e *Engine) { signIn(e); e.sess.WorkFor("account_balance").Entered = true },
			step: func(*Engine) step {
				return step{move: moveResume, task: state.Task{Agent: "account_balance", Kind: state.TaskDigression}}
			}, move: moveAdvance, agent: "account_balance"},
		{name: "continuation with nothing queued offers the menu", step: func(*Engine) step { return step{move: moveContinue} },
			move: halt, speak: "anything else"},
		{name: "continuation takes a queued request", setup: func(e *Engine) { e.sess.Agenda.Request("price of AAPL") },
			step: func(*Engine) step { return step{move: moveContinue} }, move: moveRoute,
			extra: func(t *testing.T, e *Engine, next step) {
				if next.text != "price of AAPL" || len(e.sess.Agenda) != 0 {
					t.Errorf("next %q, agenda %v", next.text, e.sess.Agenda)
				}
			}},
		{name: "abandon ends every task", setup: func(e *Engine) {
			e.sess.Speaker = "authenticate"
			e.sess.Agenda.Push(state.Task{Agent: "transfer_money", Kind: state.TaskPrerequisite})
		}, step: func(*Engine) step { return abandonStep("") }, move: halt, speak: "transfer", stack: "empty",
			extra: func(t *testing.T, e *Engine, _ step) {
				if e.sess.Speaker != "" {
					t.Errorf("speaker = %q", e.sess.Speaker)
				}
			}},
		{name: "abandon with nothing in hand says so", step: func(*Engine) step { return abandonStep("") }, move: halt, speak: "nothing"},
		// A logout used to keep what waited, to be signed in again for
		// (R29). Issue 24 (bank24a): a user who leaves expects a waiting
		// transfer dropped, and told so — a task that needs the signed-in
		// user does not outlive the sign-out; one that needs no sign-in
		// (a queued stock price) stays.
		{name: "logout signs out, drops what needs the sign-in and says so (R29, issue 24)", setup: func(e *Engine) { approval(e); e.sess.Agenda.Request("price of AAPL") },
			step: func(*Engine) step { return step{move: moveLogout, text: "log me out"} }, move: halt, speak: "I dropped the request to transfer $50.00",
			extra: func(t *testing.T, e *Engine, _ step) {
				if e.sess.Facts["authenticated"] != "false" || e.sess.Pending.Approval != nil || e.sess.Speaker != "" {
					t.Errorf("facts = %v, approval %+v, speaker %q", e.sess.Facts, e.sess.Pending.Approval, e.sess.Speaker)
				}
				if q := e.sess.Agenda.Requests(); len(q) != 1 || q[0] != "price of AAPL" {
					t.Errorf("queued = %q, want the stock price kept", q)
				}
			}},
		{name: "logout with nothing waiting signs out (R29)", setup: func(e *Engine) { signIn(e) },
			step: func(*Engine) step { return step{move: moveLogout, text: "log me out"} }, move: halt, speak: "signed out",
			extra: func(t *testing.T, e *Engine, _ step) {
				if e.sess.Facts["authenticated"] != "false" {
					t.Errorf("facts = %v", e.sess.Facts)
				}
			}},
		{name: "logout with more to do reads the rest as a request", setup: func(e *Engine) { signIn(e) },
			step: func(*Engine) step { return step{move: moveLogout, text: "log me out and look up AAPL"} }, move: moveHandle, speak: "signed out",
			extra: func(t *testing.T, _ *Engine, next step) {
				if !strings.Contains(next.text, "aapl") {
					t.Errorf("rest = %q", next.text)
				}
			}},
		{name: "approve runs the action with a grant (R11)", setup: approval, step: func(*Engine) step { return step{move: moveApprove} },
			move: moveAct, agent: "transfer_money", extra: func(t *testing.T, e *Engine, _ step) {
				if e.sess.Pending.Approval != nil {
					t.Error("the approval still waits")
				}
			}},
		{name: "approve signed out asks to sign in first (R29)", setup: func(e *Engine) { approval(e); e.sess.Facts["authenticated"] = "false" },
			step: func(*Engine) step { return step{move: moveApprove} }, move: moveEnter, agent: "transfer_money"},
		{name: "reject says so and the agent asks again", setup: approval, step: func(*Engine) step { return rejectStep("too much", false) },
			move: moveAdvance, agent: "transfer_money", lead: "too much"},
		{name: "next step of a plan enters its agent (R26)", setup: func(e *Engine) {
			e.sess.Plan = &state.Plan{Awaiting: true, Steps: []state.PlanStep{{Action: "price of AAPL", Agent: "stock_lookup", Status: state.StepPlanned}}}
		}, step: func(e *Engine) step { return e.approvePlan() }, move: moveEnter, agent: "stock_lookup",
			extra: func(t *testing.T, e *Engine, _ step) {
				if len(e.sess.Agenda) != 0 || e.sess.Plan.Steps[0].Status != state.StepInProgress {
					t.Errorf("agenda %v, plan %+v", e.sess.Agenda, e.sess.Plan)
				}
			}},
		{name: "the last step of a plan sums it up", setup: func(e *Engine) {
			e.sess.Plan = &state.Plan{Steps: []state.PlanStep{{Action: "price of AAPL", Agent: "stock_lookup", Status: state.StepInProgress}}}
		}, step: func(*Engine) step { return step{move: moveNextStep} }, move: halt, speak: "All done",
			extra: func(t *testing.T, e *Engine, _ step) {
				if e.sess.Plan != nil {
					t.Errorf("plan = %+v", e.sess.Plan)
				}
			}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			e, _ := newBank(t, nil)
			if c.setup != nil {
				c.setup(e)
			}
			msgs := len(e.sess.Messages)
			tt := testTurn(e, "")
			next, err := e.transition(tt, c.step(e))
			if c.err == nil && err != nil || c.err != nil && !errors.Is(err, c.err) {
				t.Fatalf("err = %v, want %v", err, c.err)
			}
			if next.move != c.move {
				t.Fatalf("next = %v, want %v", next.move, c.move)
			}
			if name := agentName(next.agent); name != c.agent {
				t.Errorf("next agent = %q, want %q", name, c.agent)
			}
			if c.lead == "" && tt.lead != "" || !strings.Contains(strings.ToLower(tt.lead), strings.ToLower(c.lead)) {
				t.Errorf("lead = %q, want %q", tt.lead, c.lead)
			}
			added := e.sess.Messages[msgs:]
			switch {
			case c.speak == "" && len(added) > 0:
				t.Errorf("said %+v, want nothing", added)
			case c.speak != "" && (len(added) == 0 || !strings.Contains(strings.ToLower(added[len(added)-1].Text), strings.ToLower(c.speak))):
				t.Errorf("said %+v, want %q", added, c.speak)
			}
			if c.stack != "" && e.sess.Stack().String() != c.stack {
				t.Errorf("stack = %q, want %q", e.sess.Stack().String(), c.stack)
			}
			if c.extra != nil {
				c.extra(t, e, next)
			}
		})
	}
}

func agentName(a *agents.Agent) string {
	if a == nil {
		return ""
	}
	return a.Name
}

func noteTexts(e *Engine) []string {
	var out []string
	for _, n := range e.sess.Notes {
		out = append(out, n.Text)
	}
	return out
}

// R30: the loop stops a turn that would never halt, and a step it does not
// know is an error, not a silent end.
func TestRunIsBounded(t *testing.T) {
	t.Parallel()
	e, _ := newBank(t, nil)
	if err := e.run(testTurn(e, ""), step{move: move(99)}); err == nil || !strings.Contains(err.Error(), "no transition") {
		t.Errorf("unknown move: err = %v", err)
	}
	// a waiting task with every value runs to its end through the loop:
	// resume → advance → act → finish → done → continue, then halts
	e.sess.Facts["authenticated"] = "true"
	e.sess.Facts["username"] = "seldo"
	e.sess.WorkFor("account_balance").Entered = true
	e.sess.WorkFor("account_balance").Slots["account"] = "Checking"
	n := len(e.sess.Messages)
	if err := e.run(testTurn(e, ""), step{move: moveResume, task: state.Task{Agent: "account_balance"}}); err != nil {
		t.Fatal(err)
	}
	said := e.sess.Messages[n:]
	if len(said) != 2 || !strings.Contains(said[0].Text, "Checking") || !strings.Contains(said[1].Text, "anything else") {
		t.Errorf("said %+v", said)
	}
}

// R30: a step names its move in traces and test failures.
func TestMoveNames(t *testing.T) {
	t.Parallel()
	for m := halt; m <= moveReject; m++ {
		if strings.HasPrefix(m.String(), "move(") {
			t.Errorf("move %d has no name", m)
		}
	}
	if len(moveNames) != int(moveReject)+1 {
		t.Errorf("%d names for %d moves", len(moveNames), moveReject+1)
	}
}

// R9, R30: an agent whose action passes every task, when nobody else takes
// it, cannot run the loop away: its task ends once.
func TestPassingForeverIsBounded(t *testing.T) {
	t.Parallel()
	d, err := BuiltinDomains().New("bank")
	if err != nil {
		t.Fatal(err)
	}
	d.Agent("stock_lookup").Act = func(*agents.Turn) agents.Result { return agents.Result{Reply: "Not mine.", Pass: true} }
	e, rec := newOn(t, d, nil)
	say(t, e, "price of AAPL")
	if got := strings.Join(rec.replies()[1:], "\n"); strings.Count(got, "Not mine.") != 1 || !strings.Contains(got, "anything else") {
		t.Errorf("replies = %q", got)
	}
	if e.sess.Speaker != "" || e.sess.Agenda.Depth() != 0 {
		t.Errorf("speaker %q, stack %v", e.sess.Speaker, e.sess.Stack())
	}
}
