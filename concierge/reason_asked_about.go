package concierge

// Questions about a decline letter's reason line (round 39's insurance
// tester, 10 and 18). "is there a way to not put any reason at all? legal
// said keep it vague" after the letter was read as a reason, and the tail
// of the question was printed in the customer's letter; "why is there no
// reason in it??" was read as leaving the reason out, and the app
// confirmed the letter had none. Two kinds, told by their shape, not by
// their words:
//   - a yes/no question whether a reason may be left out or must be given
//     ("can i skip the reason", "do i have to give a reason?", "is it ok to
//     leave it blank") is answered — the letter names a reason only when
//     one is given — and never becomes a value;
//   - a complaint that the reason is missing ("why is there no reason",
//     "where's the reason", "you forgot the reason") asks for the reason,
//     and never confirms its absence.
// Neither sets a reason, so no harm check is passed by: a reason the user
// gives after is read, and judged, as any other.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/agents/understand"
)

// reasonAboutNoun names the reason line: "reason" (typos too), "grounds",
// "why" after a verb of saying ("say why"), "explanation".
var reasonAboutNoun = reading.Lazy(`(?i)\b(?:reasons?|reason\s+line|resons?|reasn|raeson|reaosn|resaon|grounds?|explanation|justification|(?:say|give|state|explain|tell\s+them|put|write|mention)\s+why)\b`)

// reasonBlankWord leaves a line empty with no noun for it: "leave it blank".
var reasonBlankWord = reading.Lazy(`(?i)\b(?:blank|empty|vague)\b`)

// optionalAskLead opens a yes/no question: "can i", "do we have to", "is
// there a way", "is it ok", "any way to", "r we allowed".
var optionalAskLead = reading.Lazy(`(?i)^\W*(?:(?:ok|okay|so|and|but|hmm|um|uh|wait|hold\s+on|actually|quick\s+q(?:uestion)?|just\s+(?:checking|wondering)|btw|sorry|hey|also|one\s+thing)\W+)*` +
	`(?:is|isn'?t|are|r|am|can|cant|can'?t|could|do|dont|don'?t|does|doesn'?t|did|must|should|shall|may|might|would|will|need|any\s*way|anyway|is\s+there|are\s+there|what\s+if|how\s+about)\b`)

// optionalAskWhat asks whether the reason is needed or may be left out.
var optionalAskWhat = reading.Lazy(`(?i)\b(?:skip\w*|leav\w*|left|omit\w*|without|w/o|drop\w*|not\s+(?:put|give|giving|include|including|say|saying|state|stating|mention|mentioning|add|adding|write|writing|have|specify|specifying|bother\w*)|no\s+reason|none|blank|empty|vague|need\w*|have\s+to|has\s+to|gotta|got\s+to|required?|requires|must|mandatory|compulsory|necessary|obligat\w*|optional)\b`)

// reasonValueGiven is a question that also gives the reason ("can i skip
// the reason and just say late lodgement?"): the other readers take it.
var reasonValueGiven = reading.Lazy(`(?i)\b(?:reasons?|grounds?)\s*(?:[:=]|\bis\b|\bbeing\b|\bas\b)|\b(?:just|instead)\s+(?:say|put|write|use)\b|\binstead\b|\bbecause\b`)

// missingAskLead opens a complaint asked as a question: "why", "how come",
// "where's", "what happened to".
var missingAskLead = reading.Lazy(`(?i)^\W*(?:(?:hey|oi|um|uh|hmm|wait|but|so|ok|okay|erm|er|and|um+|uh+|wtf|huh|sorry|hang\s+on)\W+)*` +
	`(?:why|y|whys|why'?s|how\s+come|howcome|where|wheres|where'?s|what\s+happened\s+to|wat\s+happened\s+to|whatever\s+happened\s+to)\b`)

// missingWord says the reason is not there.
var missingWord = reading.Lazy(`(?i)\b(?:no|not|missing|without|gone|forgot\w*|forget|left\s+(?:it\s+)?out|leave\s+(?:it\s+)?out|lost|dropped|isn'?t|isnt|doesn'?t|doesnt|didn'?t|didnt|hasn'?t|hasnt|wasn'?t|wasnt|aren'?t|where|wheres|where'?s|happened\s+to)\b`)

// missingSaid is a complaint said as a statement: "you forgot the reason",
// "the reason is missing", "it doesn't have the reason".
var missingSaid = reading.Lazy(`(?i)\b(?:(?:you|u|ya|it|letter)\s+(?:forgot|forgotten|missed|left\s+out|dropped|lost|skipped|omitted|(?:did\s*n'?o?t|didnt|did\s+not)\s+(?:put|add|include|use|write|keep|mention))|(?:reasons?|grounds?)\s+(?:(?:is|are|was|went|got|has\s+been|have\s+been|seems?)\s+)?(?:missing|gone|left\s+out|dropped|lost|not\s+(?:there|in\s+(?:it|the\s+letter)|shown|showing|included))|(?:doesn'?t|does\s+not|doesnt|didn'?t|didnt|did\s+not|dont|don'?t)\s+(?:have|has|show|say|include|mention|name|contain)\s+(?:the|a|my|any|our)\b)`)

// missingNotAsked are suggestions and need questions, never complaints:
// "why not skip the reason", "why do i need a reason".
var missingNotAsked = reading.Lazy(`(?i)\bwhy\s+(?:not|don'?t|dont|do\s+not|can'?t|cant)\s+(?:we|i|you|u)?\b|\b(?:need|needs|needed|have\s+to|has\s+to|required?|must|necessary|mandatory)\b`)

// reasonOptionalAsked reports a yes/no question whether a reason may be
// left out or must be given. afterLetter allows "leave it blank" with no
// noun: the letter just written is what "it" is.
func reasonOptionalAsked(text string, afterLetter bool) bool {
	t := strings.TrimSpace(text)
	if !optionalAskLead.MatchString(t) && !strings.Contains(t, "?") {
		return false
	}
	if reasonValueGiven.MatchString(t) || missingAsked(t) {
		return false
	}
	noun := reasonAboutNoun.MatchString(t) || afterLetter && reasonBlankWord.MatchString(t)
	return noun && optionalAskWhat.MatchString(t)
}

// missingAsked reports a complaint that the reason is missing.
func missingAsked(text string) bool {
	t := strings.TrimSpace(text)
	if !reasonAboutNoun.MatchString(t) {
		return false
	}
	if missingSaid.MatchString(t) {
		return true // "the reason is missing": said before the value test, whose "reason is" it holds
	}
	if reasonValueGiven.MatchString(t) {
		return false
	}
	return missingAskLead.MatchString(t) && missingWord.MatchString(t) && !missingNotAsked.MatchString(t)
}

// reasonAskedAboutRead reads a question about the reason line: whether it
// may be left out, or why it is missing. It only reads.
func (e *Engine) reasonAskedAboutRead(text string) (turnCmd, bool) {
	if e.sess.Pending.Approval != nil || e.sess.Plan != nil || e.sess.Pending.Secret != nil {
		return turnCmd{}, false
	}
	// "can it go without a reason line" holds only the words of leaving
	// the reason out: a request, which reasonLeftOutRead carries out
	leaveOut := understand.ReasonLeftOut(text) || reasonSaidNone(text)
	if a := e.domain.Agent(e.sess.Speaker); a != nil {
		if !declines(a) || leaveOut || !reasonOptionalAsked(text, false) {
			return turnCmd{}, false
		}
		// "do i have to give a reason?" at the claim type's question:
		// answered, and the question asked again; a reason already noted
		// is kept
		c := turnCommand(agents.CmdAsk, execSayAsk, text)
		c.a, c.Text, c.why = a, "No, a reason is not required: the letter names a reason only when one is given.", "a question whether a reason must be given: answered, and the question asked again"
		c.shown = "ask(reason optional)"
		return c, true
	}
	l := e.lastDocTask()
	if l == nil || e.sess.Speaker != "" || e.sess.Agenda.Depth() > 0 {
		return turnCmd{}, false
	}
	a := e.domain.Agent(l.Agent)
	art := e.lastArtifactOf(l.Agent)
	if a == nil || !declines(a) || art == nil {
		return turnCmd{}, false
	}
	written := "the claim"
	if s := claimIDSlot(a); s != nil && l.Slots[s.Name] != "" {
		written = "claim " + l.Slots[s.Name]
	}
	reason := strings.TrimRight(l.Reason, ".!")
	switch {
	case missingAsked(text):
		reply := fmt.Sprintf("The letter for %s names no reason, because none was given for it. Tell me the reason (for example \"reason: the claim was lodged late\") and I will write the letter again naming it.", written)
		if reason != "" {
			reply = fmt.Sprintf("The letter for %s names the reason you gave: %s (the line \"The reason for this decision\", in %q under Artifacts).", written, reason, art.Title)
		}
		return answerCmd(agents.CmdAsk, "reason missing", text, "a complaint that the letter's reason is missing: the reason is asked for, nothing changed", reply), true
	case !leaveOut && reasonOptionalAsked(text, true):
		reply := fmt.Sprintf("No, a reason is not required: the letter names a reason only when one is given. The letter for %s names none, so it stays as written (%q, under Artifacts).", written, art.Title)
		if reason != "" {
			reply = fmt.Sprintf("No, a reason is not required: the letter names a reason only when one is given. The letter for %s names this one: %s. Say \"leave the reason out\" to have it written again without it.", written, reason)
		}
		return answerCmd(agents.CmdAsk, "reason optional", text, "a question whether a reason must be given: answered, nothing changed", reply), true
	}
	return turnCmd{}, false
}
