package concierge

// A yes to the one-off (round 32, tester 25): "set up a monthly payment
// of 50 to 7654321 from savings" is answered "I can't schedule or repeat
// anything: this happens once, now" with the one-off summary, and "fine
// just do this months one", "just the one payment is fine", "ok just do
// the one" were read as an acknowledgement and a new balance request. They
// accept the call as it stands, for once: a yes-word of consent ("fine",
// "ok", "sure", "alright") with the one-off named ("just this one", "only
// the once", "this month's one", "one-off"). The gate stays strict: with
// no word of consent ("just this months one") the approval is asked again;
// a value, an account, a correction, a negation, a repeat asked for or a
// question is no yes, and a message that changes the call is read as the
// correction it is.

import (
	"slices"
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// oneOffConsent are the words that accept: said beside the one-off named,
// they are the yes.
var oneOffConsent = lazyWordSet(`fine ok okay okey k kk alright alrite aight sure yes yeah yep yup ya yea yeh cool good great perfect`)

// oneOffNamed are the words the one-off ends with after "just" or "only":
// "just this one", "only the once", "just this month's one".
var oneOffNamed = lazyWordSet(`one once payment transfer month month's months`)

// oneOffFiller may stand between "just" and what it names.
var oneOffFiller = lazyWordSet(`do send make pay go with this the that a single current first`)

// oneOffAfter may follow the one-off's last word: "just this one then",
// "just the one payment is fine".
var oneOffAfter = lazyWordSet(`then is payment transfer time off please pls plz thanks thx fine ok okay for now works will do that thats that's`)

// oneOffNot are words that make the message more than a yes to the call
// as it stands: a negation, a repeat, an account, a change.
var oneOffNot = lazyWordSet(`no not nah nope dont don't never cancel stop wait hold instead except every each monthly weekly yearly daily recurring repeat schedule scheduled again later next tomorrow from to into checking savings saving chequing make change more less half all two three four five six seven eight nine ten twenty thirty forty fifty sixty seventy eighty ninety hundred thousand grand k quid bucks dollars`)

// oneOffYes reports a message that accepts the call in hand for once.
func oneOffYes(text string) bool {
	lower := strings.ToLower(strings.TrimSpace(text))
	if lower == "" || strings.ContainsAny(lower, "0123456789$?") || reading.LastCorrection(text) >= 0 || hasCancel(text) {
		return false
	}
	words := reading.Words(lower)
	if len(words) > 12 || !slices.ContainsFunc(words, func(w string) bool { return oneOffConsent()[w] }) {
		return false
	}
	for _, w := range words {
		if oneOffNot()[w] && w != "make" || w == "make" && !slices.Contains(words, "just") {
			return false
		}
	}
	return namesOneOff(words)
}

// namesOneOff finds the one-off in words: "just"/"only" and what it names,
// or "one off", "one time".
func namesOneOff(words []string) bool {
	for i, w := range words {
		if w == "one" && i+1 < len(words) && (words[i+1] == "off" || words[i+1] == "time") {
			return true
		}
		if w != "just" && w != "only" {
			continue
		}
		j := i + 1
		for j < len(words) && oneOffFiller()[words[j]] {
			j++
		}
		for j < len(words) && (words[j] == "month's" || words[j] == "months") && j+1 < len(words) && words[j+1] == "one" {
			j++ // "this months one"
		}
		if j >= len(words) || !oneOffNamed()[words[j]] {
			continue
		}
		if j+1 == len(words) || oneOffAfter()[words[j+1]] {
			return true
		}
	}
	return false
}
