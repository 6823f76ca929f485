package concierge

// A question about what ONE thing holds, by its title (tryout 35's notes
// 10 and 01): "whats in mom bday?", "what does my groceries note say",
// "what's on the shopping one", "what did i put in the recipe note". The
// words that weigh a route are "what" and "in", so the list answered with
// the titles that matched ("1 note matches "mom bday": mom bday") and "put"
// even started a to-do. The thing asked about is a value: the one agent
// that reads a thing by its title, changing nothing, takes it. A kind of
// things ("whats on my todo list", "what's in my notes") stays the list's.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// contentsVerbs say what was done with the contents: "what did i put in X".
var contentsVerbs = lazyWordSet(`put write wrote written save saved jot jotted note noted keep kept store stored add added type typed`)

// contentsInto stand between the question and the thing it holds.
var contentsInto = lazyWordSet(`in on inside into under within`)

// contentsFrame are the words around the thing's title that are not of
// it: "the", "my", "note", "one".
var contentsFrame = lazyWordSet(`the my our that this a note one entry file page again please pls plz now atm right say says said`)

// contentsKinds name a kind of things or a place, never one thing by its
// title: "what's in my notes", "whats on my todo list", "whats in there".
var contentsKinds = lazyWordSet(`notes list lists todo todos to do to-do to-dos stuff things items everything anything something
	there here it them those these notebook pad app system account folder all any`)

// contentsTitle is the thing's title in a question about what it holds,
// "" when the message is no such question.
func contentsTitle(text string) string {
	ws := reading.Words(strings.NewReplacer("'", "", "’", "").Replace(withoutFillerOpener(text)))
	for len(ws) > 0 && (ws[0] == "please" || ws[0] == "pls" || ws[0] == "can" || ws[0] == "could" || ws[0] == "you" || ws[0] == "u" ||
		ws[0] == "show" || ws[0] == "tell" || ws[0] == "me" || ws[0] == "just") {
		ws = ws[1:] // "show me whats in groceries"
	}
	rest, ok := afterContentsQuestion(ws)
	if !ok {
		return ""
	}
	var title []string
	for _, w := range rest {
		switch {
		case contentsKinds()[w]:
			return "" // "whats in my notes": the list's
		case contentsFrame()[w]:
			if len(title) > 0 && (w == "note" || w == "one" || w == "say" || w == "says" || w == "said" || w == "again" || w == "please" || w == "pls" || w == "now") {
				continue // "the groceries note", "my groceries note say"
			}
			if len(title) > 0 {
				title = append(title, w) // "mom and that": a word inside the title
			}
		default:
			title = append(title, w)
		}
	}
	if len(title) == 0 || len(title) > 4 {
		return ""
	}
	return strings.Join(title, " ")
}

// afterContentsQuestion is what follows the question's own words: "whats
// in", "what is written on", "what does … say", "what did i put in".
func afterContentsQuestion(ws []string) ([]string, bool) {
	if len(ws) < 2 {
		return nil, false
	}
	i := 0
	switch ws[0] {
	case "whats", "wats", "whatre":
		i = 1
	case "what", "wat", "wot":
		i = 1
		if i < len(ws) && (ws[i] == "is" || ws[i] == "s") {
			i++
		}
	default:
		return nil, false
	}
	if i < len(ws) && (ws[i] == "does" || ws[i] == "do") {
		// "what does my groceries note say": the thing, then say
		last := ws[len(ws)-1]
		if last != "say" && last != "says" && last != "said" {
			return nil, false
		}
		return ws[i+1 : len(ws)-1], true
	}
	if i < len(ws) && (ws[i] == "did" || ws[i] == "have" || ws[i] == "ve") {
		// "what did i put in the groceries note"
		i++
		if i < len(ws) && (ws[i] == "i" || ws[i] == "we") {
			i++
		}
		if i >= len(ws) || !contentsVerbs()[ws[i]] {
			return nil, false
		}
		i++
		if i < len(ws) && ws[i] == "down" {
			i++
		}
	} else if i < len(ws) && (contentsVerbs()[ws[i]] || ws[i] == "there") {
		i++ // "whats written in groceries", "whats saved under recipe"
	}
	if i >= len(ws) || !contentsInto()[ws[i]] {
		return nil, false
	}
	return ws[i+1:], true
}

// contentsRead reads a question about what one thing holds, by its title,
// as start_task of the agent that reads a thing by its title; ok is false
// for any other message, or when the domain has no one such agent. It
// only reads.
func (e *Engine) contentsRead(text string) (turnCmd, bool) {
	if e.sess.Speaker != "" || e.sess.Pending.Approval != nil || e.planWaits() || e.sess.Pending.Secret != nil {
		return turnCmd{}, false
	}
	title := contentsTitle(text)
	if title == "" {
		return turnCmd{}, false
	}
	a, s := e.titleReader()
	if a == nil {
		return turnCmd{}, false
	}
	v, err := s.Normalize(title, nil)
	if err != nil {
		return turnCmd{}, false
	}
	c := turnCommand(agents.CmdStartTask, execBareValue, text)
	c.a, c.Scope, c.Value = a, s.Name, v
	c.shown = "start_task(" + a.Name + ", " + s.Name + "=" + v + ")"
	c.why = "the message asks what one " + itemNoun(a) + " holds, by its " + s.LabelOrName()
	return c, true
}

// titleReader is the domain's one agent that takes a thing's title alone
// and changes nothing (read_note), with its title slot; nil when none or
// more than one.
func (e *Engine) titleReader() (*agents.Agent, *agents.Slot) {
	var found *agents.Agent
	var slot *agents.Slot
	for _, a := range e.domain.Agents {
		s := a.OnlyShortText()
		if !a.ExposeToUser || s == nil || len(s.FreeCues()) == 0 || a.HasSideEffects() {
			continue
		}
		if found != nil {
			return nil, nil
		}
		found, slot = a, s
	}
	return found, slot
}
