package concierge

// An acknowledgement that opens something else at an approval (R50's
// fixed yes gate, §15; issue 24 round 8): "ok then whats tsla at", "k
// what's my savings balance", "alright, is there a fee", "sure, how much
// will i have left". An "ok" said in front of a question or another
// request only takes the turn; it answers nothing. The question is
// answered (or the request queued for after the answer, "After this
// I'll …") and the approval asked again. A clear yes with a request after
// it ("yes, then whats tsla at", "go ahead, and check my savings") still
// approves and queues (approval_yes_then.go); money never moves on an ok
// that opens a question.

import (
	"strings"
	"unicode"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/state"
)

// ackWords acknowledge without answering when something follows them.
var ackWords = lazyWordSet(`ok okay k kk okk okey oki okie okey-dokey alright alrighty sure fine cool right gotcha understood`)

// ackJoins join the acknowledgement to what it opens ("ok then …", "ok
// so …", "alright and …").
var ackJoins = lazyWordSet(`then so and also but well now um uh hmm er quick question btw first`)

// clearYesWords answer the approval in any message (R50's gate): with
// them the message is a yes with more after it, for the yes readings.
var clearYesWords = lazyWordSet(`yes yep yeah yup ya yea yess approve approved confirm confirmed proceed absolutely definitely certainly affirmative`)

// clearYesPairs are the clear yes-phrases of two words.
var clearYesPairs = lazyWordSet(`go_ahead send_it do_it please_do go_for sure_thing of_course`)

// ackOpens splits a message that starts with an acknowledgement and goes
// on to something else: rest is what follows it; ok is false when the
// message does not start so, or nothing follows.
func ackOpens(text string) (rest string, ok bool) {
	acked, i := false, 0
	for i < len(text) {
		for i < len(text) && (text[i] == ' ' || strings.IndexByte(",.;:!-", text[i]) >= 0) {
			i++
		}
		end := strings.IndexFunc(text[i:], func(r rune) bool { return unicode.IsSpace(r) || strings.ContainsRune(",.;:!?", r) })
		if end < 0 {
			end = len(text) - i
		}
		w := normalise(text[i : i+end])
		switch {
		case w == "":
			return "", false
		case ackWords()[w]:
			acked = true
		case w == "all" && strings.HasPrefix(strings.ToLower(strings.TrimLeft(text[i+end:], " ,")), "right"):
			acked = true // "all right": its "right" is taken next
		case acked && ackJoins()[w]:
		default:
			if !acked {
				return "", false
			}
			return strings.TrimSpace(text[i:]), true
		}
		i += end
	}
	return "", false
}

// saysClearYes reports a clear yes-word or yes-phrase anywhere in text:
// "ok, go ahead and whats tsla at" says yes.
func saysClearYes(text string) bool {
	words := strings.Fields(strings.Map(func(r rune) rune {
		if strings.ContainsRune(",.;:!?", r) {
			return ' '
		}
		return r
	}, strings.ToLower(text)))
	for i, w := range words {
		w = normalise(w)
		if clearYesWords()[w] || i+1 < len(words) && clearYesPairs()[w+"_"+normalise(words[i+1])] {
			return true
		}
	}
	return false
}

// ackOpensRead reads a message that an acknowledgement opens at an
// approval: ask(value) with its answer, or ask(ack) of what follows the
// ok, which is read on as a message of its own when nothing answers it as
// a question; ok is false when the message is no such thing, for the
// yes-or-no reading.
func (e *Engine) ackOpensRead(a *agents.Agent, ap *state.Approval, text string) ([]apCommand, bool, error) {
	rest, opens := ackOpens(text)
	if !opens || hasCancel(text) || isCancel(rest) || strings.ContainsAny(rest, "0123456789") && !e.numbersOfTheCall(ap, rest) {
		return nil, false, nil // "ok 300": a value, for the correction's reading
	}
	if about, ok := e.valueAnswer(ap, rest); ok {
		c := apCmd(agents.CmdAsk, rest)
		c.Scope, c.Question, c.Text = askValue, rest, about
		return []apCommand{c}, true, nil // "ok so is the amount right"
	}
	if saysClearYes(text) || isYes(rest) || affirmsOnly(rest) || putsOff(rest) {
		return nil, false, nil // "ok go ahead", "ok that's right", "ok hang on"
	}
	if _, no := rejection(rest); no || takesBack(rest) {
		return nil, false, nil
	}
	question := askedAsQuestion(rest)
	if !question && !e.newRequest(rest) && e.otherRequestAtApproval(a, rest) == nil {
		return nil, false, nil // "ok cool", "ok send the money": the gate's to judge
	}
	if !question && e.routesTo(rest) == a {
		return nil, false, nil // "ok transfer it": the call said again
	}
	c := apCmd(agents.CmdAsk, rest)
	c.Scope, c.Question = askAck, rest
	if holdsYesPhrase(rest) {
		// "ok, is it ok to go now": an ok inside the question is no yes either
		return []apCommand{c, remindCmd(rest, "")}, true, nil
	}
	// "ok then whats tsla at" is read as "whats tsla at" would be: a side
	// question answered, another agent's request queued
	// (approval_request_queued.go) — read when the executor finds nothing
	// that answers it as a question, since reading it may cost a model's
	// request (R52) that the answer makes needless
	c.Text = readOn
	return []apCommand{c}, true, nil
}
