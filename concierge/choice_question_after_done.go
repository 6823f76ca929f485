package concierge

// A question about the last task's choices right after it finished (R28,
// R50's ask; issue 24 round 7): "wait is a shed home or motor?" after the
// motor letter asks which choice fits — it starts no new letter (that
// would ask for a claim id again and lose the one written). It is
// answered from what the slot declares, or said to be unknown, with the
// value the task ran with, so that "ok go with home then" next changes
// that task (correct_last_choice.go).

import (
	"fmt"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// doVerbs make a message a request even when put as a question
// ("can you do a home one?").
var doVerbs = lazyWordSet(`do redo make write rewrite craft create generate send give run produce draft change switch use go pick choose`)

// fitWords ask which choice something falls under ("would a boat count
// as motor", "does a shed come under home").
var fitWords = lazyWordSet(`count counts counted cover covers covered under fall falls go goes considered class classed classified belong belongs difference diff vs versus qualify qualifies`)

// asksWhichFits reports a question about which choice fits.
func asksWhichFits(text string) bool {
	fit := fitWords()
	words := reading.Words(text)
	for i, w := range words {
		if (w == "go" || w == "goes") && i+1 < len(words) && (words[i+1] == "with" || words[i+1] == "for") {
			continue // "lets go with home?": a choice made, not asked where it falls
		}
		if fit[w] {
			return true
		}
	}
	return false
}

// choiceQuestionAfterDone reads a question that names a choice of the
// last finished task's and nothing else of it: the Why panel's words and
// the answer; ok is false for any other. It only reads.
func (e *Engine) choiceQuestionAfterDone(text string) (why, reply string, ok bool) {
	if why, reply, ok := e.whatIfAfterDone(text); ok {
		return why, reply, true // "and if i was partner?": run it again with that? (redo_offer.go)
	}
	l := e.sess.Last
	if l == nil || e.sess.Speaker != "" || e.sess.Pending.Approval != nil || e.sess.Plan != nil || e.sess.Agenda.Depth() > 0 {
		return "", "", false
	}
	if !isQuestion(text) && !unmarkedQuestion(text) && !asksIsChoice(text) || isCancel(text) {
		return "", "", false
	}
	a := e.domain.Agent(l.Agent)
	if a == nil {
		return "", "", false
	}
	verbs := doVerbs()
	for _, w := range reading.Words(text) {
		if verbs[w] {
			return "", "", false // "can you do a home one?": a request
		}
		if compareWords()[w] && !asksWhichFits(text) {
			return "", "", false // "is savings or checking fuller": the figures compared (choices_compared_own.go)
		}
	}
	vals := agents.Extract(a, text, "")
	var asked *agents.Slot
	for name := range vals {
		s := a.Slot(name)
		if s == nil || s.Kind != agents.KindEnum || l.Slots[name] == "" {
			return "", "", false // an id, an amount: a request of its own
		}
		asked = s
	}
	if asked == nil {
		for i := range a.Slots {
			if s := &a.Slots[i]; s.Kind == agents.KindEnum && l.Slots[s.Name] != "" && len(choicesNamed(s, text)) > 0 {
				asked = s
			}
		}
	}
	if asked == nil || (len(choicesNamed(asked, text)) < 2 || listsEach(text)) && !asksWhichFits(text) && !asksIsChoice(text) {
		return "", "", false // "and msft?", "what are amzn and tsla at": the task again, for each (references_named.go)
	}
	about := explainsChoices(asked, text)
	if about == "" && asksIsChoice(text) {
		// "is a jetski motor?": whether it fits is what the choices'
		// descriptions say, all of them (choice_question_is.go)
		about = explainChoices(asked, append(reading.Words(text), "difference"))
	}
	if about == "" {
		about = prompts.NotKnown()
	}
	why = fmt.Sprintf("a question about %s's %s after it finished; no new task", a.Name, asked.LabelOrName())
	return why, join(about, fmt.Sprintf("The last one was done with %s; say which to use and I'll %s again with it.",
		l.Slots[asked.Name], a.TaskPhrase())), true
}
