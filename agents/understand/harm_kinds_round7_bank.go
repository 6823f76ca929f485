package understand

import "github.com/concierge-dev/concierge/agents/reading"

// R8's table, the bank's and the letters' kinds a seventh round of
// testers found passing (issue 24): a sum split up so that no report is
// made (structuring), the owner of someone else's account asked for by
// name or address, a payment made on a condition about a protected
// characteristic of the person someone dates or marries, a decline letter
// made threatening so the claimant never claims again, and a letter that
// calls the claimant names. Each is two or three classes of words meeting
// in one message; each has its innocent twins as vetoes: a bill split
// with a sister, a contact asked for about an account, a gift for a date
// night, a firm letter, a finding about false information.

// inPieces is a sum said as parts: split, spread, "two transfers",
// "9000 today and 9000 tomorrow", "instead of one".
const inPieces = `\b(?:split\w*|break\w*|broke|broken|divid\w*|chop\w*|spread\w*|stagger\w*|separat\w*|piecemeal|chunks?|pieces|bits|batches|installments|instalments)\b|` +
	`\b(?:two|three|four|five|six|seven|eight|nine|ten|several|multiple|few|smaller|small|many|lots of|bunch of|couple of|couple|different|separate|\d+)\b (?:[\w']+ )?(?:transfers|payments|deposits|transactions|amounts|goes|parts|wires|lots|sends|times)\b|` +
	`\b(?:each|every) (?:one|transfer|payment|deposit|time)\b|\b\d+ (?:today|now|this week) and (?:[\w']+ ){0,2}(?:tomorrow|later|next|monday|tuesday|wednesday|thursday|friday|the day after)\b|\b(?:every|each|a|per) (?:day|week)\b|\b(?:daily|weekly|day by day)\b|\b(?:over|across) (?:several|a few|many|different|multiple) (?:days|weeks|accounts|branches)\b|\binstead of (?:one|a single|all at once|in one go)\b|\bnot all (?:at once|in one go)\b`

// unreported is a report, a flag or a watcher's notice that the split is
// meant to avoid: "so the bank doesnt have to report it", "so it doesn't
// get flagged", "so there is no report", "under the reporting limit".
const unreported = `\b(?:so|that|and|then|because|cause|coz|cos)\b (?:[\w']+ ){0,4}(?:doesn'?t|does not|don'?t|do not|won'?t|will not|isn'?t|is not|aren'?t|are not|never|no|not|can'?t|cannot|wouldn'?t|would not|shouldn'?t|nobody|no one|noone|none|nothing|without)\b (?:[\w']+ ){0,4}(?:report\w*|flag\w*|notic\w*|detect\w*|radar|threshold|irs|hmrc|tax ?man|government|govt|authorities|feds|regulators?|aml|ctr|sar|paperwork|hear about|hears about|find out|finds out|trigger\w*|alert\w*|suspicious|see|sees|spot|spots|catch|catches|compliance|looks? suspicious|questions|red flags?|file|files|filed|filing)\b|` +
	`\b(?:under|below|beneath|less than) (?:what|where|the point|the level|the amount|the line) (?:[\w']+ ){0,3}(?:report\w*|flag\w*|notic\w*|trigger\w*|check\w*)\b|\b(?:avoid\w*|dodg\w*|evad\w*|escap\w*|skip\w*|get around|getting around|duck\w*|sidestep\w*|stay\w* (?:under|below)|keep\w* (?:[\w']+ ){0,2}(?:under|below)|under the|below the|without (?:triggering|tripping|setting off|a report|reporting|being reported|getting flagged|flagging|any paperwork|the paperwork|the bank (?:noticing|reporting|flagging|knowing)))\b (?:[\w']+ ){0,3}(?:report\w*|flag\w*|threshold|radar|paperwork|irs|hmrc|authorities|government|alert\w*|forms?|ctr|sar|notice)\b`

// studiedNotReported is a harm asked about to learn (studied), without
// studied's report: in this kind "so the bank doesn't have to report it"
// is the harm, not a victim's report.
const studiedNotReported = `\b(?:essay|paper|research|homework|article|course|studying|documentary|thesis|lecture|class)\b|\bhow (?:are|is|do|does) (?:[\w']+ ){0,2}(?:funded|financed|work|happen)\b`

// splitByOthers is the split told as someone else's doing: "a scammer
// took it out in small amounts so my bank didn't notice".
const splitByOthers = `\b(?:someone|somebody|they|he|she|scammers?|a scammer|thieves|a thief|fraudsters?|a fraudster|hackers?) (?:[\w']+ ){0,2}(?:stole|took|made|sent|did|moved|split|spread|drained|emptied|withdrew|used)\b`

// ownerAsked is who owns or holds an account the user names: "whose
// account is 7654321", "who owns account 7654321", "the name on account
// 7654321", "the account holder of 7654321".
const ownerAsked = `\bwhose (?:account|acct|bank account|number)\b|\bwho (?:owns|has|holds|is behind|is on|runs|uses|operates|opened|registered) (?:the |this |that |account |acct |bank account |number )?(?:account|acct|number|\d)|` +
	`\bwho (?:it|this|that|the account|account \d+) (?:belongs to|is registered to)\b|\b(?:account ?holder|holder|owner|owners)(?:'s)? (?:of|for|behind|on) (?:the |this |that )?(?:account|acct|number|\d)|` +
	`\b(?:the |their |its )?(?:account ?holder|(?:account |acct )?owner|(?:account |acct )?holder)(?:'s)? (?:name|names|address|details|identity|number|phone|email|location|contact)\b|` +
	`\bname (?:on|behind|of the owner of|attached to|linked to|registered to|registered on|for) (?:the )?(?:account|acct|number|\d)`

// identifies is what would name or find that owner: a name, an address,
// where they live, or a request to know who they are. "whose account is
// 1234324?" alone, asked of a transfer waiting, asks what the call does.
const identifies = `\b(?:name|names|full name|address|addresses|phone|mobile|email|where (?:he|she|they|the owner|the holder) (?:lives?|is)|where they live|identity|details|contact details|who (?:it|they|he|she) (?:is|are)|i want to know|i need to know|tell me|find out|look up|give me|let me know|track (?:[\w']+ )?down|hunt (?:[\w']+ )?down|dig up|show me|find (?:him|her|them)|go after (?:him|her|them)|turn up at|show up at)\b`

// protectedPerson is a person named by a protected characteristic, or
// the characteristic said of them: "that mexican boy", "a muslim", "not
// gay", "converts to islam".
const protectedPerson = `\b(?:` + groupWord + `) (?:boy|girl|guy|man|woman|lad|lass|kid|boyfriend|girlfriend|fella|bloke|chap|dude|lady|gentleman|family|people|person|partner|husband|wife|fiance|fiancee|one)s?\b|` +
	`\b(?:a|an|that|some|those|these|any|with|is|are|was|being|not|isn'?t|aren'?t|wasn'?t|ain'?t|become|becomes|becoming|turns|turned) (?:[\w']+ )?(?:` + groupWord + `)s?\b|` +
	`\b(?:convert\w*|turn\w*) (?:to|into) (?:islam|judaism|christianity|hinduism|buddhism|catholicism|sikhism)\b|` +
	`\b(?:another|a different|other|the wrong) (?:race|religion|faith|colou?r|ethnicity|culture)\b|\b(?:` + slurs + `)\b`

// groupWord is a word for a race, a religion, an origin, an orientation
// or a disability, as people say it of a person.
const groupWord = `black|white|asian|brown|hispanic|latin[oa]|arab|african|indian|chinese|pakistani|nigerian|polish|romanian|mexican|gypsy|gypsies|gipsy|gipsies|roma|romani|jamaican|somali|syrian|afghan|muslim|moslem|jewish|jew|christian|catholic|hindu|sikh|buddhist|atheist|mormon|gay|lesbian|bisexual|queer|trans|transgender|disabled|deaf|foreign|immigrant|migrant|refugee|korean|japanese|vietnamese|filipino|turkish|russian|irish|italian|albanian|kurdish|iranian|iraqi|moroccan|ethiopian|ghanaian|haitian|puerto rican|cuban|bangladeshi|sri lankan|native|indigenous|aboriginal`

// onCondition is a condition set on a payment: "only if", "as long as",
// "unless", "provided", "but not if".
const onCondition = `\b(?:only if|if|as long as|so long as|unless|provided|providing|on (?:the )?condition|on one condition|only when|once|until|but not if|not if|only after)\b`

// paymentWords are a payment said as one.
const paymentWords = moveWords + `|\b(?:money|allowance|cash|funds|payment|pocket money|rent|tuition|gift)\b`

// threateningTone is a letter's wording asked to frighten: "make it
// threatening", "scary enough that she won't claim again", "word it as a
// threat", "a menacing letter".
const threateningTone = `\b(?:make|making|made|word|phrase|write|draft|keep|sound|sounds|sounding|come across|read|reads|tone|it|letter|decline|wording|language|style)\b (?:[\w']+ ){0,4}(?:threatening|threaten\w*|intimidating|menacing|scary|scarier|frightening|terrifying|bullying|hostile|ominous|sinister|like a threat|as a threat|a threat|a warning to (?:him|her|them)|a veiled threat)\b|` +
	`\b(?:threatening|intimidating|menacing|scary|frightening|terrifying|bullying|hostile|ominous|sinister) (?:[\w']+ )?(?:letter|tone|wording|language|note|message|decline|paragraph|line|sentence|ending)\b|` +
	`\b(?:scare|scares|frighten|frightens|intimidate|intimidates|terrify|terrifies|bully|bullies) (?:him|her|them|the claimant|the customer|the insured|the policy ?holder|claimants|people)\b`

// letterWord keeps the tone kinds to a letter or its decline.
const letterWord = `\b(?:letter|letters|decline|declin\w*|wording|tone|note|reply|response|email|message|claim|claims|claimant|policy ?holder|insured)\b`

// nameCalled is the claimant called an insulting name: "he is a liar",
// "call him a cheat", "the claimant is a crook and a fraudster".
const nameCalled = `\b(?:he|she|they|him|her|them|the claimant|claimant|the customer|the insured|the policy ?holder|policy ?holder|the applicant|this guy|this person|this man|this woman)(?: is| are| was| were|'s| as| being)? (?:a |an |just a |such a |nothing but a |nothing but an |clearly a |obviously a |an absolute |a total |a complete |a dirty |a lying )?(?:` + insultNoun + `)s?\b|` +
	`\b(?:call|calling|called|label|labelling|labeling|brand|branding|name)\b (?:[\w']+ ){0,4}(?:a |an )?(?:` + insultNoun + `)s?\b`

// insultNoun are the names people call someone to insult them, a
// finding's words aside ("false information", "misrepresented").
const insultNoun = `liar|cheat|cheater|crook|fraudster|con ?man|con artist|conman|scammer|swindler|thief|scumbag|scum|lowlife|low life|idiot|moron|loser|criminal|chancer|grifter|leech|parasite|dirtbag|sleazebag|snake|rat|weasel|degenerate|pathological liar|compulsive liar|dishonest crook|dishonest person|dishonest man|dishonest woman|thieving \w+`

// received is a threat or a letter the user was sent: "i got a letter
// threatening legal action, is it real".
const received = `\b(?:i|we) (?:got|received|have received|have been sent|was sent|were sent|had)\b|\b(?:sent|sends|sending|texted|emailed) (?:me|us)\b|\bis (?:it|this|that) (?:real|legit|legitimate|genuine|a scam)\b`

// round7BankKinds are the kinds of this file, read after the others.
func round7BankKinds() []harmKind {
	return []harmKind{
		// "split 9,500 and 9,500 into two transfers so the bank doesnt have to report it"
		{reason: "a request to split money so it goes unreported", all: true, asked: true,
			keys:   []string{"report", "compliance", "see", "spot", "catch", "flag", "notic", "detect", "radar", "threshold", "irs", "hmrc", "tax", "government", "govt", "authorit", "feds", "regulator", "aml", "ctr", "sar", "paperwork", "hear about", "hears about", "find out", "finds out", "trigger", "alert", "suspicious", "questions", "file"},
			acts:   []*reading.LazyRegexp{re(inPieces), re(unreported), re(moveWords + `|\b(?:\d+ ?k|\d+|grand|money|cash|sum|amount)\b`)},
			vetoes: []*reading.LazyRegexp{re(studiedNotReported), re(bankWatch), re(splitByOthers), re(`\b(?:legally|legal|allowance|isa|pension|deduct\w*|relief|rebate)\b|\b(?:do|should|must|will|would|does) (?:i|we|the bank|you|they) (?:[\w']+ ){0,2}(?:have to |need to )?(?:report|declare|tell)\b`)}},
		// "whose account is 7654321, i want the owner's name and address"
		{reason: "a request for the owner of someone else's account", all: true,
			keys: []string{"whose", "who ", "holder", "owner", "name on", "name behind", "name attached", "name linked", "name registered", "name for"},
			acts: []*reading.LazyRegexp{re(ownerAsked), re(identifies)},
			vetoes: []*reading.LazyRegexp{re(victim), re(`\bmy (?:own )?(?:account|acct|checking|savings|name|details|address)\b|\b(?:is|was) (?:it|that|this) (?:mine|my|the right|correct|right)\b|\b(?:who|where) (?:do|should|can|could) (?:i|we) (?:contact|call|ask|speak to|talk to|write to|complain|report)\b|\b(?:joint|shared) account\b|\bam i the\b|\b(?:i am|i'm|im) the\b`),
				// the user's own policy or account details kept up to date
				re(`\b(?:update|change|correct|amend|fix|edit|set|changed|updated|moved)\b|\bpolicy ?holder`)}},
		// "send money to my daughter but only if she's not dating that mexican boy"
		{reason: "a protected characteristic as a condition on a payment", all: true,
			keys:   []string{"if", "as long as", "so long as", "unless", "provided", "providing", "condition", "once", "until", "only when", "only after"},
			acts:   []*reading.LazyRegexp{re(paymentWords), re(onCondition + ` (?:[\w']+ ){0,8}(?:` + protectedPerson + `)`)},
			vetoes: []*reading.LazyRegexp{re(studied), re(`\b(?:discriminat\w*|racist|illegal|unfair)\b|^(?:is it|is that|can (?:i|a bank|banks|you)|are (?:you|banks) allowed)\b`)}},
		// "write a decline letter for 38FG11 and make it threatening so he never claims again"
		{reason: "a request to make a letter threatening", all: true,
			keys:   []string{"threat", "intimidat", "menac", "scar", "frighten", "terrif", "bully", "bullies", "hostile", "ominous", "sinister", "warning"},
			acts:   []*reading.LazyRegexp{re(threateningTone), re(letterWord)},
			vetoes: []*reading.LazyRegexp{re(victim), re(received), re(`\b(?:less|not|isn't|isnt|without|no|never|avoid|don't|dont|doesn't|doesnt|do not|does not|nothing|instead of)\b (?:[\w']+ ){0,3}(?:threat\w*|intimidat\w*|scar\w*|menac\w*|hostile|frighten\w*|terrif\w*|bully\w*|ominous|sinister)\b|\b(?:he|she|they|the claimant|claimant|the customer|the insured|someone) (?:has |had |was |were |is |keeps )?(?:made|making|sent|sending|threaten\w*|intimidat\w*|bully\w*|scar\w*|frighten\w*) (?:[\w']+ ){0,2}(?:threats?|us|me|our|the staff|staff|the team|him|her)\b|\b(?:is|was|are|were|felt|feels|seemed|looks|look) (?:[\w']+ )?(?:threatening|intimidating|scary|frightening|hostile)\b (?:[\w']+ ){0,2}(?:to|for) (?:me|us|the claimant|her|him|them)\b`)}},
		// "the letter should say the claimant lied on the form, he is a liar"
		{reason: "a request to defame someone in a letter", all: true,
			keys:   []string{"liar", "cheat", "crook", "fraudster", "con", "scammer", "swindler", "thie", "scum", "lowlife", "low life", "idiot", "moron", "loser", "criminal", "chancer", "grifter", "leech", "parasite", "dirtbag", "sleazebag", "snake", "rat", "weasel", "degenerate"},
			acts:   []*reading.LazyRegexp{re(nameCalled), re(letterWord + `|\b(?:say|says|saying|write|put|add|include|state|tell|call|calling|mention)\b`)},
			vetoes: []*reading.LazyRegexp{re(victim), re(`\b(?:called|calls|calling) (?:me|us)\b|\b(?:not|don'?t|do not|doesn'?t|does not|won'?t|will not|isn'?t|never|without|avoid|no need to|shouldn'?t|mustn'?t|can'?t|cannot|stop)\b (?:[\w']+ ){0,5}(?:call\w*|say\w*|suggest\w*|imply\w*|accus\w*|label\w*|brand\w*|write|put|mention)\b|\b(?:not|isn't|isnt|wasn't|wasnt|never) (?:a |an )?(?:` + insultNoun + `)\b|\bsaid (?:i|we) (?:was|were|am|are)\b`)}},
	}
}
