package concierge

// Money taken from an account that is not the user's (round 39's bank 24
// and 26): "take 200 from account 7654321 and put it in my savings", "my
// ex's account is 7654321, pull 500 out of it into my checking". The
// request names where the money comes from, and it is no account of the
// user's; the other own account was put in its place without a word, and
// a hasty yes moved $200 out of Checking. A source said as someone else's
// account never implies the user's other account: the reply says money
// only leaves the user's own accounts, and asks which.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// outsideSourceID names a source by its number: "from (account)
// 7654321", "out of 7654321", or "pull 500 out of it" after a number said.
var outsideSourceID = reading.Lazy(`\b(?:from|out of|outta|off)\s+(?:(?:the|an?|acct|account|a/c|acc|number|no\.?|#)\s+){0,3}(\d{5,17})\b|\b(\d{5,17})\b.{0,40}\b(?:pull|take|grab|get|move|transfer|withdraw)\s+(?:\$?\d[\d,.]*k?\s+)?(?:out of|from|outta)\s+(?:it|that|there|that one|this one)\b`)

// othersSource names a source as someone else's: "from my ex's account",
// "out of his savings".
var othersSource = reading.Lazy(`\b(?:from|out of|outta|off)\s+(?:(?:my|the)\s+)?(?:(?:ex|mum|mom|dad|wife|husband|brother|sister|son|daughter|friend|boss|neighbou?r|partner|roommate|flatmate|gran|grandma|grandpa)(?:'s|s)?|his|her|their|[a-z]+'s)\s+(?:\w+\s+)?(?:account|acct|acc|savings|checking|money|card)\b`)

// outsideSource reports a request that takes money from an account that
// is not the user's, and names it. A number is outside only once the
// user's own numbers are known (signed in): before, it may be theirs, and
// unsure says so — no own account may be put in its place either way.
func (e *Engine) outsideSource(lower string) (from string, ok, unsure bool) {
	if m := outsideSourceID.FindStringSubmatch(lower); m != nil {
		id := m[1] + m[2]
		own := e.ownAccountIDs()
		if len(own) == 0 {
			return "", false, true
		}
		if _, mine := own[id]; !mine {
			return id, true, false
		}
	}
	if othersSource.MatchString(lower) {
		return "that account", true, false
	}
	return "", false, false
}

// outsideSourceLine is what is said when a request for an agent that
// moves money takes it from an account not the user's; "" otherwise.
func (e *Engine) outsideSourceLine(a *agents.Agent, text string) string {
	from, ok, _ := e.outsideSource(strings.ToLower(text))
	if a == nil || !ok {
		return ""
	}
	for _, s := range a.Slots {
		if s.Kind == agents.KindMoney {
			return fmt.Sprintf("Money can only come out of your own accounts, so I won't take it from %s.", from)
		}
	}
	return ""
}
