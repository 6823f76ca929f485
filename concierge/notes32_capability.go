package concierge

// A question about something the app does not do (issue 24, notes32):
// "can it remind me of things at a time?" started a to-do ("To add a
// to-do, first I'll open your notes. Whose notes?"), and "bye" then said
// the to-do was kept for later, a task the user never asked for. A "can
// it/you …?" question about a capability no agent of the domain has —
// reminders at a time, alarms, sharing, syncing, exporting, pictures — is
// answered ("No: I can't send timed reminders, alarms or notifications
// here. I can add a to-do instead."), and nothing starts. The other things
// no agent does ("can you sync with google calendar") are not_offered.go's;
// a timed reminder is here because a to-do is said "remind me to …", so
// that a reminder looked like the to-do agent's work.

import (
	"sync"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// missingCapability is one thing people ask an assistant app for that an
// agent of the domain may not do: what it is in words, the words that ask
// for it, and, where a word alone is not enough, the words the question
// must hold too ("remind me" is a to-do; "remind me at 5pm" is an alarm).
type missingCapability struct {
	what  string
	asked *reading.LazyRegexp
	also  *reading.LazyRegexp
}

var missingCapabilities = sync.OnceValue(func() []missingCapability {
	return []missingCapability{
		{"send timed reminders, alarms or notifications",
			reading.Lazy(`(?i)\b(?:remind\w*|alerts?|notif\w*|ping|pings|nudge|nudges|buzz|alarms?|wake\s+me|push\s+notif\w*)\b`),
			reading.Lazy(`(?i)\b(?:at\s+(?:a|the|any|some|specific|certain|set|given|particular|exact|right)\s+(?:time|hour|date|day|moment)|at\s+\d|\d\s*(?:am|pm)|o'?clock|tomorrow|tonight|later|in\s+(?:an?|\d+|a\s+few|few)\s+(?:min\w*|hours?|days?|weeks?)|on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)days?|at\s+(?:noon|midnight|night|lunch\w*|dinner)|every\s+(?:day|morning|evening|night|week|month|hour)|daily|weekly|schedul\w*|when\s+(?:it'?s|its)\s+time|in\s+time|on\s+time|times?|dates?|deadlines?|due|alarms?|notif\w*|alerts?|wake\s+me|beforehand|before\s+(?:it|the))\b`)},
	}
})

// capabilityAsked is a question about what the app or the assistant can
// do: "can it …", "does this app …", "is there a way to …".
var capabilityAsked = reading.Lazy(`(?i)^\W*(?:(?:ok|okay|so|and|also|hey|hi|hello|hmm|um|btw|but|wait|oh|quick\s+q(?:uestion)?|just\s+wondering|one\s+more\s+thing|question)\W+)*` +
	`(?:(?:can|could|will|would|does|do|is|are|cn|cud)\s+(?:it|you|u|ya|this|this\s+app|the\s+app|this\s+thing|the\s+thing|this\s+bot|the\s+bot|this\s+program|the\s+assistant|concierge|i|we|they)\b` +
	`|is\s+there\s+(?:a|any)\s+(?:way|option|setting|feature|function)\b|do\s+you\s+(?:have|support|offer|do)\b|how\s+(?:do|can|would)\s+i\s+(?:set|get|turn\s+on|make)\b)`)

// capabilityMissing is the missing capability a question asks about, nil
// when the message is no such question or an agent of the domain says it
// does the thing.
func (e *Engine) capabilityMissing(text string) *missingCapability {
	q := capabilityAsked.FindStringIndex(text)
	if q == nil {
		return nil
	}
	caps := missingCapabilities()
	for i := range caps {
		c := &caps[i]
		loc := c.asked.FindStringIndex(text)
		if loc == nil || c.also != nil && !c.also.MatchString(text) || !capabilityIsObject(text, q, loc) {
			continue // "can u do a decline for 28WE61, reason is no alarm fitted" (capability_object.go)
		}
		if e.someAgentSays(c) {
			return nil // the domain's own work: the router's to give
		}
		return c
	}
	return nil
}

// someAgentSays reports an agent whose description, task or intro names
// the capability: then it is that agent's work.
func (e *Engine) someAgentSays(c *missingCapability) bool {
	for _, a := range e.domain.Agents {
		said := a.Description + " " + a.Task + " " + a.Intro + " " + a.Title
		if c.asked.MatchString(said) && (c.also == nil || c.also.MatchString(said)) {
			return true
		}
	}
	return false
}

// capabilityMissingRead reads a question about a capability the domain
// does not have into a plain no and the nearest thing it does, what waits
// asked again; ok is false for any other message. It only reads.
func (e *Engine) capabilityMissingRead(t *turn, text string) (turnCmd, bool) {
	if e.sess.Pending.Secret != nil || e.sess.Pending.Approval != nil || e.planWaits() || e.takesText() {
		return turnCmd{}, false // a note's words, an approval's answer: read as typed
	}
	c := e.capabilityMissing(text)
	if c == nil {
		return turnCmd{}, false
	}
	if _, ok := e.notOfferedRead(t, text); ok {
		return turnCmd{}, false // "btw can u set reminders with alarms?": its own answer (not_offered.go)
	}
	can := ""
	if best, ok := e.router.Best(text, e.domain.Agents); ok && best.Agent.ExposeToUser && !hasSecretSlot(best.Agent) {
		can = best.Agent.TaskPhrase()
	} else if phrases := e.capabilityPhrases(); len(phrases) > 0 {
		can = joinOr(phrases)
	}
	cmd := turnCommand(agents.CmdAsk, execProductFacts, text)
	cmd.said = []string{prompts.CapabilityMissing(c.what, can)}
	cmd.shown = "ask(capability) — asks whether the app can " + c.what + ": it can't, nothing started"
	return cmd, true
}
