package concierge

// A note named by its title alone (R50's start_task with its value;
// issue 24, round 15): "read wifi" answered "I didn't use wifi" while
// "read my note wifi" read it; "read the groceries one" said "I didn't
// use groceries" where there was no such note. When the task asks for one
// short text (a title, a name) and the message is the task's own verb with
// a few words left over, those words are the value: the tool is asked with
// them, and a title it does not have is its answer to say (the notes
// server says which titles there are).

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// execBareValue starts a task with the value read from the words its verb
// leaves.
const execBareValue turnExec = iota + 1500 // clear of the other files' ranges (100s–300s)

// aroundValueWords introduce or frame a bare value without being part of
// it: "read the wifi one", "can you show me wifi please".
var aroundValueWords = lazyWordSet(`the a an my me one ones note notes please pls plz can could would you u i want wanna to
	see up back out for of called titled named about that this thing entry again now it`) // "read it": the note just named, never one titled "it" (round 33)

// bareValueRead reads "VERB words" for the one short text the routed task
// asks for; ok is false for any other message. It only reads.
func (e *Engine) bareValueRead(text string) (turnCmd, bool) {
	if e.sess.Speaker != "" || e.sess.Pending.Approval != nil || e.planWaits() || e.sess.Pending.Secret != nil {
		return turnCmd{}, false
	}
	if len(e.router.SplitRequests(text, e.domain.Agents)) > 1 {
		return turnCmd{}, false
	}
	best, routed := e.router.Best(text, e.domain.Agents)
	var c turnCmd
	for _, a := range e.domain.Agents {
		s := a.OnlyShortText()
		if s == nil || len(agents.Extract(a, text, "")) > 0 {
			continue
		}
		value, ok := e.wordsLeft(a, text)
		if ok && a.HasSideEffects() {
			// "delete the last note": a place, which the task takes from
			// the list before its approval shows the title (list_place_implicit.go)
			_, _, place := placeOfValue(value, itemNoun(a))
			ok = place && routed && best.Core && best.Agent == a
		}
		if !ok || !(routed && best.Core && best.Agent == a) && !e.seenValue(value) {
			continue // "show me wifi": the verb is shared, so only a value seen here is taken
		}
		if c.a != nil {
			return turnCmd{}, false // two tasks would take it: routed as typed
		}
		c = turnCommand(agents.CmdStartTask, execBareValue, text)
		c.a, c.Scope, c.Value = a, s.Name, value
		c.shown = "start_task(" + a.Name + ", " + s.Name + "=" + value + ")"
		c.why = "the words after the task's own verb are its " + s.LabelOrName()
	}
	return c, c.a != nil
}

// seenValue reports a value the session has seen lately: one a finished
// task ran with ("wifi", the title of the note just written), or a word
// of the last replies ("Notes: wifi, groceries.").
func (e *Engine) seenValue(v string) bool {
	v = strings.ToLower(v)
	if l := e.sess.Last; l != nil {
		for _, t := range append([]state.LastTask{*l}, l.Earlier...) {
			for _, x := range t.Slots {
				if strings.ToLower(x) == v {
					return true
				}
			}
		}
	}
	agentsSaid := 0
	for i := len(e.sess.Messages) - 1; i >= 0 && agentsSaid < 8; i-- {
		m := e.sess.Messages[i]
		if m.Role != state.RoleAgent {
			continue
		}
		agentsSaid++
		if strings.Contains(" "+strings.Join(reading.Words(m.Text), " ")+" ", " "+strings.Join(reading.Words(v), " ")+" ") {
			return true
		}
	}
	return false
}

// wordsLeft are the message's words that are neither the task's own (its
// verb, its name) nor framing, in their order: one to three of them, and
// at least one word of the task's before them.
func (e *Engine) wordsLeft(a *agents.Agent, text string) (string, bool) {
	var left []string
	verb := false
	for _, w := range strings.Fields(text) {
		lw := strings.ToLower(strings.Trim(w, ".,!?;:'\"’"))
		switch {
		case lw == "":
		case e.taskVerb(a, lw) && !aroundValueWords()[lw]:
			if len(left) > 0 {
				return "", false // "wifi read": a word of the task after the value is no bare value
			}
			verb = true
		case len(left) > 0 && kindAfter(a, lw):
			return "", false // "show me my work stuff", "my work notes": a kind of notes, the list's (notes24)
		case aroundValueWords()[lw] || fillerWords()[lw] || e.requestWord(a, lw):
		default:
			left = append(left, strings.Trim(w, ".,!?;:\"’"))
		}
	}
	if !verb || len(left) == 0 || len(left) > 3 {
		return "", false
	}
	return strings.Join(left, " "), true
}

// taskVerb reports a word of the agent's own examples ("read", "open",
// "show" of read_note's).
func (e *Engine) taskVerb(a *agents.Agent, w string) bool {
	for _, ex := range a.Examples {
		for _, x := range reading.Words(ex) {
			if x == w {
				return true
			}
		}
	}
	return false
}

// runBareValue starts the task with the value read.
func (e *Engine) runBareValue(c turnCmd) (step, bool) {
	if c.exec != execBareValue {
		return stop, false
	}
	w := e.sess.WorkFor(c.a.Name)
	w.Slots[c.Scope] = c.Value
	return enterStep(c.a, c.From, false), true
}

// kindAfter reports a word that makes the words before it a kind of
// things: "stuff", "things", or the plural of the agent's noun ("work
// notes"), the noun its examples end with.
func kindAfter(a *agents.Agent, w string) bool {
	switch w {
	case "stuff", "things", "bits", "items":
		return true
	}
	for _, ex := range a.Examples {
		if f := reading.Words(ex); len(f) > 1 && len(f[len(f)-1]) > 2 && (w == f[len(f)-1]+"s" || w == f[len(f)-1]+"es") {
			return true
		}
	}
	return false
}
