package offline

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
)

// A free-text question ("Which note, by its title?", "What is the note's
// title?") takes almost any line as its answer, so a request said there
// ("show all notes", "list my to-dos") would become a title. A line that
// opens with the verb another agent's examples open with, and that the
// router gives to that agent on two words or more, is that agent's
// request, not the answer (R2, R51).

// requestNotAnswer is the pass of a whole-line answer to a free-text
// question that is another agent's request; ok is false for any other.
func (o *Brain) requestNotAnswer(in agents.InterpretInput, raw map[string]string) (agents.Interpretation, bool) {
	if in.Asked == "" || len(in.Others) == 0 || !o.anotherRequest(in, raw) {
		return agents.Interpretation{}, false
	}
	other, _ := o.router.Best(in.Text, in.Others)
	return agents.Interpretation{Pass: true, PassReason: fmt.Sprintf("the message mentions %s, which is %s's work, not an answer to %s's question",
		quoteWords(other.Matched), other.Agent.Name, in.Agent.Name)}, true
}

// anotherRequest reports a whole-line answer to a free-text question
// that is another agent's request.
func (o *Brain) anotherRequest(in agents.InterpretInput, raw map[string]string) bool {
	s := in.Agent.Slot(in.Asked)
	if s == nil || s.Kind != agents.KindText || len(raw) != 1 || raw[in.Asked] == "" {
		return false
	}
	f := strings.Fields(strings.ToLower(in.Text))
	if len(f) < 2 {
		return false
	}
	other, ok := o.router.Best(in.Text, in.Others)
	if !ok || !other.Core || len(other.Matched) < 2 {
		return false
	}
	own := o.router.Score(in.Text, []*agents.Agent{in.Agent})[0]
	if other.Score <= own.Score {
		return false
	}
	first := strings.Trim(f[0], ",.!?")
	for _, ex := range other.Agent.Examples {
		if e := strings.Fields(strings.ToLower(ex)); len(e) > 0 && e[0] == first {
			return true // "show all notes": the list's own opening
		}
	}
	return questionOpening[first]
}

// questionOpening are the words a request for information opens with:
// "what notes do I have", "whats on my list".
var questionOpening = map[string]bool{"what": true, "whats": true, "what's": true, "which": true, "show": true,
	"list": true, "how": true, "where": true, "can": true, "could": true, "do": true}
