package concierge

// The model reads a message in one request (R52). On the model engine,
// when the brain implements agents.MessageReader, the loop's three model
// calls — routing (decide), slot reading (interpret) and the continuation —
// give way to one read_message request per user message, read once and
// kept on the turn: routing, the agent's values, a digression, a cancel or
// the concierge's answer are all taken from the same commands. The rules
// in front of the model (offline.First, R34) answer first where they are
// sure, and a message at a login prompt or holding a login cue never
// reaches a model (R50). A brain without MessageReader (older fakes)
// keeps Route, Interpret and Continue.

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/offline"
	"github.com/concierge-dev/concierge/state"
)

// modelReads is the engine's memory of readings between turns: the values
// a start_task gave for a task that starts later (a queued request, a
// plan step, a task waiting for its prerequisite), by the task's text, so
// that starting it costs no second request.
type modelReads struct {
	queued  map[string]queuedTask
	offline *offline.Brain // built when first needed
}

// rules is the offline engine, for a message no model may read (R50).
func (m *modelReads) rules(d *agents.Domain) *offline.Brain {
	if m.offline == nil {
		m.offline = offline.New(d)
	}
	return m.offline
}

// queuedTask is a start_task not yet started: its agent and values.
type queuedTask struct {
	agent  string
	reason string
	values map[string]string
}

// maxQueuedReads bounds the kept start_tasks: a session that piles up
// requests it never starts does not grow without end.
const maxQueuedReads = 32

func (m *modelReads) keep(text string, c agents.Command) {
	if m.queued == nil || len(m.queued) >= maxQueuedReads {
		m.queued = map[string]queuedTask{}
	}
	m.queued[text] = queuedTask{agent: c.Agent, reason: c.Reason, values: c.Values}
}

// forget drops every kept start_task: the requests they were read for
// are gone (a cancel, a rejected plan), or the user who said them signed
// out, and a message that happens to repeat their words is read afresh.
func (m *modelReads) forget() { m.queued = nil }

// modelReading is one message's reading, kept on the turn.
type modelReading struct {
	text string
	agents.ModelReading
}

// messageReader is the brain's one-request reader and the rules in front
// of it (nil when the model alone reads); reader is nil for a brain
// without one.
func (e *Engine) messageReader() (reader agents.MessageReader, rules *offline.First) {
	b := e.brain
	if f, ok := b.(*offline.First); ok {
		rules, b = f, f.Inner()
	}
	reader, _ = b.(agents.MessageReader)
	return reader, rules
}

// rulesFirst is the rules in front of the model, nil when they do not
// answer first: the model alone, or --classify-every-message, where every
// message a model may see is read by it (R2 as §16 reads it).
func (e *Engine) rulesFirst(rules *offline.First) *offline.First {
	if e.classic {
		return nil
	}
	return rules
}

// neverToModel reports a message R50 keeps from every model: one holding
// a login cue or a secret, or typed at the sign-in's questions — the
// secret's, or the username's (the first text slot of an agent with a
// secret slot) — of a, the agent that asks.
func (e *Engine) neverToModel(t *turn, text string, a *agents.Agent) bool {
	if e.hasLoginCue(text) || t != nil && t.signInLine {
		return true
	}
	if a == nil || !hasSecretSlot(a) {
		return false
	}
	s := a.NextSlot(e.filled(t, a))
	if s == nil || s.Kind == agents.KindSecret {
		return true
	}
	for _, first := range a.Slots {
		if first.Kind == agents.KindText {
			return first.Name == s.Name
		}
	}
	return false
}

// readMessage is the turn's one reading of text, asked once: a second
// ask for the same text in the same turn (the digression it names, the
// agent it starts) gets the same commands.
func (e *Engine) readMessage(t *turn, reader agents.MessageReader, text string) (agents.ModelReading, error) {
	if t.modelRead != nil && t.modelRead.text == text {
		return t.modelRead.ModelReading, nil
	}
	in := e.readInput(t, text)
	var rd agents.ModelReading
	for round := 0; ; round++ {
		err := e.modelCall(t, "read", e.sess.Speaker, func() (err error) {
			rd, err = reader.ReadMessage(t.ctx, in)
			return err
		})
		if err != nil {
			return rd, err
		}
		a := e.domain.Agent(e.sess.Speaker)
		if len(rd.Calls) == 0 || a == nil || round == maxLookupRounds {
			// the look-ups' rounds are R38's, counted apart from the one
			// reading (R52), and bounded: the last answer stands
			rd.Calls = nil
			break
		}
		if in.Results, err = e.lookUp(t, a, rd.Calls, in.Results); err != nil {
			return rd, err
		}
	}
	t.modelRead = &modelReading{text: text, ModelReading: rd}
	e.note(state.NoteRoute, "Read as: "+agents.Commands(rd.Commands, e.isSecretValue))
	return rd, nil
}

// isSecretValue masks, in the trace, a value that is a remembered secret.
func (e *Engine) isSecretValue(_, v string) bool {
	_, secret := e.typed.Mask(v)
	return secret
}

// readInput is what the reading sees: the message, the open question, the
// speaker's values (never a secret), what waits, and the history.
func (e *Engine) readInput(t *turn, text string) agents.ReadInput {
	in := agents.ReadInput{Text: text, Agents: e.legal(""), Facts: agents.Facts(e.sess.Facts), History: e.sess.Messages,
		// a model's words streamed as they come are untrusted text on
		// their way to the screen and the store (R18)
		OnDelta: func(d string) { e.emit(ReplyDelta{Agent: agents.ConciergeName, Text: Sanitize(d)}) }}
	if a := e.domain.Agent(e.sess.Speaker); a != nil {
		// at a question every agent may be named, so that asking again
		// for the work in hand is seen for what it is (as digress does)
		in.Agents, in.Speaker = e.domain.Agents, a.Name
		if s := a.NextSlot(e.filled(t, a)); s != nil {
			in.Asked = s.Name
		}
		in.Values = map[string]string{}
		for k, v := range e.sess.WorkFor(a.Name).Slots {
			if s := a.Slot(k); s != nil && s.Kind != agents.KindSecret {
				in.Values[k] = v
			}
		}
	}
	for _, task := range e.sess.Agenda {
		switch {
		case task.IsTask():
			in.Agenda = append(in.Agenda, task.Agent+": waits")
		case task.Kind == state.TaskStep:
			in.Agenda = append(in.Agenda, "plan step: "+task.Text)
		default:
			in.Agenda = append(in.Agenda, "request: "+task.Text)
		}
	}
	return in
}

// errNoReading: the hook does not apply, and the loop's older path runs.
var errNoReading = errors.New("no reading")

// readRoute is decide on the model engine that reads in one request: a
// request named earlier by a reading starts without one; then the rules
// where they are sure; then the reading's start_tasks, the first routed
// and the others as the route's plan (a plan or queued requests, as
// dispatch decides, R26, R50). A reading that starts nothing goes to the
// concierge, who answers from it (readAnswer). ok is false when the brain
// has no MessageReader.
func (e *Engine) readRoute(t *turn, text string, legal []*agents.Agent) (agents.Route, bool, error) {
	reader, rules := e.messageReader()
	if reader == nil {
		return agents.Route{}, false, nil
	}
	if q, ok := e.model.queued[text]; ok && e.domain.Agent(q.agent) != nil {
		e.note(state.NoteRoute, fmt.Sprintf("Choosing %s due to: %s", q.agent, q.reason))
		return agents.Route{Agent: q.agent, Reason: q.reason}, true, nil
	}
	in := agents.RouteInput{Text: text, Agents: legal, Facts: agents.Facts(e.sess.Facts), History: e.sess.Messages}
	if f := e.rulesFirst(rules); f != nil {
		if r, sure := f.RulesRoute(t.ctx, in); sure {
			e.note(state.NoteRoute, fmt.Sprintf("Choosing %s due to: %s", r.Agent, r.Reason))
			return r, true, nil
		}
	}
	if e.neverToModel(t, text, e.domain.Agent(e.sess.Speaker)) {
		// a login cue, or a message at the sign-in's questions, never
		// reaches a model: the rules route it as well as they can
		return e.routeByRules(t, in)
	}
	rd, err := e.readMessage(t, reader, text)
	if err != nil {
		return agents.Route{}, true, err
	}
	if rd.Unusable && rules != nil {
		// a small local model that cannot call read_message even when
		// told how: "I can't do that here" would be false for a request
		// the product serves, so the offline reader routes it (as it
		// would with no server), and the trace says so; the model alone
		// (--rules-first=false, eval's default) is measured as it is
		e.note(state.NoteRoute, "The model's reading was unusable after one repair: the offline reader routes the message")
		return e.routeByRules(t, in)
	}
	r := e.routeOf(rd, text, legal)
	if r.Refuse != "" {
		return r, true, e.refuse(t, "the model refused: "+r.Refuse)
	}
	e.note(state.NoteRoute, fmt.Sprintf("Choosing %s due to: %s", r.Agent, r.Reason))
	return r, true, nil
}

// routeByRules routes a message by the offline reader alone.
func (e *Engine) routeByRules(t *turn, in agents.RouteInput) (agents.Route, bool, error) {
	r, err := e.model.rules(e.domain).Route(t.ctx, in)
	if err != nil {
		return r, true, err
	}
	e.note(state.NoteRoute, fmt.Sprintf("Choosing %s due to: %s", r.Agent, r.Reason))
	return r, true, nil
}

// routeOf is a reading as a route: its start_tasks for legal agents, in
// order, each after the first kept with its values for when it starts.
func (e *Engine) routeOf(rd agents.ModelReading, text string, legal []*agents.Agent) agents.Route {
	ok := map[string]bool{}
	for _, a := range legal {
		ok[a.Name] = true
	}
	var starts []agents.Command
	for _, c := range rd.Commands {
		switch {
		case c.Kind == agents.CmdRefuse && len(starts) == 0:
			return agents.Route{Agent: agents.ConciergeName, Refuse: orDefault(c.Reason, "the request is not one to help with")}
		case c.Kind == agents.CmdStartTask && ok[c.Agent]:
			starts = append(starts, c)
		}
	}
	if len(starts) == 0 {
		return agents.Route{Agent: agents.ConciergeName, Reason: "the message starts no task: " + agents.Commands(rd.Commands, e.isSecretValue)}
	}
	r := agents.Route{Agent: starts[0].Agent, Reason: orDefault(starts[0].Reason, "the model read the message as its task")}
	// each request is shown and started in the user's words where the
	// message splits into as many pieces as the reading has tasks
	words := []string{text}
	if len(starts) > 1 {
		words = e.requestWords(text, legal, starts)
	}
	for i, c := range starts {
		action := e.taskText(c)
		if i < len(words) {
			action = words[i]
		}
		e.model.keep(action, c)
		r.Plan = append(r.Plan, agents.PlanStep{Action: action, Agent: c.Agent})
	}
	if len(starts) == 1 {
		r.Plan = nil
	} else {
		r.Text = r.Plan[0].Action
	}
	return r
}

// requestWords are the user's words for each of the reading's tasks: the
// offline engine's split where it finds the same tasks (it moves a value
// said at the end to the request it belongs to: "…, i'm a broker"), else
// the plain split where it finds as many pieces; nil when neither fits.
func (e *Engine) requestWords(text string, legal []*agents.Agent, starts []agents.Command) []string {
	r, err := e.model.rules(e.domain).Route(context.Background(), agents.RouteInput{Text: text, Agents: legal})
	if err == nil && len(r.Plan) == len(starts) {
		var out []string
		for i, s := range r.Plan {
			if s.Agent != starts[i].Agent {
				out = nil
				break
			}
			out = append(out, s.Action)
		}
		if out != nil {
			return out
		}
	}
	if words := e.router.SplitRequests(text, legal); len(words) == len(starts) {
		return words
	}
	return nil
}

// taskText words a further start_task as its request: the words it came
// from, else the agent's task and the values it carries.
func (e *Engine) taskText(c agents.Command) string {
	if c.From != "" {
		return c.From
	}
	words := c.Agent
	if a := e.domain.Agent(c.Agent); a != nil {
		words = a.TaskPhrase()
	}
	if len(c.Values) > 0 {
		words += " (" + strings.TrimPrefix(agents.Command{Kind: agents.CmdStartTask, Values: c.Values}.Format(e.isSecretValue), "start_task(, ")
	}
	return words
}

func orDefault(s, d string) string {
	if s == "" {
		return d
	}
	return s
}
