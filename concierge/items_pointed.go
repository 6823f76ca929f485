package concierge

// The thing just shown, pointed at (R50; issue 24, notes21): after a note
// was read back ("milk: buy milk") or written ("Noted: milk."), "delete
// it", "remove that one", "can u bin this note pls" mean that note. The
// task whose verb is said and which takes the one title starts with it
// (deleting still asks its approval); a domain with no such task says so,
// and what can be done, never another task run. Only a domain that keeps
// things by title (a slot named title, name, subject …) reads this: the
// insurance letter's take-back stays undo_letter.go's, the bank's
// "cancel it" undo.go's.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// pointerWords point at the thing just shown; pointerNouns may follow
// them ("that one", "this note").
var (
	pointerWords = lazyWordSet(`it that this`)
	pointerOnes  = lazyWordSet(`one`)
)

// deleteVerbs ask for a thing to be removed, with their common slips.
var deleteVerbs = lazyWordSet(`delete del delet dlete deleet deletee remove remvoe rmeove remov erase bin trash ditch scrap discard destroy kill nuke wipe rid throw`)

// pointedFraming are the words around such a request that say nothing
// of what is pointed at: "can u just bin it now pls", "read it back".
var pointedFraming = lazyWordSet(`can could would will you u ya please pls plz just ok okay k so then now too also and actually yeah yes yep oh hey go ahead i want wanna to like lets let's let me for thanks thx the get of away out right away immediately as well pleas plse kindly of back up`)

// titleSlot is a's short free-text slot that names a thing (a note's
// title), nil when it has none.
func titleSlot(a *agents.Agent) *agents.Slot {
	for i := range a.Slots {
		s := &a.Slots[i]
		if s.Kind == agents.KindText && !s.Long && len(s.FreeCues()) > 0 {
			return s
		}
	}
	return nil
}

// keepsTitled reports a domain with a task that names a thing by title.
func (e *Engine) keepsTitled() bool {
	for _, a := range e.domain.Agents {
		if titleSlot(a) != nil {
			return true
		}
	}
	return false
}

// shownItem is the thing just shown or made: the title the last task ran
// with, or the one item of the list just shown; "" when none.
func (e *Engine) shownItem() string {
	if items := e.listShown(); len(items) == 1 {
		return items[0]
	}
	l := e.sess.Last
	if l == nil {
		return ""
	}
	a := e.domain.Agent(l.Agent)
	if a == nil || hasSecretSlot(a) {
		return ""
	}
	if s := titleSlot(a); s != nil {
		return l.Slots[s.Name]
	}
	return ""
}

// pointedRead reads "delete it" (a verb and a pointer, framing around
// them) after a thing was shown: the task that does it, with the thing as
// its title, or the answer that nobody here does it. ok is false for
// anything else.
func (e *Engine) pointedRead(text string) (turnCmd, bool) {
	if e.sess.Speaker != "" || e.sess.Pending.Approval != nil || e.planWaits() || e.sess.Pending.Secret != nil || e.sess.Agenda.Depth() > 0 || !e.keepsTitled() {
		return turnCmd{}, false
	}
	words := reading.Words(strings.ReplaceAll(text, "-", "")) // "to-do" is "todo"
	if len(words) == 0 || len(words) > 12 {
		return turnCmd{}, false
	}
	verb, pointed := "", false
	for i, w := range words {
		switch {
		case pointerWords()[w] && verb != "":
			pointed = true
		case pointed && (pointerOnes()[w] || e.itemNoun(w)):
		case verb != "" && i > 0 && words[i-1] == "the" && e.itemNoun(w) && !strings.HasSuffix(w, "s"):
			pointed = true // "delete the note" right after one was shown
		case verb == "" && (deleteVerbs()[w] || e.anyTaskVerb(w)):
			verb = w
		case pointedFraming()[w]:
		case i > 0 && pointerWords()[words[i-1]] && e.itemNoun(w):
		default:
			return turnCmd{}, false // a word of its own: a title, a request of its own
		}
	}
	item := e.shownItem()
	if verb == "" || !pointed {
		return turnCmd{}, false
	}
	if item == "" {
		return e.pointedSeveral(text, verb) // "read it" after a list of three: which, by name (item_named.go)
	}
	for _, a := range e.domain.Agents {
		s := a.OnlyShortText()
		if s == nil || !a.ExposeToUser || !e.taskVerb(a, verb) && !(deleteVerbs()[verb] && e.deletes(a)) {
			continue
		}
		if l := e.sess.Last; l != nil && l.Agent == a.Name && a.HasSideEffects() {
			return turnCmd{}, false // "delete it" after the delete: that is done
		}
		c := turnCommand(agents.CmdStartTask, execListPick, text)
		c.a, c.Scope, c.Value = a, s.Name, item
		c.shown = "start_task(" + a.Name + ", " + s.Name + "=" + item + ")"
		c.why = "the " + e.itemWord() + " just shown"
		return c, true
	}
	if !deleteVerbs()[verb] {
		return turnCmd{}, false
	}
	what := "delete " + e.itemWord() + "s"
	return answerCmd(agents.CmdCannotHandle, "delete", text, "no agent here can "+what, prompts.CannotDoHere(what, e.capabilityPhrases(), false)), true
}

// deletes reports a task that removes a thing: a delete verb in its task.
func (e *Engine) deletes(a *agents.Agent) bool {
	for _, w := range reading.Words(a.TaskPhrase()) {
		if deleteVerbs()[w] {
			return true
		}
	}
	return false
}

// anyTaskVerb reports a word one of the tasks that take a title is asked
// with ("read", "open", "delete").
func (e *Engine) anyTaskVerb(w string) bool {
	if e.itemNoun(w) || pointedFraming()[w] || pointerWords()[w] {
		return false
	}
	for _, a := range e.domain.Agents {
		if a.OnlyShortText() != nil && e.taskVerb(a, w) {
			return true
		}
	}
	return false
}

// itemWord is what the domain keeps by title, in one word: the last word
// of the task of the first agent that takes a title ("write a note":
// note); "item" when none says.
func (e *Engine) itemWord() string {
	for _, a := range e.domain.Agents {
		if titleSlot(a) == nil {
			continue
		}
		if w := reading.Words(a.TaskPhrase()); len(w) > 0 {
			return strings.TrimSuffix(w[len(w)-1], "s")
		}
	}
	return "item"
}

// itemNoun reports a word for the things the domain keeps by title: the
// last word of a task that takes one ("note", "notes", "to-do").
func (e *Engine) itemNoun(w string) bool {
	w = strings.TrimSuffix(strings.ReplaceAll(w, "-", ""), "s")
	if w == "" {
		return false
	}
	for _, a := range e.domain.Agents {
		if titleSlot(a) == nil && a.OnlyShortText() == nil {
			continue
		}
		if t := reading.Words(strings.ReplaceAll(a.TaskPhrase(), "-", "")); len(t) > 0 && strings.TrimSuffix(t[len(t)-1], "s") == w {
			return true
		}
	}
	return false
}
