package concierge

// A thing named by a word of its title (R50; notes39, tryout 33): "delete
// the plumber one", "get rid of the dentist reminder" asked the title
// again with "I didn't use plumber", and "bin the milk note", "scrap the
// plumber note" were read as a cancel of nothing. Two parts, for any
// domain that keeps things by title and lists them:
//   - a verb that removes, said of a thing with a word of its own beside
//     the item's noun ("bin the milk note", "ditch the plumber one") or of
//     a title seen here ("scrap milk"), is the task that deletes, never a
//     cancel; "scrap that", "bin it" (no word of their own) stay what
//     they were;
//   - a task that takes one existing item by title (it deletes, or it
//     reads without changing anything), asked with no title taken, looks
//     at the list once (as item_absent.go does) for the item the words
//     name: one is its title (a delete still asks its approval), several
//     are named back and the title asked.

import (
	"cmp"
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// execNamedItem starts the task that deletes, reading the message for its
// title.
const (
	execNamedItem      turnExec = iota + 11300
	execPointedSeveral          // start_task: "read it" after a list of several, the items named and which asked
)

// namedFraming are words that say nothing of which item is meant: "the
// one about the plumber", "that note called milk".
var namedFraming = lazyWordSet(`one ones called titled named about with saying says that this it its those these thing things entry item reminder reminders my your from on in list`)

// wholeWords say the request is about everything, never one item: "scrap
// the whole thing", "bin all my notes" (items_missing.go says so).
var wholeWords = lazyWordSet(`all every everything whole entire rest lot`)

// ownWords are the words of text that may name an item: not the verb, not
// framing, not the item's noun.
func (e *Engine) ownWords(text string) []string {
	var out []string
	for _, w := range reading.Words(strings.ReplaceAll(text, "-", "")) {
		if pointedFraming()[w] || namedFraming()[w] || pointerWords()[w] || deleteVerbs()[w] || e.itemNoun(w) || e.anyTaskVerb(w) || fillerWords()[w] {
			continue
		}
		out = append(out, w)
	}
	return out
}

// namedItemRead reads "bin the milk note": a verb that removes, first
// after framing, then words of the thing's own with the item's noun or
// "one" beside them, or words that are a title seen here. ok is false for
// anything else, a cancel with no word of its own included.
func (e *Engine) namedItemRead(text string) (turnCmd, bool) {
	if e.sess.Speaker != "" || e.sess.Pending.Approval != nil || e.planWaits() || e.sess.Pending.Secret != nil || e.sess.Agenda.Depth() > 0 || !e.keepsTitled() {
		return turnCmd{}, false
	}
	words := reading.Words(strings.ReplaceAll(text, "-", ""))
	if len(words) == 0 || len(words) > 14 {
		return turnCmd{}, false
	}
	verb := -1
	for i, w := range words {
		if deleteVerbs()[w] {
			verb = i
			break
		}
		if !pointedFraming()[w] && !fillerWords()[w] {
			return turnCmd{}, false // a word before the verb: another request
		}
	}
	if verb < 0 {
		return turnCmd{}, false
	}
	noun := false
	for _, w := range words[verb+1:] {
		if wholeWords()[w] {
			return turnCmd{}, false
		}
		noun = noun || e.itemNoun(w) || w == "one"
	}
	own := e.ownWords(strings.Join(words[verb+1:], " "))
	if len(own) == 0 || !noun && !e.seenValue(strings.Join(own, " ")) || e.saysPlace(own) {
		return turnCmd{}, false // "delete the last note": a place (list_place_implicit.go)
	}
	for _, a := range e.domain.Agents {
		if a.OnlyShortText() == nil || !a.ExposeToUser || !e.deletes(a) {
			continue
		}
		c := turnCommand(agents.CmdStartTask, execNamedItem, text)
		c.a = a
		c.shown = "start_task(" + a.Name + ")"
		c.why = "a " + e.itemWord() + " named with a verb that removes it"
		return c, true
	}
	return turnCmd{}, false
}

// saysPlace reports words that are a place in the list ("last", "2nd").
func (e *Engine) saysPlace(own []string) bool {
	_, _, place := placeOfValue(strings.Join(own, " "), e.itemWord())
	return place
}

// runNamedItem starts the task with the message as its request; after a
// list of several, the items are named before its question.
func (e *Engine) runNamedItem(t *turn, c turnCmd) (step, bool) {
	switch c.exec {
	case execNamedItem:
		return enterStep(c.a, c.From, true), true
	case execPointedSeveral:
		t.say(c.Text)
		return enterStep(c.a, c.From, false), true
	}
	return stop, false
}

// pointedSeveral reads "read it", "open that one" right after a list of
// several: the task whose verb is said, its title asked with the items
// named (tryout 33, 09). ok is false when no list of several was shown.
func (e *Engine) pointedSeveral(text, verb string) (turnCmd, bool) {
	items := e.listShown()
	if len(items) < 2 {
		return turnCmd{}, false
	}
	for _, a := range e.domain.Agents {
		if !e.takesExisting(a) || !a.ExposeToUser || !e.taskVerb(a, verb) && !(deleteVerbs()[verb] && e.deletes(a)) {
			continue
		}
		c := turnCommand(agents.CmdStartTask, execPointedSeveral, text)
		c.a = a
		c.Text = fmt.Sprintf("There are %d %ss: %s.", len(items), cmp.Or(itemNoun(a), "item"), joinAnd(items))
		c.shown = "start_task(" + a.Name + ")"
		c.why = "one of the " + e.itemWord() + "s just listed, not said which"
		return c, true
	}
	return turnCmd{}, false
}

// takesExisting reports a task that takes one item there is, by title: it
// deletes, or it changes nothing; its one value is a title (titleSlot).
func (e *Engine) takesExisting(a *agents.Agent) bool {
	s := a.OnlyShortText()
	if s == nil || titleSlot(a) != s || hasSecretSlot(a) {
		return false // a look-up by name (a company) is no item of a list
	}
	return !a.HasSideEffects() || e.deletes(a)
}

// titleFromList fills a's title from the domain's list when the message
// names one item there by a word of its title, or names back the several
// it may mean. done is true when it filled the title or said which: the
// words were used, so none is said back as unused.
func (e *Engine) titleFromList(t *turn, a *agents.Agent, text string) (done bool) {
	lst := e.ownListAgent()
	if lst == nil || lst == a || !e.takesExisting(a) {
		return false
	}
	s := a.OnlyShortText()
	w := e.sess.WorkFor(a.Name)
	if strings.TrimSpace(w.Slots[s.Name]) != "" {
		return false
	}
	if e.saysPlace(e.ownWords(text)) {
		return false // "delete my oldest note": a place, taken at the call (list_place_implicit.go)
	}
	own := map[string]bool{}
	for _, x := range e.ownWords(text) {
		if len([]rune(x)) >= 3 {
			own[x] = true
		}
	}
	if len(own) == 0 {
		return false
	}
	items, ok := e.listedNow(t, lst)
	if !ok || len(items) == 0 {
		return false
	}
	found := itemsNamed(items, own)
	switch {
	case len(found) == 1:
		w.Slots[s.Name] = found[0]
		e.note(state.NoteRoute, fmt.Sprintf("The %s is %q: the one in the list (%s) the message names", s.LabelOrName(), found[0], lst.Name))
		return true
	case len(found) > 1:
		e.note(state.NoteRoute, fmt.Sprintf("Several in the list (%s) have the words said: %s", lst.Name, strings.Join(found, ", ")))
		t.say(fmt.Sprintf("More than one %s could be that one: %s.", cmp.Or(itemNoun(a), "item"), joinOr(found)))
		return true
	}
	return false
}

// itemsNamed are the items whose title is all words said (the longest:
// "gift ideas" over "gift" when both are said), or failing that, those
// with a word said in their title.
func itemsNamed(items []string, own map[string]bool) []string {
	var whole, some []string
	most := 0
	for _, it := range items {
		all, any := true, false
		n := 0
		for _, x := range reading.Words(strings.ReplaceAll(it, "/", " ")) {
			if len([]rune(x)) < 3 || x == "todo" {
				continue // "a", "to", the to-do's "todo/" mark
			}
			n++
			all = all && own[x]
			any = any || own[x]
		}
		switch {
		case n > 0 && all && n > most:
			whole, most = []string{it}, n
		case n > 0 && all && n == most:
			whole = append(whole, it)
		case n > 0 && all:
		case any:
			some = append(some, it)
		}
	}
	if len(whole) > 0 {
		return whole
	}
	return some
}
