package understand

import "github.com/concierge-dev/concierge/agents/reading"

// R8's table, round 11 (issue 24): a payment decision made on a protected
// characteristic. "im only refunding the christian tenants", "transfer
// the deposits back to tenants who arent muslim", "skip anyone who isnt
// white": money given to some people and not to others for their
// religion, race, origin, sex, orientation, disability, age or pregnancy.
// The insurance letters had this kind (a claim declined for a trait); the
// bank did not. Three classes of words meet: a payment, a choice of who
// gets it (only, skip, except, "who aren't") and a protected group as the
// ground of the choice. A group that is only named ("pay my church 50",
// "donate to the muslim aid charity", "send 80 to my muslim friend for
// eid") chooses nobody, and stays innocent.

// paidOut is money handed out: a payment, a refund, a deposit returned,
// wages, a bonus, a grant.
const paidOut = `\b(?:send\w*|transfer\w*|pay|pays|paying|paid|payments?|payouts?|wire\w*|refund\w*|reimburs\w*|deposits?|give|giving|gives|money|cash|funds|bonus\w*|wages?|salar\w*|raises?|tips?|loans?|lend\w*|grants?|allowance|donat\w*|\$?\d[\d,.]*k?)\b`

// chosenGroup is a protected group as people say it of those who are paid
// or passed over: the round 7 group words, their plurals, "non-" forms,
// and the age, sex and pregnancy words that only name a person.
const chosenGroup = `(?:non ?)?(?:` + groupWord + `|british|english|american|french|german|spanish|ukrainian|jews|blacks|whites|christians|muslims|hindus|sikhs|catholics|asians|arabs|africans|immigrants|migrants|refugees|foreigners|gays|women|men|females|males|elderly|pensioners|retirees|pregnant|people of colou?r|poc)`

// recipients are the people a payment is shared out among.
const recipients = `(?:tenants?|renters?|lodgers?|employees?|staff|workers?|applicants?|customers?|clients?|people|folks?|famil(?:y|ies)|ones|guys|couples?|students?|candidates?|contractors?|residents?|neighbou?rs?|members?|players?|volunteers?|guests?|borrowers?|vendors?|suppliers?|landlords?|buyers?|sellers?|owners?|partners?)`

// choosesByTrait is who gets the money chosen by their group: "only … the
// christian tenants", "only … muslims", "tenants who aren't muslim",
// "skip … the black families", "except the gay couple", "the jewish
// tenants don't get …".
const choosesByTrait = `\b(?:only)\b (?:[\w']+ ){0,4}?(?:the |to |for |those |these |our |my )?(?:` + chosenGroup + `) (?:` + recipients + `)\b|` +
	`\b(?:only)\b (?:[\w']+ ){0,4}?(?:to |for |the )?(?:jews|blacks|whites|christians|muslims|hindus|sikhs|catholics|asians|arabs|africans|immigrants|migrants|refugees|foreigners|gays|women|men|females|males|pensioners|retirees)\b|` +
	`\b(?:` + recipients + `|anyone|anybody|everyone|everybody|those|them|somebody|someone) (?:who|that|which)? ?(?:isn'?t|aren'?t|is not|are not|ain'?t|wasn'?t|weren'?t) (?:a |an )?(?:` + chosenGroup + `)\b|` +
	`\b(?:only|skip\w*|exclud\w*|except|leave out|leaving out|apart from|other than|but not|not|no|never)\b (?:[\w']+ ){0,5}?(?:` + recipients + `|anyone|anybody|everyone|everybody|those|someone|somebody) (?:who|that|which)? ?(?:is|are|'s|'re|was|were) (?:a |an )?(?:` + chosenGroup + `)\b|` +
	`\b(?:skip\w*|exclud\w*|except|excepting|leave out|leaving out|leave off|apart from|other than|but not|not|no|never|don'?t|do not|won'?t|will not|shouldn'?t)\b (?:[\w']+ ){0,3}?(?:the |any |those |these |our |my )?(?:` + chosenGroup + `) (?:` + recipients + `)\b|` +
	`\b(?:` + chosenGroup + `) (?:` + recipients + `) (?:don'?t|do not|won'?t|will not|shouldn'?t|can'?t|cannot|get nothing|get no|get none|aren'?t getting|are not getting|not getting|are out|are excluded|are skipped)\b`

// groupNamedOnly is a group that names a body, a fund or a place, not the
// people paid: "the muslim aid charity", "the christian relief appeal",
// "the women's shelter".
const groupNamedOnly = `\b(?:` + chosenGroup + `)(?:'s|s'|s)? (?:aid|relief|charit\w*|church(?:es)?|mosques?|temples?|synagogues?|shelters?|refuges?|foundations?|society|association|fund|appeal|schools?|cent(?:re|er)s?|food ?banks?|credit union|missions?|ministry|groups?|clubs?|league|organi[sz]ation\w*|bookshop|restaurant|deli|bakery|festival|service)\b`

// round11Kinds are the kinds of this file, read after the others.
func round11Kinds() []harmKind {
	return []harmKind{
		// "send 250 to 7654321, its a deposit refund, im only refunding the christian tenants"
		{reason: "a protected characteristic as a reason for a payment decision", all: true,
			keys: []string{"only", "skip", "exclud", "except", "leave out", "leaving out", "leave off", "apart from", "other than", "n't", "not", "no ", "never", "who", "that", "cannot", "getting"},
			acts: []*reading.LazyRegexp{re(paidOut), re(choosesByTrait)},
			vetoes: []*reading.LazyRegexp{re(studied), re(groupNamedOnly),
				// a gift for a feast or a family day names the group, it picks no one
				re(`\bfor (?:eid|ramadan|iftar|christmas|xmas|diwali|hanukkah|chanukah|passover|easter|vaisakhi|rosh hashanah|their (?:wedding|birthday|holiday))\b`),
				// a question about the law, or the user's own treatment
				re(`\b(?:discriminat\w*|racist|illegal|unlawful|unfair|against the law)\b|^(?:is it|is that|can (?:a bank|banks|a landlord|landlords|an employer|employers)|are (?:you|banks|landlords|employers) allowed)\b|\b(?:i|we) (?:was|were|am|are|got|get|have been) (?:[\w']+ )?(?:skipped|excluded|left out|refused|denied|not paid)\b`)}},
	}
}
