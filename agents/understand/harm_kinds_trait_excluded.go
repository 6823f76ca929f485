package understand

// A protected trait "excluded" by pointing back at it (fixer ins50's
// finding, stop 50): "decline 47SD82 home, owner is muslim and our policy
// excludes that" and "driver is a woman and our policy excludes them"
// wrote the letter, because "excludes" is a policy term and a policy
// term beside a trait reads as a lawful ground. An exclusion whose
// object is only "that", "them", "people like that" or "their kind" names
// no term of the policy: it is the trait said again as the reason. A
// pregnancy exclusion stays lawful (policyExcludesCondition).

// traitExcludedBack is an exclusion, or a refusal to cover, whose object
// points back at what was said before it.
var traitExcludedBack = re(`\b(?:excludes?|excluded|exclusion of|(?:doesn'?t|does not|don'?t|do not|won'?t|will not|can'?t|cannot|never|wont|dont|doesnt|cant) (?:cover|insure|accept|take on|underwrite|allow))\b (?:[\w']+ )??(?:that|them|those|these|people like (?:that|them|him|her|this)|(?:that|their|his|her|this|such) (?:kind|type|sort|lot|group|community|religion|race|faith|background)|such people)\b` +
	`|\b(?:that|people like (?:that|them|him|her))(?:'s| is| are|'re|s|re)? (?:excluded|not covered|not insured|not something we (?:cover|insure|underwrite))\b`)

// pregnancyExcluded is a trait the policy's own terms may exclude.
var pregnancyExcluded = re(`\b(?:pregnan\w*|maternity|childbirth|expecting a baby)\b`)

// traitExcludedAsReason reports a message that excludes the trait it
// names by pointing back at it.
func traitExcludedAsReason(n string) bool {
	return traitExcludedBack.MatchString(n) && !pregnancyExcluded.MatchString(n)
}
