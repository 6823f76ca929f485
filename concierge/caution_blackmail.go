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
var blackmailSigns = reading.Lazy(`\b(?:nudes|nude (?:pics|photos|pictures|images|videos?)|intimate (?:pics|photos|pictures|images|videos?)|sextort\w*|blackmail\w*|extort\w*)\b` +
	`|\b(?:not|won't|wont|don't|dont|doesn't|doesnt|never|stop|stops|or|unless|else|otherwise)\b (?:[\w']+ ){0,4}?(?:post|posting|share|sharing|leak|leaking|send|sending|show|showing|spread|spreading|publish|publishing|release|releasing|upload|uploading|expose|exposing|put)\b (?:[\w']+ ){0,3}?(?:pics|pictures|photos|images|videos?|vids|screenshots|chats|messages|texts|dms|online|everywhere|on (?:facebook|instagram|insta|snapchat|tiktok|social media|the internet|the web)|to (?:my|everyone|all)|everyone|everything)\b` +
	`|\b(?:has|have|got|took|kept|saved|is holding) (?:my|our) (?:pics|pictures|photos|images|videos?|vids|chats|messages)\b`)

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
