package concierge

// A reason given with a decline (issue 24, round 20's ins20b): "decline
// 77AB12 motor, the driver had no licence" wrote the letter and dropped
// the reason in silence; "the driver had no licence" alone at the claim
// id's question was read as a cancel (its "no") and the letter dropped.
// A reason said for the decline at hand is said back as noted — the
// standardised letter states none — and a reason said alone at its
// question is noted and the question asked again. A protected trait
// given as the reason is refused before any of this (harm19b and
// ins20b_harm.go).

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

const execReasonNoted turnExec = iota + 3810 // after ins20b_answers.go's

// reasonClauseSplit splits a message into the clauses a reason may be:
// "decline 77AB12 motor, the driver had no licence".
var reasonClauseSplit = reading.Lazy(`(?i)\s*(?:[,;.!]+|\s-+\s|\s+(?:because|cos|coz|cuz|since|as|due\s+to)\s+)\s*`)

// reasonOpens opens a clause that says it is the reason: "reason is",
// "reason:", "because".
var reasonOpens = reading.Lazy(`(?i)^(?:(?:and|but|oh|also|btw|fyi)\s+)*(?:(?:the\s+)?(?:reason|reasons|grounds)(?:\s+(?:is|are|was|being|for\s+(?:it|this|the\s+decline)(?:\s+is)?))?\s*:?\s+|because\s+|cos\s+|coz\s+|since\s+|due\s+to\s+)`)

// reasonStatement is a clause about what happened or who did what: a
// subject of the claim's story and a verb of state or event.
var reasonStatement = reading.Lazy(`(?i)^(?:the|their|his|her|they|he|she|it|owner|driver|claimant|customer|insured|policyholder|tenant|tenants|house|car|vehicle|property|roof|premium|premiums|policy|damage|fire|water|home|someone|nobody|no\s+one)\b(?:\s+[\w'’]+){0,4}?\s+(?:had|has|have|was|were|is|are|did|didn'?t|didnt|wasn'?t|wasnt|weren'?t|hadn'?t|hadnt|hasn'?t|haven'?t|isn'?t|aren'?t|got|left|been|never|lapsed|expired|failed|caused|lied|missed|wasn’t|didn’t)\b`)

// storyFiller are the words of a clause that say nothing of why: "it was
// a motor claim" is the topology said, not a reason.
var storyFiller = lazyWordSet(`the their his her they he she it its it's a an was were is are had has have been ` +
	`claim claims one policy insurance letter decline declined for of this that`)

// reasonGiven is the reason the message gives for the decline, "" when it
// gives none.
func reasonGiven(a *agents.Agent, text string) string {
	if a == nil || !declines(a) {
		return ""
	}
	var out []string
	for _, clause := range reasonClauseSplit.Split(strings.TrimSpace(text), -1) {
		clause = strings.TrimSpace(reasonOpens.ReplaceAllString(clause, ""))
		if !reasonStatement.MatchString(clause) || idInClause(clause) {
			continue
		}
		rest := 0
		filler := storyFiller()
		for _, w := range reading.Words(withoutChoices(a, strings.ToLower(clause))) {
			if !filler[w] {
				rest++
			}
		}
		if rest > 0 {
			out = append(out, clause)
		}
	}
	return strings.Join(out, "; ")
}

// idInClause reports a value of letters and digits in a clause: a claim
// id is an answer, not a story.
func idInClause(clause string) bool {
	for _, w := range reading.Words(clause) {
		if strings.ContainsAny(w, "0123456789") && strings.IndexFunc(w, func(r rune) bool { return r >= 'a' && r <= 'z' }) >= 0 {
			return true
		}
	}
	return false
}

// reasonMemory keeps, in the task's memory, a reason said back once.
const reasonMemory = "ins20b.reason"

// sayReasonNoted says a reason given with a value or the request as
// noted, once per reason.
func (e *Engine) sayReasonNoted(t *turn, a *agents.Agent, text string) {
	r := reasonGiven(a, text)
	if r == "" {
		return
	}
	w := e.sess.WorkFor(a.Name)
	if w.Memory[reasonMemory] == r {
		return
	}
	w.Memory[reasonMemory] = r
	e.note(state.NoteInfo, "Reason noted: "+r)
	t.say(prompts.ReasonNoted(r))
}

// reasonAloneRead reads a reason said alone at a decline's question ("the
// driver had no licence" at "Please provide your claim id") into a note
// of it, the question asked again; ok is false for any other message, and
// for one that gives a value too (the value's turn says it). It only
// reads.
func (e *Engine) reasonAloneRead(t *turn, text string) (turnCmd, bool) {
	if e.sess.Pending.Approval != nil || e.sess.Pending.Secret != nil || e.planWaits() {
		return turnCmd{}, false
	}
	a := e.domain.Agent(e.sess.Speaker)
	if a == nil || a.NextSlot(e.filled(t, a)) == nil || isCancel(text) {
		return turnCmd{}, false
	}
	r := reasonGiven(a, text)
	if r == "" || len(agents.Extract(a, text, "")) > 0 {
		return turnCmd{}, false
	}
	c := turnCommand(agents.CmdAsk, execReasonNoted, text)
	c.a, c.Text = a, r
	c.shown = "unused(reason: " + r + ")"
	c.why = "a reason for the decline, said alone at its question: noted, and the question asked again"
	return c, true
}

// runReasonNoted runs reasonAloneRead's command.
func (e *Engine) runReasonNoted(t *turn, c turnCmd) (step, bool) {
	if c.exec != execReasonNoted {
		return stop, false
	}
	e.sayReasonNoted(t, c.a, c.From)
	return advanceStep(c.a), true
}
