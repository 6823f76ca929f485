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
	"github.com/concierge-dev/concierge/agents/understand"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

const execReasonNoted turnExec = iota + 3810 // after ins20b_answers.go's

// reasonClauseSplit splits a message into the clauses a reason may be:
// "decline 77AB12 motor, the driver had no licence", "decline 55AB11
// home — the house was empty". A word that opens a reason ("because",
// "but", "due to") stays at the head of its clause (reasonConjunction), so
// that what it frames is read as framed (issue 24, ins24b).
var reasonClauseSplit = reading.Lazy(`(?i)\s*(?:[,;.!]+|\s-+\s|\s/+\s|\s*[—–]+\s*)\s*`)

// reasonConjunction is a word that opens a clause of a reason inside a
// sentence: "decline claim 88XY12 motor but the car was not insured",
// "… home due to late notification". A comma is put before it.
var reasonConjunction = reading.Lazy(`(?i)([^\s,;.!—–])\s+((?:because|cos|coz|cuz|cause|bc|b/c|since|as|due\s+to|owing\s+to|but)\s)`)

// reasonThenRequest is the request after a reason said first, with no
// comma between: "due to non-payment of premium decline 34CD56 motor",
// "the car wasnt insured so pls decline 88XY12". A comma is put before it.
var reasonThenRequest = reading.Lazy(`(?i)([^\s,;.!—–])\s+((?:(?:so|and|then|pls|plz|please|can\s+you|could\s+you|u)\s+)*(?:decline|deny|reject)\b)`)

// reasonHeadJoin is a joining word at a clause's head that frames nothing:
// "but the car was not insured", "as the policy had lapsed".
var reasonHeadJoin = reading.Lazy(`(?i)^(?:(?:and|but|as|so|oh|also|btw|fyi)\s+)+`)

// reasonStrongFrame opens a clause whose words are the reason whatever
// their grammar: "because of fraud", "due to late notification".
var reasonStrongFrame = reading.Lazy(`(?i)^(?:(?:and|but|oh|also)\s+)*(?:because(?:\s+of)?|cos(?:\s+of)?|coz|cuz|bc|b/c|due\s+to|owing\s+to|on\s+(?:the\s+)?grounds\s+of)\s+`)

// reasonLabelInside is a reason's label ("reason:", "reason is",
// "grounds:") after other words of the clause, with no comma before it.
var reasonLabelInside = reading.Lazy(`(?i)([^\s,;.!:])\s+((?:the\s+)?(?:reason|reasons|grounds)\s*(?::|\bis\b|\bbeing\b))`)

// reasonOpens opens a clause that says it is the reason: "reason is",
// "reason:", "because".
var reasonOpens = reading.Lazy(`(?i)^(?:(?:and|but|oh|also|btw|fyi)\s+)*(?:(?:the\s+)?(?:reason|reasons|grounds)(?:\s+(?:is|are|was|being|for\s+(?:it|this|the\s+decline)(?:\s+is)?)(?:\s+that)?)?\s*:?\s+|because\s+|cos\s+|coz\s+|cuz\s+|cause\s+|bc\s+|since\s+|due\s+to\s+)`)

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
	out, _ := reasonClauses(a, text)
	return strings.Join(out, "; ")
}

// reasonClauses are the clauses of text that give a reason for the
// decline, and whether every other clause is only an answer's filler.
func reasonClauses(a *agents.Agent, text string) (out []string, only bool) {
	if out, only, ok := correctedReasons(a, text); ok {
		return out, only // "water damage, no wait, I mean wear and tear" (ins26a_reason.go)
	}
	return reasonClausesIn(a, text, requestInMessage(text))
}

// reasonClausesIn is reasonClauses; with request, the message asks for
// the decline and what is left of a clause after the request's words is
// a reason too, with no marker (ins26a_reason.go).
func reasonClausesIn(a *agents.Agent, text string, request bool) (out []string, only bool) {
	only = true
	text, _ = letterInstructionsIn(text) // "in plain english, the customer gets confused by jargon" (letter_instruction.go)
	text = reasonSpelled(text)           // "resn: pre existng damgae" (ins24b)
	text = labelDashed(text)             // "reason - not a named driver" (ins41_reason_after_request.go)
	// "… claim 123ABH reason: policy lapsed": the label opens a clause
	// with no comma before it (round 22's tester: the reason was dropped).
	// The clause is marked, not given a comma: a reason of several
	// clauses is said back as the user wrote it (ins32_reason_span.go)
	text = reasonLabelInside.ReplaceAllString(text, "$1 "+clauseMark+"$2")
	text = reasonConjunction.ReplaceAllString(text, "$1 "+clauseMark+"$2")
	text = reasonThenRequest.ReplaceAllString(text, "$1 "+clauseMark+"$2")
	text = strings.TrimSpace(text)
	var cs []reasonClause
	idSaid := false // the request's id said in a clause before this one
	asked := false  // the decline's own words said in a clause before this one
	for _, span := range clauseSpans(text) {
		clause := text[span[0]:span[1]]
		after, before := idSaid, request && !asked && requestAfter(text[span[1]:], idSaid)
		asked = asked || declineAsked.MatchString(clause)
		idSaid = idSaid || idInClause(clause) || idWordIn(clause)
		c := reasonClause{from: span[0], to: span[1]}
		framed := reasonOpens.MatchString(clause)
		labelled := reasonLabelled.MatchString(clause)
		strong := reasonStrongFrame.MatchString(clause)
		c.contrast = contrastHead.MatchString(clause)
		clause = strings.TrimSpace(reasonStrongFrame.ReplaceAllString(clause, ""))
		clause = strings.TrimSpace(reasonOpens.ReplaceAllString(clause, ""))
		clause = strings.TrimSpace(reasonHeadJoin.ReplaceAllString(clause, ""))
		if clause == "" || understand.TraitDisclaimed(clause) {
			c.skip = true // "the claimant is disabled but that is not the reason": never the letter's (ins24a_customer.go)
			cs = append(cs, c)
			continue
		}
		switch {
		case isReason(a, clause, framed) || labelled && labelledReason(clause) || strong && labelledReason(withoutChoices(a, strings.ToLower(clause))) || personalDislike.MatchString(clause) && !idInClause(clause):
			c.reason = reading.TrimValue(clause)
		case groundClause(a, clause, before) != "":
			c.reason = groundClause(a, clause, before) // "excess not paid, decline 90KL11 motor" (reason_before_request.go)
		case request && markerlessReason(a, clause) != "":
			c.reason = markerlessReason(a, clause) // "decline 45-XY-99 reason flood damage excluded thx" (ins26a_reason.go)
		default:
			c.story, c.fact = storyOf(a, clause), factOf(a, clause)
			if c.story != "" && (request || framed) && (c.contrast || contrastInside.MatchString(c.story)) {
				c.reason, c.story = c.story, "" // "burst pipe while the heating was off" (ins32_reason_span.go)
			} else if r := reasonAfterRequest(a, clause); request && after && r != "" {
				c.reason, c.story = r, "" // "decline 85LK34 motor, insured left the keys in it" (ins41_reason_after_request.go)
			}
		}
		if c.reason == "" {
			for _, w := range reading.Words(clause) {
				if !answerFiller()[w] {
					c.talk = true
				}
			}
		}
		cs = append(cs, c)
	}
	return reasonRuns(text, cs)
}

// reasonLabelled opens a clause with a reason's label: "reason: late
// notification", "grounds: non-disclosure". What follows is the reason
// whatever its grammar (issue 24, ins22a: "late notification" was read as
// the claim id).
var reasonLabelled = reading.Lazy(`(?i)^(?:(?:and|but|oh|also|btw|fyi)\s+)*(?:the\s+)?(?:reason|reasons|grounds)\b(?:\s+(?:is|are|was|being))?\s*[:=\-–]?\s*\S`)

// labelledReason reports the words after a reason's label as a reason:
// a word that is not filler, and no id.
func labelledReason(clause string) bool {
	if idInClause(clause) {
		return false
	}
	for _, w := range reading.Words(clause) {
		if !storyFiller()[w] && !answerFiller()[w] {
			return true
		}
	}
	return false
}

// isReason reports a clause that tells why a claim is declined: a
// statement of the claim's story with a fault or a lack in it ("the
// driver had no licence", "the policy had lapsed"), or one framed as the
// reason ("reason: the house was empty"); a story alone ("it was the
// caravan", "the house got broken into") is not.
func isReason(a *agents.Agent, clause string, framed bool) bool {
	if !reasonStatement.MatchString(clause) || idInClause(clause) {
		return false
	}
	faulty, rest := false, 0
	filler, fault := storyFiller(), faultWords()
	for _, w := range reading.Words(withoutChoices(a, strings.ToLower(clause))) {
		faulty = faulty || fault[w]
		if !filler[w] {
			rest++
		}
	}
	return rest > 0 && (faulty || framed && !strings.HasPrefix(strings.ToLower(clause), "it "))
}

// faultWords are the words of a lack or a fault that decline a claim.
var faultWords = lazyWordSet(`no not never didnt didn't wasnt wasn't werent weren't hadnt hadn't hasnt hasn't havent haven't ` +
	`isnt isn't arent aren't without nobody unlicensed unlicenced unregistered uninsured unoccupied vacant empty drunk ` +
	`intoxicated speeding lapsed expired unpaid overdue late lied lying fraud fraudulent fake excluded exclusion gradual ` +
	`wear tear rust rusted pre-existing preexisting negligence negligent illegal illegally unlocked unattended undeclared ` +
	`undisclosed disclosed disclose cancelled canceled suspended unroadworthy unsafe neglected maintained deliberate deliberately ` +
	`unlisted unnamed unauthorised unauthorized invalid disqualified banned`)

// idInClause reports a value of letters and digits in a clause: a claim
// id is an answer, not a story.
func idInClause(clause string) bool {
	return clauseIDs(clause, func(f string) bool { // never "see report ref 2023QX" (reason_reference_kept.go)
		for _, w := range reading.Words(f) {
			if strings.ContainsAny(w, "0123456789") && strings.IndexFunc(w, func(r rune) bool { return r >= 'a' && r <= 'z' }) >= 0 && !notAnID(w) { // "2x the limit" (ins29_reason_tidy.go)
				return true
			}
		}
		return false
	})
}

// reasonMemory keeps, in the task's memory, a reason said back once.
const reasonMemory = agents.ReasonMemory

// sayReasonNoted says a reason given with a value or the request as
// noted, once per reason.
func (e *Engine) sayReasonNoted(t *turn, a *agents.Agent, text string) {
	if e.redoEachTake(t, a) {
		return // a letter written again with the reason said for each (ins24b_reason_each.go)
	}
	if declines(a) {
		text = e.sayLetterInstruction(t, text) // "… and write it in spanish, customer doesnt read english": never the reason (letter_instruction.go)
	}
	if e.reasonReused(t, a, text) {
		return // "33CC33 home, same reason": the last letter's (reason_reused.go)
	}
	r := reasonGiven(a, text)
	if r == "" {
		r = e.sharedReason(a, text) // "decline 12AB34 and 56CD78, both for fraud" (ins26a_reason.go)
	}
	if r == "" {
		r = terseGround(a, text) // "prior damage" alone at the claim id's question (ins28a_reason.go)
	}
	if r == "" {
		return
	}
	r = reasonCleaned(r)    // "… per the police report thanks": never "thanks" in the letter (ins28a_reason.go)
	r = typeAnswerCut(a, r) // "motor, hit and run …" at the type's question: the type, never the letter's reason (reason_subject_kept.go)
	if r = reasonOrNone(a, r); r == "" {
		return // "reason tbc", "no wait, it was the house policy not the car" (reason_not_given.go)
	}
	w := e.sess.WorkFor(a.Name)
	if r = e.lawfulReason(t, a, r); r == "" {
		return // "customer doesnt read english": no reason a letter may name (lawful_reason.go)
	}
	if dislikeOnly(r) {
		// "because i just don't like the guy": no lawful reason, never
		// in the letter (ins21_reason.go)
		if w.Memory[dislikeMemory] != r {
			w.Memory[dislikeMemory] = r
			e.note(state.NoteInfo, "Not a lawful reason, not in the letter: "+r)
			t.say(prompts.ReasonNotLawful(reading.Clip(r, 60), ""))
		}
		return
	}
	if w.Memory[reasonMemory] == r {
		return
	}
	w.Memory[reasonMemory] = r
	e.note(state.NoteInfo, "Reason noted: "+r)
	if a.NextSlot(e.filled(t, a)) == nil {
		return // the letter is written now, and its reply names the reason: said once (ins22a)
	}
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
	if a == nil || a.NextSlot(e.filled(t, a)) == nil {
		return turnCmd{}, false
	}
	if r, ok := groundAfterContext(a, text); ok && len(agents.Extract(a, text, "")) == 0 {
		// "its the church minibus, the driver had no licence": no cancel in its "no" (ins29_ground_after_context.go)
		c := turnCommand(agents.CmdAsk, execReasonNoted, text)
		c.a, c.Text = a, r
		c.shown = "unused(reason: " + r + ")"
		c.why = "a reason for the decline, said after what the insured thing is: noted, and the question asked again"
		return c, true
	}
	if isCancel(text) {
		return turnCmd{}, false
	}
	rs, only := reasonClauses(a, text)
	if g := terseGround(a, text); len(rs) == 0 && g != "" {
		rs, only = []string{g}, true // "excess not met", "prior damage" (ins28a_reason.go)
	}
	if len(rs) == 0 || !only || len(agents.Extract(a, text, "")) > 0 {
		return turnCmd{}, false // "it was the caravan", "home. wait no, motor. it was the car …"
	}
	r := strings.Join(rs, "; ")
	if !declines(a) {
		// "the reason is fraud" at a side task's question, after a letter:
		// the letter's, written again once the side task is done (ins24b)
		return e.reasonLaterRead(a, r, text)
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
