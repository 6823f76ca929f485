package concierge

// A lone amount in a long or hedged request (R50, R27; issue 24 round 11):
// "…we agreed i would send him the difference which comes out to 37.25.
// His account number is 7654321. Can you do that from my checking?" and
// "shes at 1234324, maybe 400?" named one amount far from any amount cue,
// so no value took it: it was said back as "I didn't use 37.25" and the
// amount asked for. A request with side effects that names exactly one
// number that reads as money, and no amount otherwise, means that number:
// it is taken as the amount, and shown in the summary the user approves
// before anything moves (R11). Numbers that are clearly no value — an age
// ("I am 82"), a year in a story ("back in 2019"), a count of things ("3
// kids") — are neither taken nor said back as unused.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// ageBefore and ageAfter are the words around a number that make it an
// age: "i am 82", "im 82", "aged 82", "82 years old", "82 yo".
var (
	ageBefore = reading.Lazy(`(?i)\b(?:i am|i'm|im|i’m|am|aged?|turning|turned|age of|at)\s*$`)
	ageAfter  = reading.Lazy(`(?i)^\s*(?:years?|yrs?|yo|y/o|year old|years old)\b`)
	// yearBefore is a year told in a story: "back in 2019", "since 2020"
	yearBefore = reading.Lazy(`(?i)\b(?:in|since|back in|during|from|of|until|till|by|year)\s*$`)
	// countAfter is a count of things, not of money: "3 kids", "2 weeks"
	countAfter = reading.Lazy(`(?i)^\s*(?:kids?|children|sons?|daughters?|grandkids?|grandchildren|people|persons?|times?|days?|weeks?|months?|years?|hours?|minutes?|mins?|items?|things?|pieces?|nights?|am|pm|o'?clock|percent|%|st|nd|rd|th|x|of (?:them|us|you)|accounts?|cats?|dogs?|cars?|houses?|rooms?|floors?|apartments?|flats?|miles?|km|kg|lbs?|pounds? of|people|guys|friends|tenants|shares?)\b`)
)

// notAValue reports the number at text[from:to] as clearly no value of a
// request: an age, a story's year, a count of things.
func notAValue(text string, from, to int) bool {
	before, after := text[:from], text[to:]
	said := strings.TrimSpace(text[from:to])
	if strings.ContainsAny(said, "$£€") {
		return false // "$82" is money whatever stands around it
	}
	if ageBefore.MatchString(before) && !moneyAfter.MatchString(after) || ageAfter.MatchString(after) {
		return true
	}
	if len(said) == 4 && (strings.HasPrefix(said, "19") || strings.HasPrefix(said, "20")) && yearBefore.MatchString(before) {
		return true
	}
	return countAfter.MatchString(after) || reading.ChatNumber(text, from, from+len(said)) // "a 12 hr shift", "2nd time" (reading/chat_numbers.go)
}

// moneyAfter is a currency word after a number: "82 dollars".
var moneyAfter = reading.Lazy(`(?i)^\s*(?:dollars?|bucks?|usd|quid|euros?|pounds?|cents?|grand|k)\b`)

// takeLoneAmount fills a's empty money slot with the one number of a
// request with side effects that reads as money and no value took, and
// reports what it took ("" for nothing). values are the values read from
// text, and gain the amount.
func (e *Engine) takeLoneAmount(a *agents.Agent, text string, values map[string]string, problems map[string]error) string {
	if !a.HasSideEffects() {
		return ""
	}
	var money *agents.Slot
	for i := range a.Slots {
		if a.Slots[i].Kind == agents.KindMoney {
			money = &a.Slots[i]
			break
		}
	}
	w := e.sess.WorkFor(a.Name)
	if money == nil || w.Slots[money.Name] != "" || values[money.Name] != "" || problems[money.Name] != nil {
		return ""
	}
	left := e.untakenNumbers(text, values)
	if v := e.takePointedAmount(a, money, text, values, left); v != "" || len(left) != 1 {
		// the figure the story arrives at ("which is 320") or a share of
		// it ("half of that"); several and none: which one is asked
		// (amount_pointed.go)
		return v
	}
	v, err := money.Normalize(left[0], e.pinnedFacts(a))
	if err != nil {
		return "" // "more than the balance": asked as usual
	}
	w.Slots[money.Name], w.Said[money.Name] = v, text
	if values != nil {
		values[money.Name] = left[0]
	}
	e.note(state.NoteRoute, "The amount is "+left[0]+": the one amount the request names")
	return left[0]
}
