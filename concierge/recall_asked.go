package concierge

// A question about what the user kept on a topic (tryout 40, notes 15):
// "what did i write about the wifi again" was routed on the word "write"
// to the note taker, which asked for a title, and the user's protest was
// then kept as the new note's text. "What did I write/jot/put/save about
// X", "what was that note about X", "did I note anything about X", "do I
// have a note on X", "find my note on X" ask what is already kept: the
// domain's listing (kept_asked.go) runs with the message, so the list is
// narrowed by the topic's words (agents/domainfile/narrow.go), and nothing
// is written. A request to write ("write a note about the wifi") has no
// such question's words and is read as before.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// recallVerbs say what was done to keep a thing, in the past or bare
// after "did": "what did i write", "what have i jotted down".
var recallVerbs = lazyWordSet(`write wrote written writ rite wrtie wirte note noted jot jotted put save saved keep kept store stored
	add added type typed record recorded make made leave left log logged have had got`)

// recallAbout introduce the topic: "about the wifi", "on the router", "re: wifi".
var recallAbout = lazyWordSet(`about abt bout abut abotu on re regarding concerning for`)

// recallThing name a kept thing in "what was that note about X", "find
// my note on X".
var recallThing = lazyWordSet(`note notes one thing things entry entries stuff anything something`)

// recallLead are the words said before the question that add nothing:
// "ok so", "hey quick q", "wait".
var recallLead = lazyWordSet(`ok okay so and also hey um uh umm hmm oh ah wait well btw quick q question pls please just
	can could you u remind me tell`)

// recallTail are the words after the topic that add nothing: "again",
// "earlier", "pls".
var recallTail = lazyWordSet(`again earlier before yesterday already today lately recently pls please plz thanks now then lol tho`)

// recallTopic is the topic of a question about what the user kept on it,
// "" when the message is no such question.
func recallTopic(text string) string {
	ws := reading.Words(strings.NewReplacer("'", "", "’", "").Replace(withoutFillerOpener(text)))
	for len(ws) > 0 && recallLead()[ws[0]] {
		ws = ws[1:]
	}
	rest, ok := afterRecallQuestion(ws)
	if !ok {
		return ""
	}
	for len(rest) > 0 && recallTail()[rest[len(rest)-1]] {
		rest = rest[:len(rest)-1]
	}
	for len(rest) > 0 && (rest[0] == "the" || rest[0] == "my" || rest[0] == "that" || rest[0] == "this" || rest[0] == "our") {
		rest = rest[1:]
	}
	if len(rest) == 0 || len(rest) > 5 {
		return ""
	}
	return strings.Join(rest, " ")
}

// afterRecallQuestion is what follows the question's own words and the
// word that introduces the topic; ok is false for any other message.
func afterRecallQuestion(ws []string) ([]string, bool) {
	at := func(i int, set map[string]bool) bool { return i < len(ws) && set[ws[i]] }
	is := func(i int, words ...string) bool {
		for _, w := range words {
			if i < len(ws) && ws[i] == w {
				return true
			}
		}
		return false
	}
	i := 0
	switch {
	case is(0, "what", "wat", "wot", "waht", "whta") && is(1, "did", "have", "ve", "had", "do") && is(2, "i", "we"):
		// "what did i write about X", "what have i saved on X"
		i = 3
		if !at(i, recallVerbs()) || is(1, "do") && !is(i, "have", "got", "keep") {
			return nil, false // "what do i write about X?" asks for advice
		}
		i++
	case is(0, "what", "wat", "wot", "waht", "whats", "wats") && is(1, "was", "is", "s", "that", "the", "my"):
		// "what was that note about X", "whats that note on X"
		i = 1
		if is(i, "was", "is", "s") {
			i++
		}
		if !is(i, "that", "the", "my", "this") {
			return nil, false
		}
		i++
		if !at(i, recallThing()) {
			return nil, false
		}
		i++
		if is(i, "i", "we") && at(i+1, recallVerbs()) {
			i += 2 // "what was the note i made about X"
		}
	case is(0, "did", "didnt", "do", "dont", "have", "havent") && is(1, "i", "we"):
		// "did i note anything about X", "do i have a note on X"
		i = 2
		if is(i, "ever", "already", "even") {
			i++
		}
		if !at(i, recallVerbs()) {
			return nil, false
		}
		i++
	case is(0, "find", "search", "look", "pull", "dig", "fetch", "grab", "locate", "get", "show"):
		// "find my note on X", "pull up the note about X"
		i = 1
		if is(i, "up", "for", "me") {
			i++
		}
		if is(i, "me", "up") {
			i++
		}
		if !is(i, "my", "the", "that", "a", "any", "those") || !at(i+1, recallThing()) || is(i+1, "one", "thing", "things", "anything", "something") {
			return nil, false
		}
		i += 2
		if is(i, "i", "we") && at(i+1, recallVerbs()) {
			i += 2 // "find the note i wrote on X"
		}
	case is(0, "is", "was") && is(1, "there") && (is(2, "a", "any") && at(3, recallThing()) || at(2, recallThing())):
		// "is there a note about X", "was there anything on X"
		i = 3
		if is(2, "a", "any") {
			i = 4
		}
	default:
		return nil, false
	}
	if is(i, "down") {
		i++
	}
	if is(i, "a", "any") && at(i+1, recallThing()) {
		i += 2 // "did i write a note about X"
	} else if at(i, recallThing()) {
		i++ // "did i note anything about X"
	}
	if !at(i, recallAbout()) {
		return nil, false
	}
	return ws[i+1:], true
}

// recallRead reads a question about what the user kept on a topic as
// start_task of the domain's listing; ok is false for any other message,
// or when the domain has no one listing. It only reads.
func (e *Engine) recallRead(text string) (turnCmd, bool) {
	if e.sess.Speaker != "" || e.sess.Pending.Approval != nil || e.planWaits() || e.sess.Pending.Secret != nil {
		return turnCmd{}, false
	}
	topic := recallTopic(text)
	if topic == "" {
		return turnCmd{}, false
	}
	a := e.lister()
	if a == nil {
		return turnCmd{}, false
	}
	c := turnCommand(agents.CmdStartTask, execListKept, text)
	c.a, c.Agent = a, a.Name
	c.why = "the message asks what the user kept about " + topic + ", which " + a.Name + " finds"
	return c, true
}
