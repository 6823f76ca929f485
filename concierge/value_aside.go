package concierge

// A free-text value with an aside glued on after it (R28, R50; issue 24):
// "pay the electricity bill, and btw how many notes can i keep" at the
// to-do question, "Dentist — oh and can you list my notes after" at the
// title question. The value ends where the aside begins, with no "and",
// comma or "btw" left at its end; a question is answered in the same
// reply, and a request of its own is kept for after the task in hand.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// asideMark is what sets an aside apart from the value before it: "btw",
// "by the way", "also", "oh and", "one more thing", a dash, with the
// joining words and marks around them.
var asideMark = reading.Lazy(`(?i)(?:\s*[,;]\s*|\s+[-–—]+\s*|\s+)(?:(?:and|oh|ah|so|plus)[,\s]+)*(?:btw|by\s+the\s+way|also|and\s+also|quick\s+question|one\s+more\s+thing|another\s+thing|while\s+(?:you'?re|youre|i'?m|im)\s+at\s+it)\b[,:]?\s*|(?:\s*[,;]\s*|\s+[-–—]+\s*)(?:oh\s+|ah\s+)?and\s+((?:can|could|would|will|do|does|is|are|how|what|whats|what's|why|when|where|which)\b)`)

// tellMeLead is a question put as a request to be told: "can you tell me
// how long a note can be" asks how long a note can be.
var tellMeLead = reading.Lazy(`(?i)^(?:(?:and|oh|so|also)[,\s]+)*(?:(?:can|could|would|will)\s+(?:you|u|ya)\s+(?:tell|let)\s+me(?:\s+know)?|do\s+you\s+know|any\s+idea|i\s+wonder|i\s+was\s+wondering)\s+`)

// freeValueAside reads a message at a free-text slot's question as the
// value and an aside after it: the aside's command, and the value to read
// on; ok is false when the slot asked is no
// free text, nothing sets an aside apart, or the aside is neither a
// question nor a request of its own. It only reads.
func (e *Engine) freeValueAside(t *turn, a *agents.Agent, text string) (c turnCmd, rest string, ok bool) {
	if a == nil {
		return turnCmd{}, "", false
	}
	s := a.NextSlot(e.filled(t, a))
	if s == nil || s.Kind != agents.KindText || len(s.FreeCues()) == 0 {
		return turnCmd{}, "", false
	}
	for _, loc := range asideMark.FindAllStringSubmatchIndex(text, -1) {
		value, from := trimDangling(text[:loc[0]]), loc[1]
		if loc[2] >= 0 {
			from = loc[2] // "— oh and can you …": the aside starts at its question word
		}
		aside := strings.TrimSpace(text[from:])
		if value == "" || len(reading.Words(aside)) < 2 {
			continue
		}
		q := tellMeLead.ReplaceAllString(aside, "")
		b := e.routesTo(aside)
		switch {
		case b != nil && b.ExposeToUser && (b != a || another(aside)) && (e.requestOfItsOwn(aside) || isQuestion(q)):
			// "list my notes", and "what notes have i got?": another
			// agent's work, kept for after this task
			c := turnCommand(agents.CmdStartTask, execQueueAside, text)
			c.a, c.Value, c.Text = b, aside, e.afterThisPromise(b, aside)
			c.note = fmt.Sprintf("Queued %q for after %s; %q is its %s", aside, a.Name, reading.Clip(value, 40), s.LabelOrName())
			c.shown = "start_task(" + b.Name + ", after " + a.Name + ")"
			return c, value, true
		case isQuestion(q) && (b == nil || asksOnTheSide(q)):
			answer := e.aboutSlot(a, s, q)
			if answer == prompts.NotKnown() {
				if own, _, ok := e.ownWorkAnswer(q, true); ok {
					answer = own // "is this where i do decline letters?" (own_work_asked.go)
				} else {
					answer = fmt.Sprintf("You asked %q: I don't know that here: it isn't in anything I can see.", reading.Clip(q, 80))
				}
			}
			shown := fmt.Sprintf("ask on the side — %q, answered; %q is %s's %s", reading.Clip(q, 60), reading.Clip(value, 40), a.Name, s.LabelOrName())
			return sideAnswerCmd(text, shown, answer), value, true
		}
	}
	return turnCmd{}, "", false
}
