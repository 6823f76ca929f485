package understand

// A lawful reason added to a decline letter after it was written (round
// 39, ins 15): "oh and add that the insured failed to lodge within the
// required timeframe", "reason: the insured failed to lodge within …".
// The classifier holds a time limit's words ("within the timeframe",
// "in time") as the harm of making someone miss one, so the reason that
// passed inside "decline 12AB34 motor, …" was refused when added on its
// own, and the letter withdrawn. A reason added or given (add, put in,
// include, mention, say, "reason:") that is a lawful ground — the
// policy's terms or the insured's own conduct, a time limit the insured
// missed among them — with no protected trait, nothing made up and no
// deadline set against them, is the letter's work, as lawfulReasonSet
// (harm_senses_ins26a.go) holds for a reason changed.

import "github.com/concierge-dev/concierge/agents/reading"

// reasonAdded is a reason added to the letter or given, and the reason.
var reasonAdded = reading.Lazy(`(?i)^(?:(?:pls|please|plz|ok|okay|actually|oh|and|also|so|plus|one more thing|can\s+(?:you|u)|could\s+(?:you|u))[\s,]+)*(?:(?:also\s+)?(?:add|put|put\s+in|include|mention|say|state|note|write|explain)(?:\s+(?:in|on|to)(?:\s+(?:the|that))?(?:\s+letter)?)?(?:\s+(?:that|a\s+line\s+that|the\s+fact\s+that))?|(?:the\s+)?(?:reason|reasons|grounds?)(?:\s+(?:is|was|being))?\s*(?::|=|-|–|—|->|→)?|because|as)\s+(.+)$`)

// missedTimeLimit is a time limit the insured missed, said as a ground:
// not lodged, notified or reported within it, or lodged outside it.
var missedTimeLimit = reading.Lazy(`\b(?:failed to|fail to|didn't|didnt|did not|never|not|wasn't|wasnt|was not) (?:lodge|notify|report|claim|submit|file|tell us|inform us|let us know|contact us)\w* (?:[\w']+ ){0,4}(?:within|in time|on time|before|by the|inside|in the)\b|\b(?:lodg|notif|report|submitt?|fil|claim)\w* (?:[\w']+ ){0,4}(?:late|too late|out of time|after the (?:deadline|time limit|cut ?off)|outside (?:the )?(?:[\w']+ )?(?:time ?frame|time limit|deadline|period|window))\b|\boutside (?:the )?(?:required |agreed |policy |allowed )?(?:time ?frame|time limit|notification period|deadline|claims? period)\b`)

// reasonAgainstThem is a reason added that is made up, or a deadline set
// so the insured misses it: no ground, whatever its words.
var reasonAgainstThem = reading.Lazy(`\b(?:even though|although|isn't true|is not true|wasn't true|was not true|not true|we know (?:they|he|she) did)\b|\bso (?:that )?(?:they|he|she|the claimant|the insured|the customer) (?:can't|cant|cannot|won't|wont|miss|don't|dont|will miss)\b`)

// lawfulReasonAdded reports a message that adds or gives a lawful
// ground as the letter's reason and says no protected trait (raw has no
// such cue).
func lawfulReasonAdded(text string, raw uint32) bool {
	if raw&(1<<cueProtected) != 0 {
		return false
	}
	m := reasonAdded.FindStringSubmatch(text)
	if m == nil {
		return false
	}
	v := uncontract(reading.Normalise(reading.TrimValue(m[1])))
	if len(reading.Words(v)) > 16 || madeUpReason.MatchString(v) || reasonAgainstThem.MatchString(v) {
		return false
	}
	return lawfulGround.MatchString(v) || lateGround.MatchString(v) || missedTimeLimit.MatchString(v)
}
