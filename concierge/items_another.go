package concierge

// "Another one" after a task (R50's start_task; issue 24, notes21): "add
// another one called bread saying buy bread", "one more", "a new one"
// right after a note was written mean another note — the task last used,
// with the values the message gives and none kept from the last one. The
// words "another" and "one" never pick a task by themselves ("add another
// one …" went to the to-do list, whose examples say "add" and "one"). A
// message that names another task's own words is that task's.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/agents/understand"
)

// execAnother starts the last task afresh, asking for its values.
const execAnother turnExec = iota + 4800

// anotherWords are the words of "another one", "one more", "a new one".
var anotherWords = lazyWordSet(`another anotha anothr annother one more new a an`)

// anotherBareRead runs the reader's start_task(AGENT, another): a message
// that only asks for another one ("one more pls", "another one", "and a
// new one") right after a task that writes something, read from the
// Moment's last task (understand/context_refs.go). The loop checks that
// nothing waits and that the task is the one just done; ok is false for
// anything else, "one more thing" included.
func (e *Engine) anotherBareRead(t *turn, text string) (turnCmd, bool) {
	l := e.sess.Last
	if l == nil || !e.nothingInHand() || e.sess.Pending.Secret != nil {
		return turnCmd{}, false
	}
	rd := e.reading(t, text)
	if len(rd.Commands) != 1 || rd.Commands[0].Kind != agents.CmdStartTask || rd.Commands[0].Scope != understand.ScopeAnother || rd.Commands[0].Agent != l.Agent || len(rd.Commands[0].Values) > 0 {
		return turnCmd{}, false
	}
	a := e.domain.Agent(l.Agent)
	if a == nil || !a.ExposeToUser {
		return turnCmd{}, false
	}
	c := turnCommand(agents.CmdStartTask, execAnother, text)
	c.a = a
	c.shown = "start_task(" + a.Name + ", another)"
	c.why = "another one of the task just done"
	if name := rd.Commands[0].Text; name != "" {
		// "and amc?" after a stock price: the look-up again for the thing
		// named, which the task takes or says it has none of (context_follow.go)
		c.Text, c.why = name, "the task just done again, for the thing named"
	}
	return c, true
}

// runAnother starts the task afresh: its first question is asked.
func (e *Engine) runAnother(c turnCmd) (step, bool) {
	if c.exec != execAnother {
		return stop, false
	}
	if c.Text != "" {
		return enterStep(c.a, c.Text, true), true
	}
	return enterStep(c.a, c.From, false), true
}

// anotherNamesOther reports a message asking for another one whose words,
// beside the words of "another one" and the last task's own words, still
// name another task: "another one for my to-do list: call mum".
func (e *Engine) anotherNamesOther(a *agents.Agent, text string) bool {
	if own := taskNoun(a); own != "" {
		for _, b := range e.domain.Agents {
			nb := taskNoun(b)
			if b == a || nb == "" || nb == own || !b.ExposeToUser {
				continue
			}
			for _, w := range reading.Words(strings.ReplaceAll(text, "-", "")) {
				if strings.TrimSuffix(w, "s") == nb {
					return true // "another one for my to-do list": the to-do's own noun
				}
			}
		}
	}
	rest := strings.ToLower(text)
	for _, v := range agents.Extract(a, text, "") {
		rest = strings.Replace(rest, strings.ToLower(v), " ", 1)
	}
	var left []string
	for _, w := range reading.Words(rest) {
		if anotherWords()[w] || e.taskVerb(a, w) || pointedFraming()[w] || freeCueWord(a, w) {
			continue
		}
		left = append(left, w)
	}
	if len(left) == 0 {
		return false
	}
	best, ok := e.router.Best(strings.Join(left, " "), e.domain.Agents)
	return ok && best.Core && best.Agent != a
}

// freeCueWord reports a word of a's cues or free-text markers: "called",
// "saying", "title".
func freeCueWord(a *agents.Agent, w string) bool {
	for i := range a.Slots {
		s := &a.Slots[i]
		for _, c := range append(append([]string(nil), s.Cues...), s.FreeCues()...) {
			for _, x := range reading.Words(c) {
				if x == w {
					return true
				}
			}
		}
	}
	return false
}

// taskNoun is the last word of a's task, singular, without hyphens: "add
// a to-do" is "todo", "list the notes" is "note".
func taskNoun(a *agents.Agent) string {
	w := reading.Words(strings.ReplaceAll(a.TaskPhrase(), "-", ""))
	if len(w) == 0 {
		return ""
	}
	return strings.TrimSuffix(w[len(w)-1], "s")
}
