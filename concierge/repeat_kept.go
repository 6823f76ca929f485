package concierge

// The last task again with what was not said kept (R50's start_task
// again; issue 24, round 15): "make another one same claim but home"
// after the motor letter asked for the claim id afresh and said "I didn't
// use another or same"; "whats it trading at then" after GOOGL's price
// asked which company. A repeat that says it keeps something ("same",
// "again", "but", "instead", "this time") keeps every value of the last
// task the message does not give; a question that points at the last
// result with a pronoun ("it", "that one") and names no value of its own
// is the last task again, as it ran. Nothing is guessed: a value kept is
// said in the Why panel, and a task with side effects is never started by
// a pronoun (its repeat still waits for a yes).

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// keepingWords say that what the message does not change stays as it was.
var keepingWords = lazyWordSet(`same again but instead otherwise except apart rest`)

// pointingWords point back at the last result.
var pointingWords = lazyWordSet(`it its it's thats that them they those this`)

// resultAskWords ask about a result: "whats it at", "how much is it now".
var resultAskWords = lazyWordSet(`what whats what's wats wat how hows how's much`)

// keepsLast reports a repeat that keeps the values it does not give: a
// word of keeping, or "this time".
func keepsLast(text string) bool {
	for _, w := range reading.Words(text) {
		if keepingWords()[w] {
			return true
		}
	}
	return strings.Contains(" "+normalise(text)+" ", " this time ")
}

// repeatRead is the agent of the last task when the message asks for it
// again (repeatLast) or points at its result; nil otherwise. It only
// reads.
func (e *Engine) repeatRead(text string) *agents.Agent {
	if a := e.repeatLast(text); a != nil {
		return a
	}
	return e.pointsAtLast(text)
}

// pointsAtLast is the agent a question is for when it points at the last
// result of that agent with a pronoun and gives no value of its own
// ("whats it trading at then", "look it up again"): its last task again,
// as it ran. A message that asks nothing ("that decline one pls") or
// corrects ("no i meant approve it") is not one. An agent with side effects is never repeated on a
// pronoun.
func (e *Engine) pointsAtLast(text string) *agents.Agent {
	if e.sess.Last == nil || e.sess.Speaker != "" || e.sess.Pending.Approval != nil || e.sess.Plan != nil || e.sess.Agenda.Depth() > 0 {
		return nil
	}
	words := reading.Words(text)
	if len(words) == 0 || len(words) > 10 {
		return nil
	}
	pointed, asked := false, strings.HasSuffix(strings.TrimSpace(text), "?")
	for _, w := range words {
		pointed = pointed || pointingWords()[w]
		asked = asked || resultAskWords()[w] || againWords()[w]
	}
	if !pointed || !asked || isCorrection(text) {
		return nil // "no i meant approve it", "that decline one pls": no question about the result
	}
	best, ok := e.router.Best(text, e.domain.Agents)
	if !ok || !best.Core || best.Agent.HasSideEffects() || len(e.lastOf(best.Agent)) == 0 {
		return nil
	}
	if len(agents.Extract(best.Agent, text, "")) > 0 || len(e.router.SplitRequests(text, e.domain.Agents)) > 1 {
		return nil // values of its own, or several requests: routed as typed
	}
	return best.Agent
}

// runRepeat starts the last task again: the values the message does not
// give are the last ones when it says so, or when it names none (a
// pronoun); the message is then read as the task's own.
func (e *Engine) runRepeat(c turnCmd) step {
	a := c.a
	last := e.lastOf(a)
	given := agents.Extract(a, c.From, "")
	if last == nil || !keepsLast(c.From) && len(given) > 0 {
		return enterStep(a, c.Text, true)
	}
	w := e.sess.WorkFor(a.Name)
	var kept []string
	for _, s := range a.Slots {
		v := last[s.Name]
		if v == "" || s.Kind == agents.KindSecret || given[s.Name] != "" {
			continue
		}
		w.Slots[s.Name] = v
		kept = append(kept, s.LabelOrName()+" "+shownValue(&s, v))
	}
	if len(kept) > 0 && keepsLast(c.From) {
		if r := e.sameReason(a, c.From); r != "" {
			kept = append(kept, "reason "+r) // "do the same for 61AP10": the reason too (same_again_reason.go)
		}
	}
	if len(kept) > 0 {
		e.note(state.NoteInfo, fmt.Sprintf("Kept from the last %s: %s", a.Name, strings.Join(kept, ", ")))
	}
	return enterStep(a, c.Text, true)
}

// namesOtherThanShown reports a question about how something moved that
// names a value no figure just shown is about ("is googl up today?" after
// the Checking balance): a request for that value, never an answer about
// the figure shown. The values are the ones an agent would take from the
// message.
func (e *Engine) namesOtherThanShown(text string) bool {
	var labels []string
	for _, f := range e.recentFigures() {
		labels = append(labels, strings.ToLower(f.label))
	}
	for _, a := range e.domain.Agents {
		for _, v := range agents.Extract(a, text, "") {
			v = strings.ToLower(strings.TrimSpace(v))
			if v == "" {
				continue
			}
			shown := false
			for _, l := range labels {
				shown = shown || strings.Contains(l, v)
			}
			if !shown {
				return true
			}
		}
	}
	return false
}
