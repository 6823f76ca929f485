package concierge

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// Values for a request that waits (R7, R50): "where do I find the claim
// id and then write a decline letter", then "its 81KD30" while the first
// task asks whether the user is internal. The id is the letter's, which
// waits as a request not yet started: it is kept with that request's
// words, so that the letter reads it when its turn comes, and the open
// question is asked again — never tried as its answer.

// keepForQueued keeps the values of precise kinds (an id, an amount, a
// named choice: "it's for the car") that
// a waiting request's agent takes and its words do not hold yet; it
// reports whether it kept any. Every value must check out, else none of
// that request's is kept.
func (e *Engine) keepForQueued(t *turn, speaker *agents.Agent, text string) bool {
	for i, task := range e.sess.Agenda {
		if task.IsTask() || task.Text == "" {
			continue
		}
		a := e.domain.Agent(task.Agent)
		if a == nil {
			a = e.routesTo(task.Text)
		}
		if a == nil || a == speaker {
			continue
		}
		held := agents.Extract(a, task.Text, "")
		var said, kept []string
		ok := true
		given := agents.Extract(a, text, "")
		for _, s := range a.Slots {
			raw, found := given[s.Name]
			if !found || held[s.Name] != "" || s.Kind == agents.KindText || s.Kind == agents.KindSecret {
				continue
			}
			v, err := s.Normalize(raw, e.pinnedFacts(a))
			if err != nil {
				ok = false
				break
			}
			said = append(said, v)
			if s.Kind == agents.KindEnum {
				raw = v // "car" is Motor: the choice's own name reads again
			}
			kept = append(kept, s.LabelOrName()+" "+raw)
		}
		if !ok || len(said) == 0 {
			continue
		}
		e.sess.Agenda[i].Text = strings.TrimRight(task.Text, " .!") + ", " + strings.Join(kept, ", ")
		e.note(state.NoteProgress, fmt.Sprintf("Kept %s for %s, which waits", strings.Join(said, " and "), a.Name))
		t.say(prompts.KeptForLater(strings.Join(said, " and "), a.TaskPhrase()))
		return true
	}
	return false
}
