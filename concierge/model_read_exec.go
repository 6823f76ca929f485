package concierge

// The reading's commands executed where the loop stands (R52): at an
// agent's question (readHold, readSlots), with nobody holding the turn
// (readAnswer, after readRoute), and after a task (readContinuation). Each
// goes through the paths the offline reader's commands take: a cancel
// abandons what is in hand, values go through take and the slots' checks,
// another agent's task is a digression, small talk and the capability
// list are the concierge's own words.

import (
	"fmt"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/prompts"
)

// readHold reads a message typed at an agent's question and executes the
// commands that are not its values: a refusal, a cancel (what the message
// asks after it is routed next, from the same reading), or an answer in
// words when the message gives nothing for the task (the question is asked
// again, R28). ok is false when the values path (interpret) goes on.
func (e *Engine) readHold(t *turn, a *agents.Agent, text string) (step, bool, error) {
	rd, ok, err := e.holdReading(t, a, text)
	if !ok || err != nil {
		return stop, err != nil, err
	}
	var talk *agents.Command
	for i, c := range rd.Commands {
		switch c.Kind {
		case agents.CmdRefuse:
			return stop, true, e.refuse(t, "the model refused: "+orDefault(c.Reason, "the request is not one to help with"))
		case agents.CmdCancel:
			s := abandonStep("")
			for _, later := range rd.Commands[i+1:] {
				if later.Kind == agents.CmdStartTask {
					s.text = text // routed next: readRoute takes the start_tasks
					break
				}
			}
			if s.text == "" {
				s.text = byeAfterCancel(text) // "never mind, thanks, bye": the goodbye after it (closing_answer.go)
			}
			return s, true, nil
		case agents.CmdStartTask, agents.CmdSetValue, agents.CmdCorrectValue:
			return stop, false, nil // values or another task: interpret's
		case agents.CmdCannotHandle:
			if rd.Reply == "" && len(rd.Commands) == 1 {
				// "I am a Suncorp friend" at "internal or partner?": no
				// value the model could read, so it is a try at the
				// answer, and the slot's own check says what it takes
				return stop, false, nil
			}
			if talk == nil {
				talk = &rd.Commands[i]
			}
		case agents.CmdSmallTalk, agents.CmdAsk, agents.CmdCapabilities, agents.CmdHelp, agents.CmdClarify:
			if talk == nil {
				talk = &rd.Commands[i]
			}
		}
	}
	if talk == nil || e.answersAsked(t, text) {
		return stop, false, nil
	}
	e.speak(t, agents.ConciergeName, join(e.answerOf(*talk, rd.Reply), e.pendingSummary(t)))
	return stop, true, nil
}

// holdReading is the reading of a message at a's question, when one is to
// be asked: not when the rules are sure of its values, nor at a login
// prompt or with a login cue (R50).
func (e *Engine) holdReading(t *turn, a *agents.Agent, text string) (agents.ModelReading, bool, error) {
	reader, rules := e.messageReader()
	if reader == nil || e.neverToModel(t, text, a) {
		return agents.ModelReading{}, false, nil
	}
	if t.modelRead != nil && t.modelRead.text == text {
		return t.modelRead.ModelReading, true, nil
	}
	if f := e.rulesFirst(rules); f != nil {
		if _, sure := f.RulesValues(e.interpretInput(t, a, text)); sure {
			return agents.ModelReading{}, false, nil
		}
	}
	rd, err := e.readMessage(t, reader, text)
	return rd, err == nil, err
}

// interpretInput is what the rules read a's values from.
func (e *Engine) interpretInput(t *turn, a *agents.Agent, text string) agents.InterpretInput {
	asked := ""
	if s := a.NextSlot(e.filled(t, a)); s != nil {
		asked = s.Name
	}
	return agents.InterpretInput{Agent: a, Text: text, Asked: asked, Slots: e.sess.WorkFor(a.Name).Slots,
		Facts: agents.Facts(e.sess.Facts), History: e.sess.Messages}
}

// readSlots is interpret on the model engine that reads in one request:
// the values a reading gave a's task when it was named (kept for a task
// that starts later), the rules' values where they are sure or where no
// model may read the message (R50), else the turn's one reading — its
// start_task for a and its set_value and correct_value give the values,
// and a start_task for another agent alone passes the message on (a
// digression). ok is false when the brain has no MessageReader.
func (e *Engine) readSlots(t *turn, a *agents.Agent, text, asked string) (agents.Interpretation, bool, error) {
	reader, rules := e.messageReader()
	if reader == nil {
		return agents.Interpretation{}, false, nil
	}
	if q, ok := e.model.queued[text]; ok && q.agent == a.Name {
		delete(e.model.queued, text)
		return agents.Interpretation{Slots: q.values}, true, nil
	}
	in := e.interpretInput(t, a, text)
	in.Asked = asked
	read := t.modelRead != nil && t.modelRead.text == text
	if read {
		if out := valuesFor(t.modelRead.ModelReading, a); len(out.Slots) > 0 {
			return out, true, nil
		}
	}
	if f := e.rulesFirst(rules); f != nil {
		if raw, sure := f.RulesValues(in); sure {
			return agents.Interpretation{Slots: raw}, true, nil
		}
	}
	if e.neverToModel(t, text, a) {
		// the offline engine's reading: its values, or the message passed
		// on to the agent whose words it holds (a digression)
		in.Others = e.others(a)
		out, err := e.model.rules(e.domain).Interpret(t.ctx, in)
		return out, true, err
	}
	rd, err := e.readMessage(t, reader, text)
	if err != nil {
		return agents.Interpretation{}, true, err
	}
	out := valuesFor(rd, a)
	switch {
	case out.Refuse != "":
		return out, true, e.refuse(t, "the model refused: "+out.Refuse)
	case len(out.Slots) > 0:
	case out.Pass && e.sess.Speaker == a.Name && len(agents.Extract(a, text, asked)) == 0:
	default:
		// nothing read for the task (a prerequisite's values in a request
		// for another, say): the rules' values, which take checks like
		// any other, rather than nothing
		out.Pass, out.PassReason = false, ""
		out.Slots = agents.Extract(a, text, asked)
	}
	return out, true, nil
}

// valuesFor is what a reading gives a's task: the values of its
// start_task and of set_value and correct_value for its slots; Pass when
// it names another agent's task instead.
func valuesFor(rd agents.ModelReading, a *agents.Agent) agents.Interpretation {
	out := agents.Interpretation{Slots: map[string]string{}}
	for _, c := range rd.Commands {
		switch {
		case c.Kind == agents.CmdStartTask && c.Agent == a.Name:
			for k, v := range c.Values {
				out.Slots[k] = v
			}
		case c.Kind == agents.CmdStartTask && !out.Pass:
			out.Pass, out.PassReason = true, "the message asks for "+c.Agent
		case c.Kind == agents.CmdSetValue || c.Kind == agents.CmdCorrectValue:
			if a.Slot(c.Slot) != nil {
				out.Slots[c.Slot] = c.Value
			}
		case c.Kind == agents.CmdRefuse:
			out.Refuse = orDefault(c.Reason, "the request is not one to help with")
		}
	}
	if len(out.Slots) > 0 {
		out.Pass, out.PassReason = false, ""
	}
	return out
}

// readAnswer is the concierge's answer to a reading that started no task:
// small talk, the capability list and help in the product's own words
// (R1's list is never a model's); a question or what cannot be handled in
// the model's reply, streamed as it came, or the product's when it gave
// none. ok is false when the turn has no reading of text, or it holds
// nothing to answer.
func (e *Engine) readAnswer(t *turn, text string) (step, bool) {
	if t.modelRead == nil || t.modelRead.text != text {
		return stop, false
	}
	var answering []agents.Command
	for _, c := range t.modelRead.Commands {
		switch c.Kind {
		case agents.CmdSmallTalk, agents.CmdAsk, agents.CmdCapabilities, agents.CmdHelp, agents.CmdCannotHandle, agents.CmdClarify:
			answering = append(answering, c)
		}
	}
	if len(answering) == 0 {
		return stop, false
	}
	// "thanks, bye": the goodbye is what needs an answer, as offline
	e.speak(t, agents.ConciergeName, e.answerOf(leading(answering), t.modelRead.Reply))
	return stop, true
}

// answerOf is the words for one answering command.
func (e *Engine) answerOf(c agents.Command, reply string) string {
	if words := e.smallTalk(c); words != "" {
		return words
	}
	switch {
	case c.Kind == agents.CmdClarify:
		var phrases []string
		for _, name := range c.Candidates {
			if a := e.domain.Agent(name); a != nil {
				phrases = append(phrases, a.TaskPhrase())
			}
		}
		if len(phrases) >= 2 {
			return fmt.Sprintf("Do you want to %s?", joinOr(phrases))
		}
	case reply != "":
		return SanitizeLine(reply)
	case c.Kind == agents.CmdCannotHandle:
		return prompts.CannotHandle(e.menu())
	}
	return prompts.Unknown(e.menu())
}

// readContinuation is the continuation on the model engine that reads in
// one request (R52, R7): every request a message named was queued from
// its reading, so the next is taken in order; with none queued the model
// is asked only when the turn's reading was cut (ok false: the brain's
// Continue runs), else nothing is left to do.
func (e *Engine) readContinuation(t *turn) (agents.Continuation, bool) {
	if reader, _ := e.messageReader(); reader == nil {
		return agents.Continuation{}, false
	}
	if q := e.sess.Agenda.Requests(); len(q) > 0 {
		return agents.Continuation{Request: q[0], Reason: "the next request the message named", FromQueue: true}, true
	}
	if t.modelRead != nil && t.modelRead.Cut {
		return agents.Continuation{}, false
	}
	if t.modelRead == nil {
		return agents.Continuation{Reason: "no further task: nothing waits"}, true
	}
	return agents.Continuation{Reason: "no further task: the reading queued every request the message named"}, true
}
