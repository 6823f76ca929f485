package concierge

// Two ordinary words typed at a sign-in's name question that name a thing
// or ask for one (issue 24): "shopping list", "work stuff", "meeting notes"
// at "Whose notes?" were read as an owner and a PIN (R55's two-word rule),
// tried, failed, and remembered as secrets ("Whose ••••••?" after "meeting
// notes"). They are a title or a request: never a sign-in pair, never
// masked. R55's guarantee stands for anything else: "ada 1815", "seldo
// monkey", "mark sunshine" are still a pair, masked. What the line is, the
// loop says: kept for the task that waits, when its question is a title
// the line answers, or told that it is no name.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// thingLead reports a word that opens a name of a thing or a request,
// never a person's name: "my notes", "the list", "all notes".
func thingLead(w string) bool {
	switch w {
	case "my", "our", "your", "the", "a", "an", "all", "every", "some", "any", "this", "that", "these", "those",
		"his", "her", "their", "mine", "new", "old", "other", "another", "each":
		return true
	}
	return false
}

// keptThingWord reports a word that names a kind of thing kept, whatever
// the domain: a password is never "list" or "stuff".
func keptThingWord(w string) bool {
	switch w {
	case "list", "lists", "stuff", "things", "thing", "items", "item", "ideas", "idea", "plans", "plan", "notes", "note",
		"memo", "memos", "reminders", "reminder", "todo", "todos", "to-do", "to-dos", "tasks", "task", "errands", "chores",
		"recipes", "recipe", "draft", "drafts", "journal", "diary", "log", "minutes", "agenda", "checklist", "checklists",
		"page", "pages", "file", "files", "doc", "docs", "document", "documents", "records", "record", "details", "info",
		"wishlist", "bucket", "goals", "goal", "thoughts":
		return true
	}
	return false
}

// thingPair reports two words at a name question that name a thing or
// ask for one, not a name and a password: both ordinary words, none a user
// the domain names, and one of them a word that opens a thing's name, a
// kind of thing kept, or a word of the domain's own requests.
func (e *Engine) thingPair(text string) bool {
	words := strings.Fields(text)
	if len(words) != 2 {
		return false
	}
	w0, w1 := reading.ASCIILower(strings.Trim(words[0], `"'.,!?`)), reading.ASCIILower(strings.Trim(words[1], `"'.,!?`))
	if w0 == "" || w1 == "" || e.knownUser(w0) || e.knownUser(w1) {
		return false
	}
	if thingLead(w0) && (reading.EnglishWord(w1) || keptThingWord(w1)) {
		return true // "my notes", "the list"
	}
	for _, w := range []string{w0, w1} {
		if !reading.EnglishWord(w) && !keptThingWord(w) {
			return false // "seldo monkey", "ada 1815": a name, a password
		}
	}
	return keptThingWord(w1) || keptThingWord(w0) || e.domainThingWord(w1) || e.domainThingWord(w0)
}

// domainThingWord reports a word of four letters or more that the
// domain's requests use (an agent's title, task, intro or examples): "notes"
// in the notes domain, "balance" in the bank's.
func (e *Engine) domainThingWord(w string) bool {
	if len(w) < 4 || stopWordsAtName()[w] {
		return false
	}
	for _, a := range e.domain.Agents {
		for _, phrase := range append([]string{a.Title, a.Task, a.Intro}, a.Examples...) {
			for _, pw := range strings.Fields(reading.ASCIILower(phrase)) {
				if pw = strings.Trim(pw, `"'.,!?()`); pw == w || pw+"s" == w {
					return true
				}
			}
		}
	}
	return false
}

// thingAtName answers a thing's name typed at the sign-in's name question
// s of a: kept as the text a waiting task asks next ("shopping list" for
// the note to read), or said to be no name. ok is false for any other line.
func (e *Engine) thingAtName(t *turn, a *agents.Agent, s *agents.Slot, text string) (ok bool) {
	if h := agents.SecretHintsFor(a, s.Name); !h.UserAsked || !e.thingPair(text) {
		return false
	}
	if best, ok := e.router.Best(text, e.domain.Agents); ok && best.Core && best.Agent != a {
		return false // "my balance": a request of its own, which waits for the sign-in
	}
	e.note(state.NoteProgress, "Not taken as the "+s.LabelOrName()+": the name of a thing or a request, no sign-in")
	if owner, slot := e.waitingTextSlot(a); owner != nil && !thingLead(reading.ASCIILower(strings.Fields(text)[0])) {
		v := strings.Trim(strings.TrimSpace(text), `"'.!?`)
		e.sess.WorkFor(owner.Name).Slots[slot.Name] = v
		e.note(state.NoteProgress, "Kept "+quoteValue(v)+" as the "+slot.LabelOrName()+" for "+owner.Name+", which waits")
		t.say(prompts.KeptForLater(quoteValue(v), owner.TaskPhrase()))
		return true
	}
	t.say(prompts.NotUsernameThing())
	return true
}

// waitingTextSlot is the task on the agenda waiting for the sign-in whose
// next question is a short text (a note's title), and that slot.
func (e *Engine) waitingTextSlot(signIn *agents.Agent) (*agents.Agent, *agents.Slot) {
	for _, task := range e.sess.Agenda {
		a := e.domain.Agent(task.Agent)
		if !task.IsTask() || a == nil || a == signIn {
			continue
		}
		s := a.NextSlot(e.sess.WorkFor(a.Name).Slots)
		if s == nil || s.Kind != agents.KindText || s.Long {
			return nil, nil
		}
		return a, s
	}
	return nil, nil
}

// quoteValue quotes a value said back: "shopping list".
func quoteValue(v string) string { return `"` + v + `"` }
