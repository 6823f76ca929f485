package concierge

// A reason said by pointing at an earlier letter's (round 38's tester):
// after a letter naming "lodged way outside the notification period",
// "and 33CC33 too but that ones home, same reason" wrote 33CC33's letter
// with no reason, dropped in silence, and "reason: same as before" wrote
// "same" into the letter as its reason. A message that points back at
// the reason ("same reason", "ditto for the reason", "the reason is the
// same as last time", "same grounds", "for the same thing") takes the
// reason the last letter named, and the reply says so; when that letter
// named none, the reply says this one names none either. The reason
// taken goes through the same protected-ground cut as any other
// (lawfulReason here, and lawfulBeforeLetter before the letter is written),
// and "same reason" after a reason was refused is the refused request
// again, however long ago it was refused.

import (
	"strconv"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// reasonBackWords point back at what was said before: "same", "ditto",
// "as before"; typos of "same" included.
var reasonBackWords = lazyWordSet(`same sme smae saem sahme identical ditto dito likewise previous prev earlier prior before above`)

// reasonNounWords name a reason, or the thing a letter was for: "same
// grounds", "for the same thing".
var reasonNounWords = lazyWordSet(`reason reasons reason's reasn resn reson rsn reasoning grounds ground cause basis thing story deal issue`)

// reasonNewWords say that the reason is not the earlier one: "a
// different reason", "not the same reason".
var reasonNewWords = lazyWordSet(`not different diff new another other isnt isn't wasnt wasn't`)

// reasonFillerWords are the words of a reason clause that only point
// back: "reason: same as before" gave "same" as the letter's reason.
var reasonFillerWords = lazyWordSet(`same sme smae saem identical ditto dito likewise as before above earlier previous prior last time one ones the that this it its thing like with for of again too also pls please reason reasons grounds is was`)

// reasonPointsBack reports a message that points back at an earlier
// reason: a word of pointing back within three words of a reason's noun,
// and no word that makes it a new one just before.
func reasonPointsBack(text string) bool {
	words := reading.Words(text)
	for i, w := range words {
		if !reasonNounWords()[w] {
			continue
		}
		for j := max(0, i-3); j <= min(len(words)-1, i+3); j++ {
			if j == i || !reasonBackWords()[words[j]] {
				continue
			}
			if !reasonMadeNew(words, min(i, j)) {
				return true
			}
		}
	}
	return false
}

// reasonMadeNew reports a word that makes the reason a new one in the
// two words before position at: "different reason", "not the same".
func reasonMadeNew(words []string, at int) bool {
	for k := max(0, at-2); k <= at; k++ {
		if reasonNewWords()[words[k]] {
			return true
		}
	}
	return false
}

// reasonOnlyPointsBack reports a reason read from the message that is only the
// pointing back ("same", "the same as last time"), never a reason a
// letter may name.
func reasonOnlyPointsBack(r string) bool {
	for _, w := range reading.Words(r) {
		if !reasonFillerWords()[w] {
			return false
		}
	}
	return true
}

// reasonReused puts the last letter's reason into agent a's work when
// the message points back at it and gives no reason of its own, and says
// so; ok is false when the message does not point back at a reason.
func (e *Engine) reasonReused(t *turn, a *agents.Agent, text string) bool {
	if !declines(a) || !reasonPointsBack(text) {
		return false
	}
	if r := reasonGiven(a, text); r != "" && !reasonOnlyPointsBack(r) {
		return false // "same reason, and he lied about the driver too": the reason given stands
	}
	if e.reasonRefusedLast() {
		return true // the reason pointed at was refused: never taken (refusedReasonPointedRead refuses the message)
	}
	l := e.lastTaskOf(a.Name)
	if l == nil {
		return false // no letter before: nothing to point back at
	}
	claim := "the last claim"
	if s := claimIDSlot(a); s != nil && l.Slots[s.Name] != "" {
		claim = "claim " + l.Slots[s.Name]
	}
	w := e.sess.WorkFor(a.Name)
	if w.Memory[reasonReusedMemory] == "yes" {
		return true // said once for this letter
	}
	w.Memory[reasonReusedMemory] = "yes"
	if l.Reason == "" {
		e.note(state.NoteInfo, "The letter for "+claim+" named no reason: this one names none either")
		t.say(prompts.ReasonReusedNone(claim))
		return true
	}
	r := e.lawfulReason(t, a, l.Reason)
	if r == "" {
		return true
	}
	w.Memory[reasonMemory] = r
	e.note(state.NoteInfo, "Reason taken from the letter for "+claim+": "+r)
	if a.NextSlot(e.filled(t, a)) == nil {
		r = "" // the letter is written now, and its reply names the reason: said once
	}
	t.say(prompts.ReasonReused(claim, r))
	return true
}

// reasonReusedMemory marks a letter whose reason was taken from the last
// one, so that it is said once.
const reasonReusedMemory = "reason_reused"

// reasonRefusedFact holds how many artifacts the session had when a
// decline's reason was last refused: while no letter is written since,
// "same reason" points at the refused reason.
const reasonRefusedFact = "reason_refused_at"

// markReasonRefused remembers a refusal of a decline's reason (a
// protected ground, a motive, a reason said to be untrue) or of any
// message that asks for a decline or answers one ("decline 11AA11, reason:
// i want to hurt him" is refused as harm, not as a ground).
func (e *Engine) markReasonRefused(reason, text string) {
	a := e.declineAgent()
	if a == nil {
		return
	}
	if refusedDeclineKind(reason) != "" || declineAsked.MatchString(text) || e.sess.Speaker == a.Name {
		e.sess.Facts[reasonRefusedFact] = strconv.Itoa(len(e.sess.Artifacts))
	}
}

// reasonRefusedLast reports a decline's reason refused after the last
// letter was written: the reason "same reason" points at.
func (e *Engine) reasonRefusedLast() bool {
	at, err := strconv.Atoi(e.sess.Facts[reasonRefusedFact])
	return err == nil && len(e.sess.Artifacts) <= at
}

// refusedReasonPointedRead reads a message that points back at a reason
// refused ("decline 22BB22 motor, same reason" after "… because the
// driver is muslim" was refused) as the refused request again, however
// long ago it was refused; ok is false for any other message. It only
// reads.
func (e *Engine) refusedReasonPointedRead(text string) (turnCmd, bool) {
	if e.sess.Pending.Approval != nil || e.sess.Pending.Secret != nil || !reasonPointsBack(text) || !e.reasonRefusedLast() || e.declineAgent() == nil {
		return turnCmd{}, false
	}
	c := turnCommand(agents.CmdRefuse, execRefusedAgain, text)
	c.Reason, c.kind, c.shown = "again", state.NoteGuardrail, "refuse(again)"
	c.why = "the reason pointed back at is the one refused: the same request again"
	return c, true
}
