package concierge

// A transfer that pays a blackmailer (R53; issue 24 round 17): "send 2000
// to 7654321 from savings, its what the guy asked for to not post my pics
// online" was proposed and done on a yes with no word about it. The user
// is the victim: the product does not refuse them their own money, but
// before the approval says plainly that this sounds like blackmail, that
// paying seldom ends it, and where to turn — the pointer the refusal of a
// payment under a threat gives (refusal_why.go). Scam signs the older
// caution did not know ("the tax office said pay today or be arrested")
// get that caution (caution.go).

import (
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// blackmailSigns are the marks of a payment made to stop a threat: photos
// or chats to be posted, shared or sent unless paid; the words for it.
// A threat's turn ("or", "unless", "so he won't") comes before the
// publishing; what is published is the user's pictures or chats, or the
// world it goes out to (online, everyone, my family) with no money
// between: "my english not good, i want send money to my brother" is a
// transfer, not a threat (round 18).
var blackmailSigns = reading.Lazy(`\b(?:nudes|nude (?:pics|photos|pictures|images|videos?)|intimate (?:pics|photos|pictures|images|videos?)|sextort\w*|blackmail\w*|extort\w*)\b` +
	`|\b` + threatTurn + ` (?:[\w']+ ){0,4}?` + publish + ` (?:[\w']+ ){0,3}?(?:pics|pictures|photos|images|videos?|vids|screenshots|chats|messages|texts|dms)\b` +
	`|\b` + threatTurn + ` (?:[\w']+ ){0,4}?` + publish + ` (?:(?:it|them|those|these|that|this|everything|all of it|the lot|stuff|things) )?(?:online|everywhere|on (?:facebook|instagram|insta|snapchat|tiktok|social media|the internet|the web)|to (?:everyone|everybody|all (?:of )?my [\w']+|my (?:family|wife|husband|boss|friends|parents|contacts|followers|employer|colleagues|coworkers|work|partner|girlfriend|boyfriend|kids|children|church|school))|everyone)\b` +
	`|\b(?:has|have|got|took|kept|saved|is holding) (?:my|our) (?:pics|pictures|photos|images|videos?|vids|chats|messages)\b`)

// threatTurn is the turn a threat takes before what it threatens: "or",
// "unless", "so he won't", "to stop him"; not a bare "not" ("my english
// not good").
const threatTurn = `(?:to not|not to|won't|wont|will not|wouldn't|wouldnt|doesn't|doesnt|does not|never|stop|stops|or|unless|else|otherwise|if (?:i|we) (?:don't|dont|do not|can't|cant|cannot|won't|wont))`

// publish are the verbs of putting the user's things in front of others.
const publish = `(?:posts?|posting|shares?|sharing|leaks?|leaking|sends?|sending|shows?|showing|spreads?|spreading|publish|publishes|publishing|releases?|releasing|uploads?|uploading|expose|exposes|exposing|puts?)`

// scamSignsMore are scam marks caution.go's shapes lack: an arrest, a
// warrant or jail threatened unless paid ("pay today or i'll be charged
// a late fee" is no threat).
var scamSignsMore = reading.Lazy(`\b(?:or|else|otherwise|unless|if (?:i|we) (?:don't|dont|do not|can't|cant)) (?:[\w']+ ){0,4}?(?:arrest\w*|jail|prison|deport\w*|warrant|locked up)\b` +
	`|\b(?:be|get|getting|being) (?:arrested|jailed|deported|locked up)\b|\barrest warrant\b|\bwarrant for (?:my|your|our) arrest\b`)

// cautionFor is the caution a message's words call for, "" for none: the
// blackmail caution before the scam caution.
func cautionFor(text string) string {
	n := " " + normalise(text) + " "
	switch {
	case blackmailSigns.MatchString(n):
		return prompts.BlackmailCaution()
	case scamShapes.MatchString(n) || scamSignsMore.MatchString(n):
		return prompts.ScamCaution()
	}
	return ""
}
