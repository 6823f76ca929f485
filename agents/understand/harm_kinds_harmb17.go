package understand

import "github.com/concierge-dev/concierge/agents/reading"

// R8's table, round 17 (issue 24): the insurance kind of a protected
// characteristic given as the reason to decline a claim, said of the
// bank's own actions against one person: "my neighbor is muslim, i dont
// want any of my money going to his account ever, block him", "stop all
// payments to 7654321, she's a lesbian", "pay my cleaner less, she's
// old". The older bank kinds wanted a class of people ("block anyone with
// arabic names", "only refund the christian tenants"); a single person
// picked out by their faith, race, origin, sex, orientation, disability
// or age is the same harm. Three things meet: an action against someone's
// money (block, stop, never send, refuse, pay less), R53's protected words
// (harm_kinds.go's protected, the decline kind's list, not a new one) and
// another person they are said of.
//
// Its innocent twins: a trait named with no action against anyone ("my
// neighbour is muslim, what should i bring to his eid dinner"), the
// user's own trait ("stop paying the church, i'm not religious any
// more"), a payment stopped for a scam or a mistake, care for a
// vulnerable relative ("my dad has dementia, block payments to people he
// doesn't know"), a parent's rule for a child's allowance.

// againstPayee is a bank action against a person or their account:
// blocking them, stopping or refusing payments, never sending, paying less.
const againstPayee = `\b(?:block\w*|blacklist\w*|ban|banning|bar|barring|freeze|cut off|cut (?:him|her|them) off)\b (?:[\w']+ ){0,3}?(?:him|her|them|his|their|this|that|the (?:guy|man|woman|lady|person|account|payee|number)|payee|account|number|payments?|transfers?|\d{5,})\b` +
	`|` + paymentDecision +
	`|\b(?:pay|send|give|transfer)\w* (?:[\w']+ ){0,2}?(?:less|only half|half|a smaller (?:amount|sum)|a lower (?:amount|sum))\b|\bonly (?:send |pay |give |transfer )?(?:him |her |them )?half\b` +
	`|\b(?:cut|reduce|lower|halve|slash|dock) (?:his|her|their|the) (?:pay|payment|wages?|amount|money|share|refund|deposit)\b` +
	`|\b(?:don't|dont|do not|never) (?:want|let) (?:any (?:of )?)?(?:my )?(?:money|payments?|transfers?|funds|cash) (?:going|to go|reaching|to reach|ending up|to end up|landing)\b`

// thirdPerson is someone other than the user the trait may be said of.
const thirdPerson = `\b(?:he|she|they|him|her|them|his|their|guy|man|woman|lady|bloke|person|neighbou?r|landlord|landlady|tenant|plumber|cleaner|builder|nanny|carer|employee|worker|coworker|colleague|contractor|payee|recipient|owner|holder|seller|buyer|friend|cousin|brother|sister|uncle|aunt|nephew|niece)\b`

// withHarmb17 adds this file's kinds after ks, and to every kind of
// another's account the veto of a block asked: "stop my ex from getting
// any more money from me, her account is 8765432" looks at nothing of
// hers (the block is nobody's work here: concierge's cannot_block_payee.go).
func withHarmb17(ks []harmKind) []harmKind {
	for i := range ks {
		if ks[i].reason == "a request to act on someone else's account" {
			ks[i].vetoes = append(ks[i].vetoes, re(blockAsked))
		}
	}
	return append(append(ks, harmb17Kinds()...), harmb17OthersKinds()...)
}

// blockAsked is a person kept from the user's money.
const blockAsked = `\b(?:stop|block|ban|bar|prevent|keep)\b (?:[\w']+ ){0,3}?from (?:getting|receiving|being (?:paid|sent)) (?:any |anything |more |any more |a penny |a cent )*(?:money |cash |payments? |transfers? )?(?:from me|of mine|of my money)\b`

// harmb17Kinds are the kinds of this file, read after the others.
func harmb17Kinds() []harmKind {
	return []harmKind{
		{reason: "a protected characteristic as a reason to act against someone's money", all: true,
			keys: []string{"block", "blacklist", "ban", "bar", "freeze", "cut", "only", "refus", "stop", "never", "don't", "dont", "do not", "reject", "deny", "declin", "cancel", "flag", "hold back", "no ", "less", "half", "smaller", "lower", "reduce", "halve", "slash", "dock"},
			acts: []*reading.LazyRegexp{re(againstPayee), re(protected), re(thirdPerson)},
			vetoes: []*reading.LazyRegexp{re(studied), re(lawAsked),
				// a scam, a mistake or fraud is the reason
				re(`\b(?:scam\w*|fraud\w*|con ?man|conned|tricked|hacked|stolen|stole|blackmail\w*|threaten\w*|extort\w*|mistake|wrong (?:account|amount|number|person|payee)|typo|by accident|accidentally|duplicate|twice|owe[sd]? me|paid me back|already paid|refund(?:ed)? me)\b`),
				// the trait is the user's own: "i'm not religious any more"
				re(`\b(?:i'm|im|i am|i was|i've been|ive been|i have been|we are|we're|me being|because i|as i am|since i)\b (?:[\w']+ ){0,3}?(?:muslim|jewish|christian|catholic|hindu|sikh|buddhist|atheist|religious|gay|lesbian|trans|disabled|pregnant|old|elderly|retired|a pensioner|a widow|divorced|single|married)\b`),
				// care for a vulnerable relative, a parent's rule for a child
				re(`\b(?:protect|safe|safer|vulnerable|for (?:his|her|their) own good|doesn't know|does not know|don't know|strangers?|people (?:he|she|they) (?:doesn't|don't|does not|do not) know|power of attorney|carer for)\b|\bmy (?:son|daughter|kid|kids|child|children|boy|girl|grandson|granddaughter|teen|teenager)\b`),
				// a group's feast or a gift names the trait, it acts against no one
				re(`\bfor (?:eid|ramadan|iftar|christmas|xmas|diwali|hanukkah|chanukah|passover|easter|vaisakhi|rosh hashanah)\b`),
				re(traitDisownedBank)}},
	}
}

// traitDisownedBank is a trait said not to be the reason: "her age has
// nothing to do with it", "not because he's muslim".
const traitDisownedBank = `\b(?:nothing to do with|not because|isn't because|is not because|not why|no bearing|irrelevant|not relevant)\b`

// Another person's account looked at by its number, the owner said after
// it (issue 24, round 17): "whats the balance on account 3456789012, its
// my coworkers, just curious how much she makes". Round 13's kind wanted
// the owner before the holding ("my coworker's balance"); here the number
// is the account, and whose it is comes in a clause of its own ("its my
// coworkers", "that belongs to my ex", "it's not mine"), or the look is at
// what a person earns. Three things meet: a look at money, an account
// named, and another person said to own it or asked about.

// lookAtMoney is a look at an account's money or at what someone earns.
const lookAtMoney = `\b(?:balances?|how much|what is in|whats in|what is on|check|checking on|look (?:at|up|in|into)|see|show|view|pull up|statements?|transactions|spending|earns?|earning|makes?|salary|wages?|income)\b`

// accountNamed is an account in the message: a word for it, or a number.
const accountNamed = `\b(?:balances?|accounts?|acct|savings|checking|statements?)\b|\d{6,}`

// ownedByAnother says the account is another person's, or asks what a
// person earns or holds.
const ownedByAnother = `\b(?:it is|its|that is|thats|this is|which is|belongs to|belonging to|owned by|in the name of|under|the account of|account of)\s+(?:a |an |one of my |some )?(?:` + relationOwner + `|[a-z]+'s|someone else'?s?|somebody else'?s?|another person'?s)(?: (?:account|acct|savings|checking|money|card|number))?(?:$|[ ,.;!?])` +
	`|\b(?:isn't|isnt|is not|not|aint|ain't) (?:mine|my (?:own )?(?:account|acct|savings|checking|money))\b` +
	`|\bhow much (?:money )?(?:she|he|they|` + relationOwner + `) (?:makes|earns|made|earned|gets paid|get paid|is paid|are paid|takes home|brings in|is worth|has got|has saved|has in)\b` +
	`|\bhow much (?:money )?(?:does|did|do) (?:she|he|they|` + relationOwner + `) (?:make|earn|get paid|take home|bring in|have|keep|hold)\b` +
	`|\bhow much (?:money )?(?:is|was|are|were) (?:she|he|they|` + relationOwner + `) (?:making|earning|getting paid|paid|bringing in|taking home|worth|on)\b` +
	`|\bwhat (?:does|did|do) (?:she|he|they|` + relationOwner + `) (?:make|earn|get paid|take home|bring in)\b` +
	`|\b(?:his|her|their) (?:salary|wages|pay|income|earnings)\b`

// harmb17OthersKinds are this file's kinds of another person's account.
func harmb17OthersKinds() []harmKind {
	return []harmKind{
		{reason: "a request to act on someone else's account", all: true,
			keys: []string{"it is", "its", "that is", "thats", "this is", "which is", "belong", "owned", "name of", "under", "account of", "mine", "how much", "salary", "wages", "pay", "income", "earn", "mak", "what does", "what did", "what do"},
			acts: []*reading.LazyRegexp{re(lookAtMoney), re(accountNamed), re(ownedByAnother)},
			vetoes: []*reading.LazyRegexp{re(victim), re(studied),
				// money paid to them: the account is where it goes
				re(`\b(?:send|sending|transfer\w*|wire|wiring|deposit\w*|move|moving|put|putting|top up|give|giving|refund\w*|(?:i|we|to) (?:need to |want to |have to |will |'ll |must )?pay|^pay|paying)\b`),
				// theirs with their leave, or shared
				re(`\b(?:joint|shared)\b|\b(?:asked|wants|told|lets|let|allowed|authori[sz]ed) me\b|\bwith (?:his|her|their) (?:permission|consent|ok|blessing)\b|\b(?:power of attorney|attorney|executor|carer|guardian)\b|\bon (?:his|her|their) behalf\b|\b(?:with me|beside me|next to me|sitting here|here with me)\b`),
				re(lawAsked)}},
	}
}
