package concierge

// "What day is it today?" (R28, R50's ask; issue 24 round 11): asked at
// a question, or with nothing waiting, it was "I'm not sure how to help
// with that" or "I don't know that". The session runs on a clock (the
// letters are dated by it): the date is said from it, and the time when
// that is asked; what waits is asked again.

import (
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// askedDate is a question about today's date or day; askedTime one about
// the time of day.
var (
	askedDate = reading.Lazy(`(?i)\bwhat(?:'s|s| is)?\s+(?:the\s+)?(?:date|day)\s+(?:is\s+it|it\s+is|is\s+today|today)\b|\bwhat(?:'s|s| is)?\s+(?:today'?s|todays|the)\s+date\b|\b(?:today'?s|todays)\s+date\b|\bwhat\s+is\s+today\b|\bwhat\s+day\s+of\s+the\s+(?:week|month)\b`)
	askedTime = reading.Lazy(`(?i)\bwhat(?:'s|s| is)?\s+the\s+time\b|\bwhat\s+time\s+(?:is\s+it|it\s+is)\b|\btime\s+is\s+it\b`)
	// dateOfSomething is the date of an event, not today's: "what's the
	// date of the accident", "what time did it happen"
	dateOfSomething = reading.Lazy(`(?i)\b(?:date|day|time)\s+(?:of|on|for|in|that|when|did|was|were)\b`)
)

// todayAnswer is the answer to a question about the date or the time,
// "" when clause asks neither.
func (e *Engine) todayAnswer(clause string) string {
	date, clock := askedDate.MatchString(clause), askedTime.MatchString(clause)
	if !date && !clock || dateOfSomething.MatchString(clause) {
		return ""
	}
	now := e.clock()
	at := ""
	if clock {
		at = now.Format("15:04")
	}
	return prompts.Today(now.Format("Monday 2 January 2006"), at)
}
