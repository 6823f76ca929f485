package concierge

// "can u set reminders with alarms?" (issue 24 round 16) read as "do you
// do X" (not_offered.go): a yes-or-no question whether the product does
// an action no agent here does gets a plain no and what can be done here,
// not "I'm not sure how to help with that" and the whole menu.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// asksIfCan is "can you (also) <verb> <what>": the action asked for.
var asksIfCan = reading.Lazy(`(?i)^(?:can|could|will|would)\s+(?:you|u|ya)(?:\s+(?:guys|also|even|actually|maybe|please|pls))*\s+(?P<act>[a-z]+\s+[^?.!]+?)(?:\s+(?:here|for\s+me|too|as\s+well|at\s+all|please|pls))*\s*[?.!]*$`)

// mentionsOwn marks an action on the user's own things.
var mentionsOwn = reading.Lazy(`(?i)\b(?:my|mine|our)\b`)

// askedVerbs are verbs of "can you …" that ask about what is said, not a
// service: "can you tell me", "can you explain that".
var askedVerbs = lazyWordSet(`tell explain help show repeat say hear see understand clarify confirm talk speak hold wait check give go do stop undo cancel read look let please just`)

// canDoReply is the answer to clause when it asks whether the product can
// do an action no agent does ("can u set reminders with alarms?"); ok is
// false for anything else, an agent's work included.
func (e *Engine) canDoReply(clause string) (reply, shown string, ok bool) {
	m := asksIfCan.FindStringSubmatch(clause)
	if m == nil {
		return "", "", false
	}
	act := strings.TrimSpace(m[asksIfCan.SubexpIndex("act")])
	verb := strings.Fields(act)[0]
	if mentionsOwn.MatchString(act) {
		return "", "", false // "can you freeze my account": the user's own things have readers of their own (cannot_*.go)
	}
	if askedVerbs()[verb] || pointsOrCounts.MatchString(act) || e.anyAgentDoes(act) || e.anyAgentDoes(clause) || e.newRequest(clause) {
		return "", "", false
	}
	if best, ok := e.router.Best(clause, e.domain.Agents); ok && best.Core {
		return "", "", false
	}
	return prompts.NotOfferedKind(act, e.capabilityPhrases()), "no agent here can " + act, true
}
