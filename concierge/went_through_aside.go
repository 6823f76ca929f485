package concierge

// "did it go through? whats my checking now" right after a transfer (issue
// 24 round 20): a message made of the question whether the call just run
// happened and a request. The question was read as one about past
// activity ("I can't see your transaction history"), or at a question as
// one the product cannot answer. It is answered from the call just run,
// as went_through.go answers it alone, and the rest of the message is
// read on as a message of its own, whichever clause comes first.

import (
	"strings"
	"unicode"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// wentThroughJoin is where such a question may end without a stop: a
// comma, "and", "n", "&" or "+".
var wentThroughJoin = reading.Lazy(`(?i)\s*,\s*|\s+(?:and|n|&|\+|also|plus|then)\s+`)

// onlyAboutTheCall reports a question whether the call just run happened
// that names nothing else ("did my rent go through?" names a payment of
// its own: cannot_history.go).
func onlyAboutTheCall(q string) bool {
	if !asksIfDone(q) {
		return false
	}
	for _, w := range reading.Words(strings.ToLower(q)) {
		if !aboutTheCallJustRun()[w] && strings.IndexFunc(w, func(r rune) bool { return !unicode.IsDigit(r) && r != '.' && r != '$' }) >= 0 {
			return false
		}
	}
	return true
}

// maxWentThroughLen is the longest message read for such a question and a
// request.
const maxWentThroughLen = 400

// splitWentThrough splits text into such a question and the rest, when
// it holds both.
func splitWentThrough(text string) (q, rest string, ok bool) {
	if len(text) > maxWentThroughLen {
		return "", "", false // each cut reads its clause again: never a long text's work
	}
	if q, rest, ok := sideQuestion(text); ok && onlyAboutTheCall(q) && strings.TrimSpace(rest) != "" {
		return q, rest, true
	}
	t := strings.TrimSpace(text)
	for _, loc := range wentThroughJoin.FindAllStringIndex(t, -1) {
		first, second := strings.TrimSpace(t[:loc[0]]), strings.TrimSpace(t[loc[1]:])
		if first == "" || second == "" {
			continue
		}
		if onlyAboutTheCall(first) && !onlyAboutTheCall(second) {
			return first, second, true // "did it go thru and whats my savings"
		}
		if onlyAboutTheCall(second) && !onlyAboutTheCall(first) {
			return second, trimDangling(first), true // "whats my checking now, did it work"
		}
	}
	return "", "", false
}

// wentThroughAsideRead reads such a message into the answer from the call
// just run and the rest, for the loop to read on; ok is false for any
// other message, or when no call with side effects was asked for, or
// while a secret, an approval or a plan waits (their own readings answer
// there). It only reads.
func (e *Engine) wentThroughAsideRead(t *turn, text string) (c turnCmd, rest string, ok bool) {
	if e.sess.Pending.Secret != nil || e.sess.Pending.Approval != nil || e.planWaits() {
		return turnCmd{}, "", false
	}
	q, rest, ok := splitWentThrough(text)
	if !ok || e.answersAsked(t, text) {
		return turnCmd{}, "", false
	}
	said, ok := e.whatBecameOfIt()
	if !ok {
		return turnCmd{}, "", false
	}
	shown := "ask on the side — " + quoteShort(q) + ", whether the last task with side effects ran; the rest is read on"
	c = sideAnswerCmd(text, shown, said)
	c.Kind = agents.CmdAsk
	return c, rest, true
}

// quoteShort is q clipped and quoted for the Why panel.
func quoteShort(q string) string { return `"` + reading.Clip(q, 60) + `"` }
