package concierge

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// handle is the top of the loop for a typed message: guardrails and meta
// intents first, then the sticky speaker or the orchestrator.
func (e *Engine) handle(t *turn, text string) error {
	if reason := guard(text); reason != "" {
		return e.refuse(t, reason)
	}
	if why := bypassAttempt(text); why != "" {
		e.note(state.NoteGuardrail, "Ignored "+why+": requirements and approvals are enforced in code")
	}
	if isCancel(text) {
		return e.abandon(t, "")
	}
	if isHelp(text) {
		e.reply(agents.ConciergeName, join(e.welcome(), e.pendingSummary(t)))
		return nil
	}
	if p := e.sess.Plan; p != nil && p.Awaiting {
		return e.planAnswer(t, text)
	}
	if a := e.sess.Pending.Approval; a != nil {
		switch reason, no := rejection(text); {
		case isYes(text):
			return e.approve(t)
		case no:
			return e.reject(t, reason)
		default:
			e.reply(agents.ConciergeName, prompts.ApprovalReminder(a.Summary))
			return nil
		}
	}
	speaker := e.domain.Agent(e.sess.Speaker)
	if speaker == nil {
		return e.orchestrate(t, text)
	}
	if e.classic {
		return e.classify(t, speaker, text)
	}
	return e.agentTurn(t, speaker, text)
}

// classify is seed 000's mode: the orchestrator sees every message first,
// so the user can switch tasks without the speaker declining (R2).
func (e *Engine) classify(t *turn, speaker *agents.Agent, text string) error {
	r, err := e.decide(t, text, e.legal(""))
	if err != nil {
		return err
	}
	if r.Agent == speaker.Name || r.Agent == agents.ConciergeName {
		return e.agentTurn(t, speaker, text)
	}
	return e.switchTo(t, speaker, text, r)
}

// legal lists the agents the orchestrator may choose: every agent except
// those already waiting on the stack and the one excluded.
func (e *Engine) legal(exclude string) []*agents.Agent {
	var out []*agents.Agent
	for _, a := range e.domain.Agents {
		if a.Name != exclude && !e.sess.Stack.Holds(a.Name) {
			out = append(out, a)
		}
	}
	return out
}

// orchestrate routes a message with no speaker (R3).
func (e *Engine) orchestrate(t *turn, text string) error {
	r, err := e.decide(t, text, e.legal(""))
	if err != nil {
		return err
	}
	return e.dispatch(t, text, r)
}

// decide asks the engine for an agent and checks the answer in code: an
// unknown name is fed back at most twice, then the concierge answers.
func (e *Engine) decide(t *turn, text string, legal []*agents.Agent) (agents.Route, error) {
	names := map[string]bool{agents.ConciergeName: true}
	for _, a := range legal {
		names[a.Name] = true
	}
	in := agents.RouteInput{Text: text, Agents: legal, Facts: agents.Facts(e.sess.Facts), History: e.sess.Messages}
	for attempt := 0; attempt < 3; attempt++ {
		var r agents.Route
		if err := e.modelCall(t, "route", "", func() (err error) {
			r, err = e.brain.Route(t.ctx, in)
			return err
		}); err != nil {
			return agents.Route{}, err
		}
		if r.Refuse != "" {
			return r, e.refuse(t, "the model refused: "+r.Refuse)
		}
		if names[r.Agent] {
			e.note(state.NoteRoute, fmt.Sprintf("Choosing %s due to: %s", r.Agent, r.Reason))
			return r, nil
		}
		in.Retry = fmt.Sprintf("%q is not one of the agents you may choose: %s", r.Agent, strings.Join(sortedKeys(names), ", "))
		e.note(state.NoteRoute, "The orchestrator chose an unknown agent: "+in.Retry)
	}
	r := agents.Route{Agent: agents.ConciergeName, Reason: "the orchestrator named no known agent in 3 tries"}
	e.note(state.NoteRoute, fmt.Sprintf("Choosing %s due to: %s", r.Agent, r.Reason))
	return r, nil
}

// dispatch hands a routed message to its agent or the concierge.
func (e *Engine) dispatch(t *turn, text string, r agents.Route) error {
	// several requests from a user with nothing in hand become a plan; in
	// the middle of a task (a digression), the first request is taken
	if len(r.Plan) >= 2 && e.sess.Plan == nil && e.sess.Speaker == "" && len(e.sess.Stack) == 0 {
		e.propose(r)
		return nil
	}
	if r.Text != "" {
		text = r.Text
	}
	a := e.domain.Agent(r.Agent)
	if a == nil {
		e.reply(agents.ConciergeName, e.conciergeAnswer(text))
		return nil
	}
	return e.enter(t, a, text, true, "")
}

// conciergeAnswer is the concierge's reply to chit-chat and to requests
// that no agent takes.
func (e *Engine) conciergeAnswer(text string) string {
	switch {
	case isGreeting(text):
		return e.welcome()
	case isThanks(text):
		return prompts.Thanks()
	}
	return prompts.Unknown(e.menu())
}

// enter gives an agent a task. An unmet requirement pushes the task and
// routes to the agent that satisfies it, in code (R4). interpret says
// whether the text is the agent's own request to read for slot values.
func (e *Engine) enter(t *turn, a *agents.Agent, text string, interpret bool, prefix string) error {
	if err := e.hop(t, a, "takes the task"); err != nil {
		return err
	}
	if req, unmet := a.Unmet(agents.Facts(e.sess.Facts)); unmet {
		by := e.domain.Agent(req.By)
		if by == nil || by == a || e.sess.Stack.Holds(by.Name) {
			return fmt.Errorf("%s needs %s, but no free agent provides it", a.Name, req.Need)
		}
		if err := e.push(state.Task{Agent: a.Name, Text: text, Kind: state.TaskPrerequisite}); err != nil {
			return err
		}
		w := e.sess.WorkFor(a.Name)
		w.Entered, w.Request = false, text
		e.note(state.NotePrerequisite, fmt.Sprintf("%s needs %s first", a.Name, req.Need))
		return e.enter(t, by, text, false, join(prefix, prompts.Prerequisite(a.TaskPhrase(), req.Need)))
	}
	e.setSpeaker(a.Name)
	w := e.sess.WorkFor(a.Name)
	w.Entered = true
	if w.Request == "" {
		w.Request = text
	}
	for _, s := range a.Slots {
		if v := e.sess.Facts[s.Fact]; s.Remember && s.Fact != "" && v != "" && w.Slots[s.Name] == "" {
			w.Slots[s.Name] = v // known already: not asked again
		}
	}
	if a.Start != nil {
		if res, ok := a.Start(e.newAgentTurn(t, a)); ok {
			return e.finish(t, a, res, prefix)
		}
	}
	if !interpret {
		return e.advance(t, a, prefix)
	}
	in, err := e.interpret(t, a, text, "")
	if err != nil {
		return err
	}
	return e.apply(t, a, in, "", prefix)
}

// agentTurn gives the message to the speaker without a routing call (R2).
func (e *Engine) agentTurn(t *turn, a *agents.Agent, text string) error {
	if err := e.hop(t, a, "holds the turn"); err != nil {
		return err
	}
	asked := ""
	if s := a.NextSlot(e.filled(t, a)); s != nil {
		asked = s.Name
	}
	in, err := e.interpret(t, a, text, asked)
	if err != nil {
		return err
	}
	if in.Pass {
		return e.digress(t, a, text, in.PassReason)
	}
	return e.apply(t, a, in, asked, "")
}

func (e *Engine) interpret(t *turn, a *agents.Agent, text, asked string) (agents.Interpretation, error) {
	slots := map[string]string{}
	for k, v := range e.sess.WorkFor(a.Name).Slots {
		slots[k] = v // a copy: an engine cannot write the session
	}
	var in agents.Interpretation
	if err := e.modelCall(t, "interpret", a.Name, func() (err error) {
		in, err = e.brain.Interpret(t.ctx, agents.InterpretInput{
			Agent: a, Text: text, Asked: asked, Slots: slots,
			Others: e.legal(a.Name), Facts: agents.Facts(e.sess.Facts), History: e.sess.Messages,
			OnDelta: func(d string) { e.emit(ReplyDelta{Agent: a.Name, Text: d}) },
		})
		return err
	}); err != nil {
		return in, err
	}
	if in.Refuse != "" {
		return in, e.refuse(t, "the model refused: "+in.Refuse)
	}
	return in, nil
}

// errRefused ends a turn whose message was refused; the refusal has been
// said, and the turn is a success that changed nothing else.
var errRefused = errors.New("refused")

// refuse declines the message, restates what waits, changes nothing (R8).
func (e *Engine) refuse(t *turn, reason string) error {
	e.note(state.NoteGuardrail, "Refused: "+reason)
	e.reply(agents.ConciergeName, prompts.Refusal(e.pendingSummary(t)))
	return errRefused
}

// digress handles a message the speaker declined: the waiting task goes on
// the stack and the message is routed to the agent it belongs to (R6). When
// nobody takes it, the speaker keeps the turn and asks again.
func (e *Engine) digress(t *turn, a *agents.Agent, text, reason string) error {
	e.note(state.NoteRoute, fmt.Sprintf("%s passed the message on: %s", a.Name, reason))
	r, err := e.decide(t, text, e.legal(a.Name))
	if err != nil {
		return err
	}
	if e.domain.Agent(r.Agent) == nil {
		return e.advance(t, a, prompts.Unknown(e.menu()))
	}
	return e.switchTo(t, a, text, r)
}

// switchTo parks the speaker's task as a digression and starts another.
// When the other task needs what the speaker is doing (a balance asked for
// in the middle of a login), it waits on the stack instead, as the
// speaker's dependant, and the speaker goes on.
func (e *Engine) switchTo(t *turn, speaker *agents.Agent, text string, r agents.Route) error {
	if target := e.domain.Agent(r.Agent); target != nil {
		if req, unmet := target.Unmet(agents.Facts(e.sess.Facts)); unmet && (req.By == speaker.Name || e.sess.Stack.Holds(req.By)) {
			prefix := prompts.Prerequisite(target.TaskPhrase(), req.Need)
			if req.By == speaker.Name {
				if err := e.push(state.Task{Agent: target.Name, Text: text, Kind: state.TaskPrerequisite}); err != nil {
					return err
				}
				w := e.sess.WorkFor(target.Name)
				w.Entered, w.Request = false, text
				e.note(state.NotePrerequisite, fmt.Sprintf("%s needs %s first; it waits until %s is done", target.Name, req.Need, speaker.Name))
			} else {
				prefix = join(prefix, prompts.FinishFirst())
				e.note(state.NotePrerequisite, fmt.Sprintf("%s needs %s first, which is already waiting on the stack", target.Name, req.Need))
			}
			return e.advance(t, speaker, prefix)
		}
	}
	if err := e.push(state.Task{Agent: speaker.Name, Text: e.sess.WorkFor(speaker.Name).Request, Kind: state.TaskDigression}); err != nil {
		return err
	}
	e.sess.Pending.Secret = nil
	e.setSpeaker("")
	return e.dispatch(t, text, r)
}

// apply checks an engine's slot values in code and stores the good ones.
// A value that fails its check is explained when its slot is asked next;
// no usable answer to the asked question gets a clarifying reply.
func (e *Engine) apply(t *turn, a *agents.Agent, in agents.Interpretation, asked, prefix string) error {
	w := e.sess.WorkFor(a.Name)
	facts := agents.Facts(e.sess.Facts)
	problems := map[string]error{}
	took := 0
	for _, s := range a.Slots {
		raw, ok := in.Slots[s.Name]
		if !ok || s.Kind == agents.KindSecret {
			continue // secrets come only from masked input, never from an engine
		}
		v, err := s.Normalize(raw, facts)
		if err != nil {
			problems[s.Name] = err
			continue
		}
		w.Slots[s.Name] = v
		w.Said[s.Name] = t.text
		if s.Fact != "" {
			facts[s.Fact] = v
		}
		took++
	}
	if asked != "" && took == 0 && len(problems) == 0 {
		problems[asked] = fmt.Errorf("I couldn't take %q as the %s", clip(t.text, 60), a.Slot(asked).LabelOrName())
	}
	next := a.NextSlot(e.filled(t, a))
	if next != nil && in.Reply != "" {
		return e.ask(t, a, next, prefix, in.Reply) // the model's own wording of the question
	}
	if next != nil && problems[next.Name] != nil {
		return e.ask(t, a, next, prefix, prompts.Clarify(problems[next.Name].Error(), next.Hint, next.QuestionWith(w.Slots)))
	}
	return e.advance(t, a, prefix)
}

// advance asks the next missing slot, or acts when none is missing.
func (e *Engine) advance(t *turn, a *agents.Agent, prefix string) error {
	if s := a.NextSlot(e.filled(t, a)); s != nil {
		return e.ask(t, a, s, prefix, s.QuestionWith(e.sess.WorkFor(a.Name).Slots))
	}
	return e.act(t, a, prefix)
}

// noteShown prefixes the task memory key that records a slot's progress
// note as shown.
const noteShown = "loop.note_shown."

// ask puts a question to the user; the agent keeps the turn. A secret slot
// switches the next input to masked (R10).
func (e *Engine) ask(t *turn, a *agents.Agent, s *agents.Slot, prefix, question string) error {
	e.setSpeaker(a.Name)
	if w := e.sess.WorkFor(a.Name); s.Note != "" && w.Memory[noteShown+s.Name] == "" {
		// once per task: a clarifying question is the same step, not a new one
		w.Memory[noteShown+s.Name] = "yes"
		e.note(state.NoteProgress, s.Note)
	}
	if s.Kind == agents.KindSecret {
		sec := state.Secret{Agent: a.Name, Slot: s.Name, Label: s.LabelOrName()}
		e.sess.Pending.Secret = &sec
		e.emit(SecretRequested{Secret: sec})
	}
	e.reply(a.Name, join(prefix, question))
	return nil
}

// act runs the agent's action with its slots filled.
func (e *Engine) act(t *turn, a *agents.Agent, prefix string) error {
	res := a.Act(e.newAgentTurn(t, a))
	if t.overrun != nil {
		return t.overrun
	}
	return e.finish(t, a, res, prefix)
}

func (e *Engine) newAgentTurn(t *turn, a *agents.Agent) *agents.Turn {
	w := e.sess.WorkFor(a.Name)
	at := agents.NewTurn(a, w.Slots, w.Memory, agents.Facts(e.sess.Facts), t.secretsOf(a.Name), e.caller(t, a))
	at.Said, at.Now = w.Said, e.clock
	return at
}

// finish applies an agent's result envelope (R5).
func (e *Engine) finish(t *turn, a *agents.Agent, res agents.Result, prefix string) error {
	for _, n := range res.Notes {
		e.note(state.NoteProgress, n)
	}
	if res.Artifact != nil {
		e.artifact(a.Name, *res.Artifact)
	}
	w := e.sess.WorkFor(a.Name)
	for _, c := range res.Clear {
		delete(w.Slots, c)
		delete(t.secretsOf(a.Name), c)
	}
	switch {
	case res.Final:
		e.reply(a.Name, join(prefix, res.Reply))
		return e.abandon(t, a.Name)
	case res.Done:
		return e.done(t, a, join(prefix, res.Reply))
	case res.Pass:
		e.reply(a.Name, join(prefix, res.Reply))
		return e.digress(t, a, t.text, "the agent declined the task")
	case res.Interrupt != nil:
		return e.interrupt(t, a, *res.Interrupt, join(prefix, res.Reply))
	}
	if ap := e.sess.Pending.Approval; ap != nil && ap.Agent == a.Name {
		e.setSpeaker(a.Name)
		e.reply(a.Name, join(prefix, res.Reply, ap.Summary))
		e.emit(ApprovalRequested{Approval: *ap})
		return nil
	}
	if s := a.NextSlot(e.filled(t, a)); s != nil {
		return e.ask(t, a, s, join(prefix, res.Reply), s.QuestionWith(w.Slots))
	}
	e.setSpeaker(a.Name)
	e.reply(a.Name, join(prefix, res.Reply))
	return nil
}

// interrupt parks the agent's task and gives Next to another agent (R5).
func (e *Engine) interrupt(t *turn, a *agents.Agent, next agents.Next, reply string) error {
	to := e.domain.Agent(next.Agent)
	if to == nil || to == a || e.sess.Stack.Holds(to.Name) {
		return fmt.Errorf("%s asked for agent %q, which is not available", a.Name, next.Agent)
	}
	e.reply(a.Name, reply)
	if err := e.push(state.Task{Agent: a.Name, Text: e.sess.WorkFor(a.Name).Request, Kind: state.TaskInterrupt}); err != nil {
		return err
	}
	e.note(state.NotePrerequisite, fmt.Sprintf("%s needs %s first", a.Name, to.Name))
	e.setSpeaker("")
	return e.enter(t, to, next.Text, true, "")
}

// done ends a task: the stack's top resumes without any model call, or
// the continuation step decides what is left (R7).
func (e *Engine) done(t *turn, a *agents.Agent, reply string) error {
	delete(e.sess.Work, a.Name)
	e.setSpeaker("")
	top, ok := e.sess.Stack.Pop()
	if !ok {
		e.reply(a.Name, reply)
		e.status()
		return e.continuation(t)
	}
	e.status()
	if top.Kind == state.TaskPrerequisite {
		e.reply(a.Name, reply)
		e.note(state.NoteContinuation, fmt.Sprintf("Resuming %s from the task stack: %s is done", top.Agent, a.Name))
		return e.resume(t, top, "")
	}
	// the result joins the waiting request (R6, seed 000): the agent
	// reads it from its memory, and a digression's reply carries it in
	// front of the question that still waits
	e.note(state.NoteContinuation, fmt.Sprintf("Resuming %s from the task stack with %s's result", top.Agent, a.Name))
	e.sess.WorkFor(top.Agent).Memory["result"] = reply
	if top.Kind == state.TaskInterrupt {
		// the interrupting agent asked for this result and words its own reply
		return e.resume(t, top, "")
	}
	return e.resume(t, top, reply)
}

// resume gives a waiting task back its turn. A task pushed before its
// agent ever ran starts now, from its original request.
func (e *Engine) resume(t *turn, task state.Task, joined string) error {
	a := e.domain.Agent(task.Agent)
	if a == nil {
		return fmt.Errorf("the task stack names an unknown agent %q", task.Agent)
	}
	if !e.sess.WorkFor(a.Name).Entered {
		if _, unmet := a.Unmet(agents.Facts(e.sess.Facts)); !unmet {
			joined = join(joined, prompts.Resume(a.TaskPhrase()))
		}
		return e.enter(t, a, task.Text, true, joined)
	}
	if err := e.hop(t, a, "resumes from the stack"); err != nil {
		return err
	}
	e.setSpeaker(a.Name)
	return e.advance(t, a, joined)
}

// continuation runs after a task is done and the stack is empty (R7).
func (e *Engine) continuation(t *turn) error {
	if e.sess.Plan.Running() {
		return e.nextStep(t, "")
	}
	var c agents.Continuation
	if err := e.modelCall(t, "continue", "", func() (err error) {
		c, err = e.brain.Continue(t.ctx, agents.ContinueInput{Queue: e.sess.Queue, History: e.sess.Messages, Facts: agents.Facts(e.sess.Facts)})
		return err
	}); err != nil {
		return err
	}
	if c.FromQueue && len(e.sess.Queue) > 0 {
		e.sess.Queue = e.sess.Queue[1:]
	}
	if strings.TrimSpace(c.Request) == "" {
		e.note(state.NoteContinuation, "Continuation: "+c.Reason)
		e.reply(agents.ConciergeName, prompts.AnythingElse(e.menu()))
		return nil
	}
	e.note(state.NoteContinuation, fmt.Sprintf("Continuing with %q: %s", c.Request, c.Reason))
	return e.orchestrate(t, c.Request)
}

// abandon ends the current task and every task under it (R5 Final).
func (e *Engine) abandon(t *turn, already string) error {
	var names []string
	if e.sess.Speaker != "" {
		names = append(names, e.sess.Speaker)
	} else if already != "" {
		names = append(names, already)
	}
	for i := len(e.sess.Stack) - 1; i >= 0; i-- {
		names = append(names, e.sess.Stack[i].Agent)
	}
	if len(names) == 0 && e.sess.Pending.Approval == nil && len(e.sess.Queue) == 0 && e.sess.Plan == nil {
		e.reply(agents.ConciergeName, prompts.NothingToCancel())
		return nil
	}
	// an agent that gives up (already set) fails its plan step; a user's
	// "never mind" cancels it
	planSummary := e.failPlan(already == "")
	var tasks []string
	for _, n := range names {
		if a := e.domain.Agent(n); a != nil {
			tasks = append(tasks, a.TaskPhrase())
		}
	}
	e.clearTasks()
	e.note(state.NoteContinuation, "Abandoned: "+orNone(strings.Join(names, ", "))+"; the task stack is empty")
	e.status()
	abandoned := prompts.Abandoned(tasks)
	if len(tasks) == 0 {
		abandoned = ""
	}
	if planSummary != "" {
		planSummary += "\n" // a list ends its line
	}
	e.reply(agents.ConciergeName, join(abandoned, planSummary+prompts.AnythingElse(e.menu())))
	return nil
}

// approve runs the pending sensitive call by running the agent's action
// again with a one-time grant for exactly that call (R11).
func (e *Engine) approve(t *turn) error {
	ap := e.sess.Pending.Approval
	e.sess.Pending.Approval = nil
	a := e.domain.Agent(ap.Agent)
	if a == nil {
		return fmt.Errorf("the approval names an unknown agent %q", ap.Agent)
	}
	e.note(state.NoteApproval, "Approved: "+ap.Summary)
	t.grant = agents.Args(ap.Args).Key(ap.Tool)
	if err := e.hop(t, a, "runs the approved call"); err != nil {
		return err
	}
	return e.act(t, a, "")
}

// reject drops the pending call; the agent asks again, reading the reason
// for new values ("no, make it 300").
func (e *Engine) reject(t *turn, reason string) error {
	ap := e.sess.Pending.Approval
	e.sess.Pending.Approval = nil
	a := e.domain.Agent(ap.Agent)
	if a == nil {
		return fmt.Errorf("the approval names an unknown agent %q", ap.Agent)
	}
	e.note(state.NoteApproval, join("Rejected: "+ap.Summary, paren(reason)))
	w := e.sess.WorkFor(a.Name)
	prefix := prompts.ApprovalRejected(reason)
	if reason != "" {
		t.text = reason
		in, err := e.interpret(t, a, reason, "")
		if err != nil {
			return err
		}
		if len(in.Slots) > 0 {
			// the reason corrects some values: keep the rest, ask again
			return e.apply(t, a, in, "", prefix)
		}
	}
	if s := rejectedSlot(a, reason); s != "" {
		delete(w.Slots, s)
	}
	return e.advance(t, a, prefix)
}

// rejectedSlot is the slot a rejection is about: one whose label the reason
// names ("wrong account"), else the last one, the value given most recently
// ("too much").
func rejectedSlot(a *agents.Agent, reason string) string {
	words := strings.Fields(strings.ToLower(reason))
	for _, s := range a.Slots {
		for _, lw := range strings.Fields(strings.ToLower(s.LabelOrName())) {
			for _, w := range words {
				if len(lw) > 3 && strings.Trim(w, ".,!?") == lw {
					return s.Name
				}
			}
		}
	}
	for i := len(a.Slots) - 1; i >= 0; i-- {
		if a.Slots[i].Kind != agents.KindSecret {
			return a.Slots[i].Name
		}
	}
	return ""
}

// pendingSummary restates what waits, for refusals and help.
func (e *Engine) pendingSummary(t *turn) string {
	if p := e.sess.Plan; p != nil && p.Awaiting {
		return "Your plan is waiting: say " + planWords + "."
	}
	if ap := e.sess.Pending.Approval; ap != nil {
		return "Still waiting for your approval: " + ap.Summary
	}
	a := e.domain.Agent(e.sess.Speaker)
	if a == nil {
		return ""
	}
	if s := a.NextSlot(e.filled(t, a)); s != nil {
		return prompts.Pending(a.TaskPhrase(), s.QuestionWith(e.sess.WorkFor(a.Name).Slots))
	}
	return ""
}

func (e *Engine) push(task state.Task) error {
	if len(e.sess.Stack)+1 > e.budgets.Depth {
		return overBudget("a task stack %d deep", e.budgets.Depth)
	}
	e.sess.Stack.Push(task)
	e.status()
	return nil
}

func (e *Engine) setSpeaker(name string) {
	if e.sess.Speaker != name {
		e.sess.Speaker = name
		e.status()
	}
}

func sortedKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func clip(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n]) + "…"
}

func paren(s string) string {
	if s == "" {
		return ""
	}
	return "(" + s + ")"
}

func orNone(s string) string {
	if s == "" {
		return "nothing"
	}
	return s
}
