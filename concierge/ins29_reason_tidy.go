package concierge

// Junk reasons kept out of the letter (issue 24, round 29's ins29).
// "Decline notice needed - claim 123abh - house fire" wrote "The reason
// for this decision: notice needed.": "notice" is a ground word ("late
// notice"), but after the decline's verb it names what is asked for, a
// decline notice. "decline claim 12AB34 home as per policy and the water
// damage came from a slow leak" wrote "per policy and the water damage
// came from …": the reason began where the request's words ran out, in
// the middle of a phrase. And "BREATHALYSER 2X LEGAL LIMIT" was no reason
// because "2x" looked like an id. The words of the request are never the
// reason; a reason taken from a run-on starts at a clause boundary and
// keeps its ground; a multiplier or an ordinal is no id.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"

	"github.com/concierge-dev/concierge/agents/reading"
)

// requestNouns name what a decline's request asks for: "decline notice",
// "rejection letter".
var requestNouns = lazyWordSet(`notice notices letter letters notification email e-mail memo doc docs document documents ` +
	`template form writeup write-up note`)

// requestWants are the words that say a request noun is wanted: "decline
// notice needed", "letter pls".
var requestWants = lazyWordSet(`needed required wanted pls plz please asap urgently urgent now today thanks thx ta cheers ` +
	`for to be sent done drafted written made`)

// declineVerbs are the verbs and nouns of a decline a request noun follows.
var declineVerbs = lazyWordSet(`decline declined declining deny denied reject rejected refuse refusal rejection denial declination`)

// withoutRequestNoun is r without a request noun led into by the
// request's last word ("decline" + "notice needed"), "" when nothing is
// left.
func withoutRequestNoun(before []string, r string) string {
	if len(before) == 0 {
		return r
	}
	last := strings.ToLower(strings.Trim(before[len(before)-1], `.,;:!?"'()[]`))
	words := strings.Fields(r)
	if !declineVerbs()[last] || len(words) == 0 || !requestNouns()[strings.ToLower(strings.Trim(words[0], `.,;:!?"'()[]`))] {
		return r
	}
	i := 1
	for i < len(words) && requestWants()[strings.ToLower(strings.Trim(words[i], `.,;:!?"'()[]`))] {
		i++
	}
	return strings.Join(words[i:], " ")
}

// runOnJoin is a joining word between two clauses of a run-on.
var runOnJoin = reading.Lazy(`(?i)\s+(?:and|so|but|plus|also)\s+`)

// fromClauseBoundary is a reason taken from a run-on without the
// fragment it began in ("per policy and the water damage came from …"
// is "the water damage came from …"): a leading piece of up to two words
// with no ground or fault in it, before a joining word.
func fromClauseBoundary(r string) string {
	loc := runOnJoin.FindStringIndex(r)
	if loc == nil {
		return r
	}
	head, rest := r[:loc[0]], strings.TrimSpace(r[loc[1]:])
	hw := reading.Words(head)
	if len(hw) == 0 || len(hw) > 2 || len(reading.Words(rest)) < 3 {
		return r
	}
	ground, fault := groundWords(), faultWords()
	for _, w := range hw {
		if ground[w] || fault[w] {
			return r // "flood excluded and …": the ground itself
		}
	}
	return rest
}

// notAnID reports a word with digits that names no claim: a multiplier
// ("2x"), an ordinal ("3rd"), a measure ("90days", "5pm").
func notAnID(w string) bool {
	return measureWord.MatchString(w)
}

var measureWord = reading.Lazy(`(?i)^\d+(?:x|st|nd|rd|th|am|pm|km|kms|kg|hr|hrs|h|m|min|mins|k|mph|kmh|days?|wks?|weeks?|yrs?|years?|months?|mos?)$`)

// statementStart is where a reason said as a statement begins inside the
// request's words: "decline 55AB11 motor the car was unregistered" keeps
// "the car was", which the request's words ("the", "was", the claim type
// "car") would otherwise take. i is where the request's words end; the
// statement starts after the last id or decline verb before it.
func statementStart(a *agents.Agent, words []string, i int) int {
	from := 0
	for k := 0; k < i; k++ {
		w := strings.ToLower(strings.Trim(words[k], `.,;:!?"'()[]`))
		if isClaimIDLike(w) || idInClause(w) || declineVerbs()[w] || requestNouns()[w] {
			from = k + 1
		}
	}
	for k := from; k < i; k++ {
		if choiceWord(a, strings.ToLower(strings.Trim(words[k], `.,;:!?"'()[]`))) {
			continue // "home the policy had lapsed": the claim type, not the statement's subject
		}
		if reasonStatement.MatchString(strings.Join(words[k:], " ")) {
			if onlyDeterminers(words[k:i]) {
				return i // "… church hall used as the insured address is commercial premises": only "the" was taken, the ground is whole (ins28a)
			}
			return k
		}
	}
	return i
}

// onlyDeterminers reports words that are all articles or possessives:
// what the request's words took of a statement is then no part of its
// subject or verb, and the reason after them stands as it is.
func onlyDeterminers(words []string) bool {
	for _, w := range words {
		switch strings.ToLower(strings.Trim(w, `.,;:!?"'()[]`)) {
		case "the", "a", "an", "their", "his", "her", "my", "our", "its", "this", "that":
		default:
			return false
		}
	}
	return true
}
