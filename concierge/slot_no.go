package concierge

// A bare "no" at a slot's question (R25, R27; issue 24): it answers
// nothing asked, and the question said again alone leaves the user where
// they were. The reply says how to go on — the value, or "cancel" to drop
// the task. A no to the whole task ("no, forget it", "nah not now") drops
// it, as any cancel does.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// bareNo is a no and nothing else: "no", "nope", "nah", "no thanks".
var bareNo = reading.Lazy(`^(?:(?:no+|nope|nah+|naw|nop|negative|no thanks|no thank you|no ty|nope nope|no no)\s*)+$`)

// notNow turns the task down for now: "nah not now", "not today", "maybe
// later".
var notNow = reading.Lazy(`^(?:(?:no+|nope|nah+|naw|sorry|um+|hmm+)\s+)*(?:not now|not right now|not today|not at the moment|maybe later|another time|some other time|later maybe)$`)

// noThanks turns the task down politely: a no with thanks, or the user
// saying they are fine without it — "no thanks", "nah i'm good", "no
// need", "i'm alright thanks", "no it's fine". A bare "no" is not one: it
// may only refuse the question (noAtSlot says how to go on).
var noThanks = reading.Lazy(`^(?:(?:oh|ah|um+|hmm+|well|actually|ok|okay|erm|uh)\s+)*(?:` +
	`(?:(?:no+|nope|nah+|naw)\s+)+(?:thanks|thank you|thank u|thanks though|thx|ty|cheers|ta)(?:\s+(?:anyway|though|all the same|mate|tho))?|` +
	`(?:(?:no+|nope|nah+|naw)\s+)*(?:i'?m|i am|we'?re|we are)\s+(?:good|fine|ok|okay|alright|all right|set|sorted|all set)(?:\s+(?:thanks|thank you|thx|ty|cheers|for now|actually))*|` +
	`(?:(?:no+|nope|nah+|naw)\s+)*(?:no need|not needed|no point|don'?t bother|not necessary|(?:i\s+)?don'?t need (?:it|one|to|that)|it'?s fine|it'?s ok|it'?s okay|that'?s fine|that'?s ok|that'?s okay|all good|all good here)(?:\s+(?:thanks|thank you|thx|ty|cheers|actually|anymore|any more))*` +
	`)$`)

// noThanksAtPrompt reports a task turned down politely at its question.
func noThanksAtPrompt(text string) bool {
	return noThanks.MatchString(strings.ReplaceAll(normalise(text), "’", "'"))
}

// noAtSlot answers a bare no at the question of a's next slot with how to
// go on; ok is false for any other message.
func (e *Engine) noAtSlot(t *turn, a *agents.Agent, text string) (turnCmd, bool) {
	s := a.NextSlot(e.filled(t, a))
	n := normalise(text)
	neither := s != nil && len(s.Choices) > 1 && neitherChoice.MatchString(n)
	if rest, ok := reading.YeahNah(n); ok && (rest == "" || bareNo.MatchString(rest) || rest == "mate" || rest == "thanks") {
		n = "no" // "yeah nah", "ya nah mate": a no (bank32)
	}
	if s == nil || s.Kind == agents.KindSecret || !bareNo.MatchString(n) && !neither || len(s.Choices) > 0 && e.answersAsked(t, text) {
		// a slot whose choices take "no" reads it as its answer; no free
		// text is made of no-words only
		return turnCmd{}, false
	}
	// the question is said in the words of the task in hand: at the
	// balance asked for a transfer, "To transfer money I still need …",
	// never "To check a balance" (issue 24, bank22b)
	task, what := a.TaskPhrase(), s.LabelOrName()
	reply := fmt.Sprintf("OK. To %s I still need the %s: tell me it when you're ready, or say \"cancel\" to drop it.", task, what)
	if w, r, ok := e.waitingOn(a); ok {
		task = w.TaskPhrase()
		reply = fmt.Sprintf("OK. To %s I still need the %s: tell me it when you're ready, or say \"cancel\" to drop it.", task, what)
		if r.Ask != "" && s.Kind == agents.KindEnum {
			reply = fmt.Sprintf("OK. To %s I still need to know this: %s Or say \"cancel\" to drop it.", task, e.askWithChoices(w, r, s))
		}
	}
	if neither {
		// "neither" at "Checking or Savings?": only those can be used here
		reply = fmt.Sprintf("To %s I can only use %s. Say which, or \"cancel\" to drop it.", task, orList(choiceValues(s)))
	}
	c := sayCmd(agents.CmdReject, "a no at "+a.Name+"'s question about "+s.LabelOrName()+" — said how to go on", text, reply, false)
	c.Agent = a.Name
	return c, true
}

// neitherChoice is "neither", "none of them", "neither of those" said
// alone at a question with choices.
var neitherChoice = reading.Lazy(`^(?:(?:no+|nope|nah+|um+|hmm+|uh+|well)\s+)*(?:neither|neither one|neither of (?:them|those|these|the two)|none|none of (?:them|those|these))(?:\s+(?:really|tbh|sorry|thanks))*$`)

// choiceValues are a slot's choices by value.
func choiceValues(s *agents.Slot) []string {
	out := make([]string, len(s.Choices))
	for i, c := range s.Choices {
		out[i] = c.Value
	}
	return out
}

// notNowAtPrompt reports a task turned down for now at its question.
func notNowAtPrompt(text string) bool {
	return notNow.MatchString(normalise(text))
}
