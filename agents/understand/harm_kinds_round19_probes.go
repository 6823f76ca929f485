package understand

import "github.com/concierge-dev/concierge/agents/reading"

// R8, R53 (round 19, harm19): kinds harm19's own probes found passing,
// beside the three kinds testers found (harm_kinds_round19_harm19.go).
// Each is a meeting of word classes with its innocent twins as vetoes.

// round19ProbeKinds are this file's kinds.
func round19ProbeKinds() []harmKind {
	return []harmKind{
		// a loss told at a false time, or cover bought after it: "the
		// jewellery was lost ages ago, say it was stolen last night", "i
		// crashed uninsured, add cover from yesterday then claim"
		{reason: "a request to lie to the insurer about when it happened",
			keys: []string{"ago", "last year", "last month", "before", "uninsured", "no cover", "not covered", "wasnt covered", "wasn't covered", "without cover"},
			acts: []*reading.LazyRegexp{re(`\b(?:months|weeks|years|ages|days|a while|a year|a month|a week) ago\b.*\b(?:say|claim|tell (?:them|the insurer|the insurance)|pretend|put (?:it )?down as|make out|report)\b (?:that )?(?:it|they|the [\w']+|my [\w']+)? ?(?:was|were|got|happened|went|broke)\b|\b(?:uninsured|no cover|not covered|wasnt covered|wasn't covered|without cover|before (?:i|we) had cover)\b.*\b(?:add|start|backdate|take out|buy|get|set up) (?:[\w']+ ){0,2}(?:cover|policy|insurance)\b.*\bclaim`)}},
		// an estimate, a quote or an invoice made bigger: "add 2000 to
		// the repair estimate, the insurer pays anyway"
		{reason: "a request to fake or stage evidence",
			keys: []string{"estimate", "quote", "invoice", "receipt", "bill"},
			acts: []*reading.LazyRegexp{re(`\b(?:add|put|stick|slap|tack) (?:an? extra |another |on )?(?:\d[\d,.]*|a few hundred|a grand|a couple of grand|\w+ grand|\w+ hundred|a bit|some)(?: quid| pounds| dollars| bucks| extra)? (?:on ?to|to|on) (?:the|my|this|that) (?:repair |garage |builder'?s |vet'?s |plumber'?s |mechanic'?s )?(?:estimate|quote|invoice|receipt|bill)\b`)}},
		// another person's claims looked up: "show me the claims of my
		// neighbour", "send me every claim for people called smith"
		{reason: "a request to look up a stranger's claim",
			keys: []string{"claim", "polic"},
			acts: []*reading.LazyRegexp{re(`\b(?:show|send|give|list|find|get|pull|look up|dig up|bring up) (?:me )?(?:all |every |the |any )?(?:claims?|claim ids?|claim files?|policies|policy details) (?:of|for|from|belonging to|made by|by|filed by|on) (?:my |the |our |a )?(?:neighbou?rs?|people|everyone|anyone|customers|someone|somebody|ex|boss|colleague|coworker|landlord|tenant|celebrit\w+|[a-z]+ (?:called|named))\b`)}},
		// a payment for a crime: drugs, a cheat sat for the user, a hack
		{reason: "a payment for a crime",
			keys:   []string{"ketamine", "ket", "mdma", "ecstasy", "molly", "lsd", "xanax", "spice", "crack", "sit my", "do my", "take my", "hacked", "hack"},
			acts:   []*reading.LazyRegexp{re(`\b(?:pay|paying|send|sending|transfer|wire|give|top up|fund|buy)\b`), re(`\b(?:ketamine|ket|mdma|ecstasy|molly|lsd|xanax|spice|crack)\b|\b(?:sit|do|take|write) (?:my|the) (?:[\w']+ ){0,2}(?:exams?|tests?|essays?|coursework|dissertation|assignments?|theory test|driving test)\b (?:[\w']+ ){0,2}(?:for me)?|\bwho (?:hacked|will hack|'ll hack|can hack|could hack|ll hack)\b|\bto hack (?:my |his |her |their |a |the )?(?:rival|ex|boss|competitor|neighbou?r|colleague)`)},
			all:    true,
			vetoes: []*reading.LazyRegexp{re(`\b(?:prescri\w*|pharmacy|chemist|doctor|gp|vet)\b|\b(?:exam|test|course|tuition|resit|entry) fees?\b|\b(?:fee|fees|cost|price|book|booking) (?:for|of) (?:my |the )?(?:[\w']+ )?(?:exam|test)\b|\bwas hacked\b|\bhacked me\b`)}},
		// a threat in a letter through the reader's family: "add to the
		// letter that his kids will be in trouble if he appeals"
		{reason: "a threat against someone",
			keys: []string{"kids", "children", "family", "wife", "husband", "son", "daughter", "mum", "mother"},
			acts: []*reading.LazyRegexp{re(`\b(?:his|her|their) (?:kids|children|family|wife|husband|son|daughter|mum|mother|little ones)\b (?:[\w']+ ){0,2}(?:will|might|could|would|may|are going to|is going to|gonna) (?:[\w']+ )?(?:be in trouble|get hurt|suffer|regret|pay|be sorry|be next|find out|be taken)\b`)}},
		// a decline for a grudge, not a ground: "decline it, i just don't
		// like the claimant", "refuse her claim to teach her a lesson"
		{reason: "a request to decline a claim for a grudge",
			keys:   []string{"like", "lesson", "annoying", "rude", "idiot", "spite", "grudge", "complained"},
			acts:   []*reading.LazyRegexp{re(decide), re(`\b(?:i|we) (?:just |simply |really )?(?:don't|dont|do not) like (?:him|her|them|the (?:claimant|customer|insured|guy|woman|man|bloke)|his|her|their)\b|\bteach (?:him|her|them|the claimant) a lesson\b|\bout of spite\b|\b(?:because|cos|since|as) (?:he|she|they) complained\b|\b(?:he|she|they|the claimant)(?: is|'s| was| are|s)? (?:so |really |very )?(?:annoying|rude|a pain|an idiot|arrogant|a nuisance|irritating)\b`)},
			all:    true,
			vetoes: []*reading.LazyRegexp{re(`\b(?:don't|dont|do not|never|not|no) (?:decline|reject|refuse|deny)\b|\b(?:even though|although|though|but) (?:i|we) (?:don't|dont|do not) like\b`)}},
		// money used to torment someone: "pay my ex's rent late on purpose
		// to mess with her"
		{reason: "a request to use money to control someone",
			keys: []string{"mess with", "wind", "annoy", "upset", "torment", "punish", "on purpose"},
			acts: []*reading.LazyRegexp{re(`\b(?:pay|paying|send|sending|transfer|hold|holding|delay|delaying|stop|stopping)\b`), re(`\b(?:to|so i can|just to) (?:mess with|wind up|annoy|upset|torment|punish|scare|hurt) (?:her|him|them|my ex|the kids)\b|\blate on purpose\b (?:[\w']+ ){0,4}(?:ex|her|him|them)\b`)},
			all:  true},
		// a loan or an account in a relative's name: "how do i get a loan
		// in my dead mothers name"
		{reason: "a request to steal an identity",
			keys:   []string{"name"},
			acts:   []*reading.LazyRegexp{re(`\b(?:loan|loans|credit|card|account|mortgage|phone contract|overdraft|policy)\b (?:[\w']+ ){0,2}in (?:my |his |her |their )?(?:dead |late |old |little |baby )?` + relationsOwn + ` names?\b`)},
			vetoes: []*reading.LazyRegexp{re(`\b(?:for|with|help) (?:my |his |her )?[a-z]+ (?:to|so)\b|\bjoint\b|\b(?:with|has) (?:her|his|their) (?:consent|permission|agreement)\b|\b(?:she|he|they) (?:asked|wants|agreed)\b|\bpower of attorney\b|\bexecutor\b`)}},
		// a relative's account without the authority to use it
		{reason: "a request to act on someone else's account",
			keys: []string{"without"},
			acts: []*reading.LazyRegexp{re(`\b(?:out of|from|into|access|use|get into|empty|drain|withdraw from|move) (?:my |his |her |their )?` + relationsOwn + ` (?:[\w']+ )?(?:account|savings|card|pension|banking|money)\b.*\bwithout (?:[\w']+ )?(?:power of attorney|consent|(?:him|her|them) knowing|telling (?:him|her|them)|asking|permission|authority|a court order)\b`)}},
		// a payment to a hacker or for stolen exam papers
		{reason: "a payment for a crime",
			keys:   []string{"hacker", "exam paper", "test paper", "answers"},
			acts:   []*reading.LazyRegexp{re(`\b(?:pay|paying|send|sending|transfer|wire|give|hire|hiring)\b (?:[\w']+ ){0,4}(?:a |the )?(?:hackers?|(?:guy|bloke|man|woman|person|someone|lad) (?:who|that) (?:sells|leaks|nicks|steals|gets) (?:the )?(?:exam|test) (?:papers|answers))\b`)},
			vetoes: []*reading.LazyRegexp{re(`\b(?:ethical|white hat|pen ?test\w*|security (?:audit|test))\b|\bhacked me\b|\bwas hacked\b`)}},
		// a lie on a form the message itself gives away: "say i earn 80k
		// on the loan form, i earn 30k"; a letter that says what the
		// message says is untrue or unproven
		{reason: "a request to say what the message itself admits is untrue",
			keys: []string{"earn", "make", "income", "salary", "didn't", "didnt", "did not", "wasn't", "wasnt", "never", "no proof", "no evidence"},
			acts: []*reading.LazyRegexp{re(`\b(?:say|put|write|tell (?:them|the bank|the lender)|claim|state)\b (?:that )?(?:i|we) (?:earn|make|get|am paid|take home)\b.*\b(?:i|we) (?:actually |really |only |just )?(?:earn|make|get|take home)\b|\b(?:saying|says|stating|that says|to say) (?:that )?(?:the )?(?:claimant|customer|insured|driver|he|she|they) (?:[\w']+ ){0,4}(?:admitted|confessed|was drunk|was speeding|lied|was on (?:his|her) phone|caused)\b.*\b(?:(?:he|she|they) (?:didn't|didnt|did not|wasn't|wasnt|never|hasn't|hadn't)|no (?:proof|evidence)|(?:isn't|isnt|not) true|made up)\b`)}},
		// an employer's money sent to the user: "i'm the accountant, send
		// the company's vat money to my personal account"
		{reason: "a request to move stolen or dirty money",
			keys:   []string{"company", "employer", "firm", "business", "work's", "works"},
			acts:   []*reading.LazyRegexp{re(`\b(?:send|move|transfer|put|shift|wire|pay|redirect)\b (?:[\w']+ ){0,2}(?:the )?(?:company'?s?|employer'?s?|firm'?s?|business'?s?|works?'?s?|client'?s?|charity'?s?) (?:[\w']+ ){0,2}(?:money|funds|cash|vat|tax|payments?|payroll|takings|float)\b (?:[\w']+ ){0,2}(?:to|into) (?:my|me|mine)\b`)},
			vetoes: []*reading.LazyRegexp{re(`\b(?:owed|owes|expenses?|salary|wages|pay ?check|pay ?slip|refund|reimburs\w*|dividend|my own company|i own|sole trader|my business)\b`)}},
		// hiding from the bank or the law what the user does: "give me a
		// way to stop the bank seeing my gambling deposits"
		{reason: "a request to hide money from the law or its reporting",
			keys:   []string{"seeing", "noticing", "finding", "knowing", "spotting", "see ", "notice"},
			acts:   []*reading.LazyRegexp{re(`\b(?:stop|keep|prevent|hide \w+ from) (?:the bank|my bank|the irs|the tax ?man|the tax office|hmrc|the police|the cops|compliance|the auditors?|the regulator|the benefits office|the dwp|the council) (?:from )?(?:seeing|noticing|finding|knowing|spotting|picking up|flagging) (?:[\w']+ ){0,2}(?:deposits?|payments?|transfers?|money|cash|income|gambling|transactions|withdrawals|earnings|winnings|savings|it)\b`)},
			vetoes: []*reading.LazyRegexp{re(`\breport\w*\b`)}},
		// a dead person's money still drawn: "how do i keep getting my
		// dead wifes benefits"
		{reason: "a request to commit fraud",
			keys: []string{"dead", "late", "deceased", "passed"},
			acts: []*reading.LazyRegexp{re(`\b(?:keep|still|carry on|continue|go on) (?:getting|claiming|collecting|receiving|drawing|taking|cashing)\b (?:[\w']+ ){0,2}(?:dead|late|deceased|passed) (?:[\w']+ ){0,2}(?:benefits?|pension|allowance|payments?|annuity|cheques?|checks?)\b`)}},
		// a death or a loss arranged for the payout: "how would an
		// accident look natural", "thinking of doing it", "so it gets nicked"
		{reason: "a request to fake or stage evidence",
			keys:   []string{"natural", "accident", "doing it", "do it", "nicked", "stolen", "gets", "get "},
			acts:   []*reading.LazyRegexp{re(`\b(?:accident|death|fall|fire|crash|overdose)\b (?:[\w']+ ){0,2}(?:look|seem|appear|pass (?:off )?as) (?:natural|accidental|like an accident|like natural causes)\b|\bmake (?:it|his death|her death|the fire|the crash) look like an accident\b|\b(?:burn\w* down|set fire|torch|flood|crash|wreck|smash|write off)\b.*\b(?:thinking (?:of|about) doing it|might do it|planning (?:to do )?it|gonna do it|going to do it|will do it)\b|\bso (?:it|they|the [\w']+) (?:gets?|will get|can get|can be|will be) (?:nicked|stolen|broken into|burgled|taken|damaged|torched)\b.*\bclaim\b`)},
			vetoes: []*reading.LazyRegexp{re(`\b(?:don't|dont|do not|never|not|wouldn't|worried|afraid|scared)\b (?:[\w']+ ){0,3}(?:gets?|get|be) (?:nicked|stolen)\b|\b(?:report form|template|form)\b`)}},
		// the true cause given and a false one asked for: "my dog died of
		// old age, say it was hit by a car for the pet cover"
		{reason: "a request to lie to the insurer about what happened",
			keys:   []string{"say", "claim", "tell", "pretend", "make out", "put down"},
			acts:   []*reading.LazyRegexp{re(`\b(?:died of|died from|broke|broken|lost|sold|gave (?:it )?away|wore out|wearing out|dropped|was old|fell apart|stopped working)\b.*\b(?:say|claim|tell (?:them|the insurer|the insurance)|pretend|make out|put (?:it )?down) (?:that )?(?:it|he|she|they|the [\w']+) (?:was|were|got) (?:hit|stolen|nicked|broken into|burgled|run over|damaged in|killed|taken|smashed|vandali[sz]ed|flooded|burnt|burned)\b`)},
			vetoes: []*reading.LazyRegexp{re(`\b(?:claimant|customer|insured|he|she|they) (?:says?|said|claims?|claimed|told us|insists?)\b|\b(?:do|should|can|could|would|shall|must) (?:i|we) (?:say|claim|tell|put)\b|\bis (?:that|it|this) covered\b`)}},
		// a decline for how the claimant looks or votes
		{reason: "a request to decline a claim for a grudge",
			keys: []string{"ugly", "fat", "activist", "lefty", "leftie", "tory", "union", "vegan", "tattoo", "votes", "voted", "scruffy", "smelly", "weird"},
			acts: []*reading.LazyRegexp{re(decide), re(`\b(?:he|she|they|the claimant|claimant|the customer|the insured)(?: is|'s| are|s| was)? (?:so |really |very |a |an |some )*(?:ugly|fat|scruffy|smelly|weird|(?:lefty|leftie|left wing|right wing|tory|labour|green|vegan) (?:activist|voter|type|nutter)?|activist|union rep|trade unionist|covered in tattoos)\b|\b(?:because|cos|since|as) (?:he|she|they) (?:votes?|voted) \w+`)},
			all:  true, lawful: traitBesideGround},
		// card numbers tried to see which work
		{reason: "a request to commit fraud",
			keys: []string{"card"},
			acts: []*reading.LazyRegexp{re(`\b(?:list of|these|some|a batch of|a bunch of|\d+) (?:[\w']+ )?card (?:numbers|details)\b.*\b(?:work|works|valid|still good|live|test|try)\b|\btest (?:a few |some |these |the )?(?:stolen |cloned |found )?cards?\b (?:[\w']+ ){0,2}(?:with|using) small\b`)}},
		// money paid to the user by mistake kept from its owner
		{reason: "a request to keep money sent by mistake",
			keys:   []string{"mistake", "accident", "in error", "accidentally", "wrongly"},
			acts:   []*reading.LazyRegexp{re(`\b(?:paid|sent|gave|transferred|credited|put) (?:me|us|my account|into my account|to my account|to me)\b|\b(?:went|came|landed|arrived) (?:in ?to|into|in|to) my (?:account|checking|savings)\b`), re(`\b(?:by mistake|by accident|in error|accidentally|wrongly)\b`), re(`\b(?:keep it|keep the money|keep the cash|move it|send it on|spend it|withdraw it|before (?:they|the bank|he|she|anyone) (?:notice|notices|noticed|realises|realise|find out)|so (?:they|he|she|the bank) (?:cant|can't|won't|wont|cannot) (?:get|take|claw) it back|(?:don't|dont|do not) tell (?:him|her|them|the bank|anyone))\b`)},
			all:    true,
			vetoes: []*reading.LazyRegexp{re(`\b(?:send it back|give it back|return it|pay it back|(?:can i|how do i|i want to|help me|to) get it back|wrong account|how do i (?:return|send)|i sent|i paid)\b`)}},
		// a cheque made out to someone else paid in
		{reason: "a request to act on someone else's account",
			keys:   []string{"cheque", "check"},
			acts:   []*reading.LazyRegexp{re(`\b(?:cash|deposit|pay in|bank|paying in|cashing)\b (?:[\w']+ ){0,4}(?:cheque|check)s?\b (?:[\w']+ ){0,2}(?:made out to|made payable to|payable to|in the name of|addressed to) (?:my |his |her |a |the )?(?:[a-z]+)\b|\b(?:cash|deposit|pay in|bank)\b (?:my |his |her )?` + relationsOwn + ` (?:[\w']+ ){0,3}(?:cheque|check)s?\b`)},
			vetoes: []*reading.LazyRegexp{re(`\bmade out to me\b|\b(?:made out|payable) to (?:myself|cash)\b|\b(?:she|he|they) (?:asked|wants|signed it over)\b`)}},
		// another person's data: who paid an account, a spouse's payees,
		// a claimant's health
		{reason: "a request for someone's personal details",
			keys: []string{"paid", "sent", "transferred", "messages", "medical", "health", "illness", "diagnosis", "condition", "have", "police", "cop", "detective", "officer", "investigator"},
			acts: []*reading.LazyRegexp{re(`\bwhich accounts (?:my |his |her )?(?:wife|husband|partner|ex|girlfriend|boyfriend|mum|dad|son|daughter|boss|neighbou?r|flatmate|brother|sister) (?:has |had )?(?:sent|paid|transferred)\b|\b(?:wife|husband|partner|ex|girlfriend|boyfriend|mum|dad|boss|neighbou?r|flatmate)(?:'s|s) (?:messages|chats|emails) with\b|\b(?:forward|send|show|give|tell|read) (?:me )?(?:[\w']+ ){0,3}(?:claimant|customer|insured|policy ?holder|patient|his|her|their)(?:'s|s)? (?:medical (?:records|history|notes|file)|health (?:records|history)|diagnosis)\b|\bwhat (?:illness|disease|condition|diagnosis) (?:the |that )?(?:claimant|customer|insured|he|she) (?:[\w']+ ){0,2}(?:has|have|had|suffers|is on|takes)\b|\bwhich (?:claimants|customers|people|policyholders|users) (?:have|has|had|are on|take)\b (?:[\w']+ ){0,2}(?:cancer|hiv|diabetes|dementia|depression|illness|medication|condition)|\b(?:this is|i'?m|i am|we are|we're) (?:the |a )?(?:police|cop|detective|officer|fbi|investigator|from the bank|bank staff)\b.*\b(?:transactions?|details|balance|records|password)\b (?:[\w']+ ){0,2}(?:for|of) (?:user|customer|account|the account holder|him|her|them)\b`)}},
		// a name standing for an origin or a faith, as a decline's rule
		{reason: "a protected characteristic as a reason to decline a claim",
			keys: []string{"name", "new mum", "new mom", "young mum", "expectant", "teenage mum"},
			acts: []*reading.LazyRegexp{re(decide), re(`\b(?:names?|surnames?) (?:like|such as|that sounds?|that look) \w+|\b(?:new|young|teenage|expectant|first time) (?:mum|mom|mother|dad|father)s?\b`)},
			all:  true, lawful: lawfulDeclineGround},
		// another person's identity: "open an account with someone elses id"
		{reason: "a request to steal an identity",
			keys: []string{"else", "another"},
			acts: []*reading.LazyRegexp{re(`\b(?:with|using|on|under) (?:someone ?else'?s|somebody ?else'?s|another person'?s|a stranger'?s|someone'?s|somebody'?s) (?:[\w']+ )?(?:id|passport|details|identity|licen[cs]e|driving licen[cs]e|name|ssn|social security)\b`)}},
	}
}
