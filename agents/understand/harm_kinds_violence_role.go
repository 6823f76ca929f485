package understand

import "github.com/concierge-dev/concierge/agents/reading"

// Violence asked for against a person named by their role (round 32's
// insurance tester): "beat up the claimant", "how do i hurt the
// customer", "punch the assessor", "rough up the insured". R8's table
// names the persons of such a request by pronoun ("hurt him") or as
// the user's own ("my ex"), and the classifier held "beat up the
// claimant" at 0.42: a person the letter or the bank deals with was a
// target no kind named. The act is asked for when the verb opens the
// message or follows a request's frame ("and", "please", "help me",
// "how do i", "want to"); told of a third person ("the other driver hit
// the claimant") or aimed at what is the person's ("hurt the claimant's
// chances", "hit the customer with a fee") it is no request.

// violentAct are the acts of violence on a person.
const violentAct = `(?:beat(?: up)?|beat the (?:crap|shit|hell|living daylights) out of|bash(?: up)?|batter|punch|hit|smack|slap|kick|thump|whack|deck|headbutt|hurt|harm|injure|maim|kill|murder|stab|shoot|strangle|choke|attack|assault|rough up|knock out|run over|poison|break (?:[\w']+ )?(?:legs?|arms?|nose|jaw|neck|face)(?: of)?)`

// roleNamed is a person named by their role in a claim or an account.
const roleNamed = `(?:the |that |this |our |a |an |some |every |your |these |those )?(?:[\w']+ )?(?:claimants?|customers?|clients?|insured|policy ?holders?|holders?|assessors?|adjusters?|owners?|tenants?|landlords?|guys?|blokes?|man|men|woman|women|lady|ladies|persons?|callers?|applicants?|members?|witness(?:es)?|drivers?|investigators?|agents?|employees?|staff|teller|manager|victims?)`

// violenceFrame is what makes the act asked for: the message's opening
// (after fillers) or a request's words before it.
const violenceFrame = `(?:^(?:(?:ok|okay|so|now|right|yeah|yes|and|then|also|just|please|pls|go|lets|let's|um|uh|hey|mate|can|could|would|will|you)\s)*|\b(?:and|then|also|please|pls|just|go|help me|me|us|wanna|gonna|(?:want|need|going|how|way|time|like|love|plan|planning|trying|try|ready|about|wish|meant|tell me how) to|how (?:do|can|could|would|should|might|will) (?:i|we|you|someone|one)|should (?:i|we)|(?:i|we) should|i'll|ill|we'll|i will|we will|lets|let's|let us|someone should|somebody should|(?:can|could|would|will) (?:you|u|someone|somebody))\s)`

// violenceAtRole is the kind's act: a role named right after the act
// ("beat up the claimant", "punch that assessor") or the act's object
// after it ("beat the claimant up"); a possessive after the role ("the
// claimant's chances") is what is theirs, not the person.
var violenceAtRole = re(violenceFrame + violentAct + ` (?:up )?` + roleNamed + `(?: up| down| in| senseless| to death| badly| hard| good)?(?: |$)`)

// violenceTold are the shapes in which the act is told of someone else
// or aimed at no body: "the other driver tried to hit the claimant",
// "hit the customer with the excess", "hit the client up for the fee".
var violenceTold = re(`\b(?:he|she|they|driver|dog|car|truck|van|it|thief|thieves|burglar|intruder|attacker|someone|somebody|kid|kids|man|woman|guy)\b (?:[\w']+ ){0,3}(?:tried|was trying|were trying|wanted|threatened|attempted|went|used|managed|meant) to\b|\bhit (?:[\w']+ ){1,4}(?:with (?:an? |the |our |their |this |that |his |her )?(?:[\w']+ )?(?:fees?|charges?|excess|letters?|bills?|penalt(?:y|ies)|declines?|rejections?|refusals?|denials?|notices?|invoices?|rates?|premiums?|increases?|surcharges?|questions?|emails?|calls?|news|offer)|up for)\b`)

// violenceRoleKinds are this file's kinds.
func violenceRoleKinds() []harmKind {
	return []harmKind{{reason: "a request to harm someone",
		keys: []string{"beat", "bash", "batter", "punch", "hit", "smack", "slap", "kick", "thump", "whack", "deck", "headbutt", "hurt", "harm", "injure", "maim", "kill", "murder", "stab", "shoot", "strangle", "choke", "attack", "assault", "rough", "knock", "run over", "poison", "break"},
		acts: []*reading.LazyRegexp{violenceAtRole}, vetoes: []*reading.LazyRegexp{violenceTold, re(`\b(?:lol|lmao|haha\w*|jk|kidding|joking)\b`)}}}
}

// withViolenceRole adds this file's kinds to the table.
func withViolenceRole(ks []harmKind) []harmKind { return append(ks, violenceRoleKinds()...) }
