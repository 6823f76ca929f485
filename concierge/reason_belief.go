package concierge

// A reason said as a belief (tryout 41, ins 09): "I need a decline letter
// for claim 40BN13 (home). we think the fall was her fault" wrote a plain
// letter and dropped the sentence in silence: "we think" is no subject of
// the claim's story, so the clause read as talk. A belief is what the
// investigator supposes, not a finding, so it is asked about like a
// supposition ("Is that the actual reason for declining?", ins26b): a yes
// writes it as the reason, a no writes nothing. Only a belief about the
// claim's story is a reason ("i think it's motor" answers the type). A
// protected trait beside it is refused before any of this (R53,
// harm_kinds_guess.go).

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// beliefLead is a belief said by the user's side: "we think", "i
// believe", "our assessor suspects", "we're fairly sure".
var beliefLead = reading.Lazy(`\b(?:we|i|the team|our team|the assessor|our assessor|the adjuster|our adjuster|the investigator|our investigator|my manager)(?:\s+(?:all|really|kind of|kinda|strongly|do|honestly|personally))?\s+(?:think|thinks|believe|believes|suspect|suspects|reckon|reckons|feel|feels|figure|guess|assume|suppose|gather|thought|believed|suspected)\b(?:\s+that)?|` +
	`\b(?:we'?re|i'?m|we are|i am)\s+(?:fairly|pretty|quite|almost|kind of|kinda)\s+(?:sure|certain|convinced)\b(?:\s+that)?|\bmy (?:gut|hunch) (?:says|is|tells me)\b(?:\s+that)?`)

// beliefReason is the belief in text and what it holds, when what it
// holds reads as the claim's story ("the fall was her fault", "the
// damage was done on purpose"): a subject and a verb, three words at
// least, and no value of the request.
func beliefReason(text string) (loc []int, believed string, ok bool) {
	n := strings.ToLower(strings.ReplaceAll(text, "’", "'"))
	loc = beliefLead.FindStringIndex(n)
	if loc == nil {
		return nil, "", false
	}
	rest := strings.TrimSpace(strings.Trim(n[loc[1]:], " ,.:;-"))
	if len(reading.Words(rest)) < 3 || idInClause(rest) || strings.Contains(rest, "?") {
		return nil, "", false // "i think so", "i think its 12AB34", "do you think …?"
	}
	if !reasonStatement.MatchString(rest) && !hasFaultWord(rest) || !storySaid(rest) {
		return nil, "", false // "i think it's a motor one", "i think it was the home policy"
	}
	return loc, rest, true
}

// beliefTypeWords name what the claim is, not why it is declined.
var beliefTypeWords = lazyWordSet(`home motor car house vehicle type contents building buildings one`)

// storySaid reports a word in s beyond the filler of a story and the
// claim's type: "the fall was her fault", not "it was the home policy".
func storySaid(s string) bool {
	filler, types := storyFiller(), beliefTypeWords()
	for _, w := range reading.Words(s) {
		if !filler[w] && !types[w] && !answerFiller()[w] {
			return true
		}
	}
	return false
}

// hasFaultWord reports a word of a lack or a fault in s.
func hasFaultWord(s string) bool {
	f := faultWords()
	for _, w := range reading.Words(s) {
		if f[w] {
			return true
		}
	}
	return false
}
