package concierge

// A side question in the same line as a value or a request (R28, R50's
// ask): "its 45RR19 - oh btw whats the deadline for customers to
// appeal?" at the claim id question, or "I'd like a decline letter, claim
// 08BN55. Is it sent to the customer automatically?" as the request. The
// value is taken and the question answered in the same reply, from what
// the product knows or with a plain "I don't know that here"; its words
// are never quoted back as unused, nor tried as a value.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// clauseBreak ends a sentence or sets an aside apart: ". ", "? ", " - ",
// "; ", and "btw" / "by the way" / "quick question" with what leads them.
var clauseBreak = reading.Lazy(`(?i)[.!?;]+\s+|\s+[-–—]+\s+|,?\s*\b(?:oh\s+)?(?:btw|by\s+the\s+way|quick\s+q(?:uestion)?|qq|also)\b[,:]?\s*`)

// asideLead is what may stand before a question word in an aside.
var asideLead = reading.Lazy(`(?i)^(?:(?:oh|and|so|also|but|hey|hi|hello|um|hmm|ok|okay|just|actually|sorry|and\s+also|qq|q|quick\s+q(?:uestion)?|btw)[,:!\s]+)*`)

// sideQuestion splits a message into the question it asks on the side and
// the rest, when it holds both; ok is false otherwise.
func sideQuestion(text string) (question, rest string, ok bool) {
	locs := clauseBreak.FindAllStringIndex(text, -1)
	if len(locs) == 0 {
		return questionAfterComma(text)
	}
	from, cut := 0, 0 // where the clause starts, and where the break before it does
	for i := 0; i <= len(locs); i++ {
		to, next := len(text), len(text)
		if i < len(locs) {
			to, next = locs[i][0], locs[i][1]
			if strings.Contains(text[locs[i][0]:locs[i][1]], "?") {
				to = strings.Index(text[locs[i][0]:], "?") + locs[i][0] + 1 // keep its question mark
			}
		}
		clause := strings.TrimSpace(text[from:to])
		if clause != "" && asksOnTheSide(clause) {
			// a question before or after what the message gives: the
			// rest is everything before it and after it
			before := strings.TrimSpace(text[:cut])
			after := strings.TrimSpace(text[next:])
			return clause, strings.TrimSpace(trimDangling(before) + " " + after), true
		}
		from = next
		if i < len(locs) {
			cut = locs[i][0]
		}
	}
	return questionAfterComma(text)
}

// danglingJoin is what joined a value to the aside cut off after it: "pay
// the electricity bill, and" of "…, and btw how many notes can i keep".
var danglingJoin = reading.Lazy(`(?i)(?:[\s,;:\-–—&+]+|\b(?:and|also|oh|so|but|plus|then|anyway|ah|um|hmm)\b)+$`)

// trimDangling is a value with no joining word or mark left at its end.
func trimDangling(s string) string {
	return strings.TrimSpace(danglingJoin.ReplaceAllString(s, ""))
}

// questionAfterComma splits "home, what happens after i send it?": a
// question that ends the message after a comma.
func questionAfterComma(text string) (question, rest string, ok bool) {
	t := strings.TrimSpace(text)
	if !strings.HasSuffix(t, "?") {
		return "", "", false
	}
	for i := strings.Index(t, ","); i >= 0; {
		if q := strings.TrimSpace(t[i+1:]); isQuestion(asideLead.ReplaceAllString(q, "")) && asksOnTheSide(q) {
			return q, trimDangling(t[:i]), true
		}
		j := strings.Index(t[i+1:], ",")
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return "", "", false
}

// namesSlotOf reports a question that names one of a's slots by its label
// ("is the claim id the same as the policy number?"): about a's work.
func namesSlotOf(a *agents.Agent, q string) bool {
	n := " " + strings.Join(reading.Words(q), " ") + " "
	for _, s := range a.Slots {
		if l := strings.Join(reading.Words(s.LabelOrName()), " "); l != "" && strings.Contains(n, " "+l+" ") {
			return true
		}
	}
	return false
}

// asksOnTheSide reports a clause that is a question, led by a question
// word, and asks for no work: "open up my notes?" is a request with a
// question mark.
func asksOnTheSide(clause string) bool {
	bare := asideLead.ReplaceAllString(clause, "")
	words := reading.Words(bare)
	if len(words) < 2 || !questionWords()[words[0]] {
		return false
	}
	return !asksForWork.MatchString(normalise(bare))
}

// sideQuestionRead reads the question a message asks on the side of a
// value for the agent in hand, or of a request: a command that answers
// it and lets the turn go on, and the rest for the loop to read on; ok is
// false when there is no such question, or it is a request or gives a
// value of its own, or the rest is neither a value for the speaker nor a
// request. It only reads.
func (e *Engine) sideQuestionRead(t *turn, speaker *agents.Agent, text string) (c turnCmd, rest string, ok bool) {
	if e.sess.Pending.Secret != nil || e.sess.Pending.Approval != nil || e.planWaits() {
		return turnCmd{}, "", false
	}
	if c, rest, ok := e.sideQuestionAnswered(t, speaker, text); ok {
		return c, rest, true
	}
	if c, rest, ok := e.freeValueAside(t, speaker, text); ok {
		return c, rest, true // "pay the bill, and btw list my notes" (value_aside.go)
	}
	return e.choiceValueAside(t, speaker, text) // "both pls, and whats nvda at" (value_aside_choice.go)
}

// sideAnswerCmd answers a question asked on the side (said before what
// the rest of the message leads to); shown is how "Read as:" shows it.
func sideAnswerCmd(from, shown, answer string) turnCmd {
	c := turnCommand(agents.CmdAsk, execSideAnswer, from)
	c.shown, c.Text = shown, answer
	return c
}

// sideQuestionAnswered is sideQuestionRead for a question that asks for
// no agent's work.
func (e *Engine) sideQuestionAnswered(t *turn, speaker *agents.Agent, text string) (c turnCmd, rest string, ok bool) {
	q, rest, ok := sideQuestion(text)
	if !ok || strings.TrimSpace(rest) == "" {
		return turnCmd{}, "", false
	}
	if _, no := e.kindNotDone(text); no && speaker == nil {
		return turnCmd{}, "", false // "hey do yall also do travel letters?": one question (kind_not_done.go)
	}
	if f := e.seeksFound(q); f != nil && f != speaker {
		return turnCmd{}, "", false // "Where claim id?": the finder's request (seek_value.go)
	}
	a := speaker
	switch {
	case a != nil:
		if len(agents.Extract(a, rest, "")) == 0 && !e.answersAsked(t, rest) {
			return turnCmd{}, "", false
		}
	default:
		best, ok := e.router.Best(rest, e.domain.Agents)
		if !ok || !best.Core {
			return turnCmd{}, "", false
		}
		a = best.Agent
	}
	for _, o := range e.domain.Agents {
		if len(agents.Extract(o, q, "")) > 0 && !namesSlotOf(o, q) {
			return turnCmd{}, "", false // "can you do it for motor?": a value, read as one
		}
	}
	if best, ok := e.router.Best(q, e.domain.Agents); ok && best.Agent != a && best.Core && !namesSlotOf(a, q) {
		return turnCmd{}, "", false // another agent's request, put as a question
	}
	answer := prompts.NotKnown()
	if s := a.NextSlot(e.filledRead(t, a)); s != nil {
		answer = e.aboutSlot(a, s, q)
	}
	if answer == prompts.NotKnown() {
		if own, _, ok := e.ownWorkAnswer(q, true); ok {
			answer = own // "is this where i do decline letters?" (own_work_asked.go)
		} else {
			answer = fmt.Sprintf("You asked %q: I don't know that here: it isn't in anything I can see.", reading.Clip(q, 80))
		}
	}
	shown := fmt.Sprintf("ask on the side — %q, answered; the rest is %s's", reading.Clip(q, 60), a.Name)
	return sideAnswerCmd(text, shown, answer), rest, true
}
