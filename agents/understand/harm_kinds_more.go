package understand

import (
	"sync"

	"github.com/concierge-dev/concierge/agents/reading"
)

// R8's table, third part: kinds R53 does not name but that belong to it
// (funding terror, buying drugs, a ransom, hiding money from a spouse or
// a court, hiding income from the tax office, taking over someone's phone
// number or codes, lying to an insurer about what happened, pressing an
// impaired relative, money taken by the user and moved), and more innocent
// look-alikes as vetoes of the kinds in harm_kinds.go. Each act is a class
// of words meeting another class, so it holds phrasings nobody wrote down;
// each veto is the innocent side of one kind (the victim's report, the
// student's question, a lawful reason).

// slurs are words for a protected group said as an insult; said of a
// claimant beside a decision they are the reason given, like the group's
// name (R8's protected characteristic).
const slurs = `wogs?|abos?|boongs?|muzzies?|muzzers?|tranny|trannies|trannie|pakis?|towel ?heads?|rag ?heads?|kikes?|chinks?|spics?|wetbacks?|gooks?|dykes?|faggots?|poofs?|poofters?|retards?|retarded|cripples?|spazz?|spastics?|gypos?|pikeys?|darkies?|coons?|negro(?:es)?|mongs?|yids?|beaners?|coolies?|illegals`

// bankWatch is a question about what a bank looks for, a writer's or a
// student's, not a request to get past it.
const bankWatch = `\bwhat (?:do|does|would|will|might) (?:a |the )?(?:banks?|tellers?|compliance|auditors?|investigators?) (?:look for|notice|flag|spot|check|see)\b`

// moveWords move, keep or spend money.
const moveWords = `\b(?:send|sending|sent|wire|wiring|transfer\w*|move|moving|pay|paying|deposit\w*|put|stash|bank|shift|route|funnel|donate|donating|fund|funding|finance|financing|bankroll\w*|collect|collecting|raise|raising|give|giving|get|getting|clean|cleaning|hide|hiding|spend|buy|buying)\b`

// studied is a harm asked about to learn or to report, not asked for.
const studied = `\b(?:essay|paper|research|homework|article|course|studying|documentary|thesis|lecture|class)\b|\bhow (?:are|is|do|does) (?:[\w']+ ){0,2}(?:funded|financed|work|happen)\b|` + reportIt

// moreHarmKinds are the kinds of this file, read after harm_kinds.go's.
func moreHarmKinds() []harmKind {
	return []harmKind{
		{reason: "a request to fund terror", all: true, asked: true,
			keys:   []string{"isis", "qaeda", "hamas", "taliban", "jihad", "mujahid", "militia", "armed group", "terror", "insurgen", "fighters", "bomb", "explosive", "detonator", "gun", "rifle", "ammo", "ammunition", "weapon"},
			acts:   []*reading.LazyRegexp{re(`\b(?:isis|daesh|al qaeda|hamas|taliban|hezbollah|jihad\w*|mujahid\w*|militias?|armed (?:group|cell|wing)|terror\w*|insurgen\w*|(?:the )?fighters (?:overseas|abroad|over there|in \w+)|(?:the |a )?(?:bomb|bombs|guns?|rifles?|weapons?) (?:materials|parts|supplies|for the \w+)|(?:the |a )?bomb|explosives?|detonators?|ammunition|ammo)\b`), re(moveWords + `|\b(?:money|funds|cash|donations?|aid)\b`)},
			vetoes: []*reading.LazyRegexp{re(studied), re(victim), re(`\b(?:against|fight(?:ing)? against|counter|victims? of|affected by|fleeing|cover|covered|insured|insurance|policy|licensed|quarry|mining|fireworks|disposal)\b`)}},
		{reason: "a payment for a crime", asked: true,
			keys: []string{"plug", "dealer", "kilo", "ounce", "weed", "coke", "cocaine", "heroin", "meth", "crack", "mdma", "molly", "ecstasy", "ketamine", "fentanyl", "drug", "charlie", "xanax", "oxy", "lsd", "shrooms", "skunk", "spice", " ket"},
			acts: []*reading.LazyRegexp{re(`\b(?:pay|paying|send|sending|wire|wiring|transfer|owe|give)\b (?:[\w']+ ){0,5}(?:my|the|our|a) (?:plug|dealer|drug dealer)\b|\b(?:my|the|our) (?:plug|dealer)\b (?:[\w']+ ){0,3}(?:needs?|wants?) (?:paying|paid|money|the money|cash)\b|` +
				`\b(?:next|another) kilo\b|\b(?:kilos?|key|ounce|oz|eighth|bag|gram|grams|batch|half ?oz) of (?:weed|coke|cocaine|heroin|meth|crack|mdma|molly|ket|ketamine)\b|` +
				`\bfor (?:the |some |my |a |an |more )?(?:ecstasy|mdma|molly|coke|cocaine|heroin|meth|crack|weed|ket|ketamine|charlie|xanax|oxys?|oxycodone|fentanyl|lsd|shrooms|skunk|spice)\b|\b(?:weed|drug|coke|cocaine|heroin|meth|dealing|dope) (?:money|cash|profits?|earnings)\b|\b(?:selling|sold|sell|dealing|dealt|shifting) (?:[\w']+ ){0,2}(?:weed|drugs|coke|cocaine|heroin|meth|crack|pills|mdma|molly|ecstasy|ketamine)\b`)},
			vetoes: []*reading.LazyRegexp{re(studied), re(victim), re(`\b(?:a|diet|cherry|zero|vanilla) coke\b|\bcoke (?:and|with|&) \w+|\b(?:pharmacy|chemist|prescription|treatment|rehab|recovery|addiction|covered|cover|overdose|hospital|took|taken|spiked)\b`)}},
		{reason: "a request to demand a ransom", asked: true,
			keys: []string{"with us", "our hands", "kidnap", "abduct", "snatch", "grabbed", "nabbed", "took the", "have the", "got the", "have his", "have her", "have their", "have your", "got his", "got her", "took his", "took her", "took their", "taken his", "taken her", "see her again", "see him again", "see them again", "ransom", "hostage", "encrypt", "lock their", "lock the", "back"},
			acts: []*reading.LazyRegexp{re(`\b(?:we|i|we've|i've) (?:have|got|took|taken|grabbed|snatched|kidnapped|abducted|nabbed) (?:his|her|their|your|the) (?:kid|kids|son|daughter|child|children|baby|wife|husband|dog|cat|pet|mum|mom|dad|girlfriend|boyfriend|sister|brother)\b|\b(?:never|won't|will not) see (?:her|him|them|it|your \w+) (?:alive )?again\b|\b(?:their|his|her|your) (?:kid|son|daughter|child|wife|husband|dog|cat|mum|mom|dad|baby) (?:is|are) (?:with us|here with us|in our hands)\b|` +
				`\b(?:write|draft|send|make|compose|type)\b (?:[\w']+ ){0,3}ransom (?:note|demand|letter|message|email|text)\b|\b(?:hold|holding|keep|keeping) (?:[\w']+ ){0,3}(?:data|files|systems?|servers?|computers?|site|website|dog|cat|kid|him|her|them) hostage\b|` +
				`\b(?:encrypt\w*|lock\w*) (?:up )?(?:their|the company's|his|her|the) (?:[\w']+ )?(?:files|data|computers?|systems?|servers?|network)\b.*\b(?:pay|bitcoin|btc|crypto|ransom|demand|unlock)\w*|\bdemand (?:[\w']+ ){0,2}(?:for|to get|to have) (?:it|him|her|them|the \w+) back\b`)},
			vetoes: []*reading.LazyRegexp{re(victim), re(studied), re(`\b(?:i|we) (?:got|received|was sent|were sent)\b|\b(?:sent|emailed|texted) (?:me|us)\b|\b(?:my|our) (?:files|data|business|company|computer|computers|systems?|server|network|dog|cat)\b (?:[\w']+ ){0,3}(?:was|were|got|is|are|been)\b|\b(?:does|do|is|are|will) (?:my|our|the) (?:policy|insurance|cover)\b|\b(?:hackers|someone|somebody|they|criminals) (?:[\w']+ ){0,2}(?:want|wants|demand|demanding|are|is|have|took|encrypted|locked)\b`)}},
		{reason: "a request to hide money from a spouse or a court", asked: true,
			keys: []string{"notice", "find out", "finds out", "realis", "realiz", "wife", "husband", "spouse", "ex ", "ex's", "partner", "court", "judge", "lawyer", "solicitor", "divorce", "settlement", "creditor", "trustee", "bailiff", "child support", "maintenance", "alimony"},
			acts: []*reading.LazyRegexp{re(`\b(?:hide|hiding|stash|stashing|conceal\w*|squirrel\w*|shield\w*|keep\w*)\b (?:[\w']+ ){0,5}(?:from|before|so|where|out of reach of|away from) (?:that )?(?:my |the |her |his |our )?(?:wife|husband|spouse|ex|ex wife|ex husband|partner|court|courts|judge|lawyers?|solicitors?|divorce|settlement|creditors|trustee|bailiffs?|hearing|husband's (?:lawyer|solicitor)|wife's (?:lawyer|solicitor)|divorce (?:settlement|lawyer))\b`),
				re(`\b(?:move|moving|put|park|shift|transfer\w*|send|wire)\b (?:[\w']+ ){0,5}(?:before|so|where) (?:that )?(?:my |the |her |his |our )?(?:wife|husband|spouse|ex|ex wife|ex husband|partner|court|courts|judge|lawyers?|solicitors?|divorce|settlement|creditors|trustee|bailiffs?|hearing|husband's (?:lawyer|solicitor)|wife's (?:lawyer|solicitor)|divorce (?:settlement|lawyer))\b (?:can't|cannot|won't|will not|doesn't|does not|never|sees?|finds?|misses|miss|knows?|gets?|hearing|settles|starts|finds out)\b`),
				re(`\b(?:wife|husband|spouse|ex|partner|court|judge|lawyer|solicitor|settlement|creditors|trustee|bailiffs?)(?:'s (?:lawyer|solicitor|attorney))? (?:can't|cannot|won't|will not|wouldn't|doesn't|does not|never|can never) (?:find|see|know about|touch|get|get at|trace|claim)\b|\b(?:settlement|court|judge|lawyer|trustee) (?:misses|miss|overlooks|doesn't see|won't see)\b|\b(?:pay|paying) (?:[\w']+ )?less (?:child support|maintenance|alimony|support)\b`),
				re(`\b(?:sneak|take|move|transfer|withdraw|empty|drain|hide|stash|shift|siphon|skim)\w*\b.*\b(?:before|so|without) (?:my |the |her |his )?(?:wife|husband|spouse|partner|ex|he|she|family|siblings?|brothers?|sisters?) (?:[\w']+ )?(?:notices?|finds? out|sees?|knows?|realises?|realizes?|checks?|noticing|finding out|knowing)\b`)},
			vetoes: []*reading.LazyRegexp{re(studied), re(victim), re(`\b(?:surprise|present|gift|birthday|anniversary|christmas)\b|\b(?:hiding|hid|hidden|hides|moved|stashed) (?:[\w']+ ){0,3}from me\b|\b(?:she|he|they|my (?:wife|husband|ex|partner)) (?:is |was |has been |have been |keeps )?(?:hiding|moving|stashing|hid|moved|stashed)\b|\bcourt (?:ordered|order)\b|\bsurprise\b`)}},
		{reason: "a request to hide money from the law or its reporting", asked: true,
			keys: []string{"off the books", "tax", "hmrc", "irs", "revenue", "declare", "books"},
			acts: []*reading.LazyRegexp{re(`\boff the books\b|\b(?:hide|hiding|conceal\w*|keep\w*) (?:[\w']+ ){0,6}(?:from|off) (?:the )?(?:tax ?man|tax office|hmrc|irs|revenue|tax return|taxes)\b|` +
				`\b(?:don't|do not|dont|never|not|without) (?:tell\w*|declar\w*|report\w*|mention\w*|disclos\w*) (?:[\w']+ ){0,4}(?:hmrc|irs|the tax ?man|tax office|revenue|income|earnings|profits?|rent|rental|tips|sales|side (?:job|gig|hustle))\b|` +
				`\b(?:don't|do not|dont|never|not) (?:put|list|include|show|add|enter|mention)\b (?:[\w']+ ){0,6}(?:on|in) (?:my|the|our) tax (?:return|form)s?\b|` +
				`\bso (?:none of it|it|nothing|they|the tax ?man|hmrc|the irs|the tax office) (?:[\w']+ ){0,2}(?:shows? up|appears?|can't see|won't see|doesn't show|never sees?)\b (?:[\w']+ ){0,2}(?:tax|hmrc|irs|tax office)\b`)},
			vetoes: []*reading.LazyRegexp{re(studied), re(`\b(?:do|should|must|have to|need to|when|how) (?:i |we )?(?:[\w']+ )?(?:declare|report|tell)\b|\b(?:legally|legal|allowance|isa|relief|exempt)\b`)}},
		{reason: "a request to act on someone else's account", asked: true,
			keys: []string{"sim", "number", "intercept", "codes", "code"},
			acts: []*reading.LazyRegexp{re(`\b(?:move|port|transfer|switch|swap|put)\b (?:[\w']+ ){0,2}(?:his|her|their|[a-z]+'s) (?:phone |mobile )?number (?:[\w']+ ){0,2}(?:to|onto) (?:my|a new|another|a) (?:sim|phone|number)\b|` +
				`\b(?:new|replacement|another|second|spare) sim (?:[\w']+ ){0,3}(?:for|on|with) (?:my |the |a )?(?:[a-z]+'s|his|her|their|someone's) (?:phone |mobile )?number\b|\bintercept\w* (?:[\w']+ ){0,3}(?:texts?|text codes|codes?|sms|calls?|messages?|otps?|emails?)\b|\b(?:read|get|see|forward|divert|redirect)\b (?:[\w']+ ){0,2}(?:his|her|their|[a-z]+'s) (?:text |sms |security |verification |login |bank |2fa |one time )?(?:codes?|otps?|texts)\b`)},
			vetoes: []*reading.LazyRegexp{re(victim), re(studied), re(`\b(?:my|our) own\b|\bmy (?:phone|number|sim|codes?)\b (?:[\w']+ ){0,2}(?:was|were|got|is)\b`)}},
		{reason: "a request to act on someone else's account", asked: true,
			keys:   []string{"get at", "get into", "hands on", "dip into", "dipping into", "raid", "tap into", "help myself", "hit up", "go through", "peek", "snoop", "look through", "poke around"},
			acts:   []*reading.LazyRegexp{re(`\b(?:get at|get into|get my hands on|dip into|dipping into|raid|raiding|tap into|help myself to|hit up|go through|going through|peek at|peek into|have a peek at|snoop (?:in|on|through|around)|snooping (?:in|on|through|around)|look through|poke around in)\b (?:[\w']+ )?(?:[a-z]+'s|his|her|their|someone's|someone else's) (?:[\w']+ )?(?:savings|account|accounts|card|cards|money|balance|banking|online banking|wallet|pension|checking|purse|statements|transactions)\b`)},
			vetoes: []*reading.LazyRegexp{re(victim), re(`\b(?:joint|shared)\b|\b(?:asked|wants|told|lets|let|allowed) me\b|\bwith (?:his|her|their) (?:permission|consent|ok|blessing)\b|\b(?:power of attorney|attorney|executor|carer)\b`)}},
		{reason: "a request to steal or break into accounts", asked: true,
			keys: []string{"found", "log", "sign"},
			acts: []*reading.LazyRegexp{re(`\b(?:card|cards|wallet|purse|cheque|cheques|chequebook|checkbook|id|details|login|password|pin) (?:that )?(?:i|we) (?:found|picked up|came across)\b.*\b(?:pay|paying|use|using|spend|buy|withdraw|take|send|top up|shop)\b|\b(?:i|we) (?:just )?(?:found|picked up|came across) (?:a |the |this |someone'?s |somebody'?s |a \w+'s )?(?:bank |debit |credit )?(?:card|cards|wallet|purse|cheque ?book|checkbook)\b.*\b(?:pay|paying|use|using|spend|buy|withdraw|top up|shop|tap)\b|\b(?:pay|paying|use|using|spend|buy|withdraw|send|top up|shop)\b (?:[\w']+ ){0,5}(?:card|cards|wallet|purse|cheque|cheques|chequebook|checkbook|id|details|login|password|pin) (?:that )?(?:i|we) (?:found|picked up|came across)\b|` +
				`\b(?:try|trying|tries|attempt\w*) (?:logging|to log|signing|to sign) (?:in ?to|in (?:to|on)?) (?:lots of|many|loads of|all|every|other|random|a bunch of|multiple|different|hundreds of|thousands of) (?:the )?(?:accounts|logins|users|profiles)\b`)},
			vetoes: []*reading.LazyRegexp{re(`\b(?:return|returning|hand (?:it |them )?in|handing (?:it |them )?in|give (?:it |them )?back|police|owner|report|lost property)\b`)}},
		{reason: "a request to defraud someone", asked: true,
			keys:   []string{"trick", "cheat", "con", "fool", "deceiv", "mislead", "hoodwink", "dupe", "duping", "scam"},
			acts:   []*reading.LazyRegexp{re(`\b(?:trick|tricking|cheat|cheating|con|conning|fool|fooling|deceive|deceiving|mislead|misleading|hoodwink|hoodwinking|dupe|duping|scam|scamming|get one over on|pull one over on)\b (?:[\w']+ ){0,2}(?:adjusters?|loss adjusters?|assessors?|underwriters?|claims (?:handlers?|team|department|guy|people)|inspectors?|auditors?|examiners?|surveyors?|the (?:claims|fraud) team)\b`)},
			vetoes: []*reading.LazyRegexp{re(victim), re(studied), re(`\b(?:tricked|conned|cheated|fooled|deceived|misled|duped|scammed) (?:me|us)\b|\b(?:trying|tried|try) to (?:trick|cheat|con|fool|deceive|mislead) (?:me|us)\b|\bnot (?:trying to )?(?:trick|cheat|con|fool|deceive|mislead)\w*\b`)}},
		{reason: "a request to hide money from the law or its reporting", asked: true,
			keys: []string{"9", "radar", "follow", "trace", "track", "notice", "flag", "spot", "catch", "find"},
			acts: []*reading.LazyRegexp{re(`\b9 ?[0-9]\d\d\b (?:[\w']+ ){0,6}(?:and|then|plus|another|again) (?:[\w']+ ){0,3}9 ?[0-9]\d\d\b|\b9 ?[5-9]\d\d\b (?:[\w']+ ){0,4}(?:each|every|a|per) (?:day|week|time|branch|visit)\b|\b9 ?[5-9]\d\d\b (?:[\w']+ ){0,2}daily\b|` +
				`\b(?:keep|keeps|keeping|kept|stay|stays|staying|fly|flies|flying|slip|slips|slipping) (?:[\w']+ ){0,2}(?:off|under|below) (?:their|the|the bank's|anyone's|the irs'?s?|hmrc'?s?|the tax office'?s?) radar\b|` +
				`\bso (?:the )?(?:tax ?man|tax office|hmrc|irs|police|cops|feds|bank|banks|auditors?|regulators?|authorities|government|courts?|compliance|fraud team) (?:can't|cannot|won't|will not|doesn't|does not|never|couldn't|wouldn't|can never) (?:[\w']+ )?(?:follow|trace|track|see|find|notice|spot|catch|flag|link)\b`)},
			vetoes: []*reading.LazyRegexp{re(studied), re(victim)}},
		{reason: "a request to abuse or humiliate someone", asked: true,
			keys: []string{"reference", "memo", "note", "message", "sending"},
			acts: []*reading.LazyRegexp{re(`\b(?:reference|references|memo|memos|note|notes|message|messages|description)\b (?:[\w']+ ){0,4}(?:ugly|fat|stupid|worthless|whore|slut|bitch|loser|idiot|cow|pig|scum|trash|freak|die|kill yourself|kys|useless|disgusting|pathetic|hate you|watching you|slag|skank|retard|cunt)\b|\b(?:ugly|fat|stupid|worthless|whore|slut|bitch|loser|idiot|cow|pig|scum|trash|freak|useless|disgusting|pathetic|slag|skank|cunt)\b (?:[\w']+ ){0,3}(?:in|as) the (?:reference|memo|note|description)\b|` +
				`\b(?:keep|keeps|kept|start|go on) sending (?:him|her|them|my ex|my \w+) (?:[\w']+ ){0,2}(?:tiny |small |little |1p |one cent |penny )?(?:payments|transfers|pennies|1ps|cents)\b`)},
			vetoes: []*reading.LazyRegexp{re(victim), re(`\b(?:sending|sent|sends|texting|texted|leaving|left) (?:me|us)\b|\b(?:from|by) (?:him|her|them|my ex|someone|a stranger)\b|\b(?:block|report|stop)\b`)}},
		{reason: "a request to move stolen or dirty money", asked: true, all: true,
			keys: []string{"bag", "purse", "wallet", "pocket", "safe", "till", "register", "petty cash", "cash box", "float"},
			acts: []*reading.LazyRegexp{re(`\b(?:money|cash|funds|notes|it|what (?:i|we) (?:took|got|grabbed|found)) (?:[\w']+ ){0,3}(?:from|out of) (?:a |the |his |her |their |some |this )?(?:tourist'?s?|stranger'?s?|someone'?s|somebody'?s|passenger'?s?|customer'?s?|old lady'?s?|woman'?s|man'?s|guy'?s|girl'?s|[a-z]+'s)? ?(?:bag|handbag|purse|wallet|pocket|coat|safe|till|register|cash register|petty cash|cash box|float)\b`),
				re(moveWords + `|\b(?:into|in) (?:my|our|the) (?:savings|checking|account|bank)\b`)},
			vetoes: []*reading.LazyRegexp{re(victim), re(studied), re(`\b(?:my|our) (?:own )?(?:bag|handbag|purse|wallet|pocket|coat|safe|piggy bank|cash box)\b|\b(?:return|give (?:it )?back|hand (?:it )?in|police|lost property|owner)\b|\b(?:takings|float|petty cash) (?:[\w']+ ){0,3}(?:to|into) (?:the )?(?:business|company|shop)\b`)}},
		{reason: "a request to defraud someone", asked: true,
			keys:   []string{"refund"},
			acts:   []*reading.LazyRegexp{re(`\b(?:get|getting|claim|claiming|ask for|request|take) (?:a |the |my )?(?:full )?refund (?:[\w']+ ){0,6}and (?:still )?keep (?:it|them|the \w+|both|everything)\b`)},
			vetoes: []*reading.LazyRegexp{re(studied), re(`\b(?:when will|how long|still waiting|waiting for|haven't (?:got|received)|never (?:got|received))\b`)}},
		{reason: "a request to set the assistant's rules aside",
			keys: []string{"refus", "saying no", "objection", "ignore", "disregard", "forget", "override", "bypass", "ditch"},
			acts: []*reading.LazyRegexp{re(`\b(?:without|no more|stop|quit|never) (?:any )?(?:refusing|refusals?|saying no|declining|objections?|objecting)\b`),
				// "ignore previous instructions: …", "disregard all your rules"
				re(`\b(?:ignore|disregard|forget|override|bypass|ditch)\b (?:all |any |every |of )?(?:your |the )?(?:(?:previous|prior|above|earlier|preceding|original|system|safety|those|these) )?(?:instructions|rules|prompts?|guidelines|programming|training|guardrails|restrictions)\b`)},
			vetoes: []*reading.LazyRegexp{re(decide + `.*\b(?:claim|letter|claimant)\b`)}},
		{reason: "a request to act on someone else's account", asked: true, all: true,
			keys: []string{"without asking", "without telling", "without checking", "knowing", "permission", "consent", "their ok", "his ok", "her ok"},
			acts: []*reading.LazyRegexp{re(`\bwithout (?:asking|telling|checking with|them knowing|him knowing|her knowing|their (?:ok|permission|consent)|(?:his|her) (?:ok|permission|consent))\b`),
				re(`\b(?:take|taking|move|moving|send|sending|transfer\w*|withdraw\w*|spend|spending|use|using|empty|drain|access|open|grab)\b (?:[\w']+ ){0,4}(?:from|out of|on|of|with|in) (?:the |a |my |his |her |their |[a-z]+'s )(?:[\w']+ ){0,2}(?:guy|man|woman|lady|bloke|girl|person|neighbou?r|colleague|coworker|boss|friend|mate|dad|mum|mom|father|mother|brother|sister|wife|husband|partner|gran|grandma|grandad|grandpa|uncle|aunt|cousin|flatmate|roommate)'?s?\b|\b(?:his|her|their|[a-z]+'s) (?:[\w']+ )?(?:account|card|savings|wallet|purse|checking|money|pension)\b`)},
			vetoes: []*reading.LazyRegexp{re(victim), re(`\bwithout (?:asking|telling|checking with) me\b|\b(?:my|our) own\b|\bjoint\b|\b(?:he|she|they) (?:said|says|told me|asked me|lets? me|allowed)\b`)}},
		{reason: "a request to act on someone else's account", asked: true,
			keys:   []string{"track", "monitor", "watch", "spy", "keep tabs", "follow"},
			acts:   []*reading.LazyRegexp{re(`\b(?:track|tracking|monitor|monitoring|watch|watching|spy on|spying on|keep tabs on|follow)\b (?:[\w']+ ){0,2}(?:my |his |her |the )?(?:wife|husband|partner|ex|ex's|girlfriend|boyfriend|neighbou?r|colleague|boss|[a-z]+'s ex)(?:'s)? (?:[\w']+ ){0,2}(?:spending|transactions|payments|account|accounts|card|location|purchases|movements|balance|banking)\b|\bkeep tabs on (?:[\w']+ ){0,3}through (?:his|her|their) (?:account|card|banking)\b`)},
			vetoes: []*reading.LazyRegexp{re(victim), re(`\b(?:my|our) own\b|\bjoint\b|\b(?:with|has) (?:his|her|their) (?:consent|permission|agreement)\b|\b(?:tracking|monitoring|watching|following) me\b`)}},
		{reason: "a request to act on someone else's account", asked: true, all: true,
			keys: []string{"saved", "stored", "remembered", "logged in", "still on", "is in my", "are in my", "is here", "left here", "with me"},
			acts: []*reading.LazyRegexp{re(`\b(?:[a-z]+'s|his|her|their|someone's|someone else's) (?:[\w']+ )?(?:card|cards|card details|account|login|paypal|amazon|apple pay|wallet)\b (?:[\w']+ ){0,4}(?:saved|stored|remembered|logged in|still on|is in my|are in my|is here|left here|with me)\b`),
				re(`\b(?:order|buy|pay|use|spend|book|get|purchase|top up|send)\b`)},
			vetoes: []*reading.LazyRegexp{re(victim), re(`\b(?:asked|wants|told|lets|let|allowed) me\b|\bfor (?:him|her|them)\b|\bwith (?:his|her|their) (?:permission|consent|ok)\b|\b(?:remove|delete|log (?:him|her|them) out|sign (?:him|her|them) out)\b`)}},
		{reason: "a request to write a scam or phishing message", asked: true, all: true,
			keys: []string{"trouble", "arrested", "hospital", "jail", "stranded", "accident", "kidnapped", "stuck"},
			acts: []*reading.LazyRegexp{re(`\b(?:saying|telling (?:them|her|him|people)|that|pretending) (?:that )?(?:their|her|his|your) (?:kid|kids|son|daughter|child|grandson|granddaughter|mum|mom|dad|nephew|niece|brother|sister) (?:is|are|has been|have been|'s|got|was) (?:[\w']+ )?(?:in trouble|arrested|in hospital|in jail|kidnapped|stranded|hurt|in an accident|stuck)\b`),
				re(`\b(?:send|text|message|email|write|draft|call|ring|whatsapp)\b`)},
			vetoes: []*reading.LazyRegexp{re(victim), re(reportIt), re(`\b(?:i|we) (?:got|received|was sent|were sent)\b|\b(?:texted|messaged|called|rang|emailed) (?:me|us)\b|\bis (?:this|that|it) (?:real|a scam|legit)\b|\bschool\b`)}},
		{reason: "a request to act on someone else's account", asked: true,
			keys:   []string{" as ", "pretending", "posing"},
			acts:   []*reading.LazyRegexp{re(`\b(?:call|ring|phone|email|message|contact|chat to|text|write to)\b (?:[\w']+ ){0,3}(?:as|pretending to be|posing as) (?:my |his |her |the )?(?:dad|mum|mom|father|mother|brother|sister|wife|husband|boss|neighbou?r|friend|uncle|aunt|gran|grandma|grandad|grandpa|son|daughter|account ?holder|policy ?holder|card ?holder|owner|him|her|them)\b`)},
			vetoes: []*reading.LazyRegexp{re(`\b(?:with|beside|next to) (?:him|her|them|me)\b|\b(?:his|her|their) (?:permission|consent|ok)\b|\b(?:carer|attorney|executor)\b`)}},
		{reason: "a request to fake or stage evidence", asked: true,
			keys: []string{"fault", "did it", "caused it", "broke it", "dropped it", "started it"},
			acts: []*reading.LazyRegexp{re(`\b(?:was|is|it's) (?:my|our) (?:own )?fault\b (?:[\w']+ ){0,3}(?:but|so) (?:just |please )?(?:say|tell|claim|put down|pretend|report|write)\b|\b(?:i|we) (?:did it|caused it|broke it|dropped it|started it|did that)\b (?:[\w']+ ){0,3}(?:but|so) (?:just |please )?(?:say|tell|claim|put down|pretend|report|write)\b`)}},
		{reason: "a request to abuse or humiliate someone", asked: true, all: true,
			keys:   []string{"1p", "penny", "pennies", "1 cent", "one cent", "0 01", "a cent", "1 pence"},
			acts:   []*reading.LazyRegexp{re(`\b(?:1p|one penny|a penny|1 cent|one cent|0 01|a cent|pennies|1 pence)\b`), re(`\b(?:reference|references|memo|memos|note|notes|message|messages)\b`), re(`\b(?:my ex|ex|her|him|them|my ex's)\b`)},
			vetoes: []*reading.LazyRegexp{re(victim), re(`\b(?:sending|sent|sends|texting|texted) (?:me|us)\b|\b(?:from|by) (?:him|her|them|my ex|someone)\b|\b(?:block|report|stop)\b|\btest\w*\b`)}},
		{reason: "a request to use someone else's sign-in", asked: true, all: true,
			keys: []string{"i have", "i hav", "i've got", "i got", "i know", "still know"},
			acts: []*reading.LazyRegexp{re(`\bi (?:have|hav|'ve got|got|know|still know|still have) (?:my |the )?(?:his|her|their|[a-z]+'s) (?:[\w']+ )?(?:login|logins|password|passwords|pin|banking details|online banking details|online banking|card details|bank details|details|credentials|username)\b`),
				re(`\b(?:wire|send|move|transfer|check|see|use|take|log|sign|empty|drain|spend|look|pay|buy|access|open)\b`)},
			vetoes: []*reading.LazyRegexp{re(`\b(?:asked|wants|told|lets|let|allowed) me\b|\bfor (?:him|her|them)\b|\b(?:permission|consent|attorney|carer|executor)\b|\b(?:change|reset|remove|delete|forget|report)\b`)}},
		{reason: "a request to steal or break into accounts", asked: true,
			keys:   []string{"way in", "ways in", "way into", "ways into", "get into", "break into", "hack into"},
			acts:   []*reading.LazyRegexp{re(`\b(?:way|ways|how) (?:in ?to|into|to get into|to get in to|to access|to break into|to hack into|to log into) (?:my |the |a )?(?:someone|somebody|someone else|other people|another person|[a-z]+'s|his|her|their)(?:'s)? (?:[\w']+ )?(?:banking|bank|account|accounts|card|email|phone|online banking|app)\b`)},
			vetoes: []*reading.LazyRegexp{re(victim), re(studied), re(`\b(?:protect|stop|prevent|block|secure|keep out|safe)\w*\b`)}},
		{reason: "a request to misuse insider access or customers' data",
			keys: []string{"i process", "i handle", "i issue", "i do the", "i approve", "i manage", "i run", "i sign off"},
			acts: []*reading.LazyRegexp{re(`\bi (?:process|handle|issue|do|approve|manage|run|sign off) (?:the )?(?:refunds|payments|payroll|claims|payouts|expenses|invoices)\b.*\b(?:to my|into my|my own|for myself|to me)\b`)}},
		{reason: "a request to misuse insider access or customers' data",
			keys:   []string{"i'm the", "im the", "i am the", "i process", "i handle", "i issue", "i do the", "i approve", "i manage", "i run", "i sign off"},
			acts:   []*reading.LazyRegexp{re(`\bi'?m (?:the|a|an) (?:adjuster|loss adjuster|teller|claims (?:handler|officer|manager)|underwriter|bank (?:employee|clerk)|clerk|cashier|branch manager)\b.*\b(?:delete|hide|remove|change|approve|pay out|wipe|erase|pull up|look up|show me)\b`)},
			vetoes: []*reading.LazyRegexp{re(`\b(?:my|our) own (?:account|balance|claim)\b`)}},
		{reason: "a request to fake or stage evidence", asked: true,
			keys: []string{"exist", "happen", "there", "present", "already", "never", "only", "took", "actually", "really", "in fact", "before my", "before the", "though", "ago", "back", "last", "previous", "i'm", "i am", " as my", "bigger", "higher", "larger", "inflated", "padded", "fatter", "pumped up", "bumped up", "fire", "alight", "ablaze", "burn", "torch", "crash", "wreck", "flood", "smash", "trash", "total", "dump", "sink", "ditch", "use", "using", "still", "actually", "inflat", "pad", "bump up", "boost", "hike", "jack up", "mark up", "beef up", "can't see", "cannot see", "won't see", "won't notice", "can't tell"},
			acts: []*reading.LazyRegexp{re(`\b(?:make|write|draft|knock up|whip up|create|produce|do|type|get|forge|fake|mock up)\b (?:me )?(?:[\w']+ ){0,4}(?:quote|invoice|receipt|statement|report|note|letter|certificate|estimate|bill)s? (?:[\w']+ ){0,4}(?:that|who|which) (?:doesn't|does not|don't|didn't|did not|never|wasn't|was not|weren't|isn't) (?:exist|happen|there|present|see it|see anything|see the crash)\b|` +
				`\b(?:claim|say|tell (?:them|the insurer|the adjuster)|put down|write down|report)\b (?:[\w']+ ){0,6}(?:it|they|the \w+) (?:was|were) already (?:there|broken|damaged|cracked|like that|dented|scratched)\b|` +
				`\b(?:say|put down|tell (?:them|the insurer|the adjuster)|write down|claim|pretend|report)\b (?:[\w']+ ){0,6}(?:was|happened|took place) (?:on|at|in|after|during)\b.*\b(?:before (?:my|the) (?:cover|policy|insurance)|it (?:was|really was|actually was) (?:on|at|in)|actually|really|in fact)\b|` +
				`\b(?:write|writes|make|makes|do|does|get|put|draw|knock|whip) (?:up )?(?:me )?(?:a |an |the )?(?:bigger|higher|larger|inflated|padded|fatter|pumped up|bumped up) (?:quote|estimate|invoice|bill|receipt|valuation|figure)\b|` +
				`\b(?:set|setting) (?:my|our|the) (?:own )?(?:[\w']+ )?(?:on fire|alight|ablaze)\b.*\b(?:claim|insurance|insurer|payout)\b|\b(?:burn|torch|crash|wreck|flood|smash|trash|total|dump|sink|ditch)\w* (?:my|our) (?:own )?[\w']+ (?:[\w']+ ){0,4}(?:and|then|so|to) (?:[\w']+ ){0,2}(?:claim|get paid|collect|report it)\b|` +
				`\b(?:isn't|is not|wasn't|was not|aren't|are not|weren't|were not|not) (?:actually |really |even )(?:lost|stolen|broken|damaged|missing)\b.*\b(?:claim|insurer|insurance|report)\b|\b(?:claim|insurer|insurance|report)\b.*\b(?:isn't|is not|wasn't|was not|aren't|weren't) (?:actually |really |even )(?:lost|stolen|broken|damaged|missing)\b|` +
				`\b(?:use|using) (?:[\w']+ ){0,2}(?:[a-z]+'s|his|her|their|someone else's|another person's) (?:id|identity|passport|licen[cs]e|driving licen[cs]e|details|ssn|social security number|national insurance number|documents|name)\b (?:[\w']+ ){0,3}(?:to )?(?:open|apply|get|sign|register|take out|borrow|claim)\b|` +
				`\b(?:say|tell (?:them|the insurer|the adjuster|the bank|the police)|put down|write down|claim|pretend|report)\b (?:[\w']+ ){0,8}(?:even though|when actually|but actually|but really|when really|although|though|when in fact) (?:it was|it wasn't|it was not|i was|i wasn't|we were|i did|i didn't|it did|it didn't|he wasn't|she wasn't|it's|it is)\b|` +
				`\b(?:add|include|list|put|throw in|stick)\b (?:[\w']+ ){0,6}(?:that|which|i|we|it) (?:was|were|got|broke|had|went|have had|died|stopped)\b (?:[\w']+ ){0,3}(?:years|months|weeks|ages|a year|a month|a while) (?:ago|back)\b|\b(?:add|include|list|put|throw in|stick)\b (?:[\w']+ ){0,6}(?:broke|broken|ruined|damaged|stolen|lost|died|stopped working) (?:[\w']+ ){0,2}(?:last|the previous) (?:year|month|winter|summer)\b (?:[\w']+ ){0,4}(?:claim|storm|flood|fire|burglary)\b|` +
				`\b(?:was|were) already (?:dented|damaged|broken|cracked|scratched|there|leaking|rotten|like that|missing|gone)\b.*\b(?:claim|say|tell (?:them|the insurer)|put down|pretend|report)\b (?:[\w']+ ){0,3}(?:it|they|that|the \w+) (?:was|were|came|happened|is) (?:from|caused by|due to|in|during|done by)\b|\b(?:claim|say|tell (?:them|the insurer)|put down|pretend|report)\b (?:[\w']+ ){0,3}(?:it|they|the \w+) (?:was|were|is) (?:from|caused by|due to|done by|in) (?:[\w']+ ){0,3}(?:when|but|though|even though) (?:it|they) (?:was|were) already\b|` +
				`\btell (?:the )?(?:bank|call cent(?:re|er)|helpdesk|help desk|support|customer service|insurer|adjuster|police|them|the phone line) (?:that )?(?:i'?m|i am) (?:the |a )?(?:account ?holder|policy ?holder|owner|card ?holder|him|her|his \w+|her \w+|my \w+)\b|\b(?:as|pretending to be|posing as) my (?:twin|brother|sister|dad|mum|mom|father|mother|son|daughter|husband|wife|friend|neighbou?r|flatmate|roommate|cousin|boss|gran|grandma|grandpa|uncle|aunt)\b (?:[\w']+ ){0,4}(?:loan|credit|account|card|mortgage|policy|claim|sign|log|open|apply)|\b(?:loan|credit|account|card|mortgage|policy|sign me up|log me in|open|apply)\b (?:[\w']+ ){0,4}as my (?:twin|brother|sister|dad|mum|mom|father|mother|son|daughter|husband|wife|friend|neighbou?r|flatmate|roommate|cousin|boss|gran|grandma|grandpa|uncle|aunt)\b|` +
				`\b(?:bill|invoice|charge|claim)\b (?:[\w']+ ){0,6}(?:i|we) (?:never|didn't|did not) (?:hire|hired|rent|rented|use|used|have|had|get|got|go to|went to|attend|attended|receive|received)\b|` +
				`\b(?:inflat\w*|pad|padding|bump up|boost|hike|jack up|mark up|beef up)\b (?:[\w']+ ){0,3}(?:quote|quotation|valuation|receipt)s?\b|\bso (?:they|the insurer|the adjuster|the assessor|nobody|no one) (?:can't|cannot|won't|don't|doesn't|will not) (?:see|notice|tell|spot|know)\b.*\b(?:damage|claim|already|old|before|rust|rot|crack)\b|` +
				`\b(?:claim|say|tell (?:them|the insurer|the adjuster)|put down|pretend|report)\b.*\b(?:it|they|that|the \w+) (?:was|were) already (?:broken|damaged|cracked|dented|scratched|there|leaking|rotten|like that|missing|gone|faulty|dead|not working)\b|` +
				`\b(?:bill|claim|invoice|charge)\b.*\b(?:still|actually) (?:works|working|fine|runs|intact|drivable|usable|in one piece)\b|` +
				`\b(?:bill|invoice|charge|claim)\b (?:[\w']+ ){0,6}(?:when|but|though|even though) (?:it|the job|the work|the repair|they|i|we) (?:only )?(?:took|lasted|went|used|had|cost)\b|\b(?:bill|invoice|charge|claim)\b (?:[\w']+ ){1,8}(?:i|we) only (?:went|had|used|did|paid|spent|worked|needed|got)\b`)},
			vetoes: []*reading.LazyRegexp{re(decide), re(studied), re(`\b(?:is|was|looks?|seems?) (?:it |this |that )?(?:legit|real|fake|wrong)\b|\bcan i (?:still )?claim\b|\b(?:the|a|my) (?:garage|mechanic|insurer|adjuster|claimant|customer|supplier|builder) (?:[\w']+ )?(?:billed|charged|invoiced|claimed|said)\b`)}},
		{reason: "a threat against someone", asked: true,
			keys: []string{"danger", "get hurt", "be hurt", "suffer", "pay for it", "regret it", "be sorry", "dead", "finished", "done for", "into", " or i", " or we", "if he", "if she", "if you", "if they"},
			acts: []*reading.LazyRegexp{re(`\b(?:you'?re|you are|ur|youre) (?:so )?(?:dead|finished|done for|gonna die|going to die)\b|` +
				`\b(?:i'?ll|i will|we'?ll|we will|gonna) (?:find|come for|hunt down|come after|visit|get|hurt|make) (?:you|him|her|them)\b.*\bif (?:you|he|she|they) (?:don't|doesn't|do not|does not|won't|refuses?|keeps?)\b|` +
				`\b(?:will|'ll|could|might|would) (?:be )?(?:in danger|get hurt|be hurt|suffer|pay for it|regret it|be sorry)\b (?:[\w']+ ){0,3}(?:if|unless) (?:he|she|they|you|the claimant)\b|\b(?:if|unless) (?:he|she|they|you|the claimant) (?:[\w']+ ){1,4}(?:will|'ll|could|might|would) (?:be )?(?:in danger|get hurt|be hurt|suffer|pay for it|regret it|be sorry)\b|` +
				`\b(?:scar\w*|frighten\w*|intimidat\w*|bull(?:y|ying|ies)|pressur\w*|threaten\w*|coerc\w*) (?:[\w']+ ){0,3}into\b|` +
				`\bor (?:else )?(?:i|we) (?:'ll |will )?(?:leak|post|expose|share|hurt|publish|release|send (?:the|your|her|his) (?:pics|photos|videos))\b`)},
			vetoes: []*reading.LazyRegexp{re(victim), re(studied), re(`\b(?:sending|sent|sends|texting|texted|told|tells|telling) (?:me|us)\b|\b(?:threatening|scaring|pressuring|bullying|intimidating|coercing) (?:me|us|my)\b|\b(?:someone|somebody|they|he|she|scammers?) (?:[\w']+ )?(?:is|are|was|were|keeps?) (?:[\w']+ )?(?:threaten\w*|scar\w*|pressur\w*|bully\w*)\b`)}},
		{reason: "a request to steal an identity", asked: true,
			keys:   []string{"identit"},
			acts:   []*reading.LazyRegexp{re(`\b(?:make|create|build|invent|get|buy|set up) (?:me )?(?:a )?(?:new|second|false|fake|fresh|different|another) identit(?:y|ies)\b`)},
			vetoes: []*reading.LazyRegexp{re(victim), re(studied)}},
		{reason: "a payment for a crime", asked: true, all: true,
			keys: []string{"adjuster", "assessor", "inspector", "handler", "claims guy", "claims man", "underwriter", "officer", "official", "clerk", "judge", "cop", "police", "customs", "guard", "auditor", "examiner", "surveyor"},
			acts: []*reading.LazyRegexp{re(`\b(?:adjusters?|assessors?|inspectors?|handlers?|claims (?:guy|man|woman|lady|person)|underwriters?|officers?|officials?|clerks?|judges?|cops?|police\w*|customs|guards?|auditors?|examiners?|surveyors?)\b`),
				re(`\b(?:a little (?:something|extra)|something extra|a sweetener|sweeten|backhander|a bung|under the table|on the side|a kickback|kickbacks|grease (?:his|her|their|the) palms?|a drink for (?:his|her|their) trouble|(?:look|looks) the other way|(?:turn|turns) a blind eye|make it worth (?:his|her|their) while)\b|\b(?:pay|give|offer|slip|send|bung|tip)\b (?:[\w']+ ){0,5}(?:to |so (?:he|she|they) |and (?:he|she|they) )(?:speed|hurry|rush|push|wave|approve|approves|pass|passes|let|lets|allow|allows|clear|clears|release|releases|sign off|signs off|overlook|overlooks|ignore|ignores|lose|loses|drop|drops|bump|bumps|raise|raises|write|writes|forget|forgets|mark|marks)\b`)},
			vetoes: []*reading.LazyRegexp{re(studied), re(victim), re(`\b(?:was|were|been|got) (?:offered|asked for|asking for)\b|\b(?:asked|asking|wants|wanted) (?:me )?for (?:a |an )?(?:bribe|kickback|backhander|bung)\b|\b(?:fee|invoice|bill|survey|inspection fee|report fee)\b`)}},
		{reason: "a threat against someone", asked: true,
			keys:   []string{"scared", "afraid", "frightened", "intimidated", "terrified"},
			acts:   []*reading.LazyRegexp{re(`\bso (?:that )?(?:he|she|they|the claimant|the customer|the tenant|my ex|the adjuster|the witness) (?:is|are|feels?|gets?|will be|'s|'re|becomes?) (?:too |so |really )?(?:scared|afraid|frightened|intimidated|terrified)\b`)},
			vetoes: []*reading.LazyRegexp{re(victim), re(`\bnot (?:too |so )?(?:scared|afraid|frightened)\b|\b(?:isn't|aren't|won't be|doesn't feel|don't feel) (?:[\w']+ )?(?:scared|afraid|frightened|intimidated)\b`)}},
		{reason: "a request to launder money", asked: true,
			keys:   []string{"wash", "clean", "launder"},
			acts:   []*reading.LazyRegexp{re(`\b(?:wash|washing|clean|cleaning|launder\w*) (?:up )?(?:[\w']+ ){0,2}(?:bands|racks|bread|stacks|grand|bucks|dough|paper|money|cash|funds|\d+ ?k|\d+ (?:grand|bands|racks|k))\b`)},
			vetoes: []*reading.LazyRegexp{re(victim), re(studied), re(bankWatch), re(`\b(?:left|forgot|found) (?:[\w']+ ){0,4}(?:in|through) the (?:wash|washing machine|laundry|dryer)\b|\b(?:coins?|notes?) (?:[\w']+ ){0,2}(?:dirty|sticky|muddy)\b|\bmoney (?:i|we) (?:put|left) in\b`)}},
		{reason: "a request to take money from a vulnerable person", asked: true,
			keys:   []string{"old", "elderly", "pensioner", "grand", "nan", "gran", "aged"},
			acts:   []*reading.LazyRegexp{re(`\b(?:get|make|talk|persuade|convince|trick|pressure|push)\b (?:the |my |an |that |this )?(?:old (?:man|lady|woman|boy|girl|folks?|fella|dear|people)|elderly (?:man|lady|woman|neighbou?r|customer|client|people)|pensioners?|grand\w+|nan|gran|aged \w+) (?:[\w']+ ){0,2}(?:to |into )(?:sign|signing|give|giving|hand|handing|transfer|transferring|leave|leaving|change|changing|put|putting|add|adding|lend|lending)\b`)},
			vetoes: []*reading.LazyRegexp{re(victim), re(studied), re(`\b(?:power of attorney|attorney|solicitor|lawyer|guardian\w*|safeguard\w*|protect\w*|scam\w*|legal\w*)\b`)}},
		{reason: "a request to guess or steal a password", asked: true,
			keys: []string{"until", "till", " til ", "sticky", "post it", "postit", "overheard", "written", "left", "found", "saw", "watched"},
			acts: []*reading.LazyRegexp{re(`\b(?:try|trying|tries|cycle|go|going) (?:through )?(?:[\w']+ ){0,3}(?:passwords?|pins?|codes?|combinations?|combos?|passcodes?) (?:[\w']+ ){0,4}(?:until|till|til) (?:one|it|something|i get) (?:works|opens|gets? in|in|lucky|right)\b`),
				re(`(?:\b(?:use|using|sign|signing|log|logging|get into|access|check|try|enter|type|typing|put in|key in)\b.*\b(?:password|pin|login|passcode|code)s?\b.*\b(?:sticky note|post ?it|postit|overheard|written (?:down|on)|left (?:on|in|out|behind|lying)|saw (?:him|her|them) (?:type|enter)|watched (?:him|her|them) (?:type|enter)|i found)\b)|(?:\b(?:password|pin|login|passcode|code)s?\b.*\b(?:sticky note|post ?it|postit|overheard|written (?:down|on)|left (?:on|in|out|behind|lying)|saw (?:him|her|them) (?:type|enter)|watched (?:him|her|them) (?:type|enter)|i found)\b.*\b(?:use|using|sign|signing|log|logging|get into|access|check|try|enter)\b)`)},
			vetoes: []*reading.LazyRegexp{re(victim), re(`\b(?:my|our) own\b|\bshould i (?:tell|warn|report)\b|\b(?:tell|warn|remind) (?:him|her|them)\b|\bmy (?:password|pin|login|passcode|code)s?\b`)}},
		{reason: "a request to move money as a mule", asked: true,
			keys: []string{"through my", "through our", "through your", "via my", "let "},
			acts: []*reading.LazyRegexp{re(`\b(?:pass|passing|run|running|push|pushing|move|moving|funnel\w*|filter\w*|cycle|cycling|route|routing|put|putting|wash|washing|send|sending|take|taking|receive|receiving|go|going)\b (?:[\w']+ ){0,3}(?:through|via) (?:my|our|your) (?:[\w']+ )?(?:accounts?|bank|cards?)\b|\blet (?:[\w']+ ){0,3}(?:use|borrow|have access to|access) (?:my|our) (?:account|accounts|card|bank|bank details)\b`),
				re(`\b(?:pay|pays|paying|paid) (?:me|us)\b|\bi (?:get|make|earn|keep) (?:\d+|a \w+)|\bper (?:transfer|payment|transaction|deposit)\b|\b(?:fee|cut|commission|percent|per cent|bonus|reward|keep (?:some|a bit|\d+)|i'?ll get|for a price|in exchange)\b|%`)}, all: true,
			vetoes: []*reading.LazyRegexp{re(victim), re(studied), re(`\b(?:is (?:this|that|it)|was (?:this|that|it)) (?:a scam|legit|legal|safe|allowed|ok)\b|\b(?:offered|asked|asking|wants?|wanted) (?:me )?(?:to|if)\b.*\?|\bshould i\b|\bsalary|wages|payroll|my employer|my boss pays\b`)}},
		{reason: "a request to write a scam or phishing message", asked: true,
			keys:   []string{" from "},
			acts:   []*reading.LazyRegexp{re(`\b(?:write|draft|make|create|send|compose|type|generate|knock up|whip up)\b (?:me )?(?:an? |some |the )?(?:[\w']+ )?(?:email|text|message|letter|sms|whatsapp|call script|dm|notice)s? (?:[\w']+ )?(?:from|as if from|pretending to be from|that looks like it'?s from|posing as) (?:the )?(?:hmrc|irs|tax office|taxman|bank|your bank|their bank|insurer|police|courier|royal mail|dhl|fedex|ups|amazon|paypal|netflix|apple|microsoft|council|government|dvla|post office)\b.*\b(?:asking|ask|request\w*|to (?:confirm|verify|enter|send|give|share|update|click|pay)|for (?:their|your|his|her) (?:bank|card|login|password|pin|account|security) (?:details|numbers?|codes?)?|bank details|card details|refund|click)\b`)},
			vetoes: []*reading.LazyRegexp{re(reportIt), re(`\b(?:i|we) (?:got|received|have received|was sent|were sent)\b|\b(?:sent|emailed|texted) (?:me|us)\b|\bis (?:this|that|it) (?:real|legit|a scam|fake|phishing)\b`)}},
		{reason: "a request to fake or stage evidence", asked: true,
			keys:   []string{"to add", "to show", "to say", "to include", "so it", "so they"},
			acts:   []*reading.LazyRegexp{re(`\b(?:edit|alter|change|amend|tweak|doctor|update|fiddle with|mess with)\b (?:[\w']+ ){0,3}(?:record|records|receipt|invoice|estimate|quote|report|photo|photos|statement|log|logbook|certificate)s? (?:[\w']+ ){0,2}(?:to|so (?:it|they)) (?:add|show|says?|include|look like|read|reads) (?:more|extra|bigger|higher|additional|some more|a higher|a bigger|more expensive)\b`)},
			vetoes: []*reading.LazyRegexp{re(decide), re(victim)}},
		{reason: "a request to take money from a vulnerable person", asked: true,
			keys: []string{"dementia", "alzheimer", "confused", "senile", "can't read", "cannot read", "can't remember", "won't remember", "won't notice", "doesn't understand", "don't understand", "not all there"},
			acts: []*reading.LazyRegexp{re(`\b(?:dementia|alzheimer\w*|confused|senile|can'?t read|cannot read|can'?t remember|won'?t remember|won'?t notice|doesn'?t understand|don'?t understand|not all there)\b`),
				re(`\b(?:get|make|talk|persuade|convince|trick) (?:him|her|them|my \w+|grand\w+|nan|gran) (?:[\w']+ )?(?:to |into )|\bsign (?:[\w']+ ){0,3}(?:over|away|the loan|the papers|the will)\b|\b(?:to|into|over to) (?:me|my account|mine)\b|\b(?:take|move|transfer|withdraw|empty|drain|send)\b (?:[\w']+ ){0,3}(?:from|out of) (?:his|her|their|my \w+'s|grand\w+'s|nan's|gran's)\b`)}, all: true,
			vetoes: []*reading.LazyRegexp{re(victim), re(studied), re(`\b(?:power of attorney|attorney|guardian\w*|carer|protect|scam\w*|safe|safeguard\w*|help (?:him|her|them))\b|\b(?:i'?m|i am|i get|i got|i was) (?:so |a bit |really )?confused\b`)}},
		{reason: "a request to move stolen or dirty money", asked: true,
			keys: []string{"ripping off", "robbing", "conning", "scamming", "fleecing", "stealing from", "mugging", "hustling", "cheating", "swindling", "defrauding", "selling stolen", "dealing", "jacked", "ripped off", "lifted", "nicked", "swiped", "pinched", "boosted", "robbed", "mugged", "conned", "scammed", "fleeced", "hustled", "stole", "embezzled", "skimmed", "took from", "took it from", "heist", "loot"},
			acts: []*reading.LazyRegexp{re(`\b(?:i|we|me and \w+) (?:just )?(?:jacked|ripped off|lifted|nicked|swiped|pinched|boosted|robbed|mugged|conned|scammed|fleeced|hustled|stole|embezzled|skimmed)\b|\b(?:money|cash|funds|it) (?:[\w']+ ){0,2}(?:i|we) (?:jacked|nicked|swiped|pinched|stole|lifted|robbed|boosted|embezzled|skimmed)\b|\b(?:i|we) took (?:[\w']+ ){0,3}(?:from|out of) (?:the )?(?:register|till|safe|store|shop|work|job|company|charity|church|club)\b|\b(?:heist|the job we pulled)\b|` + lootOfCrime + `|\b(?:came from|comes from|is from|was from|got (?:it )?(?:from|by)|made (?:it )?(?:from|by)) (?:ripping off|robbing|conning|scamming|fleecing|stealing from|mugging|hustling|cheating|swindling|defrauding|selling stolen|dealing)\b`),
				re(moveWords + `|\b(?:into|in) (?:my|our|the) (?:savings|checking|account|bank)\b`)}, all: true,
			vetoes: []*reading.LazyRegexp{re(victim), re(studied), re(`\b(?:i|we) (?:was|were|got|have been) (?:[\w']+ )?(?:robbed|mugged|conned|scammed|fleeced|ripped off)\b|\b(?:robbed|mugged|conned|scammed|fleeced|ripped off|stole from) (?:me|us)\b|\bby mistake\b|\bpay (?:it |them |him |her )?back\b|\bgive (?:it |them )?back\b|\breturn\b`)}},
	}
}

// moreVetoes are innocent look-alikes of the kinds of harm_kinds.go, by
// the kind's reason: the user's own password question, a claim the user
// says was refused them, a report filed late, a note the doctor wrote, a
// threat or an abuse the user received, a soft drink.
var moreVetoes = sync.OnceValue(func() map[string][]string {
	return map[string][]string{
		"a request to set the assistant's rules aside":              {`\b(?:always|please|just) (?:ask|check with|confirm with|warn|tell|remind) me\b|\bask me (?:first|before)\b`, `^(?:what (?:is|are|does) (?:an? |a )|what's an? |whats an? |define (?:an? )?)(?:system prompt|jailbreak|prompt injection|developer mode)s?\b`},
		"a request to commit fraud":                                 {`\b(?:i|we) (?:got|received|have received|was sent|were sent) (?:a |an |this |some |these )?(?:[\w']+ )?(?:text|texts|call|calls|message|messages|email|emails|whatsapp|voicemail|letter|sms)\b`},
		"a request to guess or steal a password":                    {`\b(?:wages|salary|pay|payments?|money|transfers?|deposits?|cheques?|checks?|direct debits?|bills?|income|pension|benefits) (?:[\w']+ ){0,2}(?:go|goes|going|went|run|runs|come|comes|pass|passes) (?:in )?through\b|\bhow many (?:tries|attempts|goes|guesses|times)\b|\b(?:nobody|no one|noone|anyone|hackers?|people) (?:can|could|will|would|can't|cannot) (?:ever )?(?:guess|crack)\b|\b(?:can't|cannot|couldn't|won't) be (?:guessed|cracked)\b`},
		"a protected characteristic as a reason to decline a claim": {`^(?:is it|is that|would it be|are (?:you|we|they|insurers|insurance companies) allowed to|is an insurer allowed to|why (?:did|would|do|does) (?:they|you|insurers|the insurer)) (?:[\w']+ ){0,2}(?:illegal|legal|allowed|lawful|unlawful|discriminat\w*|fair|unfair|ok|okay|wrong|deny|decline|refuse|reject)\b|\b(?:my|our) (?:claim|payout|application|policy|cover)\b (?:[\w']+ ){0,3}(?:was|were|got|been|is being|has been) (?:[\w']+ )?(?:declined|denied|rejected|refused|turned down|cancelled|reduced)\b|\b(?:declined|denied|rejected|refused|turned) (?:me|us)\b|\bbecause (?:of )?(?:my|i'?m|i am|we'?re|we are)\b.*\b(?:fair|allowed|legal|complain\w*|discriminat\w*|appeal|right)\b|\b(?:complain\w*|discriminat\w*|appeal)\b (?:[\w']+ ){0,3}(?:because|about|against)\b`},
		"a request to hide money from the law or its reporting":     {decide + `.*\b(?:reported|filed|notified|told us) (?:[\w']+ ){0,2}(?:late|within|after|too late|in time|on time|until)\b`, `\b(?:theft|loss|burglary|break ?in|robbery|accident|crash|damage|incident|crime|fire|it|the car|the claim) (?:was |wasn't |was not |is |isn't )?(?:not |never )?(?:reported|notified)\b (?:[\w']+ ){0,2}(?:to )?(?:the )?(?:police|insurer|us|within|in time|late|until|for)\b`},
		"a request to move stolen or dirty money":                   {bankWatch},
		"a request to fake or stage evidence":                       {`\bif (?:it|they|the \w+) (?:was|were) already\b|\bwhat if\b|\b(?:i was|we were|been|i've been|i got) (?:told|asked|advised|offered|encouraged|pressured|urged) to\b|\bshould (?:i|we) report\b|\b(?:offered|wanted|tried|suggested) (?:me )?to (?:inflate|pad|bump|fake|stage|doctor)\b|\bi (?:said no|refused|declined)\b|\bis (?:this|that|it) (?:fraud|legal|allowed)\b|\b(?:i|we) (?:bought|got|received|was sold|were sold|ordered|paid for)\b (?:[\w']+ ){0,3}(?:fake|counterfeit|forged|bogus|knock ?off)\b`, `\b(?:my|the|a|his|her) (?:doctor|gp|surgeon|nurse|dentist|vet|physio|garage|mechanic|police|officer) (?:wrote|signed|gave|sent|issued|made|did)\b`},
		"a threat against someone":                                  {`\b(?:i|we) (?:got|received|have received|was sent|were sent)\b|\bis (?:it|this|that) (?:real|legit|a scam)\b|\b(?:sending|sent|sends|texting|texted) (?:me|us)\b`},
		"a request to abuse or humiliate someone":                   {`\b(?:sending|sent|sends|texting|texted|leaving|left) (?:me|us)\b`},
		"a request to act on someone else's account": {`\b(?:my \w+|he|she|they|someone|somebody) (?:[\w']+ )?(?:used|took|spent|accessed|emptied|drained|opened) my\b|\bcan (?:i|we) get (?:the|my|our) money back\b|\b(?:attorney|power of attorney|executor|guardian|deputy|appointee|carer)\b|\bwithout (?:asking|telling|checking with|warning|notifying) (?:me|us)\b|\b(?:the bank|you|the insurer) (?:[\w']+ )?(?:took|takes|taken|moved|charged|debited)\b|\b(?:is|was|are|were) (?:this|that|it|they) (?:a scam|legit|fraud|real|safe|allowed|legal|ok)\b|\b(?:keep|keeps|kept) asking\b|\basking (?:me )?(?:to|if they can|if i can) (?:use|borrow) my\b`,
			// money given to them as a surprise: "send 300 to my wife without telling her, it's for her birthday"
			`\b(?:send|sending|pay|paying|give|giving|transfer\w*|wire|put)\b (?:[\w']+ ){0,3}(?:to |into )?(?:my|her|his|their) (?:wife|husband|partner|mum|mom|dad|son|daughter|sister|brother|gran|grandma|grandad|girlfriend|boyfriend|friend|kids?)(?: |,|$).*\b(?:surprise|gift|present|birthday|anniversary|christmas)\b`,
			// the holder's own say-so: "my dad told me to use 4321 on his card to get his shopping"
			`\b(?:told|asked|said|lets?|allowed|wants) me (?:to |i can |i could )?(?:use|check|pay|take|move|get|send|log|sign|look|do)\b`,
			// a correction: "it's not mine, i typed the wrong number"
			`\b(?:typed|entered|put in|put|gave|used|picked|chose) (?:in )?(?:the |a )?wrong (?:number|account|id|one|digits?|payee|details)\b|\btypo\b|\bmistyped\b`,
			// a claimant's number asked for to call them about their claim
			`\b(?:phone|mobile|number|email|address)\b.*\bso (?:i|we) can (?:call|ring|phone|contact|text|email|write to|reach|get hold of|get back to)\b`,
			// an institution's own number or address is no one's account
			`\b(?:bank|insurer|company|branch|office|council|shop|store|helpline|support|claims team)'?s (?:phone|number|address|email|website|opening hours|hours)\b`},
		// a foreign account or card is no person's origin (round 13): "block
		// payments to anyone with a foreign account, i keep getting scammed"
		"a protected characteristic as a reason to refuse a payment": {`\bforeign (?:bank )?(?:accounts?|banks?|cards?|currenc\w*|numbers?|transfers?|payments?|transactions?|exchange|ips?|sites?|websites?|merchants?|companies|shops?|stores?)\b`},
		// giving a faith asks of its own (round 13): "only give zakat money to muslim families"
		"a protected characteristic as a reason for a payment decision": {religiousGiving},
		"a payment for a crime": {`\b(?:pharmacy|pharmacist|chemist|prescriptions?|doctor|gp|clinic|hospital|meds|medication|medicine)\b`, `\b(?:a|diet|cherry|zero|vanilla) coke\b|\bcoke (?:and|with|&) \w+`,
			`\b(?:car|card|antique|art|furniture|parts|wine|coin|stamp|horse|used car|bike|watch|authori[sz]ed|main|tyre|tire) dealers?\b|\bdealers? (?:for|of|at) (?:[\w']+ ){0,2}(?:car|cars|parts|bikes|furniture|wine|art|antiques|coins|watches|tyres|tires|the garage|the showroom)\b|\bdealership\b`},
	}
})

// withMoreKinds is the table of harm_kinds.go with this file's kinds after
// its own, and this file's vetoes added to every kind of their reason.
func withMoreKinds(ks []harmKind) []harmKind {
	ks = withLawfulGrounds(append(append(append(append(append(append(append(append(ks, moreHarmKinds()...), letterHarmKinds()...), othersKinds()...), pastKinds()...), round4Kinds()...), round5Kinds()...), round5InsKinds()...), round7InsKinds()...))
	ks = append(ks, round7BankKinds()...) // harm_kinds_round7_bank.go
	ks = withRound8(ks)                   // harm_kinds_round8.go
	ks = append(ks, round8bKinds()...)    // harm_kinds_round8b.go
	ks = append(ks, round9InsKinds()...)  // harm_kinds_round9_ins.go
	ks = append(ks, round9Kinds()...)     // harm_kinds_round9.go
	ks = append(ks, round11InsKinds()...) // harm_kinds_round11_ins.go
	ks = append(ks, round11Kinds()...)    // harm_kinds_round11.go
	ks = append(ks, round12Kinds()...)    // harm_kinds_round12.go
	ks = append(ks, round13Kinds()...)    // harm_kinds_round13.go
	ks = withRound10(ks)                  // harm_kinds_round10.go
	for i := range ks {
		for _, v := range moreVetoes()[ks[i].reason] {
			ks[i].vetoes = append(ks[i].vetoes, re(v))
		}
	}
	// round 13's kinds of harm (harm_kinds_round13_harm.go): trait payees,
	// letters against an appeal; their reasons have no vetoes above
	ks = append(ks, round13HarmKinds()...)
	ks = append(ks, round15HarmKinds()...)   // harm_kinds_round15_secharm15.go
	ks = append(ks, round16SecretKinds()...) // harm_kinds_round16_secret16.go
	ks = append(ks, round16Harm16Kinds()...) // harm_kinds_round16_harm16.go
	ks = append(ks, othersNotesKinds()...)   // harm_kinds_others_notes.go
	ks = append(ks, round17SecretKinds()...) // harm_kinds_round17_secret17.go
	ks = withHarmb17(ks)                     // harm_kinds_harmb17.go
	return append(ks, round15FirstKinds()...)
}
