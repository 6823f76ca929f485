package concierge

// Questions about the document just made (R56's ask; round 17's i39 and
// i36): "ok how do i download it then" met the greeting menu, "was that
// sent?" met "I'm not sure how to help". A question about what the last
// task made — was it sent, where is it, how to download, print, email,
// copy or keep it, did it save — is answered from what the product did:
// the document is shown under Artifacts (and at any address its text
// gives), the full-screen app saves it with ctrl+s, and nothing was sent
// to anyone. A request to send it ("email it to the customer") is
// cannot_send.go's; whether a transfer went through is went_through.go's.

import (
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// madeQuestionOpen opens a question: a question word or an auxiliary, after
// fillers ("ok how do i …", "so was that …").
var madeQuestionOpen = reading.Lazy(`(?i)^\W*(?:(?:ok|okay|so|and|but|wait|um|umm|hmm|oh|right|cool|great|thanks|then|also|sorry|hey|alright)\W+)*(?:how|where|was|were|did|has|have|is|are|can|could|will|would|do|does|am|what|when|who|may|should|any\s+way)\b`)

// madeSent asks whether the document went to someone.
var madeSent = reading.Lazy(`(?i)\b(?:sent|send|gone(?:\s+(?:out|off|to))?|go\s+(?:out|off|to)|went\s+(?:out|off|to)|emailed|mailed|posted|delivered|forwarded|dispatched|received|get\s+it|got\s+it|receive)\b`)

// madeReceived asks whether someone has the document: "did the customer
// get the letter", "has the claimant received it".
var madeReceived = reading.Lazy(`(?i)\b(?:customer|customers|claimant|policyholder|insured|client|they|he|she|anyone|anybody|recipient)\b.*\b(?:get|got|gotten|receive|received|have|has|seen)\b`)

// madeKeep asks how to have the document: download, print, keep, find.
var madeKeep = reading.Lazy(`(?i)\b(?:download|downloaded|print|printed|save|saved|keep|kept|store|stored|copy|export|pdf|email|e-mail|mail|share|forward|send|find|where|see|view|open|access|get)\b`)

// madeThing points at the document: a pronoun or the document's name.
var madeThing = reading.Lazy(`(?i)\b(?:it|that|this|them|letter|letters|document|doc|file|receipt|note|pdf|copy|artifact|one)\b`)

// keepVerbs are the verbs a reply says the user can do with the document.
// Built on first use: the package init stays small (TestInitAllocations, R55).
var keepVerbs = sync.OnceValue(func() map[string]string {
	return map[string]string{"download": "download", "downloaded": "download", "pdf": "download", "print": "print", "printed": "print",
		"email": "email", "e-mail": "email", "mail": "email", "share": "share", "forward": "forward", "send": "send", "copy": "copy"}
})

// madeQuestionRead reads a question about the document the last task
// made into its answer; ok is false for any other message, or when
// nothing was made. It only reads.
func (e *Engine) madeQuestionRead(t *turn, text string) (turnCmd, bool) {
	n := len(e.sess.Artifacts)
	if !e.idle() || e.answersAsked(t, text) {
		return turnCmd{}, false
	}
	if n == 0 || e.sess.Last != nil && e.sess.Last.Agent != e.sess.Artifacts[n-1].Agent {
		// "was it saved?" after a note written: what came of the call
		if c, ok := e.effectQuestionRead(text); ok || n == 0 {
			return c, ok
		}
	}
	words := reading.Words(strings.ToLower(text))
	if len(words) < 2 || len(words) > 14 || !madeQuestionOpen.MatchString(text) || !madeThing.MatchString(text) {
		return turnCmd{}, false
	}
	if workVerbs.MatchString(strings.ReplaceAll(strings.ToLower(text), "send", "")) || e.holdsValues(text) {
		return turnCmd{}, false // "can you write another one for 12AB34": a request
	}
	art := e.sess.Artifacts[n-1]
	if said, ok := e.withdrawnLetterAsked(text); ok {
		// "is that letter ok to send" after its reason was refused: never "send it yourself" (ins21_refused_claim.go)
		return answerCmd(agents.CmdAsk, "made", text, "a question about the letter withdrawn, answered from what was refused", said), true
	}
	if a := e.domain.Agent(art.Agent); a != nil && a.HasSideEffects() && (madeSent.MatchString(text) && !madeKeep.MatchString(strings.ReplaceAll(text, "sent", "")) || madeReceived.MatchString(text)) {
		return turnCmd{}, false // "was it sent?", "did they get it yet" after a transfer: whether it went through (went_through.go)
	}
	where := `"` + art.Title + `" is shown under Artifacts`
	if u := addressIn(art.Body); u != "" {
		where += ", and at " + u
	}
	kind := art.Kind
	if kind == "" {
		kind = e.documentKind()
	}
	var said string
	switch {
	case (madeSent.MatchString(text) || madeReceived.MatchString(text)) && !strings.HasPrefix(strings.TrimSpace(strings.ToLower(text)), "how"):
		said = prompts.MadeNotSent(kind, where)
	case madeKeep.MatchString(text):
		verb := "download, print or email"
		for _, w := range words {
			if v, ok := keepVerbs()[w]; ok {
				verb = v
				break
			}
		}
		said = prompts.MadeWhere(where, verb, e.store != nil)
	default:
		return turnCmd{}, false
	}
	c := answerCmd(agents.CmdAsk, "made", text, "a question about the "+kind+" just made, answered from what was done", said)
	return c, true
}

// effectQuestionRead answers a question about what the last task did
// when it made no document ("was it saved?", "did it save?", "where is
// it?" after a note written): what came of its call, as went_through.go
// says it. ok is false unless the last task acted on something.
func (e *Engine) effectQuestionRead(text string) (turnCmd, bool) {
	l := e.sess.Last
	if l == nil {
		return turnCmd{}, false
	}
	if a := e.domain.Agent(l.Agent); a == nil || !a.HasSideEffects() {
		return turnCmd{}, false
	}
	words := reading.Words(strings.ToLower(text))
	if len(words) < 2 || len(words) > 10 || !madeQuestionOpen.MatchString(text) || !madeThing.MatchString(text) ||
		!madeSent.MatchString(text) && !madeKeep.MatchString(text) || workVerbs.MatchString(text) || e.holdsValues(text) {
		return turnCmd{}, false
	}
	said, ok := e.whatBecameOfIt()
	if !ok {
		return turnCmd{}, false
	}
	return sayCmd(agents.CmdAsk, "ask — what came of the last task's call", text, said, true), true
}
