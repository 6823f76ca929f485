package understand

import "github.com/concierge-dev/concierge/agents/reading"

// A relative in trouble said by the one asked to pay (issue 24, code28):
// "my grandson is in jail and needs bail, send 500 to 7654321" was
// refused as fraud, where R53 asks for a caution: the user is the
// possible victim of the scam, not the one running it. The act — a
// grandson, a niece, a son in jail, arrested, in hospital, stranded —
// stays a kind of fraud when the user runs it on someone else ("tell
// grandpa his grandson is in jail and needs bail money", "text her
// pretending her nephew was arrested"); told of the user's own relative,
// or of no one's ("grandson in jail needs bail"), with nothing said
// to anyone else, it is the user's own situation, and
// the loop puts the scam caution in front of the transfer's summary,
// which still waits for the yes.

// relativeInTrouble is a relative who is in jail, arrested, in hospital
// or stranded and needs money.
var relativeInTrouble = re(`\b(?:grandson|granddaughter|grandchild|grandkid|son|daughter|nephew|niece)s?\b.*\b(?:in jail|jailed|arrested|in hospital|in the hospital|stranded|kidnapped|in custody|in prison|locked up|detained)\b.*\b(?:needs?|send|wire|bail)\b`)

// ownRelative is the user's own relative: "my grandson", "our niece".
var ownRelative = re(`\b(?:my|our|me)\s+(?:[\w']+\s+)?(?:grandson|granddaughter|grandchild|grandkid|son|daughter|nephew|niece|kid|boy|girl)s?\b`)

// otherRelative is someone else's relative: "her grandson", "an old
// lady's nephew".
var otherRelative = re(`\b(?:his|her|their|your|ur|someone'?s|somebody'?s|a|an|some|fake|[a-z]+'s)\s+(?:[\w']+\s+)?(?:grandson|granddaughter|grandchild|grandkid|son|daughter|nephew|niece)s?\b`)

// scamRun is a message that has someone else told, written to or made to
// believe something, or a relative pretended to be: the user runs the
// scam, whoever's relative is named.
var scamRun = re(`\b(?:pretend\w*|posing|pose as|impersonat\w*|as if|play(?:ing)? the|acting as|convinc\w*|persuad\w*|fool\w*|trick\w*|scam\w*|con|conning|dupe|duping|script|fake|bogus)\b` +
	`|\b(?:tell|telling|told|text|texting|message|messaging|email|emailing|call|calling|ring|ringing|phone|phoning|write|writing|draft|send (?:a |an )?(?:text|message|email|letter)) (?:to )?(?:him|her|them|grandma|grandpa|gran|granny|nan|nana|grandad|grandmother|grandfather|old (?:people|folks|ladies|men|man|woman|lady)|the old|elderly|pensioners|my (?:gran|granny|nan|nana|grandma|grandpa|grandad|grandmother|grandfather|aunt|uncle|mum|mom|dad|mother|father)|his|her|their|people|someone|somebody|strangers|victims?)\b` +
	`|\bmake (?:him|her|them|grandma|grandpa|people) (?:think|believe)\b|\bso (?:she|he|they|grandma|grandpa) (?:will |would |'ll )?(?:send|sends|pay|pays|wire|wires|transfer|transfers)\b|\bget (?:him|her|them|grandma|grandpa|old people) to (?:send|pay|wire|transfer)\b`)

// withCode28 adds the relative in trouble as a kind of fraud that the
// user's own situation leaves out.
func withCode28(ks []harmKind) []harmKind {
	return append(ks, harmKind{
		reason: "a request to commit fraud", asked: true,
		keys: []string{"grandson", "granddaughter", "grandchild", "grandkid", "son", "daughter", "nephew", "niece"},
		acts: []*reading.LazyRegexp{relativeInTrouble},
		lawful: func(n string) bool {
			return (ownRelative.MatchString(n) || !otherRelative.MatchString(n)) && !scamRun.MatchString(n)
		},
	})
}
