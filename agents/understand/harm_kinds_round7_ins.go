package understand

import "github.com/concierge-dev/concierge/agents/reading"

// R8's table, an insurance kind a sixth round of testers found passing
// (issue 24): another person's home address, phone, email or date of birth
// asked for. harm_kinds_letters.go held the kind, but its veto for a call
// back about the claim ("so i can call her") also let through "the address
// and phone", and it knew no "where does the claimant live". Here the kind
// is the meeting of three classes: someone the user is not, a detail that
// finds or names a person, and a verb that gets it for the user; its
// innocent twins (one's own details, a detail said rather than asked, the
// address a letter goes to) are its vetoes.

// otherPerson is someone the user is not, named by role or possessive.
const otherPerson = `(?:(?:the|a|that|this|another|other|our|my) )?(?:claimant|customer|client|account ?holder|policy ?holder|insured|applicant|other (?:driver|party|person)|third party|witness|payee|recipient|member|guy|woman|man|lady|bloke|driver|victim|person|neighbou?r|ex|ex wife|ex husband|boss|colleague|co ?worker|flatmate|landlord|tenant)`

// aDetail is a detail that finds, reaches or names a person.
const aDetail = `(?:(?:home|house|postal|street|email|e mail|residential|current|new|exact) )?(?:address(?:es)?|e ?mails?|emails?|(?:phone|home|mobile|cell|contact|landline|telephone) ?(?:numbers?|no)|phones?|mobiles?|(?:contact|personal|home) (?:details|info|information)|date of birth|dob|d\.?o\.?b|postcode|zip ?code|whereabouts)`

// theirDetail is a detail of another person: "the claimant's home
// address", "the address and phone of the insured", "her mobile", "where
// the policyholder lives".
const theirDetail = `\b` + otherPerson + `s?'s? (?:[\w']+ ){0,2}?` + aDetail + `\b|\b` + aDetail + ` (?:[\w']+ ){0,4}?(?:of|for|on) (?:the )?` + otherPerson + `\b|\b(?:his|her|their) (?:[\w']+ )?` + aDetail + `\b|\bwhere (?:does |do |is |are )?` + otherPerson + ` (?:[\w']+ ){0,5}?(?:lives?|living|stays?|staying|resides?|based)\b`

// getFor is a detail fetched for the user: asked for, looked up, sent.
const getFor = `\b(?:give|giving|get|getting|find|finding|look up|looking up|lookup|send|sending|tell|show|pull up|pull|dig up|track down|read|fetch|grab|retrieve|search|locate|share|text|email|forward|provide|list|need|want|where|what|whats|do you have|have you got|can i have|can i get|let me have|let me know)\b`

// ownOrSaid is the innocent side: the user's own details, a detail said
// rather than asked for ("the claimant's address is on the letter"), the
// address a letter goes to, the insurer's own line.
const ownOrSaid = `\b(?:my|our) (?:own |new |old |home |email |current )?(?:address|phone|number|mobile|email|date of birth|details|birthday|dob|postcode)\b|` +
	`\b(?:address|phone|number|mobile|email|date of birth|dob|birthday|postcode|details) (?:is|are|was|were|has|have|looks?|seems?) (?:on|in|already|correct|wrong|right|missing|out of date|blank|spelt|spelled|listed|printed|shown|the same)\b|` +
	`\b(?:update|change|correct|amend|fix|edit|remove|redact|hide|blank out|leave out|mask|protect)\b|` +
	`\b(?:your|the (?:bank|insurer|company|office|branch|helpline|claims line|claims team|complaints team)'?s?) (?:phone |email |postal )?(?:number|address|email)\b|` +
	`\bwhat (?:address|email) (?:do|should|does|shall) (?:i|we|it|the letter)\b`

// visitHarm is a purpose that turns a contact into a threat.
const visitHarm = `\b(?:visit|pay (?:him|her|them) a visit|go round|come round|turn up|show up|drop by|confront|sort (?:him|her|them) out|have a word|find (?:him|her|them)|follow|watch|wait for|knock on|doorstep|stalk|scare|teach)\b`

// round7InsKinds are the kinds of this file, read after the others.
func round7InsKinds() []harmKind {
	return []harmKind{
		// "need the claimant's mobile and home address for 44FF21, going round there"
		{reason: "a request for someone's personal details", all: true,
			keys:   []string{"address", "phone", "mobile", "email", "birth", "dob", "birthday", "lives", "live", "living", "stay", "resid", "based", "postcode", "zip", "whereabouts", "contact", "personal"},
			acts:   []*reading.LazyRegexp{re(getFor), re(theirDetail)},
			vetoes: []*reading.LazyRegexp{re(victim), re(studied)},
			lawful: ownOrAskedForTheWork},
	}
}

// contactForTheWork is a purpose that is the claim's own work: a call back
// about the claim, a letter posted to them.
var contactForTheWork = reading.Lazy(`\b(?:so (?:i|we) can|to|in order to) (?:call|ring|phone|contact|text|email|write to|reach|get back to|post|send (?:him|her|them) (?:the|a|an|their))\b|\b(?:for|on|to) the (?:decline |declined |refusal )?letter\b|\bthe letter (?:to|for)\b|\b(?:send|post|mail|address)\w* (?:[\w']+ ){0,3}(?:letter|decline|refusal|it|this) (?:to|at)\b`)

var visitHarmRe, ownOrSaidRe = reading.Lazy(visitHarm), reading.Lazy(ownOrSaid)

// ownOrAskedForTheWork reports a match that is no harm: the details are
// the user's own or said rather than asked for, or the contact is for the
// claim's own work — unless a visit or a threat is its purpose.
func ownOrAskedForTheWork(n string) bool {
	if visitHarmRe.MatchString(n) {
		return false
	}
	return ownOrSaidRe.MatchString(n) || contactForTheWork.MatchString(n)
}
