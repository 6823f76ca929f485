package concierge

// Several values for one question ("11AA11 and 22BB22" at the claim id
// question, "10AB01 10AB02 both motor"): the task runs for the first now
// and is queued for each other (R7), with the other values the message
// gives, so none of them is lost (R27). Only for a task without side
// effects, and never across a correction ("12AB34, no wait, 12AB43").

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// valuesOfPattern are the distinct values of a pattern slot in text that
// pass its checks, in order.
func valuesOfPattern(s *agents.Slot, text string) []string {
	if s.Kind != agents.KindPattern || s.Pattern == nil {
		return nil
	}
	var out []string
	seen := map[string]bool{}
	var ok [][]int
	for _, loc := range agents.IDMatches(s, text) { // never "the 19yo wasn't named"
		if _, err := s.Normalize(text[loc[0]:loc[1]], nil); err == nil {
			ok = append(ok, loc)
		}
	}
	for _, loc := range agents.LikeValues(s, text, ok) { // never "…, see report ref 2023QX" (agents/extract_id_second.go)
		v, err := s.Normalize(text[loc[0]:loc[1]], nil)
		if err != nil || seen[strings.ToLower(v)] {
			continue
		}
		seen[strings.ToLower(v)] = true
		out = append(out, v)
	}
	return out
}

// takeEach fills a pattern slot the message gives several values of with
// the first and queues the task for the others. It reports whether it did.
func (e *Engine) takeEach(t *turn, a *agents.Agent, in *agents.Interpretation, problems map[string]error, text string) bool {
	if a.HasSideEffects() || reading.LastCorrection(text) >= 0 {
		return false
	}
	w := e.sess.WorkFor(a.Name)
	for i := range a.Slots {
		s := &a.Slots[i]
		if w.Slots[s.Name] != "" && w.Said[s.Name] != text {
			continue // filled by an earlier message
		}
		vals := valuesOfPattern(s, text)
		if len(vals) < 2 {
			continue
		}
		if in.Slots == nil {
			in.Slots = map[string]string{}
		}
		in.Slots[s.Name] = vals[0]
		delete(problems, s.Name)
		var with []string // the message's other values, for each request
		for _, o := range a.Slots {
			if v := in.Slots[o.Name]; o.Name != s.Name && v != "" && o.Kind == agents.KindEnum {
				with = append(with, v)
			}
		}
		var more []string
		for _, v := range vals[1:] {
			more = append(more, strings.Join(append([]string{fmt.Sprintf("%s: %s", a.TaskPhrase(), v)}, with...), ", "))
		}
		if e.everyBeforeSource(t, a, s, vals[0], more) {
			return true // "checking and savings" at a transfer's source question: both shown, the source asked again (every_before_source.go)
		}
		e.queueSpread(a, more...) // inside a plan step, part of it (plan_every_step.go)
		e.status()
		e.note(state.NoteContinuation, fmt.Sprintf("Each %s given: %s now, then %s", s.LabelOrName(), vals[0], strings.Join(more, "; ")))
		return true
	}
	return false
}
