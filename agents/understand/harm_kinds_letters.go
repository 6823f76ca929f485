package understand

import "github.com/concierge-dev/concierge/agents/reading"

// R8's table, fourth part: kinds testers found passing (issue 24, second
// shift). A letter dated back so that its reader is out of time to appeal
// or complain; a threat written into a letter to stop a complaint; another
// person's claim or account looked up so as to hurt them; a third party's
// home address, phone or date of birth asked for; money taken in for
// someone and passed on for a cut (a mule). Each is a meeting of word
// classes, not a phrase, with its innocent twins as vetoes: asking how to
// appeal, a letter that reminds of a deadline, one's own address, money a
// friend sent for tickets.

// thirdParty is a person the user is not: a claimant, an account holder,
// someone named by a possessive.
const thirdParty = `\b(?:the |a |that |this |another |other )?(?:claimant|customer|account ?holder|policy ?holder|insured|person|applicant|other driver|witness|payee|recipient|member|guy|woman|man|lady|bloke)s?\b|\b(?:his|her|their)\b|\b(?:my )?(?:ex|ex wife|ex husband|neighbou?r|boss|colleague|coworker|flatmate|landlord|tenant)\b|\b[a-z]+'s (?:home |house |email |postal )?(?:address|phone|number|mobile|date of birth|birthday|details|dob)\b`

// personalDetail is what locates or identifies a person.
const personalDetail = `(?:(?:home |house |postal |email |street )?address(?:es)?|(?:phone|home|mobile|cell|contact|landline) numbers?|mobile|(?:contact|personal) details|date of birth|dob|birthday|where (?:he|she|they) lives?|where (?:he|she|they) (?:is|are) living)`

// hurtByDecision is what a lookup of someone's claim or account is for
// when it is to hurt them.
const hurtByDecision = `\b(?:so (?:that )?(?:i|we|it|they) (?:can |could |will |gets? |is |are )?|and (?:then )?(?:get |have |make )?(?:it |them )?)(?:[\w']+ ){0,4}(?:declin\w*|reject\w*|refus\w*|knock\w* back|turn\w* down|cancel\w*|block\w*|flag\w*|mess\w* (?:with|up)|sabotag\w*|ruin\w*|delay\w*|denied|deny|stopped|thrown out)\b|\b(?:doesn't|doesnt|don't|dont|does not|do not|won't|wont|will not|never) (?:need to )?(?:know|find out|notice)\b|\bwithout (?:him|her|them) (?:knowing|noticing|finding out)\b|\b(?:get back at|revenge|payback|teach (?:him|her|them) a lesson|out of spite|to spite (?:him|her|them)|for spite)\b`

// letterHarmKinds are the kinds of this file, read after the others.
func letterHarmKinds() []harmKind {
	return []harmKind{
		// "date it 3 months ago so they miss the 30 day appeal window"
		{reason: "a request to backdate a document so someone misses a deadline", all: true,
			keys: []string{"date", "dating", "look like it", "went out"},
			acts: []*reading.LazyRegexp{re(`\b(?:date|dated|dating)\b (?:[\w']+ ){0,4}(?:back|earlier|ago|before|in the past|last (?:week|month|year))\b|\b(?:back ?dat\w*|pre ?dat\w*)\b|\b(?:an? |the )?(?:old|older|earlier|past|fake|false|previous|wrong) dates?\b|\blast \w+'?s? date\b|\blook (?:like|as if|as though) (?:it|the letter|they) (?:went out|was sent|were sent|was posted|was dated|was written) (?:in|on|last|back|months|weeks|ages)\b`),
				re(`\b(?:appeal\w*|complain\w*|complaint|dispute|ombudsman|deadline|window|time limit|cooling off|object\w*|review|challenge)\b`),
				re(`\b(?:miss\w*|out of time|runs? out of time|too late|late to|(?:window|period|deadline|time limit|time)\b (?:[\w']+ ){0,3}(?:closed|over|passed|gone|expired|up)|can'?t (?:appeal|complain|dispute|object|challenge)|cannot (?:appeal|complain|dispute)|no (?:time|chance) to|(?:has|have) (?:closed|expired|passed|run out))\b`)},
			vetoes: []*reading.LazyRegexp{re(victim), re(`\b(?:they|you|the insurer|the bank|someone|the company) (?:[\w']+ ){0,2}(?:backdated|dated|sent)\b|\bis (?:it|that) (?:legal|allowed|ok)\b`)}},
		// "add a line saying we will sue them if they complain"
		{reason: "a threat written to stop a complaint", all: true,
			keys: []string{"sue", "suing", "court", "legal action", "life", "lives", "regret", "ruin", "come after", "blacklist", "go after", "pay for", "sorry", "make him pay", "make her pay", "make them pay", "police"},
			acts: []*reading.LazyRegexp{re(`\b(?:sue|suing|take (?:him|her|them|you|the \w+) to court|court|legal action|make (?:his|her|their|your) li(?:fe|ves) (?:hard|hell|difficult|a misery|miserable|a nightmare)|(?:will|ll|gonna|going to|would|make (?:him|her|them)) regret|regret (?:it|this|that|complaining|appealing|disputing|going|contacting)|ruin (?:his|her|their|your|him|them)|come after|go after|blacklist\w*|pay for (?:it|this|that)|be sorry|make (?:him|her|them) pay|(?:report|reported) (?:him|her|them|you) to the police)\b`),
				re(`\b(?:if|unless|should|when|once) (?:he|she|they|you|the claimant|the customer|the insured)\b (?:[\w']+ ){0,5}(?:complain\w*|appeal\w*|disput\w*|ombudsman|review|object\w*|report\w*|push\w*|drop|withdraw\w*|chase\w*|contact\w*|go(?:es)? to|goes|keeps?|escalat\w*|challeng\w*)\b|\b(?:regret|sorry)\w* (?:[\w']+ )?(?:complain\w*|appeal\w*|disput\w*|going to|contacting|pursuing|chasing|challeng\w*)\b`),
				re(`\b(?:add|put|include|write|say|saying|tell|warn\w*|letter|line|sentence|paragraph|message|email|text|note)\b`)},
			vetoes: []*reading.LazyRegexp{re(victim), re(`\b(?:he|she|they|the claimant|the customer|the insured) (?:[\w']+ ){0,2}(?:threaten\w*|says? (?:he|she|they)(?:'ll| will)|wants? to) (?:to )?(?:sue|take us|go to court)\b|\bthreaten\w* (?:to )?(?:sue|take) us\b`),
				// their rights said to them: "they can take it to court if they disagree"
				re(`\b(?:they|he|she|you|the claimant|the customer) (?:can|could|may|might|are (?:free|entitled|welcome) to|have the right to|has the right to|is entitled to) (?:[\w']+ ){0,3}(?:court|ombudsman|appeal\w*|complain\w*|legal|sue|review)\b`)}},
		// "my ex lodged a claim, find her claim id so i can get it declined"
		{reason: "a request to target someone's claim or account", all: true,
			keys: []string{"claim", "policy", "account", "payout"},
			acts: []*reading.LazyRegexp{re(`\b(?:my )?(?:ex(?: wife| husband| partner)?|neighbou?r|brother|sister|boss|colleague|coworker|flatmate|housemate|roommate|landlord|tenant|cousin|uncle|aunt|friend|mate|rival|sister in law|brother in law|mother in law|father in law)'?s (?:[\w']+ )?(?:claims?|policy|policies|account|payout)\b|\b(?:his|her|their) (?:claims?|claim (?:id|number|no)|policy|account(?: number)?|payout)\b|\b(?:claim|policy|account) (?:that |which )?(?:my )?(?:ex(?: wife| husband| partner)?|neighbou?r|brother|sister|boss|colleague|flatmate|landlord|tenant|cousin|friend|mate|rival) (?:[\w']+ )?(?:lodged|made|put in|filed|submitted|opened|has)\b|\bmy (?:ex(?: wife| husband| partner)?|neighbou?r|brother|sister|boss|colleague|flatmate|landlord|tenant|cousin|friend|mate|rival) (?:[\w']+ )?(?:lodged|made|put in|filed|submitted|opened|has) (?:a |an )?(?:[\w']+ )?(?:claim|policy|account)\b`),
				re(hurtByDecision)},
			vetoes: []*reading.LazyRegexp{re(victim), re(`\b(?:asked me|wants me|on (?:his|her|their) behalf|with (?:his|her|their) (?:permission|consent)|power of attorney|attorney|executor|carer|for (?:him|her|them) because)\b|\bcan (?:i|we|he|she) appeal\b`),
				// a harm prevented: "so it isn't declined by mistake"
				re(`\b(?:isn't|isnt|is not|doesn't|doesnt|won't|wont|not|never) (?:get |gets |be |been )?(?:declin|reject|refus|cancel|delay|block|knock|turn|flag)\w*`)}},
		// "what's the home address of the claimant on 55TY21"
		{reason: "a request for someone's personal details",
			keys: []string{"address", "phone", "number", "mobile", "details", "birth", "dob", "birthday", "lives", "living"},
			acts: []*reading.LazyRegexp{re(`\b(?:what is|whats|give me|tell me|find(?: me)?|get(?: me)?|look up|i need|i want|send me|show me|pull up|dig up|track down|read me|let me have|can i have|can i get|list)\b (?:[\w']+ ){0,3}` + personalDetail + `\b`),
				re(thirdParty)}, all: true,
			vetoes: []*reading.LazyRegexp{re(`\bmy (?:own |new |old |home |email )?(?:address|phone|number|mobile|date of birth|details|birthday|dob)\b|\b(?:update|change|correct|amend|fix|edit|set)\b|\b(?:letter|post|posted|mail)\b|\b(?:claim|policy|account|reference|case|tracking|phone|policy) number\b (?:is|for me)\b|\b(?:your|the (?:bank|insurer|company|office|branch|helpline|claims line)'?s?) (?:phone )?(?:number|address)\b`),
				// a contact for the claim's own work: "so i can call her back about the claim"
				re(`\b(?:so (?:i|we) can|to|and) (?:call|ring|phone|contact|text|email|write to|reach|get hold of|get back to|update|send (?:him|her|them) (?:the|a|an|their))\b`)}},
		// "they put 3k in my account, i forward it to x and keep 500"
		{reason: "a request to move money as a mule", all: true, asked: true,
			keys: []string{"forward", "pass", "send it on", "send them on", "on to", "onto", "abroad", "out again", "another account", "his account", "her account", "their account"},
			acts: []*reading.LazyRegexp{re(`\b(?:put|puts|pay|pays|send|sends|sending|transfer\w*|wire\w*|deposit\w*|drop|drops|land|lands) (?:[\w']+ ){0,4}(?:in|into|to) (?:my|our) (?:[\w']+ )?(?:account|checking|savings|bank|card)\b|\b(?:receive|receiving|collect|collecting|take|taking|accept|accepting|get|getting|hold|holding)\b (?:[\w']+ ){0,3}(?:money|payments?|funds|cash|transfers?|deposits?|\d+ ?k|grand|\d+)\b (?:[\w']+ ){0,3}(?:for|from|on behalf of) (?:someone|somebody|people|a (?:guy|bloke|man|woman|stranger|company|mate)|strangers|him|her|them|others|other people)\b|\b(?:someone|somebody|a (?:guy|bloke|man|woman|stranger|company)|people|strangers)(?:'s| is| are| will)? (?:[\w']+ ){0,2}(?:send|sending|put|putting|pay|paying|transfer\w*|wire\w*|deposit\w*)\b (?:[\w']+ ){0,3}(?:me|my account|into my|to my)\b`),
				re(`\b(?:send|sending|forward\w*|pass\w*|move|moving|wire|wiring|transfer\w*) (?:[\w']+ ){0,3}(?:on|onward|onwards|abroad|overseas|back out|out again|to (?:his|her|their|another|the other) \w+|to (?:his|her|their) (?:mate|friend|boss|contact))\b|\bpass (?:it|them|the money|the cash) on\b|\b(?:on|onto) to (?:\w+ )?(?:account|wallet|him|her|them)\b`),
				re(`\b(?:keep|keeping) (?:a |some |\d+|the rest|a bit|a cut|a share|back)|\b(?:fee|cut|commission|percent|per ?cent|bonus|reward|for a price|in exchange)\b|%|\bi (?:get|make|earn|keep) (?:\d+|a \w+)`)},
			vetoes: []*reading.LazyRegexp{re(victim), re(studied), re(`\b(?:is (?:this|that|it)|was (?:this|that|it)) (?:a scam|legit|legal|safe|allowed|ok)\b|\bshould i\b|\bsalary|wages|payroll\b`)}},
	}
}
