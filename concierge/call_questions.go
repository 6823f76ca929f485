package concierge

// Side questions about the call waiting at an approval (R50's ask, §15's
// order): "wait how much will i have left after that", "is there a fee
// on this", "when does it arrive", "can i undo it later". They are
// answered from what the session knows — the balance checked less the
// amount, the summary, the rule that done is done (R42) — or said to be
// unknown, and the approval is asked again in the same reply. Nothing
// runs on them: only the yes gate approves.

import (
	"slices"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// callTopics are what people ask about a call before they say yes, each
// as the words that ask it, matched on the normalised message with a
// space at each end.
var callTopics = []struct {
	name  string
	words *reading.LazyRegexp
}{
	{"undo", reading.Lazy(`\b(?:undo|undone|unsend|reverse|reversed|reversible|revert|reverted|refund|refunded|refundable|recall|claw it back|take it back|take that back|get it back|get (?:my|the) money back|cancel it (?:later|after|afterwards)|cancel (?:later|afterwards)|pull it back|bring it back|regret|change my mind (?:later|after|afterwards))\b`)},
	// "is that my whole balance?", "is that everything i have": before
	// "left", whose words ("all i have left") it shares
	{"whole", reading.Lazy(`\b(?:whole|entire|full) (?:balance|account|amount|lot|thing|savings|checking)\b|\b(?:all|everything) (?:of )?(?:my|the) (?:money|balance|savings|checking|account|funds|cash)\b|\b(?:all|everything) (?:i|we) (?:have|got|had|own)\b|\b(?:all|everything) (?:in|on) (?:it|there|the account|my account)\b|\ball of it\b|\b(?:empty|emptying|empties|clear out|clean out|wipe out|drain|drains) (?:it|the account|my account|my \w+)\b`)},
	{"left", reading.Lazy(`\b(?:left|remain|remains|remaining|leftover|left over|end up with|end up at|be down to|new balance)\b|\bbalance\b.*\b(?:after|afterwards|afterward|then|be)\b|\b(?:how much|what|whats|what's)\b.*\b(?:after|afterwards|afterward)\b|\b(?:after|afterwards)\b.*\b(?:balance|how much)\b|\b(?:going to|gonna|will|would) (?:show|say|read|have)\b`)},
	{"values", reading.Lazy(`\b(?:which|what|whose) (?:account|acct|one)\b|\bfrom (?:which|what|where)\b|\bwhere (?:is )?(?:it|that|this|the money) (?:coming|going|come|go)\b|\b(?:coming|come|comes|taken|debited|going) (?:out )?(?:of|from|to)\b|\bwho (?:is it|gets|receives)\b`)},
	{"fee", reading.Lazy(`\b(?:fee|fees|charge|charges|charged|charging|cost|costs|commission|surcharge|free of charge)\b`)},
	{"arrive", reading.Lazy(`\b(?:arrive|arrives|arrival|land|lands|reach|reaches|receive|receives|received|clear|clears|instant|instantly|immediately|right away|straight away|show up|shows up|go through|goes through|get there|gets there|how long|how fast|how quickly|same day)\b|\bwhen (?:will|would|does|do|can) (?:he|she|they|it|the money|my friend) (?:get|see|have)\b`)},
}

// questionOpeners open a question without being part of it ("wait", "hmm",
// "ok so", "quick question").
var questionOpeners = reading.QuestionOpeners

// askingWords make a question wherever they stand in a message about
// the call ("before i confirm, what's left after?").
var askingWords = reading.AskingWords

// askedAsQuestion reports a message put as a question, its question word
// after any opening fillers ("wait how much…", "ok so is there a fee"),
// or asking in words ("i wonder if…", "tell me when…").
func askedAsQuestion(text string) bool { return reading.AskedAsQuestion(text) }

// callQuestion answers a question about the call waiting at an approval
// and asks for the yes or no again; false for any other message.
func (e *Engine) callQuestion(t *turn, text string) bool {
	c, ok := e.callQuestionRead(text)
	return ok && e.runAside(t, c)
}

// callQuestionRead reads such a question into its answer; ok is false for
// any other message. It only reads.
func (e *Engine) callQuestionRead(text string) (turnCmd, bool) {
	if e.approvalReads(e.sess.Pending.Approval, text) {
		return turnCmd{}, false // the approval's own reading answers it (approval_consequence.go)
	}
	if ap := e.sess.Pending.Approval; ap != nil {
		if about, ok := e.valueAnswer(ap, text); ok {
			// "is the title right?": said back, never taken as a value (approval_value_question.go)
			c := turnCommand(agents.CmdAsk, execValueAnswer, text)
			c.Text, c.shown = about, "ask(value of the call)"
			return c, true
		}
	}
	ap := e.sess.Pending.Approval
	if ap == nil || !askedAsQuestion(text) || isCancel(text) || hasCancel(text) || !e.numbersOfTheCall(ap, text) {
		return turnCmd{}, false
	}
	if _, yes := leadingYes(text); yes {
		return turnCmd{}, false
	}
	if _, no := rejection(text); no {
		return turnCmd{}, false
	}
	n := " " + normalise(text) + " "
	topic := ""
	for _, c := range callTopics {
		if c.words.MatchString(n) {
			topic = c.name
			break
		}
	}
	if topic != "undo" && asksIfDone(text) {
		topic = "ran" // "wait did it go through already": it has not run (round 22's tester)
	}
	if topic == "" {
		return turnCmd{}, false
	}
	if a := e.domain.Agent(ap.Agent); a == nil || len(e.valuesNamed(a, text)) > 0 {
		return turnCmd{}, false // "is there a fee if i send it from savings": a value of the call
	}
	about := prompts.NotKnown()
	switch topic {
	case "undo":
		about = prompts.CallNotUndone()
	case "ran":
		about = prompts.NotRunYet()
	case "values":
		about = prompts.AboutCall(strings.TrimSuffix(ap.Summary, "?"))
	case "whole":
		if name, bal, amount, ok := e.checkedSource(ap); ok {
			left := reading.Cents(0)
			if amount < bal {
				left = bal - amount
			}
			about = prompts.WholeBalance(name, bal.String(), left.String(), amount >= bal)
		}
	case "left":
		if left, ok := e.leftAfter(ap); ok {
			about = left
		}
	}
	if about == prompts.NotKnown() {
		if b := e.otherRequestAtApproval(e.domain.Agent(ap.Agent), text); b != nil {
			return queueAtApprovalCmd(b, text), true // "what's left to do": the list's request, not the call's question
		}
	}
	c := sayCmd(agents.CmdAsk, "ask("+topic+") — a question about the call waiting, answered, and the approval asked again", text, about, false)
	c.kind, c.remind, c.reask = state.NoteApproval, true, true // asked again: R41's guard afresh
	return c, true
}

// figures are the numbers written in a message.
var figures = reading.Lazy(`\$?\d[\d,]*(?:\.\d+)?`)

// numbersOfTheCall reports a message whose figures, if any, are the
// call's own ("how much is left after the 40?"); a figure of its own
// makes it a correction, for the gate to read (R50).
func (e *Engine) numbersOfTheCall(ap *state.Approval, text string) bool {
	for _, f := range figures.FindAllString(text, -1) {
		own := false
		c, err := reading.ParseMoney(f)
		for _, v := range ap.Args {
			if v == f || err == nil && moneyEqual(v, c) {
				own = true
				break
			}
		}
		if !own {
			return false
		}
	}
	return true
}

// moneyEqual reports an argument that is the amount c.
func moneyEqual(v string, c reading.Cents) bool {
	m, err := reading.ParseMoney(v)
	return err == nil && m == c
}

// leftAfter is what the balance checked in the session would be after
// the call, less its amount; ok is false when the session has no checked
// balance of the account the call takes from, or the call names no amount.
func (e *Engine) leftAfter(ap *state.Approval) (string, bool) {
	name, bal, amount, ok := e.checkedSource(ap)
	if !ok {
		return "", false
	}
	if amount > bal {
		return prompts.MoreThanChecked(name, bal.String()), true
	}
	return prompts.LeftAfterCall(name, bal.String(), amount.String(), (bal - amount).String()), true
}

// checkedSource is the account the call takes from, by the fact pair
// "X_id"/"X_balance" the session checked, its balance and the call's
// amount; ok is false when either is not known.
func (e *Engine) checkedSource(ap *state.Approval) (name string, bal, amount reading.Cents, ok bool) {
	amountArg, sources := "", []string{}
	for name, v := range ap.Args {
		switch {
		case strings.Contains(name, "amount"):
			amountArg = v
		case strings.Contains(name, "from") || strings.Contains(name, "source"):
			sources = append(sources, v)
		}
	}
	amount, err := reading.ParseMoney(amountArg)
	if err != nil || len(sources) == 0 {
		return "", 0, 0, false
	}
	for key, id := range e.sess.Facts {
		prefix, found := strings.CutSuffix(key, "_id")
		if !found || id == "" || !slices.Contains(sources, id) {
			continue
		}
		bal, err := reading.ParseMoney(e.sess.Facts[prefix+"_balance"])
		if err != nil {
			continue
		}
		name := e.sess.Facts[prefix+"_name"]
		if name == "" {
			name = id
		}
		return name, bal, amount, true
	}
	return "", 0, 0, false
}
