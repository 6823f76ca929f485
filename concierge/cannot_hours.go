package concierge

// Opening hours asked (R50's cannot_handle; tryout 39 bank, 38 and 30):
// "is the stock market open today" said after a balance check started a
// stock look-up asking for a ticker, "when does trading close" did the
// same, and "actually never mind, what time do you guys close" at an
// approval cancelled and dropped the question. Whether something is open,
// when it opens or closes, its hours: a question that only shares a word
// with a task ("stock", "trading"). Nothing here knows any hours, so it
// is said plainly, with the nearest thing that can be done; no slot is
// asked. A domain whose agent speaks of hours keeps the question.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// openingHours is the kind, named as the answer says it.
var openingHours = outOfScope{what: "tell you opening hours"}

// hoursAsked are the three shapes of the question: hours named ("market
// hours", "whats the closing time"; never "drove for 6 hours"), when something opens or closes
// ("what time do you guys close", "how late is the exchange open"), and
// whether it is open or closed now ("is the stock market open today",
// "r markets open on good friday", "does the nasdaq close early").
var hoursAsked = reading.Lazy(`\b(?:(?:opening|trading|business|market|office|branch|bank|store|shop|your|ur|ya|their|its|it's)\s+hours|hours\s+of\s+(?:business|operation|trading)|^\W*(?:what|wat|whats|what's)\s+(?:are\s+)?(?:the\s+)?hours|opening times?|closing times?|closing bell|opening bell)\b` +
	`|\b(?:when|what time|wat time|wht time|wot time|how late|how early|till when|until when)\b.*\b(?:open|opens|opening|close|closes|closing|shut|shuts|closed)\b` +
	`|^(?:[\w']+\W+){0,4}?(?:is|are|r|will|does|do|was|were|isnt|arent)\W+(?:[\w.&']+\W+){0,4}?(?:open|opened|closed|shut|close|closes|opens)\b(?:\W+(?:today|tomorrow|now|rn|right now|yet|still|early|late|on|at|over|this|for|during|tonight)\b.*)?\W*$`)

// hoursNotAsked are words that make open or close a task on a thing of
// the user's ("is my claim closed", "close my account"), not hours.
var hoursNotAsked = lazyWordSet(`account accounts acct checking savings policy policies claim claims note notes file card cards tab loan ticket case my ` +
	`todo todos to-do to-dos task tasks item items list lists job jobs reminder reminders letter letters`)

// hoursAskedAsTask are the verbs that open a request for hours rather
// than a question about them.
var hoursAskedAsTask = lazyWordSet(`look find check get search fetch show give pull google`)

// hoursKind is the opening-hours question a clause asks, nil when it asks
// none, gives a value, or an agent of the domain speaks of hours.
func (e *Engine) hoursKind(clause string) *outOfScope {
	clause = strings.ToLower(strings.TrimSpace(clause))
	if strings.ContainsAny(clause, "$") || !hoursAsked.MatchString(clause) {
		return nil
	}
	if anyWordIn(reading.Words(clause), hoursNotAsked()) || strings.Contains(clause, "to-do") || strings.Contains(clause, "to do") {
		return nil
	}
	if w := reading.Words(strings.TrimPrefix(strings.TrimPrefix(clause, "and "), "also ")); len(w) > 0 && hoursAskedAsTask()[w[0]] {
		// "look up the repair shop's opening hours": a request with its
		// own words, said back as asked ("I can't look up the repair
		// shop's opening hours here")
		return nil
	}
	for _, a := range e.domain.Agents {
		said := strings.ToLower(strings.Join(append([]string{a.Description, a.Task, a.Intro}, a.Examples...), " "))
		if strings.Contains(said, "hours") || strings.Contains(said, "opening") {
			return nil
		}
	}
	return &openingHours
}
