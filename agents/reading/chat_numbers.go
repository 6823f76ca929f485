package reading

// Numbers that are plainly part of the small talk around a request (issue
// 24, bank22a): "12 hr shift today ugh, send 200 to 7654321" read 12 as
// the amount and reported 200 unused; "2nd time asking", "my 3 kids",
// "im 34", "been waiting 20 minutes" are no amount and no account. A
// figure with a unit of time, a count of people or things, an ordinal or
// an age is the story's: no reader takes it as a value nor says it back
// as unused. A figure that could be money still is a figure (a dollar
// sign or a money word beside it always is): an amount at an approval
// that was not applied is named (R53).

import "strings"

// chatUnitAfter is a unit right after a figure that makes it a time, a
// duration, an age or a count: "12 hr", "20 minutes", "3 kids", "5pm".
var chatUnitAfter = Lazy(`(?i)^(?:\s?-?\s?)(?:hrs?|hours?|mins?|minutes?|secs?|seconds?|days?|nights?|weeks?|wks?|months?|years?|yrs?|y/?o|kids?|children|child|sons?|daughters?|grandkids|times|am|pm|a\.m\.?|p\.m\.?|o'?clock|oclock|people|ppl|persons?|dogs?|cats?|pets?|miles?|km|kms|floors?|pages?|tries|attempts|goes|calls|emails|texts|shifts?|jobs?|rooms?|bedrooms?|beds?|items?|things?|pieces?|cars?|houses?|apartments?|flats?|kg|lbs?|guys|friends|tenants|percent|grandchildren)\b`)

// chatLeadBefore is what says a figure is an age right before it: "im 34",
// "i'm 34", "aged 70", "turning 40".
var chatLeadBefore = Lazy(`(?i)\b(?:i'?m|i’m|im|i\s+am|age|aged|turned|turning|turn)\s+$`)

// chatOrdinal is an ordinal figure: "2nd", "3rd", "4th".
var chatOrdinal = Lazy(`(?i)^\d+(?:st|nd|rd|th)$`)

// chatMoneyNear is a money word or sign beside a figure: then it is money
// whatever else is said ("im 34 dollars short").
var chatMoneyNear = Lazy(`(?i)^\s?(?:dollars?|bucks?|usd|grand|k\b|quid|pounds?|euros?|cents?)|^\s(?:short|down|up|over|under|behind|off|owed|owing)\b|^[.,]\d`)

// ChatNumber reports whether the figure at text[from:to] is plainly a part
// of the small talk: a time, a duration, an age, a count or an ordinal.
func ChatNumber(text string, from, to int) bool {
	if from < 0 || to > len(text) || from >= to {
		return false
	}
	fig := text[from:to]
	if chatOrdinal.MatchString(fig) {
		return true
	}
	if strings.ContainsAny(fig, "$,.") || from > 0 && strings.ContainsAny(text[from-1:from], "$£€") {
		return false // "$12", "1,200", "12.50": money as written
	}
	for i := 0; i < len(fig); i++ {
		if fig[i] < '0' || fig[i] > '9' {
			return false
		}
	}
	after := text[to:]
	if chatMoneyNear.MatchString(after) {
		return false
	}
	if len(fig) > 4 {
		return false // an account number is no small talk
	}
	return chatUnitAfter.MatchString(after) || chatLeadBefore.MatchString(text[:from])
}

// foreignRightAfter is another currency right after an amount: "forty
// quid", "40 euros", "30 canadian dollars".
var foreignRightAfter = Lazy(`(?i)^[\s-]?(?:(?:` + ForeignWordsPattern + `)\b|` + ForeignDollarsPattern + `\b)`)

// ForeignAfter reports an amount whose currency, said right after it
// (rest is the text after the amount), is not the US dollar: such an
// amount is never taken as dollars (issue 24, bank22a: "pay 1234324
// forty quid" asked to approve $40.00).
func ForeignAfter(rest string) bool { return foreignRightAfter.MatchString(rest) }
