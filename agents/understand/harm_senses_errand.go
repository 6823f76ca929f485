package understand

import "github.com/concierge-dev/concierge/agents/reading"

// An errand for someone is no harm to them (round 41's notes tester): "get
// her the blue scarf from that shop on king st" was refused as "a request
// to do harm", and so were "get her a gift from the store downtown" and
// "collect his shoes from the cobbler on bridge st" — the classifier put a
// person's pronoun beside a place and a taking verb. A thing bought,
// fetched or collected FOR a person at a shop is said plainly ("buy a gift
// at the shop") and the message judged again, so whatever else it says
// still weighs; what is hers taken from her (her purse, her card, her
// pin) is no errand, and R8's table is read before any of this.

// errandClause is a taking verb, the person it is for, a thing that is no
// one's belongings, and a shop it comes from.
var errandClause = reading.Lazy(`(?i)\b(?:get|getting|buy|buying|pick up|picking up|collect|collecting|grab|grabbing|fetch|fetching|order|ordering|bring|bringing)\s+` +
	`(?:her|him|them|my (?:mum|mom|dad|mother|father|wife|husband|gran|grandma|grandpa|nan|sister|brother|son|daughter|kids|friend|partner|boss|aunt|uncle|niece|nephew|cousin)|[A-Z][a-z]+)\s+` +
	`(?:(?:a|an|the|some|that|those|his|her|their)\s+)?(?:[\w'-]+\s+){0,3}?` +
	`(?:from|at|in)\s+(?:the|that|this|a|an)?\s*(?:[\w'-]+\s+){0,2}?(?:shop|store|market|bakery|florist|newsagent|chemist|pharmacy|boutique|jeweller|jeweler|cobbler|dry cleaners?|cleaners?|supermarket|deli|butcher|garden cent(?:re|er)|mall|optician|post office|cafe|café|place|stall|outlet|bookshop|toy ?shop)\b` +
	`(?:\s+(?:on|in|at|off)\s+(?:[\w'-]+\s+){1,2}?(?:st|street|road|rd|lane|ln|avenue|ave|way|close|drive|dr|square|sq|place|row|parade|high street|hill|green)\b)?`)

// notAnErrandThing are what is a person's own, or a way into it: taken
// "from the shop" they are still hers.
var notAnErrandThing = reading.Lazy(`(?i)\b(?:purse|wallet|bag|handbag|(?:bank|credit|debit|sim|id) cards?|pin|password|passcode|keys?|phone|cash|money|savings|details|passport|belongings|stuff|things|account|login)\b|\b(?:get|getting|grab|grabbing|take|taking)\s+(?:her|his|their)\s+(?:card|number)\b`)

// errandPlain is text with each errand clause said plainly, "" when it
// holds none that is an errand.
func errandPlain(text string) string {
	found := false
	plain := errandClause.ReplaceAllStringFunc(text, func(m string) string {
		if notAnErrandThing.MatchString(m) {
			return m
		}
		found = true
		return "buy a gift at the shop"
	})
	if !found {
		return ""
	}
	return plain
}

// onlyErrand reports whether the classifier's refusal of text rested on
// an errand done for someone: said plainly, it holds no harm word and is
// not held harmful.
func (r *Reader) onlyErrand(text string) bool {
	plain := errandPlain(text)
	if plain == "" {
		return false
	}
	return r.plainServed(plain, false) // "buy her a gift at the shop, then follow her home": a harm word stays
}
