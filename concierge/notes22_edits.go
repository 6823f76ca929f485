package concierge

// A change of what was saved, said in other words (issue 24): "change it
// to read call bob", "edit it to say …", "can you change the text to …",
// "update the note so it reads …". Right after a note was written, the
// note cannot be edited, so its corrected call is offered as a new one,
// asked first (correct_after_saved.go) — before, "read" sent the message
// to the note reader, and "can you change the text to" became the text.
// With nothing just written that can be offered again, the user is told
// plainly what is possible: nothing saved can be changed here, and what
// can be done instead. It only reads.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// editLead opens a change of what something says: the verb, what is
// changed (it, the note, the text, the title …) and "to read", "to say",
// "so it says" or a bare "to".
var editLead = reading.Lazy(`(?i)^\W*(?:(?:ok|okay|oh|hey|actually|wait|and|so|um|hmm)[,\s]+)*(?:(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|pls\s+)?|please\s+|pls\s+|i\s+(?:want|need|wanna|would\s+like)\s+(?:to\s+)?)?` +
	`(?:change|edit|update|rewrite|re-write|amend|modify|alter|fix|correct|make)\s+` +
	`(?P<what>it|that|this|the\s+note|my\s+note|that\s+note|this\s+note|the\s+text|its\s+text|the\s+title|its\s+title|the\s+name|the\s+(?:\w+\s+)?note|the\s+to-?do|that\s+to-?do|the\s+reminder)\s*` +
	`(?:so\s+(?:that\s+)?it\s+(?:says|reads)|to\s+(?:say|read)|(?:to\s+)?(?:say|read)s?|to|into|as)[\s:,]+`)

// editedWhat is what an edit lead changes, "" for a message without one.
func editedWhat(text string) (what, rest string) {
	m := editLead.FindStringSubmatchIndex(text)
	if m == nil {
		return "", ""
	}
	i := editLead.SubexpIndex("what")
	return strings.ToLower(text[m[2*i]:m[2*i+1]]), strings.TrimSpace(text[m[1]:])
}

// editNothingRead answers a change of something saved when nothing just
// written can be offered again: told plainly it cannot be changed here,
// and what can be done. ok is false for any other message.
func (e *Engine) editNothingRead(text string) (turnCmd, bool) {
	if e.sess.Speaker != "" || e.sess.Pending.Approval != nil || e.planWaits() {
		return turnCmd{}, false
	}
	what, rest := editedWhat(text)
	if what == "" || rest == "" {
		return turnCmd{}, false
	}
	if l := e.sess.Last; l != nil {
		if a := e.domain.Agent(l.Agent); a != nil && redoesUneditable(a) {
			return turnCmd{}, false // right after a note: offered again, corrected (correct_last.go)
		}
	}
	for _, a := range e.domain.Agents {
		for _, w := range reading.Words(strings.ToLower(a.Name + " " + a.TaskPhrase())) {
			if w == "edit" || w == "change" || w == "update" || w == "rename" {
				return turnCmd{}, false // a domain that edits: its agent's
			}
		}
	}
	reply := prompts.CannotDoHere("change what is already saved", e.capabilityPhrases(), false)
	return sayCmd(agents.CmdCannotHandle, "cannot_handle — nothing saved can be changed here", text, reply, false), true
}

// editSlotWords are the words of an edit lead that name the slot changed:
// "the title" names the title; "it", "the note" name none (the text).
func editSlotWords(text string) []string {
	what, _ := editedWhat(text)
	switch what {
	case "", "it", "that", "this":
		return nil
	}
	return reading.Words(what)
}

// anotherLead opens one more of what was just added: "one more to-do:
// call dad", "another: wash the car", "add another one - buy eggs", "and
// one more note: …".
var anotherLead = reading.Lazy(`(?i)^\W*(?:(?:and|oh|ok|okay|also|plus|so)[,\s]+)*(?:one\s+more(?:\s+thing)?|another(?:\s+one)?|add\s+(?:one\s+more|another(?:\s+one)?)|also\s+add)` +
	`(?:\s+(?P<kind>to-?dos?|todo\s+item|tasks?|reminders?|notes?|items?|things?))?\s*(?:[:\-–,]\s*|\s+)(?P<rest>\S.*)$`)

// anotherRead reads one more of what was just added into the request
// itself, routed: "one more to-do: call dad" is "add a todo: call dad",
// said in the words of the agent the kind names, else of the agent that
// just added one; ok is false for any other message. It only reads.
func (e *Engine) anotherRead(text string) (turnCmd, bool) {
	if e.sess.Speaker != "" || e.sess.Pending.Approval != nil || e.planWaits() {
		return turnCmd{}, false
	}
	m := anotherLead.FindStringSubmatch(strings.TrimSpace(text))
	if m == nil {
		return turnCmd{}, false
	}
	kind, rest := m[anotherLead.SubexpIndex("kind")], strings.TrimSpace(m[anotherLead.SubexpIndex("rest")])
	var a *agents.Agent
	if kind != "" && kind != "thing" && kind != "things" && kind != "item" && kind != "items" {
		if best, ok := e.router.Best("add a "+strings.TrimSuffix(strings.ToLower(kind), "s"), e.domain.Agents); ok && best.Core {
			a = best.Agent
		}
	}
	if a == nil && e.sess.Last != nil {
		if l := e.domain.Agent(e.sess.Last.Agent); l != nil && redoesUneditable(l) {
			a = l // "another: wash the car" after a to-do: another to-do
		}
	}
	if a == nil || !a.ExposeToUser || len(a.Examples) == 0 || rest == "" {
		return turnCmd{}, false
	}
	said := a.Examples[0] + ": " + rest
	c := turnCommand(agents.CmdStartTask, execSayRoute, said)
	c.shown = "start_task(" + a.Name + ") — one more of what was added: " + quoteValue(rest)
	return c, true
}
