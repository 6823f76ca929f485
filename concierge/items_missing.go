package concierge

// A request for work on the things a domain keeps that none of its tasks
// does (R50's cannot_handle; issue 24, notes21): "delete all my notes",
// "rename the groceries note", "change the groceries note to say milk",
// "share my notes with bob", "export my notes". It is answered with what
// cannot be done and what can ("I can't rename notes here. Here I can
// write a note, …"), never a different task run ("delete all my notes"
// listed them) nor "I'm not sure how to help". A task of the domain asked
// with that verb ("delete a note") is the router's; only a domain that
// keeps things by title reads this (items_pointed.go).

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// itemActions are the kinds of work on kept things, by the verbs that ask
// for them (with their common slips): the words say what cannot be done.
var itemActions = []struct {
	what  string // "rename": said as "I can't rename notes here"
	verbs string
}{
	{"rename", `rename renam rname retitle retittle relabel`},
	{"edit", `edit edt eddit change chnage chang update updte modify amend alter rewrite reword`},
	{"share", `share shre send forward fwd email mail text whatsapp`},
	{"export", `export exprt download print backup sync`},
	{"copy", `copy duplicate clone`},
	{"move", `move`},
	{"merge", `merge combine`},
	{"archive", `archive`},
	{"pin", `pin star favourite favorite`},
	{"lock", `lock encrypt`},
	{"sort", `sort reorder`},
	{"restore", `restore undelete recover`},
}

// bulkWords make a delete one of everything: "delete all my notes".
var bulkWords = lazyWordSet(`all every evry evey everything evrything everythin everyting both them those these each entire whole`)

// clearVerbs empty the whole list in one word: "clear my notes".
var clearVerbs = lazyWordSet(`clear wipe purge empty`)

// itemActionReach is how many words after its verb the thing may be
// named: "rename the old groceries note".
const itemActionReach = 5

// missingActionRead reads a request for work on the domain's things that
// no task does into its answer; ok is false for anything else.
func (e *Engine) missingActionRead(text string) (turnCmd, bool) {
	if e.sess.Speaker != "" || e.sess.Pending.Approval != nil || e.planWaits() || e.sess.Pending.Secret != nil || e.sess.Agenda.Depth() > 0 || !e.keepsTitled() {
		return turnCmd{}, false
	}
	what, ok := "", false
	if clauses := splitClauses(text); len(clauses) > 1 {
		what, ok = e.bulkDeleteClauses(clauses) // "wipe everything, delete all my notes" (bulk_delete_clauses.go)
	} else if what, ok = e.missingAction(text); !ok {
		what, ok = e.bulkDeleteClauses(atDeleteVerbs(text)) // "nuke it all - delete every note"
	}
	if !ok {
		return turnCmd{}, false
	}
	said := prompts.CannotDoHere(what, e.capabilityPhrases(), false)
	if strings.HasPrefix(what, "delete all") {
		said += " " + prompts.DeleteOneAtATime(e.itemWord()) // how it can be done: honest, and nothing deleted
	}
	return answerCmd(agents.CmdCannotHandle, "item", text, "no agent here can "+what, said), true
}

// missingAction is the work one clause asks that no task does ("delete
// all your notes at once", "rename notes"); ok is false for anything else.
func (e *Engine) missingAction(text string) (string, bool) {
	fail := func() (string, bool) { return "", false }
	words := reading.Words(strings.ReplaceAll(text, "-", ""))
	i := 0
	for i < len(words) && (framing()[words[i]] || pointedFraming()[words[i]]) {
		i++
	}
	if i >= len(words) || len(words) > 16 {
		return fail()
	}
	verb, after := words[i], words[i+1:min(len(words), i+1+itemActionReach)]
	if verb == "get" && len(after) > 1 && after[0] == "rid" {
		verb, after = "rid", after[1:]
	}
	noun, plural, bulk, pointed := false, false, false, false
	for n, w := range after {
		if w == "called" || w == "titled" || w == "named" {
			after = after[:n] // "delete the note called "lecture notes"": the rest is its title
			break
		}
	}
	for _, w := range after {
		noun = noun || e.itemNoun(w)
		plural = plural || e.itemNoun(w) && strings.HasSuffix(w, "s")
		bulk = bulk || bulkWords()[w]
		pointed = pointed || pointerWords()[w]
	}
	if plural && !bulk && !everything(after) && asksWhetherCan(text, words) {
		plural = false // "can i delete notes?": whether notes can be deleted, not all of them (round 22's tester)
	}
	what := ""
	switch {
	case (deleteVerbs()[verb] || clearVerbs()[verb]) && (noun && bulk || plural || deleteVerbs()[verb] && everything(after)):
		what = "delete all your " + e.itemWord() + "s at once"
	case deleteVerbs()[verb]:
		return fail() // one thing deleted: the router's, or items_pointed.go's
	default:
		for _, k := range itemActions {
			if inList(strings.Fields(k.verbs), verb) {
				what = k.what + " " + e.itemWord() + "s"
				break
			}
		}
		named := noun || pointed && e.shownItem() != "" && k0(what) != "edit" || e.namesKnownTitle(after)
		if what == "" || !named {
			return fail()
		}
	}
	for _, a := range e.domain.Agents {
		if e.taskVerb(a, verb) && !deleteVerbs()[verb] && !clearVerbs()[verb] || strings.HasPrefix(what, "delete all") && deletesAll(a) {
			return fail() // a task of the domain is asked with that verb: the router's
		}
	}
	return what, true
}

// asksWhetherCan reports a question whether a thing can be done: "can i
// delete notes?", "is it possible to delete notes", "do you delete notes".
func asksWhetherCan(text string, words []string) bool {
	if len(words) == 0 {
		return false
	}
	switch words[0] {
	case "can", "could", "cant", "is", "do", "does", "how", "are", "may":
		return true
	}
	return strings.HasSuffix(strings.TrimSpace(text), "?")
}

// k0 is the first word of what.
func k0(what string) string {
	if f := strings.Fields(what); len(f) > 0 {
		return f[0]
	}
	return ""
}

// everything reports "everything" or "all of them" said after a delete.
func everything(after []string) bool {
	for i, w := range after {
		if w == "everything" || w == "all" && (i+1 == len(after) || after[i+1] == "of") {
			return true
		}
	}
	return false
}

// namesKnownTitle reports a title the session has shown or used among
// words: "rename groceries to food" after groceries was written.
func (e *Engine) namesKnownTitle(words []string) bool {
	known := map[string]bool{}
	add := func(l *stateLast) {
		if l == nil {
			return
		}
		if a := e.domain.Agent(l.Agent); a != nil {
			if s := titleSlot(a); s != nil && l.Slots[s.Name] != "" {
				known[strings.ToLower(l.Slots[s.Name])] = true
			}
		}
	}
	if l := e.sess.Last; l != nil {
		add(&stateLast{l.Agent, l.Slots})
		for _, o := range l.Earlier {
			add(&stateLast{o.Agent, o.Slots})
		}
	}
	for _, it := range e.listShown() {
		known[strings.ToLower(it)] = true
	}
	for _, w := range words {
		if known[w] {
			return true
		}
	}
	return false
}

// stateLast is a finished task's agent and values.
type stateLast struct {
	Agent string
	Slots map[string]string
}

// deletesAll reports a task asked to delete everything at once: an
// example with a delete verb and "all" ("clear all notes").
func deletesAll(a *agents.Agent) bool {
	for _, ex := range a.Examples {
		del, all := false, false
		for _, w := range reading.Words(ex) {
			del = del || deleteVerbs()[w] || clearVerbs()[w]
			all = all || bulkWords()[w]
		}
		if del && all {
			return true
		}
	}
	return false
}
