package concierge

// Questions about the task just cancelled (R50's ask, R56; round 18's
// t_12 and t_51): after "ugh nevermind forget i asked", "what did you
// just do? did it go thru" met the greeting menu, and after "nah forget
// it" at a transfer's approval, "so nothing was sent right?" met "I'm not
// sure how to help". A question whether anything of the cancelled task
// happened is answered from the session: nothing of it ran, nothing was
// sent, nothing changed. Only while nothing else has started since the
// cancel; "what did I just cancel?" is app_questions.go's, and "did it go
// through?" after a call that ran is went_through.go's.

import (
	"strings"
	"unicode"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// afterCancelWords are the words such a question may hold: what points at
// the task, fillers, and the verbs of whether something happened.
var afterCancelWords = lazyWordSet(`it that this the my a an any anything nothing something none all you u ya we i me thing stuff money cash funds payment transfer request task
	what whats wat did do does doing done was were is its has have had hasnt didnt wasnt isnt havent doesnt dont
	go goes went gone going through thru sent send happen happened happening work worked cancel cancelled canceled cancelling stop stopped
	charged charge moved move processed change changed out off made make get got actually really already still just now then there
	so ok okay wait um umm hmm uh erm well also oh and but quick right correct yeah yes yep sure lol haha ugh sorry huh hey
	confirm confirming mean means meant to of anyway in with about for on from no not never nope
	saved save written wrote created added stored kept deleted removed filed submitted booked`)

// afterCancelAsks are the words that ask whether something happened;
// "do it?" or "send it?" alone ask for it instead.
var afterCancelAsks = lazyWordSet(`done went gone sent happened happen worked charged moved processed changed through thru stopped cancelled canceled saved written created added stored deleted removed filed submitted booked nothing anything`)

// afterCancelAux ask whether something happened when they point at it:
// "did you do it?", "was that it?"; "what notes did i write" asks another
// thing.
var afterCancelAux = lazyWordSet(`did didnt was wasnt were do does`)

// afterCancelPointers point at the task just cancelled.
var afterCancelPointers = lazyWordSet(`it that this you u ya thing money cash funds payment transfer request`)

// afterCancelRead reads a question about the task just cancelled into the
// answer that nothing of it was done; ok is false for any other message,
// or when something has started since the cancel. It only reads.
func (e *Engine) afterCancelRead(text string) (turnCmd, bool) {
	if !e.nothingInHand() || e.sess.Pending.Secret != nil || askedLastCancel.MatchString(text) {
		return turnCmd{}, false // "what did i just cancel?" names it (app_questions.go)
	}
	words := reading.Words(normalise(text))
	if len(words) < 2 || len(words) > 14 {
		return turnCmd{}, false
	}
	if c := e.cancelled; c == nil || e.userMessagesSince(c.at) < 1 {
		return turnCmd{}, false // no cancel just before; or the cancel is this message's own ("… instead?")
	}
	task := e.taskWords()
	asks, aux, points := false, false, false
	for _, w := range words {
		if !afterCancelWords()[w] && !task[w] && strings.IndexFunc(w, func(r rune) bool { return !unicode.IsDigit(r) && r != '.' && r != '$' }) >= 0 {
			return turnCmd{}, false // "what can you do": another question; "transfer 40 to savings": a request
		}
		asks = asks || afterCancelAsks()[w]
		aux, points = aux || afterCancelAux()[w], points || afterCancelPointers()[w]
	}
	asks = asks || aux && points
	last := strings.ToLower(words[len(words)-1])
	first := strings.ToLower(words[0])
	asked := askedAsQuestion(text) || first == "did" || first == "was" || first == "were" || first == "has" || first == "didnt" || first == "wasnt" // "did it send anything" with no mark
	if !asks || !asked && last != "right" && last != "correct" && last != "yeah" {
		return turnCmd{}, false
	}
	tasks, ok := e.cancelledJustNow()
	if !ok {
		return turnCmd{}, false
	}
	if c := e.cancelled; c.signedOut {
		// "did it send anything?" after a logout dropped it (logout_drops.go)
		said := prompts.NothingDoneAfterLogout(c.labels)
		return sayCmd(agents.CmdAsk, "ask — whether what the logout dropped did anything; nothing of it ran", text, said, false), true
	}
	said := prompts.NothingDoneAfterCancel(tasks, e.cancelledCall())
	return sayCmd(agents.CmdAsk, "ask — whether the task just cancelled did anything; nothing of it ran", text, said, false), true
}

// cancelledJustNow is what the last cancel dropped, as tasks ("transfer
// money"), when nothing has been chosen, approved or restored since it;
// ok is false otherwise.
func (e *Engine) cancelledJustNow() ([]string, bool) {
	for i := len(e.sess.Notes) - 1; i >= 0; i-- {
		n := e.sess.Notes[i].Text
		switch {
		case strings.HasPrefix(n, "Choosing ") && !strings.HasPrefix(n, "Choosing "+agents.ConciergeName+" "),
			strings.HasPrefix(n, "Approved: "), strings.HasPrefix(n, "Rejected: "), strings.HasPrefix(n, "Restored: "):
			return nil, false // something happened since: the question is about it
		}
		if tasks, ok := e.abandonedTasks(n); ok {
			return tasks, len(tasks) > 0
		}
	}
	return nil, false
}

// taskWords are the words of the domain's tasks and titles ("transfer",
// "letter", "note"): a question may name the task it asks about.
func (e *Engine) taskWords() map[string]bool {
	out := map[string]bool{}
	for _, a := range e.domain.Agents {
		for _, w := range reading.Words(strings.ToLower(a.TaskPhrase() + " " + a.Title)) {
			out[w] = true
		}
	}
	return out
}
