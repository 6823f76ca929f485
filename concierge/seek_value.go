package concierge

// Where a value is to be found (R50, issue 24 round 14): "Where claim
// id?", "how do i check claim ids again, im partner", "I don't understand
// where the number is written on my claim". The user asks how to find a
// value that one agent's work is to find (the strategy that says where
// claim ids are). Such a question is that agent's request: never an aside
// answered "I don't know that here", never a doubt about the assistant
// ("how do i check…" reads like "how do i know you are real"), never the
// value's question asked again.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// seekCue asks where or how a thing is found, or says it is not known.
var seekCue = reading.Lazy(`(?i)\bwhere\b|\bhow\s+(?:do|can|could|would|should|will|to)\s+(?:i\s+|we\s+|you\s+|u\s+|one\s+)?(?:even\s+)?(?:check|find|get|see|look|locate|know|tell|obtain|retrieve|work\s+out|figure\s+out|access)\b` +
	`|\b(?:don'?t|do\s+not|dont|didn'?t|did\s+not)\s+(?:understand|get|see|know)\b|\bdunno\b|\bidk\b|\bno\s+(?:idea|clue)\b|\bnot\s+sure\b` +
	`|\b(?:can'?t|cannot|couldn'?t|could\s+not|unable\s+to)\s+(?:find|remember|recall|locate|see|get)\b|\bforgot(?:ten)?\b|\blost\b`)

// seeksFound is the agent that finds the value the message asks after
// ("where is my claim id" names the claim id, which SmartStrategy finds),
// nil when the message seeks nothing, or nothing one agent finds.
func (e *Engine) seeksFound(text string) *agents.Agent {
	if !seekCue.MatchString(text) || lackAsideOnly(text) {
		return nil
	}
	words := " " + strings.Join(reading.Words(strings.ToLower(text)), " ") + " "
	for _, a := range e.domain.Agents {
		for i := range a.Slots {
			s := &a.Slots[i]
			if s.Kind == agents.KindSecret || !namesValue(s, words) {
				continue
			}
			if _, given := agents.Extract(a, text, "")[s.Name]; given {
				return nil // "claim 12AB34, not sure where to start": the value is here
			}
			if f := e.finderOf(a, s); f != nil {
				return f
			}
		}
	}
	return nil
}

// nameFiller is a word of a cue that names nothing alone.
func nameFiller(w string) bool {
	switch w {
	case "no", "my", "the", "a", "your", "of":
		return true
	}
	return false
}

// namesValue reports words (spaced at both ends) that name s: its label
// or a cue of two words or more, a plural or the words apart ("claim
// ids", "the number … on my claim").
func namesValue(s *agents.Slot, words string) bool {
	names := append([]string{s.LabelOrName()}, s.Cues...)
	for _, n := range names {
		var w []string
		for _, x := range reading.Words(strings.ToLower(n)) {
			if !nameFiller(x) { // "claim no": "no idea" is no claim number
				w = append(w, x)
			}
		}
		if len(w) < 2 {
			continue
		}
		all := true
		for _, x := range w {
			if !strings.Contains(words, " "+x+" ") && !strings.Contains(words, " "+x+"s ") {
				all = false
				break
			}
		}
		if all {
			return true
		}
	}
	return false
}

// finderRead reads a message that asks where a value is found: the
// command to start the agent that finds it before whatever the
// orchestrator routes the message to (From, the message; Value, what else
// it asks). ok is false for any other message. It only reads.
func (e *Engine) finderRead(text string) (turnCmd, bool) {
	f := e.seeksFound(text)
	if f == nil {
		return turnCmd{}, false
	}
	c := turnCommand(agents.CmdStartTask, execRoute, text)
	c.a, c.Agent, c.Value = f, f.Name, e.withoutSeeking(text)
	c.shown = "start_task(" + f.Name + ", first)"
	return c, true
}

// finderFirst runs a finder's command (finderRead) on the route r: the
// agent that finds the value the message asks after goes before the rest
// of r. "I don't understand where the number is written on my claim, I am
// a partner" was a decline letter asking for the claim id. What else the
// message asks waits as the plan's next step, with its values.
func (e *Engine) finderFirst(c turnCmd, r agents.Route) agents.Route {
	f, text := c.a, c.From
	if r.Agent == f.Name || r.Refuse != "" {
		return r
	}
	for i, ps := range r.Plan {
		if ps.Agent == f.Name {
			// the finder's part goes first, the others keep their order
			plan := append([]agents.PlanStep{ps}, append(append([]agents.PlanStep{}, r.Plan[:i]...), r.Plan[i+1:]...)...)
			e.note(state.NoteRoute, fmt.Sprintf("Choosing %s first due to: the message asks where the value %s finds is (%s)", f.Name, f.Name, f.TaskPhrase()))
			return agents.Route{Agent: f.Name, Reason: r.Reason, Text: ps.Action, Plan: plan}
		}
	}
	out := agents.Route{Agent: f.Name, Reason: fmt.Sprintf("the message asks where a value is found, which %s does (%s)", f.Name, f.TaskPhrase())}
	if rest := c.Value; rest != "" && e.domain.Agent(r.Agent) != nil {
		// the request the message also makes waits, with its values, and
		// without the question that is answered first (else it would be
		// routed to the finder again)
		out.Text, out.Plan = text, []agents.PlanStep{{Action: text, Agent: f.Name}, {Action: rest, Agent: r.Agent}}
	}
	e.note(state.NoteRoute, "Choosing "+f.Name+" first due to: "+out.Reason)
	return out
}

// seekClause ends a clause that may seek apart from a request: a stop, a
// comma, "but", "and", "then".
var seekClause = reading.Lazy(`(?i)[.!?;,]+\s*|\s+[-–—]+\s+|\s+\b(?:but|and|then|so|also)\b\s+`)

// withoutSeeking is text without its clauses that ask where a value is
// found: "need a home decline letter but no clue where my claim number is"
// is "need a home decline letter". Empty when nothing else is left.
func (e *Engine) withoutSeeking(text string) string {
	var keep []string
	from := 0
	for _, loc := range append(seekClause.FindAllStringIndex(text, -1), []int{len(text), len(text)}) {
		clause := strings.TrimSpace(text[from:loc[0]])
		if clause != "" && e.seeksFound(clause) == nil {
			keep = append(keep, clause)
		}
		from = loc[1]
	}
	return strings.Join(keep, ", ")
}
