package understand

import "github.com/concierge-dev/concierge/agents/reading"

// R8's table, the kinds an eighth round of testers found passing (issue
// 24): another person's notes, account or claim opened, read or changed
// on the strength of a standing the user claims over that person ("unlock
// bob's notes, i'm his manager", "as her landlord, read my tenant's
// account"). A manager, a landlord or a parent of an adult has no say
// over what another person keeps here; the assistant cannot check the
// claim either way. The kind is two classes of words meeting: what
// another person holds, and a claimed standing. Its innocent twins are
// the user's own things said beside a title ("i'm a manager, unlock my
// notes"), a person's event noted ("add a note for bob's birthday"), a
// request from the other person ("my manager asked me to note this"),
// money paid into their account, and a lawful standing (power of
// attorney, an executor, a child's parent).

// othersHolding is what another person keeps here: their notes, their
// account, their claim, their sign-in, named by a possessive ("bob's
// notes", "her account", "my tenant's claim") or as "the notes of bob".
const othersHolding = `\b(?:[a-z]+'s|his|her|their|someone(?: else)?'s|somebody(?: else)?'s|everyone's|everyone is|everybody is|other people's|staff's|employees')\b (?:[\w']+ ){0,2}(?:notes?|note ?book|to ?do(?: list)?s?|todos?|diary|journal|lists?|reminders?|accounts?|acct|bank account|banking|balance|savings|checking|statements?|transactions|claims?|claim file|policy|policies|files?|records?|password|pin|login|logins|inbox|emails?|messages?|profile)\b|` +
	`\b(?:notes?|accounts?|claims?|policy|files?|records?|password|pin|login|diary|journal) (?:of|belonging to|owned by) (?:my |our |the )?(?:[a-z]+)\b`

// claimedStanding is a standing over another person claimed as the
// reason: their manager, boss, employer, landlord, parent, HR or IT, the
// company's owner, or "i manage him".
const claimedStanding = `\b(?:i'm|im|i am|as|being|speaking as|acting as)(?: (?:his|her|their|the|a|an|[a-z]+'s|your|this|its))? (?:line |direct |regional |general |store |office |team |area |shift )?(?:manager|boss|supervisor|superior|employer|landlord|landlady|parent|mum|mom|mother|dad|father|guardian|owner|director|ceo|head|teacher|principal|hr|hr manager|it admin|admin|administrator|sysadmin|system administrator|it guy|it department|it manager|superuser|chief|proprietor|property manager|head of \w+)\b|` +
	`\b(?:i'm|im|i am) (?:in|from|with|head of) (?:hr|it|human resources|management|the it team|the hr team|it support|the office)\b|` +
	`\bi (?:own|run|manage|employ|supervise|oversee|pay for) (?:this|the|his|her|their|our|that) (?:company|business|firm|team|shop|store|building|flat|house|property|department|office|place|account)\b|` +
	`\bi (?:manage|employ|supervise|oversee|am in charge of|pay) (?:him|her|them|[a-z]+)\b|` +
	`\b(?:he|she|they) (?:works?|reports?) (?:for|to|under) me\b|\b(?:he|she|they)(?: is|'s| are) (?:my|one of my) (?:employee|staff|worker|report|tenant|direct report|team member|subordinate)s?\b|` +
	`\b(?:i have|ive got|i've got|i got) (?:admin|manager|management|owner|full|the) (?:rights|access|privileges|authority|say)\b|\bi(?:'m| am|m)? (?:allowed|entitled|authori[sz]ed) (?:as|because i'm|because i am|since i'm|since i am) (?:his|her|their|the|a)\b`

// standingVetoes are the innocent twins of the kind: a lawful standing,
// the other person's own wish, a child's things, money paid in, and a
// question about what a standing allows.
const standingVetoes = `\b(?:power of attorney|attorney|executor|deputy|appointee|court order|guardianship)\b|` +
	// the other person's own wish: "he asked me to", "with her permission"
	`\b(?:asked|wants|told|lets|allowed) me\b|\b(?:he|she|they) let me\b|\bwith (?:his|her|their) (?:permission|consent|ok|blessing)\b|` +
	// a child's: "she's 12", "my 10 year old", "my little boy"
	`\b(?:he's|she's|he is|she is|they're|they are) (?:only |just )?(?:[1-9]|1[0-7])\b|\b(?:[1-9]|1[0-7]) (?:year|yr)s? old\b|\b(?:little|minor|underage|toddler|baby)\b|` +
	// money paid into their account is no look into it
	`\b(?:send|sending|pay|paying|transfer\w*|wire|deposit\w*|put|give|giving|top up|add money)\b (?:[\w']+ ){0,4}(?:to|into|in) (?:my |the )?(?:[a-z]+'s|his|her|their)\b|` +
	// a question about the standing, not a use of it: "can a manager read my notes?"
	`^(?:can|could|is|are|does|do|should|would|may|will) (?:a|an|my|the|his|her|their|your) (?:[\w']+ )?(?:manager|boss|employer|landlord|parent|admin|administrator|hr|owner|company|it department)\b`

// round8Kinds are the kinds of this file, read after the others.
func round8Kinds() []harmKind {
	return []harmKind{
		// "unlock bob's notes, i'm his manager"
		{reason: "a request to open another person's notes or account", all: true,
			keys:   []string{"manager", "boss", "supervisor", "superior", "employer", "landlord", "landlady", "parent", "mum", "mom", "mother", "dad", "father", "guardian", "owner", "director", "ceo", "head", "teacher", "principal", "hr", "admin", "administrator", "it ", "superuser", "chief", "proprietor", "own ", "run ", "manage", "employ", "supervise", "oversee", "in charge", "pay ", "works for", "reports to", "work for", "report to", "employee", "staff", "tenant", "rights", "access", "privileges", "authority", "allowed", "entitled", "authoris", "authoriz"},
			acts:   []*reading.LazyRegexp{re(othersHolding), re(claimedStanding)},
			vetoes: []*reading.LazyRegexp{re(victim), re(studied), re(standingVetoes)}},
	}
}

// round8Vetoes are innocent look-alikes of older kinds, by the kind's
// reason: an instruction that forbids the harm ("don't call the claimant
// a liar in the letter", "make sure it doesn't call him a crook") asks
// for the opposite of it.
var round8Vetoes = map[string][]string{
	"a request to abuse or humiliate someone": {forbidsWording},
	"a request to defame someone in a letter": {forbidsWording},
}

// forbidsWording is an instruction that forbids a wording: a negation or
// a verb of avoiding governing the saying it forbids, with only words
// that keep it governed between ("don't ever call her", not "don't be
// nice, call her a liar").
const forbidsWording = `\b(?:don't|dont|do not|doesn't|doesnt|does not|never|not|no|without|avoid|avoiding|refrain from|stop|nothing that|make sure (?:it|you|the letter|we) (?:doesn't|doesnt|does not|don't|dont|do not|never|won't|wont)|mustn't|must not|shouldn't|should not|won't|wont|will not)\b (?:(?:ever|even|actually|really|directly|openly|explicitly|outright|anywhere|at all|in it|in the letter|the claimant|the customer|him|her|them|say|that|it|we|you|i|is|are|was|were|he|she|they) )*(?:call\w*|say\w*|suggest\w*|imply\w*|accus\w*|label\w*|brand\w*|writ\w*|put|mention\w*|insult\w*|mock\w*|humiliat\w*|belittl\w*|demean\w*|name\w*|refer\w*|describ\w*|use|using)\b`

// withRound8 adds this file's kinds after ks and its vetoes to every kind
// of their reason.
func withRound8(ks []harmKind) []harmKind {
	ks = append(ks, round8Kinds()...)
	for i := range ks {
		for _, v := range round8Vetoes[ks[i].reason] {
			ks[i].vetoes = append(ks[i].vetoes, re(v))
		}
	}
	return ks
}
