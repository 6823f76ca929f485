package concierge

// A yes followed by words that only restate the action waiting (R50, §15
// rule 3; issue 24, notes20): "yes save it", "yep go ahead and create it",
// "yes process it", "yeah submit it". The verbs any call is said with —
// save, submit, process, complete, store, record … — are not in a YAML
// agent's own words, so the rest was read as changing the call ("Not
// approved: 'save it' after the yes changes what was asked"). Only the
// verb and its object may be said: a value ("yes save it as groceries"),
// another agent's verb ("yes delete it" at a new note) or a number still
// changes what was asked, and the approval is asked again.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
)

// doneVerbs are the verbs and particles any action is carried out with,
// whatever the domain: said after a yes they name the call waiting.
var doneVerbs = lazyWordSet("save saved saving store stored keep kept record submit submitted process processed proceed complete completed finish finalise finalize execute action actioned commit carry out through ahead already on lodge push apply confirm go")

// restatesOnly reports a rest whose words the task uses, with the words
// left all verbs of doneVerbs.
func (e *Engine) restatesOnly(a *agents.Agent, rest string) bool {
	left := e.vocab.UnusedAll(a, rest, map[string]string{}, 32)
	if len(left) == 0 {
		return false // restates (approval.go) has read it already
	}
	for _, w := range left {
		if !doneVerbs()[strings.ToLower(w)] {
			return false
		}
	}
	return true
}
