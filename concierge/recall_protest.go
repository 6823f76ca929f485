package concierge

// A protest that the user asked to see what they wrote, said at the
// question of a task that writes (tryout 40, notes 15): "what did i write
// about the wifi" had started a new note, and "no no i want to SEE what i
// wrote" at its title question was kept as that note's text. A protest
// ("no", "nope", "that's not what i asked", "i meant") that asks to see,
// read or find what was kept is no value: the writing task is dropped with
// nothing written, and the domain's listing runs with the request that
// started the task, so the list is narrowed by its topic.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

const execRecallProtest turnExec = iota + 15900 // (apart from every other file's range) cancel(current) + start_task(the listing)

// protestLeads open a protest: "no", "nope", "wrong".
var protestLeads = lazyWordSet(`no nope nah noo nooo nono nonono wrong not stop wait ugh`)

// protestSaid are the phrases of a protest said anywhere in the line.
var protestSaid = []string{"not what i", "i asked", "i meant", "i said", "i didnt ask", "i did not ask", "i didnt say", "i dont want to write",
	"i was asking", "i wanted", "i want", "i wanna", "i just want"}

// recallSeeWords ask to see a kept thing: "see", "read", "find".
var recallSeeWords = lazyWordSet(`see read know find check look show view reading seeing finding checking looking`)

// recallWhatKept is "what i wrote", "what i saved": what the user kept.
var recallWhatKept = lazyWordSet(`wrote write written saved save put noted note jotted jot kept keep stored added typed had`)

// recallProtest reports a line that protests and asks for what the user
// kept: a protest's words, and a word of seeing or "what i wrote".
func recallProtest(text string) bool {
	ws := reading.Words(strings.NewReplacer("'", "", "’", "").Replace(text))
	if len(ws) == 0 || len(ws) > 20 {
		return false
	}
	joined := " " + strings.Join(ws, " ") + " "
	protest := protestLeads()[ws[0]] || strings.HasPrefix(joined, " thats not ") || strings.HasPrefix(joined, " that is not ")
	for _, p := range protestSaid {
		protest = protest || strings.Contains(joined, " "+p+" ")
	}
	if !protest {
		return false
	}
	for i, w := range ws {
		if w == "what" && i+2 < len(ws) && (ws[i+1] == "i" || ws[i+1] == "ive") {
			k := i + 2
			if k+1 < len(ws) && recallAdverbs()[ws[k]] {
				k++ // "what i already saved"
			}
			if recallWhatKept()[ws[k]] {
				return true // "no i asked what i wrote"
			}
		}
		if !recallSeeWords()[w] {
			continue
		}
		for k := i + 1; k < len(ws) && k <= i+4; k++ {
			if recallKeptThing()[ws[k]] {
				return true // "i want to read the note", not "i want to see the doctor"
			}
		}
	}
	return false
}

// recallAdverbs stand between "what i" and its verb: "what i already saved".
var recallAdverbs = lazyWordSet(`already just actually did had have even`)

// recallKeptThing are what a word of seeing asks for when it asks for
// what was kept: "see my notes", "read it", "show me what".
var recallKeptThing = lazyWordSet(`note notes what it them that those one ones list entry entries stuff`)

// recallProtestRead reads such a protest at the question of a writing
// task that is all that waits; ok is false otherwise. It only reads.
func (e *Engine) recallProtestRead(text string) (turnCmd, bool) {
	a := e.domain.Agent(e.sess.Speaker)
	if a == nil || !a.HasSideEffects() || e.sess.Pending.Approval != nil || e.sess.Pending.Secret != nil || e.sess.Plan != nil || len(e.sess.Agenda) > 0 {
		return turnCmd{}, false
	}
	if !recallProtest(text) {
		return turnCmd{}, false
	}
	lister := e.lister()
	if lister == nil || lister == a {
		return turnCmd{}, false
	}
	c := turnCommand(agents.CmdCancel, execRecallProtest, text)
	c.a, c.Agent, c.Text = lister, a.Name, ""
	if w := e.sess.WorkFor(a.Name); w != nil {
		c.Text = w.Request
	}
	c.shown = "cancel(current); start_task(" + lister.Name + ")"
	c.why = "the user asked to see what they kept, not to " + a.TaskPhrase()
	return c, true
}

// runRecallProtest drops the writing task, nothing written, and hands the
// request that started it to the listing.
func (e *Engine) runRecallProtest(t *turn, c turnCmd) step {
	e.clearTasks()
	e.note(state.NoteContinuation, "Abandoned: "+c.Agent+"; nothing was written")
	e.status()
	req := c.Text
	if req == "" || recallProtest(req) {
		req = c.From
	}
	why := "the user asked to see what they kept"
	e.note(state.NoteRoute, "Choosing "+c.a.Name+" due to: "+why)
	return step{move: moveDispatch, text: req, route: agents.Route{Agent: c.a.Name, Reason: why}}
}
