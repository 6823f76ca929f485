package concierge

// A yes/no or how question about how the product treats the user's
// things, which holds a task's verb (tryout 37, 11): "do my notes get
// deleted when i close this?" at the text question of a new note ran
// delete_note; "can i delete a todo later?", "will it remember my notes
// tomorrow?", "does adding a note need the pin?" are the same kind. The
// question is answered from what the product knows (what a task needs
// first, an agent's description) or said plainly to be unknown, and what
// waits is asked again; the task is never run. A request put as a
// question to the assistant ("can you delete the rent note?") names
// "you" and is no such question: it still runs.

import (
	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

var (
	// itsFate asks what becomes of the user's things: "do my notes get
	// deleted", "are my todos kept", "will it remember my notes",
	// "does it keep them after i close this".
	itsFate = reading.Lazy(`(?i)^(?:(?:wait|so|and|but|um|hmm|oh|ok|okay|hey|quick\s+q(?:uestion)?|btw|also|just\s+wondering)[,.!:]?\s+)*` +
		`(?:do|does|did|will|would|are|is|can|could|should|r)\s+(?:all\s+)?(?:my|the|our|these|those|your)?\s*(?:[a-z'-]+\s+)?(?:notes?|todos?|to-dos?|stuff|things|data|lists?|it|they|them|this|that|everything|anything)\s+` +
		`(?:(?:still|really|ever|just|all|even|actually)\s+)?(?:get|gets|be|stay|stays|last|survive|persist|disappear|vanish|go|remain|remember|keep|save|store|forget|lose|delete|wipe|clear|erase|deleted|saved|kept|stored|removed|lost|wiped|cleared|erased|gone)\b`)
	// gerundAsked asks about a task as a thing: "does adding a note need
	// the pin?", "is deleting a note permanent?".
	gerundAsked = reading.Lazy(`(?i)^(?:(?:wait|so|and|but|um|hmm|oh|ok|okay|hey|btw|also)[,.!:]?\s+)*(?:do|does|did|will|would|is|can|could|should)\s+[a-z]+ing\s+(?:a|an|the|my|any|some)\b`)
	// laterAbility asks whether the user may do a task some other time:
	// "can i delete a todo later?", "could i edit a note afterwards?".
	laterAbility = reading.Lazy(`(?i)^(?:(?:wait|so|and|but|um|hmm|oh|ok|okay|hey|btw|also)[,.!:]?\s+)*(?:can|could|will|would)\s+i\s+(?:still\s+|also\s+|ever\s+)?[a-z]+\s+(?:a|an|any|my|the)\s+(?:[a-z'-]+\s+){0,2}?` +
		`(?:later|afterwards|after|again|anytime|any\s+time|whenever|eventually|tomorrow|next\s+time)\b`)
)

// howItWorksAsked reports such a question: one of the three forms, put
// as a question.
func howItWorksAsked(text string) bool {
	n := normalise(text)
	if !isQuestion(text) && !reading.IsQuestion(n) {
		return false
	}
	return itsFate.MatchString(n) || gerundAsked.MatchString(n) || laterAbility.MatchString(n)
}

// howItWorksRead reads such a question into an answer: what the task it
// names needs first when it asks that, else what the product knows or a
// plain "I don't know that"; what waits is asked again. It only reads.
func (e *Engine) howItWorksRead(text string) (turnCmd, bool) {
	if e.sess.Pending.Secret != nil || e.sess.Pending.Approval != nil || !howItWorksAsked(text) {
		return turnCmd{}, false
	}
	answer := e.answerAbout(text)
	if a := e.needAsked(normalise(text)); a != nil {
		answer = e.needsOf(a)
	}
	return sayCmd(agents.CmdAsk, "ask — how the product treats the user's things, a question holding a task's verb: answered, the task not run", text, answer, true), true
}
