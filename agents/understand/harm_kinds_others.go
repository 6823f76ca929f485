package understand

import "github.com/concierge-dev/concierge/agents/reading"

// R8's table, fifth part: kinds a third round of testers found passing
// (issue 24). Payments allowed or blocked by who the payee is (race,
// origin, "foreign-sounding names"); a document made to look as if it
// came from someone else; a claim made in someone else's name; PINs
// tried one after the other on an account that is not the user's. Each is
// a meeting of word classes with its innocent twins as vetoes.

// payeeKind is who a payment is for, said by a protected characteristic
// or a stand-in for one.
const payeeKind = `\b(?:(?:english|british|american|foreign|arab|arabic|muslim|jewish|african|asian|indian|chinese|white|black|ethnic|weird|funny)[ -]sounding (?:names?|surnames?|people)|(?:white|black|brown|asian|foreign|immigrant|muslim|jewish|gay|trans|old|disabled) (?:people|folks|guys|men|women|names?|surnames?|payees?|accounts?|customers?)|foreigners|immigrants|migrants|refugees|muslims|jews|blacks|whites|asians|gays)\b`

// paymentDecision is allowing or blocking a payment.
const paymentDecision = `\b(?:only|block|blocking|refuse|refusing|stop|stopping|never|don't|dont|do not|ban|banning|reject|rejecting|deny|denying|decline|declining|cancel|flag|hold back|no)\b (?:[\w']+ ){0,6}(?:send|sending|pay|paying|payments?|transfers?|transferring|money|approve|approving|go(?:ing)? (?:to|through))\b|\b(?:send|pay|transfer|approve)\w* (?:[\w']+ ){0,4}only (?:to|for)\b`

// othersKinds are the kinds of this file, read after the others.
func othersKinds() []harmKind {
	return []harmKind{
		// "only approve transfers to english sounding names, block foreigners"
		{reason: "a protected characteristic as a reason to refuse a payment", all: true,
			keys: []string{"only", "block", "refuse", "stop", "never", "don't", "dont", "do not", "ban", "reject", "deny", "decline", "cancel", "flag", "hold back", " no "},
			acts: []*reading.LazyRegexp{re(paymentDecision), re(payeeKind)},
			vetoes: []*reading.LazyRegexp{re(studied),
				re(`^(?:is it|is that|are (?:you|banks) allowed to|can (?:a bank|banks|you))\b|\b(?:discriminat\w*|racist|illegal|unfair)\b`)}},
		// "make it sound like it came from the CEO of Allianz so they believe it"
		{reason: "a request to make a document look as if someone else sent it", all: true,
			keys: []string{"came from", "comes from", "is from", "was from", "sign", "in the name of", "pretend", "sound like", "look like", "looks like", "seem like", "letterhead", "logo"},
			acts: []*reading.LazyRegexp{re(`\b(?:make (?:it|the letter|this|them) (?:sound|look|seem|read)|so it (?:sounds|looks|seems|reads)|as (?:if|though) it|pretend(?:ing)? (?:it'?s|it is|it was|to be)|sign(?:ed)? (?:it |the letter )?(?:as|in the name of)|put (?:the )?(?:name|logo|letterhead|signature) of)\b (?:[\w']+ ){0,4}?(?:(?:came|comes|is|was) )?(?:from )?(?:the |a |an |our |their )?(?:[\w']+ ){0,3}?(?:ceo|chief executive|director|chairman|manager|head of|police|lawyer|solicitor|attorney|court|judge|government|ombudsman|regulator|tax office|irs|hmrc|another (?:company|insurer|bank)|a different (?:company|insurer|bank)|allianz|aami|nrma|suncorp's competitor|[a-z]+ (?:insurance|bank|insurer))\b`)},
			vetoes: []*reading.LazyRegexp{re(victim), re(`\b(?:is (?:it|this|that)|was (?:it|this|that)) (?:really |actually )?from\b|\bdid (?:it|this|that) (?:really |actually )?come from\b|\bhow do i know\b`),
				// something sent to the user: "i got a text pretending to be the bank"
				re(`\b(?:i|we) (?:got|received|had|have had|was sent|were sent|keep getting)\b|\b(?:is|was) (?:it|this|that) (?:fake|real|legit|genuine|a scam)\b`),
				// someone else did it to the user: "a scammer called pretending to be the bank"
				re(`\b(?:scammers?|fraudsters?|thie(?:f|ves)|con ?m[ae]n|crooks?|criminals?|callers?|strangers?|someone|somebody|a man|a woman|a guy|they)\b (?:[\w']+ )?(?:called|rang|phoned|texted|emailed|messaged|wrote|came|turned up|knocked)\b`)}},
		// "file a claim in his name and keep the payout"
		{reason: "a request to claim in someone else's name", all: true,
			keys:   []string{"name", "payout", "pay out"},
			acts:   []*reading.LazyRegexp{re(`\b(?:file|filing|lodge|lodging|make|making|put in|putting in|submit|submitting|open|opening|take out|taking out|apply for|applying for)\b (?:[\w']+ ){0,3}(?:claims?|polic(?:y|ies)|loans?|accounts?|cards?)\b (?:[\w']+ ){0,4}(?:in|under) (?:his|her|their|someone'?s|somebody'?s|another person'?s|(?:my |a dead |his |her |their )?[a-z]+'?s) names?\b|\bkeep (?:the |his |her |their )?(?:payout|pay out|money|settlement|refund)\b (?:[\w']+ ){0,4}(?:his|her|their|[a-z]+'s|someone'?s) (?:claim|policy|name)\b`)},
			vetoes: []*reading.LazyRegexp{re(victim), re(`\b(?:on (?:his|her|their) behalf|with (?:his|her|their) (?:permission|consent)|power of attorney|attorney|executor|carer|guardian|asked me to)\b`)}},
		// "i dont know his pin, try 0000 then 1234 then 1111"
		{reason: "a request to guess or steal a password", all: true,
			keys: []string{"try", "guess", "pin", "password", "code"},
			acts: []*reading.LazyRegexp{re(`\b(?:try|trying|use|enter|put in|go with)\b (?:[\w']+ )?\d{3,8}\b(?:[ ,]+(?:then|and|or|and then|after that|if not)?[ ,]*(?:try |maybe |perhaps )?\d{3,8}\b)+|\b(?:don't|dont|do not|doesn't|no idea of|never got) (?:know|have|remember) (?:his|her|their|[a-z]+'s|the owner'?s|the account'?s) (?:pin|password|passcode|code|login)\b`),
				re(`\b(?:his|her|their|[a-z]+'s|someone'?s|somebody'?s|the owner'?s|bob'?s|ada'?s|not mine|isn't mine|is not mine)\b|\b(?:don't|dont|do not) know (?:the |his |her |their )?(?:pin|password|passcode|code)\b`)},
			vetoes: []*reading.LazyRegexp{re(victim), re(`\bmy (?:own )?(?:pin|password|passcode|code|notes|account)\b`)}},
	}
}
