package concierge

// The task stack: digressions, interrupts, resuming, the continuation
// step, and abandoning.

import (
	"fmt"
	"slices"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// digress handles a message the speaker declined: the waiting task goes on
// the stack and the message is routed to the agent it belongs to (R6). When
// nobody takes it, the speaker keeps the turn and asks again.
// declined says the agent's own action passed the task (Result.Pass), not
// its reading of one message.
func (e *Engine) digress(t *turn, a *agents.Agent, text, reason string, declined bool) (step, error) {
	e.note(state.NoteRoute, fmt.Sprintf("%s passed the message on: %s", a.Name, reason))
	// every agent may be named here, so that a request for work already in
	// hand ("transfer money" while its login runs) is recognised as such
	// instead of going to the next best match
	r, err := e.decide(t, text, e.domain.Agents)
	if err != nil {
		return stop, err
	}
	if declined && r.Agent == a.Name {
		// the agent's own action turned the task down and nobody else
		// takes it: handing it back would only ask again, forever
		e.note(state.NoteRoute, "No other agent takes it; "+a.Name+"'s task ends here")
		return step{move: moveDone, agent: a}, nil
	}
	if r.Agent == a.Name || e.sess.Agenda.Holds(r.Agent) {
		e.note(state.NoteRoute, r.Agent+" already has that task in hand")
		t.say(e.alreadyInHand(a, r.Agent))
		return advanceStep(a), nil
	}
	if e.domain.Agent(r.Agent) == nil {
		t.say(prompts.Unknown(e.menu()))
		return advanceStep(a), nil
	}
	return step{move: moveSwitch, agent: a, text: text, route: r}, nil
}

// switchTo parks the speaker's task as a digression and starts another.
// When the other task needs what the speaker is doing (a balance asked for
// in the middle of a login), it waits on the stack instead, as the
// speaker's dependant, and the speaker goes on.
func (e *Engine) switchTo(t *turn, speaker *agents.Agent, text string, r agents.Route) (step, error) {
	if target := e.domain.Agent(r.Agent); target != nil {
		if req, unmet := target.Unmet(agents.Facts(e.sess.Facts)); unmet && (req.By == speaker.Name || e.sess.Agenda.Holds(req.By)) {
			t.say(e.prerequisiteLine(target, req, text))
			if req.By == speaker.Name {
				if err := e.push(state.Task{Agent: target.Name, Text: text, Kind: state.TaskPrerequisite}); err != nil {
					return stop, err
				}
				w := e.sess.WorkFor(target.Name)
				w.Entered, w.Request = false, text
				e.note(state.NotePrerequisite, fmt.Sprintf("%s waits: first I'll %s, once %s is done", target.Name, e.firstSaid(req, text), speaker.Name))
			} else {
				t.say(prompts.FinishFirst())
				e.note(state.NotePrerequisite, fmt.Sprintf("%s waits: first I'll %s, which is already waiting on the stack", target.Name, e.firstSaid(req, text)))
			}
			return advanceStep(speaker), nil
		}
	}
	if err := e.push(state.Task{Agent: speaker.Name, Text: e.sess.WorkFor(speaker.Name).Request, Kind: state.TaskDigression}); err != nil {
		return stop, err
	}
	e.sess.Pending.Secret = nil
	e.setSpeaker("")
	return step{move: moveDispatch, text: text, route: r}, nil
}

// interrupt parks the agent's task and gives Next to another agent (R5).
func (e *Engine) interrupt(t *turn, a *agents.Agent, next agents.Next, reply string) (step, error) {
	to := e.domain.Agent(next.Agent)
	if to == nil || to == a || e.sess.Agenda.Holds(to.Name) {
		return stop, fmt.Errorf("%s asked for agent %q, which is not available", a.Name, next.Agent)
	}
	e.speak(t, a.Name, reply)
	if err := e.push(state.Task{Agent: a.Name, Text: e.sess.WorkFor(a.Name).Request, Kind: state.TaskInterrupt}); err != nil {
		return stop, err
	}
	e.note(state.NotePrerequisite, fmt.Sprintf("%s needs %s first", a.Name, to.Name))
	e.setSpeaker("")
	e.settle(t)
	return enterStep(to, next.Text, true), nil
}

// done ends a task: the stack's top resumes without any model call, or
// the continuation step decides what is left (R7).
func (e *Engine) done(t *turn, a *agents.Agent, reply string) (step, error) {
	reply = join(t.lead, reply)
	t.lead = ""
	t.noteRan(a, e.sess.Work[a.Name])
	e.keepStepAmounts(a, e.sess.Work[a.Name])
	e.remember(a)
	delete(e.sess.Work, a.Name)
	// a secret serves the one task it was typed for: a second task of the
	// same agent in this turn ("log in … and then …" read as two logins)
	// asks for its own, never tries this one again
	delete(t.secrets, a.Name)
	e.setSpeaker("")
	top, ok := e.sess.Agenda.Pop()
	if !ok {
		e.reply(a.Name, reply)
		e.status()
		e.settle(t) // a side effect's result is in: what follows cannot undo it
		return step{move: moveContinue}, nil
	}
	e.status()
	if top.Kind == state.TaskPrerequisite {
		e.reply(a.Name, reply)
		e.settle(t)
		if next, ok := e.nextEveryFirst(t, a, top); ok {
			return next, nil // the other balance first, then the source asked again
		}
		e.note(state.NoteContinuation, fmt.Sprintf("Resuming %s from the task stack: %s is done", top.Agent, a.Name))
		return step{move: moveResume, task: top}, nil
	}
	// the result joins the waiting request (R6, seed 000): the agent
	// reads it from its memory, and a digression's reply carries it in
	// front of the question that still waits
	e.note(state.NoteContinuation, fmt.Sprintf("Resuming %s from the task stack with %s's result", top.Agent, a.Name))
	e.sess.WorkFor(top.Agent).Memory["result"] = reply
	if t.effects > 0 && !t.settled {
		// a side effect's result is said on its own, so that it stands in
		// the transcript even if what follows fails
		e.reply(a.Name, reply)
		reply = ""
	}
	e.settle(t)
	if top.Kind != state.TaskInterrupt {
		// the interrupting agent asked for this result and words its own
		// reply; a digression's is said before the question that waits
		t.say(reply)
	}
	return step{move: moveResume, task: top}, nil
}

// resume gives a waiting task back its turn. A task pushed before its
// agent ever ran starts now, from its original request.
func (e *Engine) resume(t *turn, task state.Task) (step, error) {
	a := e.domain.Agent(task.Agent)
	if a == nil {
		return stop, fmt.Errorf("the task stack names an unknown agent %q", task.Agent)
	}
	if !e.sess.WorkFor(a.Name).Entered {
		if _, unmet := a.Unmet(agents.Facts(e.sess.Facts)); !unmet {
			t.say(prompts.Resume(a.TaskPhrase()))
		}
		return enterStep(a, task.Text, true), nil
	}
	if _, unmet := a.Unmet(agents.Facts(e.sess.Facts)); unmet {
		// what it needed was undone while it waited (another login, a
		// logout): it waits for it again, in code, before it acts (R4)
		return enterStep(a, task.Text, false), nil
	}
	if err := e.hop(t, a, "resumes from the stack"); err != nil {
		return stop, err
	}
	e.setSpeaker(a.Name)
	return advanceStep(a), nil
}

// continuation runs after a task is done and the stack is empty (R7).
func (e *Engine) continuation(t *turn) (step, error) {
	if e.sess.Plan.Running() {
		return step{move: moveNextStep}, nil
	}
	if e.planWaits() {
		e.planAgain(t) // a side question asked at the plan prompt is answered
		return stop, nil
	}
	c, read := e.readContinuation(t) // R52: the model only after a cut reading
	if !read {
		if err := e.modelCall(t, "continue", "", func() (err error) {
			c, err = e.brain.Continue(t.ctx, agents.ContinueInput{Queue: e.sess.Agenda.Requests(), History: e.sess.Messages, Facts: agents.Facts(e.sess.Facts)})
			return err
		}); err != nil {
			return stop, err
		}
	}
	if c.FromQueue {
		e.sess.Agenda.TakeRequest()
		e.status()
		if e.signedIn() {
			// "aapl and msft and also log me in": the sign-in is done
			c.Request = withoutDoneSignIn(c.Request)
		}
	}
	if !c.FromQueue && c.Request != "" {
		// a model that asks to do again what this turn just did, or asks
		// twice in one turn, is heard once: the loop cannot run away (R9)
		if t.continued || normalise(c.Request) == normalise(t.text) {
			c = agents.Continuation{Reason: "no further task: the continued request was already handled"}
		}
		t.continued = true
	}
	if strings.TrimSpace(c.Request) == "" {
		e.note(state.NoteContinuation, "Continuation: "+c.Reason)
		e.speak(t, agents.ConciergeName, join(e.comparedVerdict(t), e.anythingElse())) // "which has more": said (choices_compared.go)
		return stop, nil
	}
	e.note(state.NoteContinuation, fmt.Sprintf("Continuing with %q: %s", c.Request, c.Reason))
	if c.FromQueue && logoutClause(normalise(c.Request)) {
		return step{move: moveLogout, text: c.Request}, nil // "… then log me out": its turn now (logout_order.go)
	}
	if c.FromQueue {
		if reason := e.harmfulQueued(c.Request); reason != "" {
			return stop, e.refuse(t, reason) // a harmful request queued with a sign-in (harm_signin_line.go)
		}
		if s, ok := e.cannotAnswered(t, c.Request); ok {
			return s, nil // "… did my rent bounce?" kept for after the sign-in: said plainly (cannot_history.go)
		}
		if accountsListAsked(c.Request) && !e.signedIn() && len(e.domain.SignedOut) > 0 {
			return step{move: moveContinue}, nil // answered by name already; it waits for the sign-in only (accounts_listed.go)
		}
		if queuedWithQuestion(c.Request) || accountsListAsked(c.Request) {
			// "what are my account numbers" kept for after the sign-in (accounts_listed.go)
			return handleStep(c.Request), nil // "quick q - are my funds insured? also whats my balance" (queued_question.go)
		}
	}
	return routeStep(c.Request), nil
}

// abandon ends the current task and every task under it (R5 Final).
// then is a request said after the cancel, handled next.
func (e *Engine) abandon(t *turn, already, then string) (step, error) {
	var names []string
	if e.sess.Speaker != "" {
		names = append(names, e.sess.Speaker)
	} else if already != "" {
		names = append(names, already)
	}
	for _, task := range e.sess.Agenda {
		if task.IsTask() {
			names = append(names, task.Agent) // top first
		}
	}
	if len(names) == 0 && e.sess.Pending.Approval == nil && len(e.sess.Agenda) == 0 && e.sess.Plan == nil {
		if then != "" {
			return handleStep(then), nil // "never mind, what's the AAPL price?"
		}
		e.speak(t, agents.ConciergeName, prompts.NothingToCancel())
		return stop, nil
	}
	// an agent that gives up (already set) fails its plan step; a user's
	// "never mind" cancels it
	planAwaited := e.planWaits()
	planSummary := e.failPlan(already == "")
	var tasks []string
	for _, n := range names {
		if a := e.domain.Agent(n); a != nil {
			tasks = append(tasks, a.TaskPhrase())
		}
	}
	if a, _ := e.signInAgent(); a != nil && slices.Contains(names, a.Name) {
		e.signInDroppedAt = len(e.sess.Messages)
	}
	queued := e.sess.Agenda.Requests() // asked after it in the same message: dropped too, and said so
	if already == "" {
		e.keepCancelled() // "actually yes do it" next brings it back (cancel_undone.go)
	}
	e.clearTasks()
	e.note(state.NoteContinuation, "Abandoned: "+orNone(strings.Join(names, ", "))+"; the task stack is empty")
	e.status()
	abandoned := prompts.Abandoned(tasks)
	if len(tasks) == 0 || already != "" {
		abandoned = "" // the agent gave up and said why; the user cancelled nothing
	}
	if planAwaited && len(tasks) == 0 && already == "" {
		abandoned = prompts.PlanDropped() // "let's not bother today" at the plan: said, not only drawn
	}
	if then != "" && abandoned != "" && len(queued) == 0 && planSummary == "" && len(names) == 1 {
		if best, ok := e.router.Best(then, e.domain.Agents); ok {
			if line := e.replacedLine(best.Agent, names, then); line != "" {
				abandoned = line // "forget that, send 30 to 7654321": what replaces it (plan_labels.go)
			}
		}
	}
	if len(queued) > 0 {
		abandoned = join(abandoned, prompts.RequestsDropped(queued)) // never dropped in silence (R50)
	}
	if planSummary != "" {
		planSummary += "\n" // a list ends its line
	}
	if then != "" {
		e.speak(t, agents.ConciergeName, join(abandoned, strings.TrimSuffix(planSummary, "\n")))
		return handleStep(then), nil
	}
	e.speak(t, agents.ConciergeName, join(abandoned, planSummary+e.anythingElse()))
	return stop, nil
}

func (e *Engine) push(task state.Task) error {
	if e.sess.Agenda.Depth()+1 > e.budgets.Depth {
		return overBudget("a task stack %d deep", e.budgets.Depth)
	}
	e.sess.Agenda.Push(task)
	e.status()
	return nil
}

func (e *Engine) setSpeaker(name string) {
	if e.sess.Speaker != name {
		e.sess.Speaker = name
		e.status()
	}
}
