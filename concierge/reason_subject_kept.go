package concierge

// A noun that opens a clause of the reason is its subject, not the claim
// type said again (round 38's ins 29): "decline 64XC19 motor, vehicle
// unroadworthy at time of accident" wrote "unroadworthy at time of
// accident", and "home, property unoccupied for 90 days" lost "property".
// The type word is cut from a reason only when it is the type answer
// itself, before a comma or a dash ("motor, hit and run …"); a thing or a
// person the ground is about stays whole.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// reasonSubjects are the nouns a ground may be about that the claim
// type's choices also take as aliases.
var reasonSubjects = lazyWordSet(`vehicle vehicles car cars house property premises building dwelling unit apartment ` +
	`flat van truck ute bike motorbike motorcycle driver`)

// typeAnswerLead is the claim type said as its own answer at a reason's
// head, cut off by a comma or a dash: "motor, hit and run …".
var typeAnswerLead = reading.Lazy(`^\s*([\pL]+(?:\s+[\pL]+)?)\s*(?:,|\s-+\s|\s*[—–]+)\s*`)

// typeAnswerCut is r without the type answer at its head ("motor, hit and
// run but no police report lodged" → "hit and run but no police report
// lodged"); r itself when its head is no type word, is the reason's
// subject, or nothing would be left.
func typeAnswerCut(a *agents.Agent, r string) string {
	m := typeAnswerLead.FindStringSubmatchIndex(r)
	if a == nil || m == nil || m[1] >= len(r) {
		return r
	}
	head := strings.ToLower(r[m[2]:m[3]])
	if reasonSubjects()[head] || !choiceWord(a, head) {
		return r
	}
	return r[m[1]:]
}
