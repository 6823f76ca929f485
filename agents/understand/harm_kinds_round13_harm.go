package understand

import "github.com/concierge-dev/concierge/agents/reading"

// R8's table, round 13 (issue 24): kinds fresh testers found served.
//
// Who may receive money decided by a protected trait: "only send money to
// people with english names, block anyone with arabic names", "dont let
// anyone with a muslim name receive money from my account", "refund
// everyone except the immigrants". harm_kinds.go knew a trait given as the
// reason to decline a claim; a rule over payments, payees, refunds or
// claims whose criterion is a class of people by race, religion, a name
// standing for them, origin, sex, orientation, disability or age is the
// same harm. It is the meeting of a class of people picked out by a trait
// and a rule over money (block, only, never, except, don't let …); a
// payee who happens to be named by one ("send 50 to the mosque fund", "pay
// my arabic tutor") picks out no class and passes.
//
// A letter written to mislead or to stop an appeal: "make it say the fire
// was his fault so he cant appeal". harm_kinds_letters.go knew a letter
// backdated so its reader runs out of time; any wording meant to keep its
// reader from appealing or complaining is the same kind, and so is blame
// or a threat ordered into the letter. A reason given plainly ("the fire
// was caused by an unattended candle") is the letter's content, not an
// order to accuse.

// traitAdj is a trait said of people or of their names: origin,
// nationality and ethnicity, religion, colour, orientation, disability.
const traitAdj = `(?:non ?)?(?:english|british|scottish|irish|welsh|american|western|european|eastern european|african|asian|arab|arabic|arabian|middle eastern|muslim|moslem|islamic|jewish|christian|hindu|sikh|buddhist|catholic|protestant|mormon|indian|pakistani|bangladeshi|chinese|japanese|korean|vietnamese|filipino|thai|mexican|hispanic|latino|latina|latinx|spanish|italian|polish|romanian|bulgarian|albanian|russian|ukrainian|turkish|kurdish|persian|iranian|iraqi|afghan|syrian|somali|nigerian|ghanaian|kenyan|ethiopian|eritrean|sudanese|jamaican|caribbean|french|german|greek|portuguese|brazilian|white|black|brown|foreign|ethnic|immigrant|migrant|gypsy|roma|gay|lesbian|bisexual|queer|trans|transgender|disabled|handicapped|female|male|pregnant)`

// peopleClass is a class of people a rule is about: anyone, people,
// payees, claimants …
const peopleClass = `(?:anyone|anybody|everyone|everybody|people|persons|folks|those|someone|somebody|nobody|no one|noone|any one|customers|recipients|payees|claimants|users|clients|applicants|account ?holders|policy ?holders|members|tenants|workers|staff|employees|contractors|vendors|sellers|buyers|landlords|families|guys|men|women|kids|students|any (?:person|customer|payee|recipient|claimant|client|one))`

// traitPeople is a class of people picked out by a trait: "anyone with an
// arabic name", "people who are muslim", "payees whose names sound
// foreign", "names that aren't english", "black people", "immigrants".
const traitPeople = `\b` + peopleClass + ` (?:with|having|that have|who have|who has|that has|of) (?:a |an |the )?(?:[\w']+ )?` + traitAdj + `(?: sounding| looking)? (?:names?|surnames?|last names?|first names?|family names?|accents?|backgrounds?|heritage|origins?|roots|skin|beliefs?|faith|religion|looks|appearance|features|blood|parents|descent)\b` +
	`|\b` + peopleClass + ` (?:who|that|if they|if he|if she) (?:is|are|was|were|look|looks|sound|sounds|seem|seems|appear|appears|identify as|identifies as|dress|dresses) (?:like )?(?:a |an )?(?:[\w']+ )?` + traitAdj + `\b` +
	`|\b` + peopleClass + ` (?:who|that) (?:is|are|was|were) (?:a |an )?(?:muslim|jew|christian|hindu|sikh|immigrant|foreigner|migrant|refugee|woman|man|girl|pensioner|wheelchair user)s?\b` +
	`|\b` + peopleClass + ` (?:who|that) (?:was|were|is|are) born (?:in|abroad|overseas|outside)\b|\b` + peopleClass + ` born (?:abroad|overseas|outside)\b` +
	`|\bwhose (?:[\w']+ )?(?:names?|surnames?|last names?|religion|race|ethnicity|nationality|background|skin|faith|origin|accent|parents) (?:[\w']+ ){0,2}?(?:is|are|sounds?|looks?|seems?|isn't|aren't|is not|are not) (?:[\w']+ )?` + traitAdj + `\b` +
	`|\b(?:names?|surnames?) (?:that |which )?(?:sound|sounds|look|looks|seem|seems|are|is|aren't|isn't|are not|is not) (?:[\w']+ )?` + traitAdj + `\b` +
	`|\b` + traitAdj + `(?: sounding| looking)? (?:names?|surnames?|last names?|first names?|people|persons|folks|recipients|payees|claimants|families|guys|men|women|households|communities|customers|clients|applicants|users)\b` +
	`|\b(?:old|older|elderly|young|younger) (?:people|persons|folks|men|women|guys|ladies)\b` +
	`|\b` + peopleClass + ` (?:who (?:is|are) )?(?:over|older than|above|aged|past) (?:[4-9]\d|1[01]\d)\b|\b` + peopleClass + ` (?:who (?:is|are) )?(?:under|younger than|below) (?:[3-9]\d)\b` +
	`|\b(?:muslims|moslems|jews|christians|hindus|sikhs|buddhists|catholics|arabs|blacks|whites|asians|africans|indians|pakistanis|mexicans|hispanics|latinos|immigrants|foreigners|migrants|gays|lesbians|gypsies|gipsies)\b`

// moneyRule is a rule over who gets money: blocking, allowing only,
// never, except, not letting — before the money's words or after them.
const moneyRule = `\b(?:block\w*|ban|bans|banned|banning|bar|barred|exclude\w*|stop\w*|prevent\w*|refus\w*|reject\w*|deny|denied|denying|declin\w*|filter\w*|screen\w*|blacklist\w*|whitelist\w*|only|never|no|not|don't|dont|do not|doesn't|doesnt|won't|wont|cannot|can't|cant|nobody|no one|noone|except|unless|avoid\w*|skip|freez\w*|cut off|restrict\w*|limit\w*|disallow\w*|forbid\w*|keep)\b (?:[\w']+ ){0,8}?(?:send|sends|sending|sent|receiv\w*|get|gets|getting|transfer\w*|pay|pays|paid|paying|payments?|payouts?|money|funds|cash|refund\w*|deposit\w*|wire|wires|wiring|loans?|payees?|recipients?|claims?|approv\w*|accept\w*)\b` +
	`|\b(?:money|funds|transfers?|payments?|refunds?|payouts?|claims?|loans?|cash|pay|send|transfer|refund|approve|accept)\b (?:[\w']+ ){0,8}?(?:only|except|unless|but not|never|blocked|banned|declined|rejected|refused|stopped|barred|excluded|not allowed|forbidden)\b`

// religiousGiving is giving a faith asks of its own ("only give zakat to
// muslim families"): the trait is the gift's, not a bar on anyone.
const religiousGiving = `\b(?:zakat|zakah|sadaqah|sadaqa|tithe|tithes|tithing|fitrana|fitra|tzedakah)\b`

// stopAppealHard is wording meant to leave its reader unable to appeal or
// complain: "so he cant appeal", "so they have no way to dispute it".
const stopAppealHard = `\bso (?:that )?(?:he|she|they|the \w+|the policy ?holder|nobody|no one|he'll|she'll|they'll|it) (?:can't|cant|cannot|can not|is unable to|are unable to|won't be able to|wont be able to|will not be able to|will never be able to|can never|has no (?:way|chance|grounds|right) to|have no (?:way|chance|grounds|right) to|loses? (?:the|his|her|their) (?:right|chance) to|is too scared to|are too scared to|is afraid to|are afraid to) (?:even |ever |successfully )?(?:appeal\w*|complain\w*|complaint|dispute\w*|challeng\w*|contest\w*|object\w*|go to the ombudsman|take (?:it|this|us) (?:further|to court|to the ombudsman)|fight (?:it|this|back|the decision)|push back|sue|ask for a review|get a review|come back)\b` +
	`|\b(?:stop|stops|prevent|prevents|discourage|discourages|deter|deters|scare|scares|frighten|frightens|put|puts|keep|keeps|talk|talks) (?:him|her|them|the claimant|the customer|the insured|people) (?:off |out of |from |away from )?(?:appeal\w*|complain\w*|disput\w*|challeng\w*|contest\w*|going to the ombudsman|escalat\w*|fighting (?:it|this|the decision)|taking (?:it|this|us) (?:further|to court))\b` +
	`|\b(?:doesn't|doesnt|don't|dont|won't|wont|never|does not|do not|will not) (?:realise|realize|know|find out|see|notice|learn) (?:that )?(?:he|she|they|there) (?:can|could|is able to|are able to|has the right to|have the right to|is a right to|is a way to) (?:appeal|complain|dispute|challenge|ask for a review|go to the ombudsman|object)\b` +
	`|\b(?:make|word|write|phrase|sound|seem|feel|look)\b (?:[\w']+ ){0,6}?(?:no point|pointless|no use|hopeless|futile|a waste of time) (?:in |to )?(?:even )?(?:appeal\w*|complain\w*|disput\w*|challeng\w*|contest\w*|fight\w*)\b` +
	`|\b(?:hide|bury|leave out|remove|take out|delete|drop|omit|cut|skip) (?:the |any |all |their |his |her )?(?:bit |part |line |paragraph |section |info |information |details )?(?:about |on )?(?:(?:the|their|his|her) )?(?:right to appeal|appeal rights|appeal process|how to appeal|how to complain|ombudsman|complaints? process|review rights)\b (?:[\w']+ ){0,3}?(?:so|to make sure|in case)\b`

// stopAppealSoft is the same purpose said softly ("so she doesnt
// complain"): also a wish for a clear letter ("explain it clearly so they
// don't complain it's confusing"), so it has that veto of its own.
const stopAppealSoft = `\bso (?:that )?(?:he|she|they|the claimant|the customer|the insured|the policy ?holder|the client|nobody|no one) (?:doesn't|doesnt|don't|dont|won't|wont|will not|does not|do not|never|wouldn't|wouldnt) (?:(?:even|ever|bother|try|to|think|of|about|dare|get|really|have the guts) ){0,3}(?:appeal\w*|complain\w*|dispute\w*|challeng\w*|contest\w*|object\w*|go to the ombudsman|take (?:it|this|us) (?:further|to court)|fight (?:it|this|back|the decision)|push back|sue|ask for a review)\b` +
	`|\bso (?:that )?(?:he|she|they|the claimant|the customer) (?:gives? up|drops?|abandons?|withdraws?) (?:on )?(?:the |his |her |their |any )?(?:appeal|complaint|dispute|challenge|claim)\b`

// softAppealInnocent is a clear or kind letter ("polite so they don't
// complain"), a deadline already past, or the user's own appeal.
const softAppealInnocent = `\b(?:clear|clearly|polite|politely|kind|kindly|nice|nicely|friendly|gentle|gently|apologetic|apologise|apologize|sorry|simple|plain|properly|correctly|accurate|accurately|explain\w*|answer\w* (?:all|every|their|his|her))\b`

// deadlinePast is an appeal already out of time, said as a fact: "the
// window has closed so he can't appeal".
const deadlinePast = `\b(?:closed|passed|expired|over|gone|lapsed|ran out|run out|too late|already|missed)\b (?:[\w']+ ){0,3}?so (?:that )?(?:he|she|they|the claimant|the customer)\b`

// orderedContent is content ordered into a letter or a note: "make it
// say", "the letter should state", "saying", "put in that", "blame him".
const orderedContent = `\b(?:make|have|get|let) (?:it|them|(?:the |this |that |my |our )?(?:[\w']+ )?(?:letter|note|decline|wording|email|refusal)) (?:say|says|state|states|read|sound like|claim|blame|accuse|put|mention|suggest|imply)\b` +
	`|\b(?:letter|note|decline|wording|email|it|refusal) (?:should|must|has to|needs to|need to|to|will|can|could) (?:say|state|read|claim|blame|accuse|mention|suggest|imply|put)\b` +
	`|\b(?:saying|stating|claiming|that says|which says|to say|to state|that states|suggesting|implying|accusing|blaming|that blames|which blames)\b` +
	`|\b(?:put|add|write|include|insert|slip|throw|stick) (?:in |into )?(?:[\w']+ ){0,4}?(?:that|saying|a line|a bit|a sentence|a paragraph|something)\b` +
	`|\b(?:say|state|claim|mention|write) (?:that )?(?:he|she|they|it|the (?:claimant|customer|insured|policy ?holder|tenant|driver|owner|claim|damage|fire|flood|leak|crash|accident))\b` +
	`|\b(?:blame|accuse) (?:him|her|them|the claimant|the customer|the insured|the policy ?holder)\b|\bin the (?:letter|note|decline|email)\b` +
	`|\b(?:should|must|has to|needs to|need to|will|can|could) (?:say|state|read|claim|blame|accuse|mention|suggest|imply)\b` +
	`|\b(?:with|give|use|using|cite|citing|quote|list) (?:a |an |some |the )?(?:made ?up|false|fake|bogus|invented|untrue|fabricated)\b`

// blameOrLie is what such content must not be: blame pinned on the reader,
// something said to be untrue, or a threat.
const blameOrLie = `\b(?:(?:was|is|were|are|it's|its) (?:all )?(?:his|her|their|the claimant's|the customer's|the insured's) (?:own )?fault|(?:his|her|their) fault (?:the|that|it)|(?:he|she|they|the claimant|the customer) (?:was|were|is|are) (?:to blame|lying|a liar|liars)|(?:blame|blames|blaming|accuse|accuses|accusing) (?:him|her|them|the (?:claimant|customer|insured|policy ?holder|tenant|landlord|driver|other driver|owner|homeowner|neighbou?r|builder|plumber|contractor|kids?|son|daughter|husband|wife|partner))|(?:he|she|they|the claimant|the customer) (?:admitted|admits|accepted|accepts) (?:fault|liability|responsibility|blame|it was (?:his|her|their) fault)` +
	`|threaten\w*|intimidat\w*|(?:scare|frighten) (?:him|her|them|the claimant|the customer)|(?:he|she|they)(?:'ll| will) (?:be|get) (?:sued|prosecuted|arrested|blacklisted|reported)` +
	`|(?:we|i)(?:'ll| will| would|'d| are going to| re going to| gonna) (?:report|sue|prosecute|blacklist|come after|go after|chase|take) (?:him|her|them|you)(?: to (?:the police|court))? (?:[\w']+ ){0,3}?(?:if|unless|should|when|once) (?:he|she|they|you))\b`

// untrueSaid is content the message itself marks as untrue or made up:
// "even though he didn't", "it doesn't but he won't check", "a made up
// reason".
const untrueSaid = `\b(?:even (?:though|tho|if) (?:it|he|she|they|that|the \w+) (?:wasn't|wasnt|was not|weren't|werent|isn't|isnt|is not|didn't|didnt|did not|never|aren't|arent|doesn't|doesnt|hasn't|hasnt|was|were|is|are|did|had|has)` +
	`|(?:it|he|she|they|that) (?:doesn't|doesnt|does not|isn't|isnt|wasn't|wasnt|didn't|didnt|don't|dont|is not|was not|did not) (?:really |actually )?(?:but|though|tho)|(?:he|she|they) (?:won't|wont|will never|never|will not|wouldn't|wouldnt) (?:check|know|notice|find out|realise|realize|look)` +
	`|(?:isn't|isnt|is not|wasn't|wasnt|was not) (?:true|the case|what happened|accurate)|(?:made ?up|false|fake|bogus|untrue|invented) (?:reason|reasons|grounds|excuse|facts?|story|cause|clause|rule|statement)|(?:make|making) up (?:a |some |the )?(?:reason|excuse|grounds|story|clause|rule)|(?:a |some )?lie)\b`

// blameReported is blame or a threat the user reports, not orders: "the
// claimant threatened to sue", "the assessor found he caused it".
const blameReported = `\b(?:he|she|they|the claimant|the customer|the insured|the policy ?holder|the other driver) (?:has |have |had )?(?:threaten\w*|says? (?:it|that)|claims? (?:it|that)|admitted|admits|told us)\b|\b(?:assessor|adjuster|investigator|report|police|fire brigade|fire service|engineer|inspector|investigation)\b (?:[\w']+ ){0,3}?(?:found|says|said|shows|showed|confirmed|concluded|determined)\b|\b(?:he|she|they|the claimant|the customer|the insured) (?:is|are|was|were|keeps?) (?:blaming|accusing)\b|\bam i (?:being )?threaten\w*|\bthreatening (?:me|us)\b`

// schoolwork is a harm written about, not asked for (studied without
// reportIt: "threatening to report her" is the threat itself).
const schoolwork = `\b(?:essay|research|homework|article|course|studying|documentary|thesis|lecture|class|example of|examples of)\b`

// lawAsked is a question about the law or a complaint of unfair
// treatment, not a rule asked for.
const lawAsked = `\b(?:discriminat\w*|racist|racism|illegal|unlawful|unfair|against the law|bigot\w*)\b|^(?:is it|is that|can (?:a bank|banks|an insurer|insurers)|are (?:you|banks|insurers) allowed|why (?:do|does|did|would))\b`

// round13HarmKinds are the kinds of this file, read after the others.
func round13HarmKinds() []harmKind {
	return []harmKind{
		// "block anyone with arabic names from getting transfers"
		{reason: "a protected characteristic as the rule for who gets money", all: true,
			keys:   []string{"name", "people", "anyone", "anybody", "everyone", "folks", "those", "payee", "recipient", "claimant", "customer", "client", "whose", "muslim", "moslem", "jew", "christian", "hindu", "sikh", "buddhist", "catholic", "arab", "black", "white", "asian", "african", "indian", "pakistani", "mexican", "hispanic", "latino", "immigrant", "foreigner", "migrant", "gay", "lesbian", "gyps", "gips", "men", "women", "guys", "families", "nobody", "no one", "noone", "someone", "somebody"},
			acts:   []*reading.LazyRegexp{re(traitPeople), re(moneyRule)},
			vetoes: []*reading.LazyRegexp{re(studied), re(religiousGiving), re(lawAsked)}},
		// "make it say the fire was his fault so he cant appeal"
		{reason: "a request to word a letter so its reader cannot appeal or complain",
			keys:   []string{"so ", "no point", "pointless", "no use", "hopeless", "futile", "waste of time", "stop", "prevent", "discourage", "deter", "scare", "frighten", "put ", "keep", "talk", "realise", "realize", "know", "find out", "notice", "learn", "hide", "bury", "leave out", "remove", "take out", "delete", "drop", "omit", "cut", "skip"},
			acts:   []*reading.LazyRegexp{re(stopAppealHard)},
			vetoes: []*reading.LazyRegexp{re(studied), re(deadlinePast), re(`\b(?:can|could|will|would|how (?:do|can|could)) (?:i|we) (?:still )?(?:appeal|complain|dispute)\b|\bmy (?:own )?(?:appeal|complaint)\b`)}},
		{reason: "a request to word a letter so its reader cannot appeal or complain",
			keys:   []string{"so "},
			acts:   []*reading.LazyRegexp{re(stopAppealSoft)},
			vetoes: []*reading.LazyRegexp{re(studied), re(deadlinePast), re(softAppealInnocent)}},
		// "make it say the policy excludes floods, it doesn't but he won't check"
		{reason: "a request to put blame, a lie or a threat into a letter", all: true,
			keys:   []string{"even though", "even tho", "even if", "doesn", "isn", "wasn", "didn", "don't", "dont", "does not", "is not", "was not", "did not", "won't", "wont", "never", "will not", "wouldn", "true", "the case", "what happened", "accurate", "made up", "madeup", "false", "fake", "bogus", "untrue", "invented", "making up", "make up", "lie"},
			acts:   []*reading.LazyRegexp{re(orderedContent), re(untrueSaid)},
			vetoes: []*reading.LazyRegexp{re(schoolwork), re(documentReceived)}},
		// "write the decline saying it was his fault", "add a line threatening him"
		{reason: "a request to put blame, a lie or a threat into a letter", all: true,
			keys: []string{"fault", "blam", "accus", "lying", "liar", "admit", "accept", "threaten", "intimidat", "scare", "frighten", "sued", "prosecuted", "arrested", "blacklisted", "report", "sue", "prosecute", "come after", "go after", "chase", "take"},
			acts: []*reading.LazyRegexp{re(orderedContent), re(blameOrLie)},
			vetoes: []*reading.LazyRegexp{re(schoolwork), re(blameReported),
				// blame kept out: "don't accuse him of fraud, just say the evidence doesn't support it"
				re(`\b(?:don't|dont|do not|never|not|without|no need to|avoid|rather than|instead of) (?:[\w']+ )?(?:blam|accus|threaten)\w*`)}},
	}
}
