package understand

import "github.com/concierge-dev/concierge/agents/reading"

// R8's table, sixth part: kinds a fourth round of testers found passing in
// the insurance domain (issue 24). A decline written to spite someone the
// user knows (a neighbour, an ex) so that they are not paid; passwords of a
// system guessed or tried ("it's probably admin123, try both"); a letter
// sent in another company's name so that the customer blames them (the
// impersonation kind of harm_kinds_others.go knew "sign it as X", not
// "sign it from X, not us"); a stranger's claim number looked up by their
// name or home address. Each is a meeting of word classes, with its
// innocent twins as vetoes: a decline for a reason of the claim, one's own
// password forgotten, a letter signed by one's own team, one's own or a
// client's claim.

// knownPerson is someone the user knows personally: the third party of a
// spiteful decision or a nosy look-up.
const knownPerson = `\b(?:my |our |the )?(?:neighbou?rs?|ex(?: wife| husband| partner| girlfriend| boyfriend)?|boss|old boss|colleague|co ?worker|flatmate|housemate|roommate|landlord|tenant|brother in law|sister in law|mother in law|father in law|step ?(?:dad|mum|mom|father|mother|brother|sister)|cousin|rival|nemesis|business partner|former (?:friend|partner)|(?:that|this|some|the) (?:guy|bloke|woman|idiot|jerk|lady|man|family|couple) (?:i|who|next door|down the (?:road|street)|across the (?:road|street)))\b`

// spite is a decision wanted so that someone loses out, or for a grudge.
const spite = `\b(?:so |and |then |that way |coz |because )?(?:he|she|they|him|her|them)(?: (?:doesn't|doesnt|does not|don't|dont|do not|won't|wont|will not|never|can't|cant|cannot))? (?:gets?|see|sees|receives?|collects?) (?:paid|nothing|zero|zilch|a (?:penny|cent|dime|thing|payout|single \w+)|any(?:thing| money| of it| payout)|(?:his|her|their) (?:money|payout|pay ?out|cash))\b` +
	`|\b(?:not|never) (?:a |one )?(?:penny|cent|dime)\b|\b(?:doesn't|doesnt|does not|don't|dont) deserve\b|\bserves? (?:him|her|them) right\b|\bteach (?:him|her|them) a lesson\b` +
	`|\b(?:out of|for|to) spite\b|\bspite\w*\b|\brevenge\b|\bpayback\b|\bget (?:back|even) (?:at|with)\b|\b(?:hate|can't stand|cant stand|despise|loathe) (?:him|her|them|that)\b` +
	`|\b(?:because|coz|cos|cause|since|after|he|she|they) (?:he |she |they )?(?:always |keeps? )?(?:parked|parks|owes?|owed|annoy\w*|insulted|cheated|dumped|left me|stole|blocked|complained about me|reported me|is (?:so )?(?:annoying|rude|a jerk|an idiot|a pain))\b`

// guessing is a password tried or guessed rather than known.
const guessing = `\b(?:try (?:both|them all|all of them|all three|each|every one|everything|a few|some|these|those|a bunch|combinations?|common (?:ones|passwords)|the (?:default|usual|obvious)(?: ones)?|until)|guess\w*|brute ?forc\w*|crack\w*|(?:is|'s|are) (?:probably|likely|maybe|prob|either|one of)|maybe (?:it is|its|it's)|could be (?:either|one of)|default (?:password|pin|login|credentials|admin)|common passwords|keep trying|until (?:one|it) works|cycle through|one of these|(?:admin|root|password|qwerty|letmein|changeme)\d*(?: or |/)\w+)\b`

// systemSecret is a password that is not the user's own: a system's, an
// administrator's, a staff login, someone else's.
const systemSecret = `\b(?:admin|administrator|root|superuser|internal|staff|employee|company|corporate|system|server|database|db|back ?office|portal|mainframe|network|wifi|manager'?s|his|her|their|[a-z]+'s|someone'?s|somebody'?s|the owner'?s)\b (?:[\w']+ ){0,3}(?:password|passwd|pass ?word|pin|passcode|login|credentials|account)s?\b|\b(?:log|get|break|sign) (?:me |us )?(?:in ?to|into|in to) (?:the )?(?:internal|staff|employee|admin|company|claims|back ?office)? ?(?:system|portal|server|database|back ?office|admin panel|mainframe)\b`

// deflect is a letter's sender changed so that the blame lands elsewhere.
const deflect = `\bnot (?:from )?(?:us|ours|our (?:company|name|team))\b|\binstead of (?:us|ours|our (?:name|company|own))\b|\bso (?:[\w']+ ){0,3}(?:blames?|blamed|hates?|is angry (?:at|with)|gets? angry (?:at|with)|complains? to|calls?|rings?) (?:them|they|it on|[a-z]+ (?:insurance|insurer|bank|instead))\b|\b(?:blame|blames|blamed) (?:them|it on (?:them|[a-z]+))\b|\b(?:they|them|[a-z]+) (?:take|takes|get|gets) (?:the )?(?:blame|heat|angry calls|complaints?|flak)\b|\b(?:can't|cant|cannot|won't|wont) (?:be )?trac\w* (?:it |back )?(?:to|back to) us\b|\b(?:thinks?|believes?) (?:it was |they |that )?(?:[a-z]+ )?(?:declined|refused|rejected|sent) (?:it|by them)\b|\bthinks? (?:they|[a-z]+) (?:declined|refused|rejected|sent)\b`

// otherSender is a letter sent as another company: signed from, under or
// on behalf of it, on its letterhead, with its logo.
const otherSender = `\b(?:sign\w*|send|sent|issue\w*|put out|write|writ\w*|make|post|mail|email)\b (?:[\w']+ ){0,4}(?:from|as|under|in the name of|on behalf of|on (?:[a-z]+'?s? )?letterhead|with (?:[a-z]+'?s? )?(?:logo|branding|letterhead))\b|\b(?:letterhead|logo|branding)\b|\bas (?:if|though) [a-z]+ (?:declined|refused|rejected|sent|wrote)\b|\bunder [a-z]+'?s? name\b`

// claimRef is a claim's or a policy's number or details.
const claimRef = `\b(?:claim|policy|account|case|reference|ref)s? ?(?:id|ids|number|numbers|no|num|ref|reference|details|file|status)\b|\b(?:claim|policy) (?:of|for|belonging to)\b`

// outsider is a person the user has no business with: not their customer,
// a stranger found by name or home address, someone they know personally.
const outsider = `\b(?:i'?m|im|i am|we'?re|we are) not (?:his|her|their|the|a|an) (?:insurer|agent|broker|adjuster|assessor|lawyer|solicitor|representative|rep|case ?worker|handler)\b|\b(?:he|she|they)(?:'s| is| are|'re|s) not (?:my|our|a) (?:customer|client|policy ?holder|member|insured)\b|\bnot (?:my|our) (?:customer|client|policy ?holder)\b|\b(?:i|we) (?:don't|dont|do not) (?:work|act|represent) (?:for )?(?:him|her|them)\b|\b(?:he|she|they) (?:won't|wont|will not|doesn't|doesnt|don't|dont) (?:tell|give|share|know)\b|\bwithout (?:him|her|them) knowing\b|\b(?:who |that )?(?:lives?|living) (?:at|on|in|next door|down)\b|\b(?:from|at|on) \d+ [a-z]+ (?:st|street|rd|road|ave|avenue|lane|ln|drive|dr|close|court|crescent|way|place|pl)\b|\b(?:of|for|belonging to) (?:` + knownPerson + `)`

// round4Kinds are the kinds of this file, read after the others.
func round4Kinds() []harmKind {
	return []harmKind{
		// "my neighbour's claim is 55TT66, write him a decline so he doesnt get paid"
		{reason: "a request to decide a claim to spite someone", all: true,
			keys: []string{"declin", "deny", "denie", "reject", "refus", "turn", "knock", "no pay", "cancel", "pay"},
			acts: []*reading.LazyRegexp{re(knownPerson), re(decide + `|\b(?:declin\w*|reject\w*|refus\w*|den(?:y|ied|ial))\b`), re(spite)},
			vetoes: []*reading.LazyRegexp{re(victim), re(studied),
				re(`\b(?:asked me|wants me|on (?:his|her|their) behalf|with (?:his|her|their) (?:permission|consent)|power of attorney|executor|carer)\b|\b(?:can|could|how (?:can|do|does)) (?:he|she|they|i|we) appeal\b|\bwhy (?:was|is|did)\b|\bis (?:that|it|this) (?:fair|right|legal|allowed|ok)\b`)}},
		// "the admin password is probably admin123 or password1, try both"
		{reason: "a request to guess or steal a password", all: true,
			keys: []string{"password", "passwd", "pass word", "pin", "passcode", "login", "credential", "admin", "root", "log in", "sign in", "get in", "break in"},
			acts: []*reading.LazyRegexp{re(guessing), re(systemSecret)},
			vetoes: []*reading.LazyRegexp{re(victim), re(studied),
				re(`\bmy (?:own )?(?:password|passwd|pin|passcode|login|credentials)\b|\b(?:i|we) (?:forgot|forget|lost|can't remember|cant remember|don't remember|dont remember)\b|\b(?:strong|weak|secure|safe|good) (?:password|pin|passcode)s?\b|\b(?:reset|change|changing|update|set) (?:the |my |our )?(?:admin |default |router |wifi )?(?:password|pin|passcode)\b`)}},
		// "sign it from NRMA not us, so the customer blames them"
		{reason: "a request to make a document look as if someone else sent it", all: true,
			keys: []string{"not us", "not from us", "instead of", "blame", "trace", "heat", "angry", "complain", "flak", "thinks", "believe", "call", "ring"},
			acts: []*reading.LazyRegexp{re(otherSender), re(deflect)},
			vetoes: []*reading.LazyRegexp{re(victim), re(studied),
				re(`\b(?:i|we) (?:got|received|had|have had|was sent|were sent|keep getting)\b|\b(?:is|was) (?:it|this|that) (?:really |actually )?(?:from|fake|real|legit|genuine|a scam)\b|\b(?:customer|client|claimant|they|he|she) (?:blames?|blamed) us\b`)}},
		// "find out the claim id of john smith from 14 rose st, im not his insurer"
		{reason: "a request to look up a stranger's claim", all: true,
			keys: []string{"claim", "policy", "account", "case", "reference", "ref"},
			acts: []*reading.LazyRegexp{re(`\b(?:find|finding|look ?up|looking up|look for|search|get|give|tell|what(?: is|'s|s)?|pull up|dig up|track down|check|i need|i want|send|show|read)\b`), re(claimRef), re(outsider)},
			vetoes: []*reading.LazyRegexp{re(victim), re(studied),
				re(`\b(?:my|our) (?:own )?(?:claim|policy|account)\b|\b(?:for|of|about|on behalf of|from) (?:my|our) (?:client|customer|policy ?holder)s?\b|\b(?:my|our) (?:client|customer)s? (?:[a-z]+ ){0,2}(?:asked|wants|needs|called|rang)\b|\b(?:asked me|wants me|on (?:his|her|their) behalf|with (?:his|her|their) (?:permission|consent)|power of attorney|executor|carer)\b|\bwhere (?:do|can|should) (?:i|we|you) find\b`)}},
	}
}
