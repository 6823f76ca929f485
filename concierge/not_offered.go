package concierge

// A question whether the product does something nobody here does (R50's
// cannot_handle, issue 24 round 15): "do u guys do mortgages", "can i get
// a loan here", "do you offer credit cards?", "can i buy bitcoin here".
// It is a yes-or-no question, so it gets a plain no and, in one sentence,
// what the domain's agents do — never the whole menu, never "I don't know
// that", and never a task started with the unknown word as its value.
// Work an agent does ("can i get my balance here") is left to the router.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// asksIfOffered is a question whether the product does, offers or has a
// thing (what): "do you (guys) do X", "does this bank offer X", "can i
// get X here", "is there X here".
var asksIfOffered = reading.Lazy(`(?i)^` +
	`(?:(?:(?:do|does|can|could|will|would)\s+(?:you|u|ya|y'?all|this\s+(?:bank|app|place|thing|service)|the\s+bank|your\s+bank)(?:\s+(?:guys|folks|people|all|lot))?` +
	`|(?:you|u|ya)\s+(?:guys|folks|people|all))\s+(?:also\s+|even\s+|ever\s+|actually\s+|still\s+)?` +
	`(?:do|offer|have|sell|provide|handle|support|give(?:\s+out)?|deal\s+(?:in|with)|help\s+(?:me\s+)?with|process|manage|issue|carry|run|allow)` +
	`|(?:can|could|may)\s+(?:i|we)\s+(?:also\s+|even\s+)?(?:get|have|open|apply\s+for|take\s+out|buy|sell|trade|invest\s+in|order|use|pay\s+with|sign\s+up\s+for)` +
	`|(?:is|are)\s+there\s+(?:any\s+)?)` +
	`\s+(?P<what>[^?.!]+?)(?:\s+(?:here|with\s+(?:you|u)|from\s+(?:you|u)|through\s+(?:you|u)|thru\s+(?:you|u)|at\s+(?:this|your|the)\s+bank|in\s+(?:this|the)\s+app|too|as\s+well|at\s+all))*\s*[?.!]*$`)

// pointsOrCounts marks a thing asked for that is a value or points back:
// a figure, a currency, "that", "it", "back".
var pointsOrCounts = reading.Lazy(`(?i)[0-9$£€¥]|\b(?:that|it|this|them|those|back|half|quarter|double|same|again|instead)\b`)

// offeredLeadIn are the words before such a question ("hmm", "quick q:").
var offeredLeadIn = reading.Lazy(`(?i)^(?:(?:so|hey|hi|hello|and|also|ok|okay|um+|uh+|hm+|well|right|wait|btw|yo|oh|quick\s+q(?:uestion)?|question|just\s+wondering|wondering|curious)[\s,:!-]+)*`)

// notOfferedRead reads a question whether the product does what no agent
// does into its answer: a plain no, and what can be done here. Every
// clause of the message is such a question or words around it ("ok what
// about crypto, can i buy bitcoin here"); ok is false otherwise. It only
// reads.
func (e *Engine) notOfferedRead(t *turn, text string) (turnCmd, bool) {
	if e.sess.Pending.Approval != nil || e.planWaits() {
		return turnCmd{}, false // "can you do ¥5000", "could i get my money back": about the call that waits
	}
	reply, shown, found := "", "", false
	for _, clause := range read(text).TypedClauses() {
		lower := offeredLeadIn.ReplaceAllString(strings.ToLower(strings.TrimSpace(clause)), "")
		m := asksIfOffered.FindStringSubmatch(lower)
		if m == nil && !found {
			if r, sh, ok := e.canDoReply(lower); ok {
				reply, shown, found = r, sh, true // "can u set reminders with alarms?" (not_offered_can16.go)
				continue
			}
		}
		if m == nil {
			if found || e.newRequest(clause) || e.answersAsked(t, clause) {
				return turnCmd{}, false // a request of its own, or an answer, beside it
			}
			continue
		}
		if found {
			continue // one answer: "do you do loans? do you do cards?"
		}
		what := strings.TrimSpace(m[asksIfOffered.SubexpIndex("what")])
		reply, shown, found = e.notOfferedReply(lower, what)
		if !found {
			return turnCmd{}, false
		}
	}
	if !found {
		return turnCmd{}, false
	}
	return sayCmd(agents.CmdCannotHandle, "cannot_handle — "+shown, text, reply, true), true
}

// notOfferedReply is the answer to clause, a question whether the product
// does what, and how "Read as:" shows it; ok is false when an agent does it or it names a value an
// agent takes ("can i get 50 moved to savings").
func (e *Engine) notOfferedReply(clause, what string) (reply, shown string, ok bool) {
	if what == "" || pointsOrCounts.MatchString(what) {
		return "", "", false // "could you do a quarter of that", "can you do 50": a value, not a service
	}
	if k := e.cannotKind(clause); k != nil {
		// "can i buy bitcoin here": buying shares
		return prompts.NotOfferedKind(k.what, e.capabilityPhrases()), "no agent here can " + k.what, true
	}
	if e.anyAgentDoes(what) || e.anyAgentDoes(clause) || e.withinScope(what) || e.valueAsked(what) { // "could you do a rejection on 31PL77" (ins41_value_asked.go)
		return "", "", false
	}
	if best, ok := e.router.Best(clause, e.domain.Agents); ok && len(agents.Extract(best.Agent, what, "")) > 0 {
		return "", "", false
	}
	what = cannotWhat(what)
	return prompts.NotOffered(what, e.capabilityPhrases()), "no agent here does " + what, true
}
