package concierge

// A capability word inside a task's reason is not what is asked for
// (tryout 41, ins 11 and 22): "can you do a decline for 28WE61 motor, the
// reason is late notification" and "can u do a decline for 28WE61 home,
// reason is no alarm fitted" were answered "No: I can't send timed
// reminders, alarms or notifications here", and the letter was never
// written. A question asks for a capability only when its word is the
// object of "can you …", in the same clause and before any reason: "can
// you send notifications", "could you set an alarm for 7am"; past a comma,
// a dash or a reason's label it is the request's own words.

import "github.com/concierge-dev/concierge/agents/reading"

// capabilityObjectBreak is what ends the question's own clause before
// the capability word: a clause mark, a reason's label or a cause.
var capabilityObjectBreak = reading.Lazy(`(?i)[,;:.!?—–]|\s-+\s|\b(?:reason|reasons|grounds|because|cos|cuz|since|due\s+to|as\s+the|coz)\b`)

// capabilityObjectWords is how many words may stand between the question
// and the capability word it asks for ("can you please set me a daily
// alarm").
const capabilityObjectWords = 7

// capabilityIsObject reports the capability word of text (found at loc)
// as what the question asks for: in its clause, a few words on.
func capabilityIsObject(text string, q, loc []int) bool {
	if loc[0] < q[1] {
		return true // "reminders: can you …": the word is the subject itself
	}
	between := text[q[1]:loc[0]]
	return !capabilityObjectBreak.MatchString(between) && len(reading.Words(between)) <= capabilityObjectWords
}
