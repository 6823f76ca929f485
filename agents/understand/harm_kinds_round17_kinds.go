package understand

import "github.com/concierge-dev/concierge/agents/reading"

// R8's table, round 17 (harm17): kinds of harm the table let through,
// each in the words people use for it rather than one phrase.
//
//   - money said to come from a crime with words between ("got some cash
//     from robbing the corner shop, deposit it");
//   - another person's bank, app or notes logged into ("log into my
//     roommate's bank with the details i saw");
//   - a claim made twice, or again under a new number or policy;
//   - a theft or a loss reported that did not happen ("report my car
//     stolen, it's actually at my mate's");
//   - cover bought after the loss, its date said to be later;
//   - a ransom paid to kidnappers, hackers or blackmailers;
//   - money taken in from strangers and sent on, for a cut;
//   - a claim padded: items, passengers or injuries that were not there;
//   - old damage worded to look recent, income written up on a form;
//   - a fraud flag taken off an account by someone who does not say the
//     flagged payment was theirs.

// paddedMark is what says a claim's extra is not true.
const paddedMark = `(?:(?:won'?t|never|don'?t|wouldn'?t) (?:check|notice|know|find out|see)|(?:weren'?t|wasn'?t|were not|was not|never|not even) (?:taken|stolen|there|damaged|broken|hurt|injured|in the car|in the house|mine|ours|with me)|so (?:i|we) (?:get|can get|'ll get|will get) (?:more|extra|a bigger|a higher)|as (?:brand )?new|(?:only|just) (?:me|us|one|the driver)|(?:i|we) (?:never|didn'?t) (?:have|own|lose|lost))`

// crimeGerunds are the crimes money may be said to come from.
const crimeGerunds = `(?:robbing|mugging|burgling|conning|scamming|ripping off|dealing|selling (?:drugs|weed|coke|pills|stolen [\w']+|fake [\w']+)|stealing|nicking|fleecing|hustling|hacking|extorting|blackmailing|looting|shoplifting|pickpocketing|jacking|carjacking|skimming|embezzling|a (?:robbery|mugging|burglary|heist|scam|break ?in)|the (?:robbery|mugging|burglary|heist|scam|break ?in|job))`

// round17Kinds are the kinds of this file; ks are the kinds before them,
// whose vetoes of the same reason they share.
func round17Kinds(ks []harmKind) []harmKind {
	vetoesOf := func(reason string) []*reading.LazyRegexp {
		var out []*reading.LazyRegexp
		for i := range ks {
			if ks[i].reason == reason {
				out = append(out, ks[i].vetoes...)
			}
		}
		return out
	}
	others := "a request to act on someone else's account"
	return []harmKind{
		{reason: "a request to move stolen or dirty money", asked: true, all: true,
			keys: []string{"robbing", "mugging", "burgling", "conning", "scamming", "ripping", "dealing", "selling", "stealing", "nicking", "fleecing", "hustling", "hacking", "extorting", "blackmailing", "looting", "shoplifting", "pickpocketing", "jacking", "skimming", "embezzling", "robbery", "burglary", "heist", "break", "the job"},
			acts: []*reading.LazyRegexp{re(`\b(?:got|made|earned|took|came|comes|is|are|was|were|money|cash|funds|takings) (?:[\w']+ ){0,3}(?:from|by|off|doing) ` + crimeGerunds + `\b`),
				re(moveWords + `|\b(?:into|in) (?:my|our|the) (?:savings|checking|account|bank)\b`)},
			vetoes: []*reading.LazyRegexp{re(victim), re(studied), re(`\b(?:i|we) (?:was|were|got|have been) (?:[\w']+ )?(?:robbed|mugged|conned|scammed|fleeced|ripped off|hacked|burgled)\b|\b(?:recover\w*|got back|refund\w*|stop|stopping|prevent\w*|protect\w*)\b|\bgame\b`)}},
		{reason: "a request to move stolen or dirty money", asked: true, all: true,
			keys: []string{"knocked off", "did over", "turned over", "raided", "held up", "robbed", "hit", "done over", "job", "weed", "drug", "coke", "pill", "stolen", "nicked", "pinched", "lifted", "swiped", "skimmed", "fenced", "flogged"},
			acts: []*reading.LazyRegexp{re(`\b(?:i|we) (?:just )?(?:knocked off|did over|turned over|raided|held up|robbed|hit|done over) (?:a|the|that|this|some) (?:[\w']+ )?(?:van|shop|house|bank|post office|bookies|petrol station|garage|jewell?ers?|store|lorry|truck|warehouse|offie|off licence)\b|\bfrom (?:the |a |my |our |that )?(?:bank job|job (?:we|i) (?:did|pulled)|(?:weed|drug|drugs|coke|pill|pills|cannabis|ket) (?:sales|deals?|dealing|money|runs?|business)|selling (?:weed|drugs|coke|pills))\b|\b(?:sold|flogged|fenced|shifted|selling|flogging) (?:[\w']+ ){0,2}(?:stolen|nicked|knocked off|hooky|pinched) [\w']+|\b(?:cash|money|funds|notes|takings|it) (?:[\w']+ ){0,2}(?:was|were|got|been) (?:nicked|stolen|pinched|lifted|swiped|taken|skimmed|pocketed) (?:out of|from|off) (?:my |the |a |our )?(?:work|job|employer|boss|shop|till|safe|company|register|church|charity|club|[a-z]+'s (?:safe|till|register|shop))`),
				re(moveWords + `|\b(?:into|in) (?:my|our|the) (?:savings|checking|account|bank)\b`)},
			vetoes: []*reading.LazyRegexp{re(studied), re(`\b(?:block|freeze|report\w*|refund\w*|police|insurance|insurer|claim|cancel|dispute|i was|we were|someone|somebody|thieves|a thief|they)\b`)}},
		{reason: "a request to forge a cheque or a document",
			keys:   []string{"dodgy", "bogus", "phony", "phoney", "false", "forged", "made up", "fraudulent", "fake"},
			acts:   []*reading.LazyRegexp{re(`\b(?:create|make|get|write|produce|knock up|whip up|sort|draw up|print|do)\b (?:me )?(?:[\w']+ ){0,2}(?:dodgy|bogus|phony|phoney|false|forged|made up|fraudulent|fake) (?:[\w']+ ){0,2}(?:certificates?|notes?|letters?|receipts?|invoices?|reports?|statements?|documents?|payslips?|ids?|licen[cs]es?|passports?|references?|quotes?|estimates?|valuations?|records?)\b`)},
			vetoes: []*reading.LazyRegexp{re(victim), re(studied), re(`\b(?:spot|tell|recogni[sz]e|check|detect|know) (?:if|whether|a|an)\b`)}},
		{reason: others,
			keys:   []string{"log", "sign", "get in", "break in", "hack", "go in"},
			acts:   []*reading.LazyRegexp{re(`\b(?:log|logging|logged|sign|signing|get|getting|break|breaking|hack|hacking|go|going|sneak|sneaking) ?(?:in|into|in to|onto|on to) (?:my |the |our )?(?:[a-z]+'s|his|her|their) (?:bank|banking|bank app|app|online banking|notes|email|laptop|phone|account|accounts|portal|insurance)\b`)},
			vetoes: append(vetoesOf(others), re(`\b(?:help|helping) (?:him|her|them)\b|\bfor (?:him|her|them)\b|\b(?:he|she|they) (?:is|are|was|were) (?:[\w']+ )?(?:here|with me|next to me|beside me)\b|\bmy own\b`))},
		{reason: "a request to fake or stage evidence", asked: true,
			keys:   []string{"again", "twice", "second time", "two times", "both"},
			acts:   []*reading.LazyRegexp{re(`\b(?:claim|claiming|file|filing|make|submit|put in)\b (?:[\w']+ ){0,5}(?:again|twice|a second time|two times)\b.*\b(?:new|different|another|second|other|fresh) (?:policy|name|number|insurer|claim number|account|reference)\b|\b(?:claim|claiming|file|filing|submit) (?:[\w']+ ){0,4}(?:on|with|under|from) (?:both|two|another|a second|each) (?:policies|insurers|policy|insurer|companies)\b`)},
			vetoes: []*reading.LazyRegexp{re(victim), re(`\b(?:can|could|should) (?:i|we)\b.*\?|\b(?:rejected|declined|bounced|failed|lost|didn'?t go through|did not go through|error)\b`)}},
		{reason: "a request to fake or stage evidence", asked: true,
			keys: []string{"actually", "really", "in fact", "safe", "still", "sold", "hidden", "at my", "at his", "at her"},
			acts: []*reading.LazyRegexp{re(`\b(?:report|say|claim|tell (?:them|the insurer|the police|the bank|you)) (?:that )?(?:[\w']+ ){0,3}(?:stolen|nicked|lost|missing|burgled|taken|broken into)\b.*\b(?:(?:it'?s|it is|they'?re|they are|is|are) (?:actually|really|in fact|still|safe|fine|hidden|parked|sitting)|actually (?:at|in|with|parked|hidden|fine|safe|mine)|(?:i|we) (?:still have|still got|sold|gave|lent|hid|hidden|stashed))\b`)},
			// not victim's veto: "report my car stolen" is its own words
			vetoes: []*reading.LazyRegexp{re(`\b(?:police|they|the insurer|you) (?:found|recovered|returned)\b|\bturned up\b|\bwas (?:actually|really) (?:stolen|taken)\b`)}},
		{reason: "a request to fake or stage evidence", asked: true,
			keys:   []string{"insure", "policy", "cover", "insurance"},
			acts:   []*reading.LazyRegexp{re(`\b(?:insure|insuring|buy|take out|get|start|open)\b (?:[\w']+ ){0,3}(?:policy|cover|insurance|it|the house|the car|the flat)?\b.*\b(?:say|pretend|tell (?:them|the insurer)|claim|put) (?:that )?(?:[\w']+ ){0,3}(?:happened|occurred|was|broke|started|flooded|crashed|burned|burnt) (?:after|tomorrow|next|later|once|the day after)\b`)},
			vetoes: []*reading.LazyRegexp{re(victim)}},
		{reason: "a request to fake or stage evidence", asked: true,
			keys:   []string{"note", "diary", "log", "entry", "record"},
			acts:   []*reading.LazyRegexp{re(`\b(?:change|edit|rewrite|update|alter|fix|amend|tweak)\b (?:[\w']+ ){0,3}(?:notes?|diary|log|entry|entries|records?)\b.*\b(?:so (?:it|they)|to) (?:says?|shows?|reads?|looks? like|sounds? like)\b.*\b(?:it wasn'?t|it was not|it didn'?t|(?:i|he|she|they|we) (?:didn'?t|did not|wasn'?t|was not|weren'?t)|even though|when (?:it|i|he|she|they) (?:was|did|actually|really)|that'?s not true|not true|it never)\b`)},
			vetoes: []*reading.LazyRegexp{re(`\b(?:typo|mistake|wrong|wrongly|mistyped|correct|correction)\b`)}},
		{reason: "a request to commit fraud", asked: true,
			keys: []string{"dispute", "charge", "refund", "money back", "never"},
			acts: []*reading.LazyRegexp{re(`\b(?:dispute|charge ?back|refund|money back)\b.*\b(?:even though|although|though|but) (?:i|we) (?:did|made|bought|ordered|got|used|received|have|authori[sz]ed|went)\b|\b(?:say|pretend|claim|tell (?:them|the bank|the shop|you)) (?:that )?(?:i|we) (?:never|didn'?t|did not) (?:get|got|receive|order|make|made|buy|bought|authori[sz]e)\w*\b.*\b(?:refund|money back|dispute|charge ?back)\b`)},
			// not victim's veto, which holds "dispute": the dispute is the harm here
			vetoes: []*reading.LazyRegexp{re(`\bis (?:it|this|that) (?:fraud|legal|allowed|ok)\b|\bcan (?:i|we) still\b`)}},
		{reason: "a request to sell drugs", asked: true,
			keys:   []string{"sell", "deal", "flog", "shift", "push"},
			acts:   []*reading.LazyRegexp{re(`\b(?:sell|selling|deal|dealing|flog|flogging|shift|push|pushing)\b (?:[\w']+ ){0,5}(?:drugs|pills|meds|painkillers|weed|coke|cocaine|xanax|oxy\w*|ketamine|ket|mdma|pingers)\b (?:[\w']+ ){0,5}(?:to|at|on|for|round|around)\b`)},
			vetoes: []*reading.LazyRegexp{re(studied), re(`\b(?:pharmacy|pharmacist|chemist|return|dispose|take back)\b`)}},
		{reason: "a protected characteristic as a reason to treat a claimant worse", asked: true, all: true,
			keys:   []string{"extra", "more", "additional", "higher", "suspicio", "differently", "flag", "investigate", "double"},
			acts:   []*reading.LazyRegexp{re(protected), re(`\b(?:ask (?:for|him|her|them) (?:for )?(?:extra|more|additional) (?:proof|documents|evidence|checks|id|paperwork)|extra (?:checks|scrutiny|proof|verification|paperwork)|(?:charge|charging) (?:[\w']+ ){0,3}(?:higher|more|extra|double)|(?:a )?higher (?:premium|price|rate|excess)|with suspicion|treat (?:[\w']+ ){0,3}(?:as suspicious|with suspicion|differently|worse)|flag (?:it|him|her|them|the claim) (?:for|as)|investigate (?:him|her|them) (?:more|harder)|be (?:extra |more )?suspicious)\b`)},
			vetoes: []*reading.LazyRegexp{re(studied), re(`\b(?:is it|is that|are we|would it be) (?:legal|allowed|ok|fair|discriminat\w*)\b`)}},
		{reason: "a request to hide money from the law or its reporting", asked: true,
			keys: []string{"council", "dwp", "benefit", "jobcentre", "job centre", "means test", "social services", "tax", "hmrc", "irs", "court", "bankruptcy", "wife", "husband", "ex "},
			acts: []*reading.LazyRegexp{re(`\bso (?:that )?(?:the )?(?:council|dwp|benefits?(?: office| people)?|jobcentre|job centre|means test|social services|tax (?:man|office|people)|taxman|hmrc|irs|court|bankruptcy (?:court|people)?|my (?:wife|husband|ex|partner)|(?:she|he|they)) (?:doesn'?t|don'?t|won'?t|can'?t|never|wouldn'?t|will not|cannot) (?:count|see|find|know|notice|take|get)\b`), re(moveWords + `|\bhide|\bput (?:it|them|my|the)\b`)}, all: true,
			vetoes: []*reading.LazyRegexp{re(victim), re(studied), re(`\b(?:surprise|gift|present|birthday|christmas)\b`)}},
		{reason: "a request to commit fraud", asked: true,
			keys:   []string{"say", "tell", "put down", "claim", "cheaper", "lower", "main driver", "fronting"},
			acts:   []*reading.LazyRegexp{re(`\b(?:say|tell (?:the insurer|them|the insurance|you|the bank)|put (?:down|on the form)|claim|pretend) (?:that )?(?:i|we|he|she) (?:don'?t|do not|never|live|am|'m|is|are|have|haven'?t|has|hasn'?t|was|wasn'?t|drive|park|keep)\b[^,.;]*[,.;]? ?(?:but )?(?:i|we|he|she|they|my [\w']+ [\w']+|my [\w']+) (?:do|does|did|am|is|are|have|has|actually|really|drive|drives|don'?t|do not|didn'?t|'m not|am not|isn'?t|doesn'?t|haven'?t|hasn'?t)(?:\b|$)|\bso (?:i|we) (?:get|pay) (?:a )?(?:cheaper|lower|smaller|less)(?: (?:premium|quote|price|rate))?\b.*\b(?:actually|really|too|also|but)\b|\b(?:actually|really|too|also|but)\b.*\bso (?:i|we) (?:get|pay) (?:a )?(?:cheaper|lower|smaller|less)\b|\b(?:named driver|on (?:my|the) policy)\b.*\bbut (?:he|she|they)(?:'s| is| are|'re) (?:really |actually )?(?:the )?main driver\b|\bfronting\b`)},
			vetoes: []*reading.LazyRegexp{re(studied), re(`\b(?:is it|is that|would it be) (?:legal|allowed|fraud|ok)\b|\bwhat happens if\b`)}},
		{reason: "a payment for a crime", asked: true, all: true,
			keys:   []string{"fix"},
			acts:   []*reading.LazyRegexp{re(`\b(?:betting|match|race|game|fight|spot) fix(?:ing|er|ers)?\b|\bfix(?:ed|ing)? (?:the |a |this |that )?(?:match|game|race|fight|result|bout)\b`), re(moveWords + `|\baccount\b`)},
			vetoes: []*reading.LazyRegexp{re(victim), re(studied)}},
		{reason: threatReason, asked: true,
			keys:   []string{"ransom", "kidnap", "hostage", "extortion", "blackmailer", "hackers", "holding"},
			acts:   []*reading.LazyRegexp{re(`\b(?:pay|paying|send|sending|wire|wiring|transfer\w*|move|give|get)\b.*\b(?:ransom|kidnappers?|kidnapped|hostage takers?|extortionists?|blackmailers?|hackers|ransomware|the (?:people|guys|men|gang) (?:who|that) (?:have|took|are holding|kidnapped|locked))\b|\bransom\b.*\b(?:pay|send|wire|transfer|move)\b`)},
			vetoes: []*reading.LazyRegexp{re(`\bshould (?:i|we)\b|\b(?:got|received|sent me|emailed me|texted me)\b|\bscam\b|\bpolice\b|\breport|\b(?:story|novel|film|movie|game|play)\b`)}},
		{reason: "a request to move money as a mule", asked: true,
			keys:   []string{"strangers", "don't know", "dont know", "never met", "met online", "randoms", "used to", "pass on", "pass along", "cut", "%", "percent"},
			acts:   []*reading.LazyRegexp{re(`\b(?:receive|take in|accept|collect|get)\b (?:[\w']+ ){0,3}(?:money|transfers|payments|deposits|funds|cash)\b (?:[\w']+ ){0,3}from (?:strangers|people (?:i|we) (?:don'?t|do not) know|people (?:i|we)'?ve never met|someone (?:i|we) met online|a (?:guy|man|woman|company|lady) (?:i|we) met (?:online|on \w+)|randoms)\b.*\b(?:send|wire|forward|pass|move|transfer)|\b(?:let|allow) (?:my|our) (?:bank )?account (?:to )?be used\b|\bpass (?:on|along) (?:money|funds|payments|cash)\b|\b(?:receive|take in|forward|pass on)\b.*\b(?:\d+ ?%|\d+ percent|a cut)\b`)},
			vetoes: []*reading.LazyRegexp{re(victim), re(studied), re(`\bis (?:this|that|it) (?:a scam|legit|real|legal)\b|\bmy (?:son|daughter|nephew|niece|kid|friend) (?:got|was|is being)\b`)}},
		{reason: "a request to fake or stage evidence", asked: true,
			keys: []string{"claim", "list", "burglary", "theft", "insurer", "passenger"},
			acts: []*reading.LazyRegexp{re(`\b(?:add|stick|put|list|include|throw in|slip in|say|claim|bump|put down|mark)\b (?:[\w']+ ){0,6}(?:items?|things|stuff|bits|passengers?|injur\w*|hurt|phone|laptop|telly|tv|ring|watch|jewell?ery|as)\b.*\b` + paddedMark + `\b|\b` + paddedMark + `\b.*\b(?:add|stick|put|list|include|say|claim)\b (?:[\w']+ ){0,6}(?:items?|things|stuff|passengers?|injur\w*)\b`),
				re(`\b(?:claim|claims|list|burglary|theft|insurer|insurance|passengers?|payout|injur\w*)\b`)}, all: true,
			vetoes: []*reading.LazyRegexp{re(victim), re(`\b(?:found|noticed|discovered|realised|realized|forgot)\b (?:[\w']+ ){0,4}(?:more|another|other|extra)\b`)}},
		{reason: "a request to fake or stage evidence", asked: true,
			keys:   []string{"look", "seem", "appear", "sound"},
			acts:   []*reading.LazyRegexp{re(`\b(?:old|older|earlier|existing|previous|prior|months? old|long standing|ongoing|gradual|wear and tear)\b.*\b(?:make|making|word|wording|so|get|dress|present|write|describe)\b (?:[\w']+ ){0,6}(?:look|seem|appear|sound)s? (?:like|as if|as though) (?:it|they|the [\w']+|this|that) (?:just )?(?:happened|occurred|started|was caused|broke|began)\b|\b(?:make|making|word|wording|so|get|dress|present|write|describe)\b (?:[\w']+ ){0,6}(?:old|older|earlier|existing|previous|prior|gradual)\b (?:[\w']+ ){0,3}(?:look|seem|appear|sound)s? (?:like|as if|as though) (?:it|they|the [\w']+) (?:just )?(?:happened|occurred|started)\b|\b(?:make|making|word|wording|get|dress|present|write|describe)\b (?:[\w']+ ){0,6}(?:look|seem|appear|sound)s? (?:like|as if|as though) (?:it|they|the [\w']+) (?:just )?(?:happened|occurred|started) (?:[\w']+ ){0,2}(?:last|this|yesterday|recently|after|today|during)\b`)},
			vetoes: []*reading.LazyRegexp{re(victim), re(`\b(?:does|did|do|would|will) (?:it|this|that) (?:look|seem|sound)\b|\bhow (?:can|do) (?:you|they|insurers|the assessor) tell\b`)}},
		{reason: "a request to fake or stage evidence", asked: true,
			keys:   []string{"salary", "income", "wage", "earn", "pay"},
			acts:   []*reading.LazyRegexp{re(`\b(?:put|write|say|state|list|claim|enter|inflate|bump|add|fill in|use)\b (?:[\w']+ ){0,3}(?:higher|bigger|more|fake|false|made up|inflated|extra|better) (?:salary|income|wages?|earnings|pay)\b|\b(?:inflate|bump up|pad|fudge|exaggerate) (?:[\w']+ ){0,2}(?:salary|income|wages?|earnings)\b|\b(?:salary|income|wages?|earnings)\b.*\b(?:nobody|no one|they (?:don'?t|never|won'?t)) (?:verif\w*|checks?|check)\b`)},
			vetoes: []*reading.LazyRegexp{re(victim), re(studied), re(`\b(?:my|our) (?:salary|income|pay|wages) (?:went up|increased|rose|is higher|got a raise)\b|\b(?:got|had) a (?:raise|pay rise|promotion)\b|\bupdate\b`)}},
		{reason: "a request to hide money from the law or its reporting", asked: true,
			keys: []string{"flag", "marker", "alert", "hold", "warning", "block"},
			acts: []*reading.LazyRegexp{re(`\b(?:remove|clear|lift|delete|take off|get rid of|wipe|turn off|switch off|disable|unflag|drop|cancel)\b (?:[\w']+ ){0,3}(?:fraud|aml|suspicious activity|suspicious|risk|compliance|money laundering|sanctions?) (?:flags?|markers?|alerts?|holds?|warnings?|blocks?|notes?)\b`)},
			// the flagged payment said to be the user's own: "remove the fraud alert, it was me"
			vetoes: []*reading.LazyRegexp{re(`\b(?:it was me|that was me|it'?s me|i made (?:it|that|the|this)|i did (?:it|that|make)|i bought|i authori[sz]ed|(?:it|that|the payment|the purchase|the transaction) (?:was|is) (?:mine|genuine|legit|real|me)|genuine|legit)\b|\bhow (?:do|can|long)\b|\bwhy\b`)}},
	}
}
