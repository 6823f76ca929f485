package concierge

// A goodbye or thanks with a task said only to be denied (issue 24 round
// 27, bank29): "ok thanks, not transferring today", "no transfer today
// thanks", "that's all, not moving anything", "i'll leave the transfer
// for now, bye". The router scored the task's word and started it, or
// nothing took the message ("I'm not sure how to help"). It is a
// sign-off: nothing starts, what is open is dropped and said so, and the
// goodbye is said.

import (
	"slices"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

const execSignOff turnExec = iota + 8100 // small_talk(bye): a sign-off with a task denied; what is open dropped, said so

var (
	// signOffBreak separates the clauses of a sign-off.
	signOffBreak = reading.Lazy(`(?i)[,.;!?…]+|\s+[-–—]+\s+|\s+but\s+`)

	// signOffLead and signOffTail are thanks, goodbyes and "that's all"
	// at either end of a clause: "ok thanks", "bye", "that's it for
	// today", "im done".
	signOffLead = reading.Lazy(`(?i)^\s*(?:(?:ok|okay|k|alright|right|great|cool|fine|well|so|oh|yeah|no|nah|nope)\s+)*` + signOffCore + `\b\s*`)
	signOffTail = reading.Lazy(`(?i)\s*\b` + signOffCore + `\s*$`)

	// deniedTask is a clause that says a task will not happen: "not
	// transferring today", "no transfer", "i'll leave the transfer for
	// now", "i won't be sending anything", "skip the payment".
	deniedTask = reading.Lazy(`(?i)\b(?:not|no|never|won'?t|wont|don'?t|dont|didn'?t|nothing|without|skip(?:ping)?|hold(?:ing)?\s+off|leav(?:e|ing)\b.*\b(?:for\s+now|till|until|for\s+(?:today|later|another\s+day))|(?:maybe|do\s+it|some\s+other\s+time|another\s+(?:time|day))\s*(?:later|today)?$|forget\s+(?:about\s+)?(?:the|it|that))\b`)
)

// signOffCore is one thanks or goodbye, with what may follow it.
const signOffCore = `(?:thank\s+(?:you|u)(?:\s+(?:so\s+much|anyway|though|again|for\s+(?:your\s+help|the\s+help|everything)))?|thanks?(?:\s+(?:a\s+lot|so\s+much|anyway|though|again|for\s+(?:your\s+help|the\s+help|everything)))?|thx|thnx|tnx|ty|cheers|ta|bye(?:\s*bye)?|goodbye|good\s*bye|cya|see\s+(?:ya|you|u)(?:\s+later)?|later|laters|take\s+care|good\s*night|night|that'?s\s+(?:all|it|everything)(?:\s+for\s+(?:now|today))?|thats\s+(?:all|it|everything)(?:\s+for\s+(?:now|today))?|(?:i'?m|im|i\s+am)\s+(?:done|good|all\s+good|all\s+set)(?:\s+for\s+(?:now|today))?|all\s+good|all\s+set)(?:\s+(?:for\s+now|then|today|mate|buddy))*`

// signOffRead reads a goodbye or thanks whose other clauses only deny a
// task into a sign-off; ok is false for any other message, or while an
// approval, a plan or the password waits (their own readers answer
// there). It only reads.
func (e *Engine) signOffRead(text string) (turnCmd, bool) {
	if e.sess.Pending.Approval != nil || e.sess.Pending.Secret != nil || e.planWaits() {
		return turnCmd{}, false
	}
	said, denied := false, false
	for _, clause := range signOffBreak.Split(text, -1) {
		c := strings.TrimSpace(clause)
		for {
			cut := signOffTail.ReplaceAllString(signOffLead.ReplaceAllString(c, ""), "")
			cut = strings.TrimSpace(cut)
			if cut == c {
				break
			}
			said, c = true, cut
		}
		if c == "" || signOffFiller(c) {
			continue
		}
		if !deniedTask.MatchString(c) {
			return turnCmd{}, false
		}
		if !e.namesTask(c) {
			return turnCmd{}, false // "no, not checking": a choice denied, no task
		}
		denied = true
	}
	if !said || !denied {
		return turnCmd{}, false
	}
	for _, a := range e.domain.Agents {
		if len(agents.Extract(a, text, "")) > 0 {
			return turnCmd{}, false // "thanks, not 20 but 30": a value said
		}
	}
	c := turnCommand(agents.CmdSmallTalk, execSignOff, text)
	c.Scope, c.why = "bye", "a goodbye with a task denied: nothing starts, and what is open is dropped"
	return c, true
}

// signOffFiller is a clause of words that say nothing: "ok", "so", "well".
func signOffFiller(c string) bool {
	return leadingFiller.MatchString(c)
}

// runSignOff runs signOffRead's command: what is open dropped and said so,
// then the goodbye.
func (e *Engine) runSignOff(t *turn, c turnCmd) (step, bool) {
	if c.exec != execSignOff {
		return stop, false
	}
	var names []string
	if e.sess.Speaker != "" {
		names = append(names, e.sess.Speaker)
	}
	for _, task := range e.sess.Agenda {
		if task.IsTask() && !slices.Contains(names, task.Agent) {
			names = append(names, task.Agent)
		}
	}
	queued := e.sess.Agenda.Requests()
	var said string
	if len(names) > 0 || len(queued) > 0 {
		var tasks []string
		for _, n := range names {
			if a := e.domain.Agent(n); a != nil {
				tasks = append(tasks, a.TaskPhrase())
			}
		}
		if a, _ := e.signInAgent(); a != nil && slices.Contains(names, a.Name) {
			e.signInDroppedAt = len(e.sess.Messages)
		}
		e.keepCancelled() // "actually yes do it" next brings it back (cancel_undone.go)
		e.clearTasks()
		e.note(state.NoteContinuation, "Abandoned at a sign-off: "+orNone(strings.Join(names, ", "))+"; the task stack is empty")
		e.status()
		if len(tasks) > 0 {
			said = prompts.Abandoned(tasks)
		}
		if len(queued) > 0 {
			said = join(said, prompts.RequestsDropped(queued)) // never dropped in silence (R50)
		}
	}
	e.speak(t, agents.ConciergeName, join(said, prompts.Goodbye(e.store != nil)))
	return stop, true
}

// namesTask reports a clause that names a task by its own words ("not
// transferring", "no letter") or a verb of moving money ("not moving
// anything").
func (e *Engine) namesTask(c string) bool {
	if best, ok := e.router.Best(c, e.domain.Agents); ok && best.Core {
		return true
	}
	for _, w := range reading.Words(c) {
		if movesMoney()[w] {
			return true
		}
	}
	return false
}
