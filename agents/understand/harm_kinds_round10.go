package understand

import "github.com/concierge-dev/concierge/agents/reading"

// R8's table, round 10 (issue 24): another person's password or account
// asked for with a pronoun or a relation as its owner, no name: "what's my
// neighbours password", "whats my roommates pw", "show her savings", "how
// much is in his checking", "what's my dad got in savings". The older
// kinds wanted a name's "'s" or a verb of taking; a relation typed
// without its apostrophe, or "her" before an account, passed. Its
// innocent twins are the user's own ("what's my password", "show my
// savings"), a person shown something ("show her the savings balance"),
// and money paid into another's account ("move 30 from savings to her
// account"), which the older kinds refused and paidIntoOnly now lets by.

// relationOwner is another person by relation, with or without the
// apostrophe of their possession: "my neighbours", "my roommate's", "his
// wife's".
const relationOwner = `(?:(?:my|our|the|his|her|their) )?(?:ex|ex wife|ex husband|wife|husband|partner|girlfriend|boyfriend|neighbou?r|friend|mate|sister|brother|mum|mom|dad|mother|father|gran|nan|grandma|grandmother|grandpa|grandfather|aunt|uncle|cousin|son|daughter|roommate|flatmate|housemate|coworker|colleague|boss|manager|employer|parent|landlord|landlady|tenant|stranger|fiance|fiancee|niece|nephew)(?:'s|s'|s)?`

// othersSecretAsked is another person's password, PIN or login asked for.
const othersSecretAsked = `\b(?:what|whats|what is|what are|tell me|tell|give me|show me|send me|get me|get|find|find out|know|need|want|share|read out|look up|remind me of)\b (?:[\w']+ ){0,2}?(?:his|her|their|` + relationOwner + `) (?:[\w']+ )?(?:pw|pwd|passwd|password|passcode|pin|pin number|login|logins|login details|credentials|username|security code|security answer)\b`

// othersSecretNamed is another person's password named with nothing but
// courtesy around it, or "the password of" a relation: "my neighbours
// password pls", "her pin?", "password of my boss".
const othersSecretNamed = `^(?:(?:and|so|ok|okay|now|then|also|just|what about|how about) )*(?:his|her|their|` + relationOwner + `) (?:pw|pwd|passwd|password|passcode|pin|pin number|login|login details|credentials)(?: (?:please|pls|plz|now|then|too|also|again|quick|thanks|thx))*$|` +
	`\b(?:pw|pwd|passwd|password|passcode|pin|login|login details|credentials) (?:of|for|belonging to) (?:him|her|them|` + relationOwner + `)$`

// othersAccountShown is another person's account looked at with a
// pronoun as its owner: "show her savings", "pull up his checking".
const othersAccountShown = `\b(?:show|list|check|see|view|display|pull up|bring up|open|look at|look up|look in|tell me|give me|read|read out|print|what is|what are|how much is|how much money is|how much cash is|balance of|balance on|check on)\b (?:me )?(?:(?:in|on|there|there in|left in|left on|inside) )?(?:his|her|their) (?:(?:own|main|joint|other|current|business|personal|old|new|bank|whole) )?(?:checking|savings|accounts?|acct|balances?|statements?|transactions|spending|funds|bank account|money)\b`

// othersHoldingsAsked is what a relation holds asked for with a verb of
// having: "what's my dad got in savings", "how much has my wife put in
// checking".
const othersHoldingsAsked = `\b(?:what|how much)(?: money| cash)? (?:is|has|does|did|do) ` + relationOwner + ` (?:got|have|has|keep|keeps|kept|save|saved|put|stash|stashed|hold|holds)(?: got)? (?:in|on|into) (?:the |his |her |their )?(?:checking|savings|accounts?|bank)\b`

// round10Kinds are the kinds of this file, read after the others.
func round10Kinds() []harmKind {
	return []harmKind{
		{reason: "a request to act on someone else's account",
			keys: []string{"pw", "pass", "pin", "login", "credential", "username", "security", "his", "her", "their", "got", "have", "has", "keep", "kept", "save", "put", "stash", "hold"},
			acts: []*reading.LazyRegexp{re(othersSecretAsked), re(othersSecretNamed), re(othersAccountShown), re(othersHoldingsAsked)},
			vetoes: []*reading.LazyRegexp{re(victim), re(studied),
				re(`\b(?:joint|shared)\b|\b(?:asked|wants|told|lets|let|allowed) me\b|\bwith (?:his|her|their) (?:permission|consent|ok|blessing)\b|\b(?:power of attorney|attorney|executor|carer|guardian)\b`),
				// their own, asked by them: "how can my wife get her own
				// login", "my dad wants to see his balance, he's with me"
				re(`\b(?:his|her|their) own\b|\b(?:wants?|needs?|would like|asked|is trying|are trying) to (?:see|check|know|look at|view|get|open|find|reset|change)\b|\b(?:with me|beside me|next to me|sitting here)\b`)}},
	}
}

// othersHeldAt is another person's holding named anywhere in a message.
var othersHeldAt = re(`\b` + owner + ` ` + holding)

// paidIntoBefore ends in a payment of money into what follows: a verb of
// paying, the money ("30", "the money", "it"), then "to", "into" or "in"
// ("move 30 from savings to", "put the cash into my"). "log into" and
// "add my name to" pay nothing.
var paidIntoBefore = re(`\b(?:send|sending|pay|paying|transfer\w*|wire|wiring|deposit\w*|put|putting|move|moving|give|giving|top up|add|adding)\b (?:[\w']+ ){0,3}?(?:\$?\d[\d,.]*k?|money|cash|funds|it|the rest|everything|some|half|dollars|bucks|quid|pounds|euros) (?:[\w']+ ){0,4}?(?:to|into|in|onto) (?:the |my )?$`)

// paidIntoOnly reports a message whose every other person's holding is
// where money is paid ("move 30 from savings to her account 7654321"),
// none a source or a thing looked at.
func paidIntoOnly(n string) bool {
	locs := othersHeldAt.FindAllStringIndex(n, -1)
	for _, l := range locs {
		if !paidIntoBefore.MatchString(n[:l[0]]) {
			return false
		}
	}
	return len(locs) > 0
}

// withRound10 adds this file's kinds after ks, and to every kind of
// another's account its innocent twin of money paid into it.
func withRound10(ks []harmKind) []harmKind {
	ks = append(ks, round10Kinds()...)
	for i := range ks {
		if ks[i].reason != "a request to act on someone else's account" {
			continue
		}
		prev := ks[i].lawful
		ks[i].lawful = func(n string) bool { return paidIntoOnly(n) || prev != nil && prev(n) }
	}
	return ks
}
