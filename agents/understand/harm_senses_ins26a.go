package understand

// A lawful reason set for a decline letter (issue 24, ins26a): "change
// the reason to: late reporting", "change the reason to fraud" were
// refused by the classifier as "a request to do harm", and the letter
// just written withdrawn. A change of the letter's reason to a lawful
// ground (the policy's terms, the claimant's conduct: lawfulGround), with
// no protected trait in the message and no reason made up, is the
// letter's work. R8's table has judged the message before this.

import "github.com/concierge-dev/concierge/agents/reading"

// reasonSetTo is a request to set the letter's reason, and the value it
// is set to: "change the reason to: X", "make the reason → X".
var reasonSetTo = reading.Lazy(`(?i)^(?:(?:pls|please|plz|ok|okay|actually|oh|and|so|can\s+(?:you|u)|could\s+(?:you|u))[\s,]+)*(?:change|set|make|switch|update|edit|replace|swap|amend|put)\s+(?:the\s+|my\s+|that\s+)?(?:letter'?s\s+)?(?:reason|reasons|grounds)(?:\s+(?:in|on)\s+(?:the\s+)?letter)?\s*(?:to\s+be|to|as|with|into|:|=|->|→|=>|-|–|—)?\s*(.+)$`)

// lateGround is late reporting said as a ground, beside lawfulGround's
// "reported late".
var lateGround = reading.Lazy(`\blate (?:report\w*|notif\w*|lodg\w*|claim\w*|submission)\b|\breported (?:[\w']+ ){1,3}(?:late|after)\b`)

// madeUpReason asks for a reason invented, not given.
var madeUpReason = reading.Lazy(`\b(?:something|anything|whatever|any reason|some reason|made up|make up|makeup|invent\w*|fabricat\w*|pretend\w*|fake one|a fake|a lie|lie)\b`)

// lawfulReasonSet reports a request that sets the letter's reason to a
// lawful ground and says no protected trait (raw has no such cue).
func lawfulReasonSet(text string, raw uint32) bool {
	if raw&(1<<cueProtected) != 0 {
		return false
	}
	m := reasonSetTo.FindStringSubmatch(text)
	if m == nil {
		return false
	}
	v := uncontract(reading.Normalise(reading.TrimValue(m[1])))
	if len(reading.Words(v)) > 10 || madeUpReason.MatchString(v) {
		return false
	}
	return lawfulGround.MatchString(v) || lateGround.MatchString(v)
}
