package concierge

// A line that writes something down starts the task that keeps free text
// (issue 24 round 10, R50 start_task): "note that the exterminator comes
// on monday", "memo - bins go out on tuesday". With no example of the
// domain's matching these words, the reader guessed another of the
// domain's tasks (a list of the notes) or none, and the note's text was
// lost. The frame of writing down is read in code (write_down_frame.go);
// which agent writes it is the router's choice among those that keep
// free text of any length, the first of them when the words do not say.

import (
	"fmt"
	"slices"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// noteLineAgent is the agent a write-down line starts, nil when the line
// has no such frame or the domain keeps no free text.
func (e *Engine) noteLineAgent(text string) *agents.Agent {
	if !e.writesDown(text) {
		return nil
	}
	keepers := e.freeTextKeepers()
	if len(keepers) == 0 {
		return nil
	}
	if best, ok := e.router.Best(text, e.domain.Agents); ok && best.Core && !slices.Contains(keepers, best.Agent) {
		return nil // "note that … and list my notes": another task named, routed as usual
	}
	if e.asksAnotherTaskToo(text, keepers) {
		return nil // "note down groceries: milk and bread after that list my notes": two requests, routed as usual
	}
	pick := keepers[0]
	if best, ok := e.router.Best(text, keepers); ok && !agents.KeptAwayWithText(text) {
		pick = best.Agent // "remind me to …": the to-do's own words; "put this somewhere: …" is a note's
	}
	e.note(state.NoteRoute, fmt.Sprintf("Choosing %s due to: the message writes something down (%s)", pick.Name, pick.TaskPhrase()))
	return pick
}

// asksAnotherTaskToo reports a message of several requests one of which
// is another task's than the keepers' ("… after that list my notes"); a
// title said after the text ("jot dwn - call gran sunday, call it gran")
// is the same note's, which the write-down line reads whole.
func (e *Engine) asksAnotherTaskToo(text string, keepers []*agents.Agent) bool {
	parts := e.router.SplitRequests(text, e.domain.Agents)
	if len(parts) < 2 {
		return false
	}
	var kept []*agents.Agent
	for _, p := range parts {
		best, ok := e.router.Best(p, e.domain.Agents)
		if ok && best.Core && !slices.Contains(keepers, best.Agent) {
			return true
		}
		if ok && best.Core && len(kept) > 0 && !slices.Contains(kept, best.Agent) && !namesTaskNoun(p, kept[0]) {
			return true // "remember that X and also put Y on my todo list": a note and a to-do
		}
		if ok && best.Core {
			kept = append(kept, best.Agent)
		}
	}
	return false
}

// freeTextKeepers are the agents that keep a long free text (a note, a
// to-do) and are not already waiting on the agenda.
func (e *Engine) freeTextKeepers() []*agents.Agent {
	var keepers []*agents.Agent
	for _, a := range e.domain.Agents {
		for i := range a.Slots {
			if a.Slots[i].Long && !e.sess.Agenda.Holds(a.Name) {
				keepers = append(keepers, a)
				break
			}
		}
	}
	return keepers
}

// namesTaskNoun reports a part that names what agent a keeps, the last
// word of its task ("write a note"): "put it in a note called flight" is
// the note's title, never a to-do of its own.
func namesTaskNoun(part string, a *agents.Agent) bool {
	w := reading.Words(a.TaskPhrase())
	if len(w) == 0 {
		return false
	}
	noun := w[len(w)-1]
	for _, x := range reading.Words(part) {
		if x == noun || x == noun+"s" {
			return true
		}
	}
	return false
}
