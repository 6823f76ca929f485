package concierge

// What is left after a transfer (issue 24, round 19): "how much is left",
// "whats left now", "remaining balance?" right after a transfer asked
// "Which account would you like the balance of?", as if the money had
// left no account in particular. The question is about the account the
// money just left: the task that finished last had a requirement met by
// this agent, and pinned one of this agent's choices (the source); a
// message that asks what is left or remaining, now, and names no account
// of its own (nor "both", "all", "each"), is about that one.

import (
	"fmt"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// leftWords ask how an account stands after something was taken from it.
var leftWords = reading.Lazy(`(?i)\b(?:left|remain(?:s|ing)?|leftover|left ?over|now|still (?:have|got)|after (?:that|this|it|the (?:transfer|payment))|anymore|any ?more)\b`)

// allAccountsWords ask about every account, which the last one is not.
var allAccountsWords = reading.Lazy(`(?i)\b(?:both|all|each|every|accounts|balances)\b`)

// pinsOf are the facts a's task was pinned to, from its work's memory.
func pinsOf(a *agents.Agent, w *state.Work) map[string]string {
	if len(a.Pins) == 0 || w == nil {
		return nil
	}
	out := map[string]string{}
	for _, f := range a.Pins {
		if v := w.Memory[agents.PinPrefix+f]; v != "" {
			out[f] = v
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// leftAfterLast fills the choice a's request leaves open with the one the
// last finished task ran from, when the request asks what is left.
func (e *Engine) leftAfterLast(a *agents.Agent, text string) {
	l := e.sess.Last
	if l == nil || len(l.Pinned) == 0 || !leftWords.MatchString(text) || allAccountsWords.MatchString(text) {
		return
	}
	last := e.domain.Agent(l.Agent)
	if last == nil || last == a || !last.HasSideEffects() || !requiredBy(last, a) {
		return
	}
	w := e.sess.WorkFor(a.Name)
	for _, s := range a.Slots {
		if s.Kind != agents.KindEnum || w.Slots[s.Name] != "" {
			continue
		}
		for _, f := range last.Pins {
			if v := l.Pinned[f]; v != "" && isChoiceOf(s, v) {
				w.Slots[s.Name] = v
				e.note(state.NoteRoute, fmt.Sprintf("The %s is %s: the last task, %s, ran from it", s.LabelOrName(), v, last.Name))
				return
			}
		}
	}
}

// requiredBy reports a requirement of last that a meets.
func requiredBy(last, a *agents.Agent) bool {
	for _, r := range last.Requires {
		if r.By == a.Name {
			return true
		}
	}
	return false
}

// sayUnusedAndLeft says the words of the request no value took, then
// fills the account a request about what is left leaves open.
func (e *Engine) sayUnusedAndLeft(t *turn, a *agents.Agent, text string, slots map[string]string, problems map[string]error) {
	e.sayUnusedAll(t, a, text, slots, problems)
	e.leftAfterLast(a, text)
}
