package concierge

// The offline reader in the loop (R50, R51, R53). The trained reader of
// agents/understand judges every message for harm before anything runs,
// and its sure reading answers where the rules found nothing to do (small
// talk, "who are you", a task asked in words no rule knew) instead of "I'm
// not sure how to help". The loop's cascade of rules still drives the
// rest; see the note on issue 24 for what remains.

import (
	"fmt"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/understand"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// newReader trains (or loads) the domain's reader; nil when it cannot be
// built, and the rules go on alone.
func newReader(d *agents.Domain) *understand.Reader {
	r, err := understand.New(d)
	if err != nil {
		return nil
	}
	return r
}

// harmful is the harm check on the whole message (R53), before any
// command runs, at every prompt.
func (e *Engine) harmful(text string) string {
	return guard(text)
}

// understood is the reader's sure reading of a message no rule took,
// executed; ok is false when the reader is unsure or read nothing the loop
// can do from here, and the rules' answer stands.
func (e *Engine) understood(t *turn, text string) (step, bool) {
	if e.reader == nil || e.brain.Name() != "offline" {
		// a model brain routed it to the concierge already: its reading
		// stands, and the offline reader's would cost it requests
		return stop, false
	}
	rd := e.reader.Read(text, understand.Moment{At: understand.AtNone, Facts: agents.Facts(e.sess.Facts)})
	if !rd.Sure || len(rd.Commands) == 0 {
		return stop, false
	}
	c := rd.Commands[0]
	read := "Read as: " + agents.Commands(rd.Commands, e.reader.IsSecret)
	switch c.Kind {
	case agents.CmdSmallTalk:
		reply := ""
		switch c.Scope {
		case "how_are_you":
			reply = prompts.HowAreYou()
		case "who_are_you":
			reply = prompts.WhoAreYou(e.menu())
		case "thanks", "ack":
			reply = prompts.Thanks()
		case "bye":
			reply = prompts.Goodbye(e.store != nil)
		case "greet":
			reply = e.welcome()
		}
		if reply == "" {
			return stop, false
		}
		e.note(state.NoteRoute, read)
		e.speak(t, agents.ConciergeName, join(reply, e.pendingSummary(t)))
		return stop, true
	case agents.CmdCapabilities, agents.CmdHelp:
		e.note(state.NoteRoute, read)
		e.speak(t, agents.ConciergeName, join(e.welcome(), e.pendingSummary(t)))
		return stop, true
	case agents.CmdStartTask:
		a := e.domain.Agent(c.Agent)
		if a == nil || e.sess.Agenda.Holds(a.Name) {
			return stop, false
		}
		e.note(state.NoteRoute, read)
		e.note(state.NoteRoute, fmt.Sprintf("Choosing %s due to: the offline reader read the message as its task", a.Name))
		return enterStep(a, text, true), true
	}
	return stop, false
}
