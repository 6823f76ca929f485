package concierge

// Someone else's login, said as given (issue 24 round 20, secret20; R8,
// R53): "can i hack into my moms account lol jk she gave me the login"
// was refused flatly, "I can't help with that.", which read as a joke
// missed. The refusal stands, and says the rule it keeps: the product is
// only used with your own login, never with someone else's, even one
// they gave you. A request to use another's sign-in ("log in as her, she
// told me her password") gets the same word; "hack into …" said with no
// login given stays a plain refusal.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// ownLoginOnly is the word on why for a refusal of someone else's login.
const ownLoginOnly = "This app can only be used with your own login: I never sign in with someone else's, even one they gave you"

// givenLogin says a login, a password or a PIN was given or told by
// someone else: "she gave me the login", "my dad lent me his pin", "he
// told me his password", "i have her login".
// A login word owned by another person counts in any order and spelling
// (bank31): "her username is seldo and pw monkey", "my wife's password is
// monkey, user seldo", "the ex's user name is …".
var givenLogin = reading.Lazy(`(?i)\b(?:gave|given|give|lent|told|sent|shared|showed|texted|let)\b[^.!?]{0,20}\b(?:login|log ?in|password|passwd|pw|pin|passcode|credentials|creds|details|username)\b` +
	`|\b(?:her|his|their|moms?|mums?|dads?|my \w+'?s|(?:the |my )?(?:ex|wife|husband|partner|girlfriend|boyfriend|gf|bf|mum|mom|dad|mother|father|sister|brother|son|daughter|friend|mate|boss|neighbou?r|flatmate|roommate|colleague|grandma|grandad|grandpa|nan|gran|aunt|uncle|cousin|someone|somebody|someone else|somebody else)'s?)\s+(?:login|log ?in|password|passwd|pw|pwd|pin|passcode|credentials|creds|user ?name|user|account login|bank login|banking login)\b` +
	// the owner said after the pair: "pw monkey user seldo, its my sisters"
	`|\b(?:login|log ?in|password|passwd|pw|pwd|pin|user ?name|user)\b.{0,40}\b(?:it's|its|it is|they're|theyre|they are|that's|thats|those are|belongs? to)\s+(?:(?:my |the )?(?:ex|wife|husband|partner|girlfriend|boyfriend|gf|bf|mum|mom|dad|mother|father|sister|sis|brother|bro|son|daughter|friend|mate|boss|neighbou?r|flatmate|roommate|colleague|grandma|grandad|grandpa|nan|gran|aunt|uncle|cousin)'?s?|hers|his|theirs|not mine|someone else'?s?|somebody else'?s?)\b`)

// refusalReplyFor is refusalReply, with the word on why for a message
// that uses another person's login said as given; where is the kind of
// decision the domain makes (decisionsMade, trait_refused_where.go).
func refusalReplyFor(reason, text, where, pending string) string {
	if otherLoginReason(reason) && givenLogin.MatchString(text) {
		return prompts.RefusalWhy(ownLoginOnly, pending)
	}
	if no, ok := traitAskedNo(reason, text, where, pending); ok {
		return no // "can i decline a claim because the driver is a woman?": no, and why (notes32_grounds.go)
	}
	if traitReason(reason) {
		return prompts.TraitRefused(traitOf(text), where, pending) // "decline 33QQ44, policyholder is muslim": why, and the lawful grounds
	}
	return refusalReply(reason, pending)
}

// otherLoginReason reports a reason about another person's account or
// sign-in.
func otherLoginReason(reason string) bool {
	for _, r := range []string{"someone else's account", "someone else's sign-in", "break into accounts"} {
		if strings.Contains(reason, r) {
			return true
		}
	}
	return false
}
