package concierge

// A request put on hold for a question (R28, R50's ask; issue 24 round
// 13): "write a decline for 31PX90, motor... actually hold on, what's a
// topology even mean here" wrote the letter and never answered. The user
// said to hold on: the question is answered from the domain's own words,
// the request is kept with the values it gave, and nothing runs until the
// user says go ("ok motor then", "go ahead", "right, do it"). Another
// question while it waits is answered and the request kept; a cancel
// drops it; anything else is read as usual.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// holdOnWords ask the product to wait before it acts: "hold on", "hang
// on", "wait a sec", "before you do that", "don't write it yet". With
// what may lead them ("actually", "oh", "sorry") and the marks after.
var holdOnWords = reading.Lazy(`(?i)(?:^|[\s,.;:!?…—–-]+)(?:(?:oh|ah|actually|sorry|but|and|um|umm|hmm|ok|okay|no|erm|uh)[\s,]+)*` +
	`(?:(?:hold\s+on|hang\s+on|hold\s+up|hold\s+it|wait)(?:\s+(?:a|one|1|just\s+a)\s+(?:sec|secs|second|min|minute|moment|tick|bit|mo)\b)?|one\s+sec(?:ond)?|just\s+a\s+(?:sec(?:ond)?|moment|minute|tick)|` +
	`before\s+(?:you|we|u)\s+(?:do|start|go|write|make|send|run|draft|generate)\w*(?:\s+(?:it|that|this|anything|ahead))?|` +
	`don'?t\s+(?:do|write|send|start|run|draft|generate)\s+(?:it|that|this|anything)\s+yet|not\s+yet)\b[\s,.:;!…—–-]*`)

// heldRequest is a request said with a hold and a question.
type heldRequest struct {
	agent    *agents.Agent
	rest     string // the request, without the hold and the question
	question string
}

// holdIn reads a message as a request, a hold, and a question after it;
// ok is false for any other message. It reads the text alone, so that the
// request can be read again from the transcript when the user says go.
func (e *Engine) holdIn(text string) (heldRequest, bool) {
	loc := holdOnWords.FindStringIndex(text)
	if loc == nil || loc[0] == 0 {
		return heldRequest{}, false
	}
	rest := trimDangling(strings.TrimRight(text[:loc[0]], " .…,;:-—–"))
	q := strings.TrimSpace(asideLead.ReplaceAllString(strings.TrimSpace(text[loc[1]:]), ""))
	if rest == "" || q == "" || !isQuestion(q) && !asksWhyAsked(q) {
		return heldRequest{}, false
	}
	a := e.valuesOwner(rest)
	if a == nil {
		best, ok := e.router.Best(rest, e.domain.Agents)
		if !ok || !best.Core {
			return heldRequest{}, false
		}
		a = best.Agent
	}
	if best, ok := e.router.Best(q, e.domain.Agents); ok && best.Core && best.Agent != a && !namesSlotOf(a, q) {
		return heldRequest{}, false // "hold on, what's my balance?": another request
	}
	return heldRequest{agent: a, rest: rest, question: q}, true
}

// heldValues are the values the held request gave, as a sentence says
// them ("claim id 31PX90"), in the agent's order.
func heldValues(h heldRequest) []string {
	vals := agents.Extract(h.agent, h.rest, "")
	var out []string
	for _, s := range h.agent.Slots {
		raw, ok := vals[s.Name]
		if !ok || s.Kind == agents.KindSecret {
			continue
		}
		if v, err := s.Normalize(raw, nil); err == nil {
			out = append(out, s.LabelOrName()+" "+v)
		}
	}
	return out
}

// heldPrompt is the sentence that says the request is kept.
func heldPrompt(h heldRequest) string {
	return prompts.RequestHeld(h.agent.TaskPhrase(), heldValues(h))
}

// idle reports a session with no question, secret, call, plan or task
// open: where a new request would be routed.
func (e *Engine) idle() bool { return e.idleButHeld() } // a request on hold is no task in hand (request_held_stack.go)

// holdRequestRead reads a request put on hold for a question: the
// question answered and the request kept; ok is false for any other
// message. It only reads.
func (e *Engine) holdRequestRead(text string) (turnCmd, bool) {
	if !e.idle() {
		return turnCmd{}, false
	}
	h, ok := e.holdIn(text)
	if !ok {
		return turnCmd{}, false
	}
	c := heldAskCmd(text, join(e.heldAnswer(h.agent, h.rest, h.question), heldPrompt(h)), h)
	c.why = fmt.Sprintf("%q, answered; the request to %s is kept until the user says go (they said to hold on)", reading.Clip(h.question, 60), h.agent.TaskPhrase())
	return c, true
}

// heldAnswer answers a question asked about a request: from the slot it
// names or the next one the request leaves open, or plainly unknown.
func (e *Engine) heldAnswer(a *agents.Agent, rest, q string) string {
	if len(a.Slots) == 0 {
		return prompts.AskedNotKnown(reading.Clip(q, 80))
	}
	filled := map[string]bool{}
	for name := range agents.Extract(a, rest, "") {
		filled[name] = true
	}
	if asksWhatNeeded(q) {
		return whatNeeded(a, filled) // "do you need anything else from me?"
	}
	s := &a.Slots[0]
	for i := range a.Slots {
		if !filled[a.Slots[i].Name] && a.Slots[i].Kind != agents.KindSecret {
			s = &a.Slots[i]
			break
		}
	}
	words := reading.Words(q)
	for i := range a.Slots {
		if namesSlot(&a.Slots[i], words) || explainsChoices(&a.Slots[i], q) != "" {
			s = &a.Slots[i] // "whats the difference between home and motor": the slot it is about
			break
		}
	}
	if answer := e.aboutSlot(a, s, q); answer != prompts.NotKnown() {
		return answer
	}
	return prompts.AskedNotKnown(reading.Clip(q, 80))
}

// waitingHeld is the request the last reply kept on hold, found in the
// transcript: the user's message that held it, up to a few questions
// back. ok is false when the last reply kept none.
func (e *Engine) waitingHeld() (heldRequest, bool) {
	ms := e.sess.Messages
	n := len(ms)
	if n < 3 || ms[n-1].Role != state.RoleUser || ms[n-2].Role != state.RoleAgent {
		return heldRequest{}, false
	}
	for j := n - 3; j >= 0 && j >= n-12; j-- {
		if ms[j].Role != state.RoleUser {
			continue
		}
		if h, ok := e.holdIn(ms[j].Text); ok {
			return h, strings.Contains(ms[n-2].Text, heldPrompt(h))
		}
	}
	return heldRequest{}, false
}

// goWords say go to a request kept on hold, with what may stand beside
// them ("ok motor then", "right, go ahead and write it", "makes sense,
// thanks — do it").
var goWords = lazyWordSet(`ok okay k kk oki okey sure yes yeah yep yup ya yea go goahead ahead do it write make draft generate send run proceed continue carry on then now ` +
	`please pls plz thanks thank you thx ta cheers cool great perfect fine alright allright right got gotcha makes sense understood sounds good works that thats that's ` +
	`is its it's the a an letter one so and just lets let's let us for with use keep same fire away all good np no worries in case sweet nice lovely brilliant ah oh i see ` +
	// a value changed as it goes: "actually home", "make it motor instead"
	`actually instead rather change changed switch to no not mean meant sorry should be`)

// saysGo reports a message that only says go to a, with or without
// values of a's own.
func saysGo(a *agents.Agent, text string) bool {
	lower := strings.ToLower(text)
	for _, raw := range agents.Extract(a, text, "") {
		lower = strings.Replace(lower, strings.ToLower(raw), " ", 1)
	}
	own := map[string]bool{}
	for _, s := range a.Slots {
		for _, w := range reading.Words(s.LabelOrName()) {
			own[w] = true
		}
	}
	words := reading.Words(lower)
	for _, w := range words {
		if !goWords()[w] && !own[w] {
			return false
		}
	}
	return len(words) > 0 || len(agents.Extract(a, text, "")) > 0
}

// goOnHeldRead reads the user's answer to a request on hold: a drop, a
// go (start_task with the values it kept), or another question answered;
// ok is false when no request is held or the answer is none of these (a
// new request, read as usual). It only reads.
func (e *Engine) goOnHeldRead(text string) (turnCmd, bool) {
	if !e.idle() {
		return turnCmd{}, false
	}
	h, ok := e.waitingHeld()
	if !ok {
		return turnCmd{}, false
	}
	a := h.agent
	switch {
	case isCancel(text) || hasCancel(text) && len(agents.Extract(a, text, "")) == 0:
		c := sayCmd(agents.CmdCancel, "cancel", text, prompts.HeldDropped(a.TaskPhrase()), false)
		c.why = "the request kept on hold is dropped"
		return c, true
	case saysGo(a, text):
		c := turnCommand(agents.CmdStartTask, execHeldGo, text)
		c.a, c.Text, c.shown = a, h.rest, "start_task("+a.Name+", held: "+reading.Clip(h.rest, 60)+")"
		c.why = "the user said go to the request kept while their question was answered"
		return c, true
	case isQuestion(text) || isQuestion(questionLead.ReplaceAllString(text, "")) || asksWhyAsked(text):
		answer := e.heldAnswer(a, h.rest, text)
		if answer == prompts.AskedNotKnown(reading.Clip(text, 80)) {
			return turnCmd{}, false // perhaps a request of its own: read as usual
		}
		c := heldAskCmd(text, join(answer, heldPrompt(h)), h)
		c.why = "answered; the request on hold is still kept"
		return c, true
	}
	return turnCmd{}, false
}

// goOnHeld starts the request kept on hold, with the values it gave and
// those the go adds (said, the message that said go).
func (e *Engine) goOnHeld(a *agents.Agent, rest, said string) step {
	e.take(a, agents.Interpretation{Slots: agents.Extract(a, rest, "")}, rest)
	if w := e.sess.WorkFor(a.Name); w.Request == "" {
		w.Request = rest
	}
	e.note(state.NoteRoute, fmt.Sprintf("Choosing %s due to: the user said go to the request kept while their question was answered", a.Name))
	return enterStep(a, said, len(agents.Extract(a, said, "")) > 0)
}
