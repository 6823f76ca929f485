package understand

import "github.com/concierge-dev/concierge/agents/reading"

// R8's table, an insurance kind round 9's tester found passing (issue 24):
// claims declined with no ground in the claim itself — in bulk ("decline
// all the home claims from today", "reject every motor claim over 5k") or
// for the business's sake ("we need to hit our savings target", "budget's
// tight"). A decline is a decision about one claim on its own facts; one
// taken for a whole batch, or for a target, is the unfair treatment the
// product must not help with. Its innocent twins — claims named one by
// one, a ground in the claim ("over the policy limit"), a question about
// how declines work, the user's own claims turned down — are its vetoes.

// declineVerb is turning a claim down, in the ways people say it.
const declineVerb = `\b(?:declin\w*|reject\w*|refus\w*|deny|denies|denied|denying|knock\w* (?:back|them back|it back)|turn\w* down|turn (?:them|it) down|say no to|said no to|bin|binning|auto ?declin\w*|auto ?reject\w*)\b`

// claimsInBulk are claims taken as a batch rather than each on its facts:
// "all the home claims", "every motor claim over 5k", "claims from today",
// "anything that came in this week".
const claimsInBulk = `\b(?:all|every|each|any|whole|entire|most|half|the rest of|the next \d+|every single|every last)\b (?:[\w']+ ){0,3}claims?\b|` +
	`\bclaims\b (?:[\w']+ ){0,4}(?:over|above|under|below|more than|bigger than|greater than|larger than|worth|from (?:today|this|last|yesterday)|today|yesterday|this (?:week|month|morning|quarter)|that came in|in bulk|lodged (?:today|this|since)|submitted (?:today|this|since))\b|` +
	`\b(?:in bulk|en masse|across the board|blanket|wholesale|all of them|the lot|everything|anything|whatever)\b (?:[\w']+ ){0,4}(?:claims?|over|above|came in|lodged|submitted|today|this week|pending)\b|` +
	`\b(?:claims?|them|those|these)\b (?:[\w']+ ){0,2}(?:in bulk|en masse|across the board|all at once|wholesale)\b`

// claimNamed is a claim spoken of: the word or an id of its shape.
const claimNamed = `\b(?:claims?|\d{2}[a-z]{2}\d{2})\b`

// forTheBusiness is a reason that lies in the insurer's money, not the
// claim: a target, a budget, a quota, a bonus, costs.
const forTheBusiness = `\b(?:(?:savings?|cost|sales|payout|monthly|quarterly|yearly|annual|our|the|my|team'?s?|company'?s?) targets?|targets? (?:to hit|this (?:month|quarter|year))|hit (?:our|the|my|a|that) (?:numbers|targets?|quota|budget)|quotas?|(?:our|the|team'?s?|company'?s?|department'?s?|this (?:month|quarter|year)'?s?) budget|budget'?s? (?:is )?(?:tight|blown|stretched|over|low|gone)|over budget|(?:my|our|the) bonus\w*|kpis?|bottom line|profits?|margins?|loss ratio|payout ratio|(?:cut|cutting|reduce|reducing|keep|keeping|bring|bringing) (?:down )?(?:our |the )?(?:costs?|payouts?|spending|losses|numbers)(?: down)?|save (?:money|costs|the company|us money|us|cash|the business)|saving (?:money|costs)|(?:we|the company|they) (?:can't|cannot|can not|don't|do not) (?:afford|want) to pay|too (?:expensive|costly) to pay|money'?s? tight|cash'?s? tight|end of (?:the )?(?:quarter|month|financial year))\b`

// namedOneByOne are claims named each by its id, and letters asked for
// claims (the bulk letter is cannot_claims.go's to answer, not a harm).
const namedOneByOne = `\b\d{2}[a-z]{2}\d{2}\b (?:[\w']+ ){0,3}\b\d{2}[a-z]{2}\d{2}\b|\b(?:decline|declined|refusal|rejection) letters?\b`

// namedOrGrounded are the innocent twins: the user's own claims, a ground inside the claim, the kind asked
// about rather than asked for.
const namedOrGrounded = `\b(?:my|our own) (?:[\w']+ )?claims?\b (?:[\w']+ ){0,3}(?:were|was|got|been|are being|keep getting)\b|` +
	`\b(?:policy|cover) (?:limit|excess|exclusion|terms)\b|\bnot covered\b|\bexcluded\b|\bfraudulent\b|\bout of (?:time|cover)\b|` +
	`\b(?:is it|is that|would it be|would that be|are we allowed|am i allowed|can we legally|is it legal|is that legal) (?:[\w']+ ){0,3}(?:legal|allowed|fair|ok|okay|lawful|unlawful|illegal)\b|` +
	`\b(?:why|how come) (?:were|was|are|did|do|does) (?:[\w']+ ){0,3}(?:declined|rejected|refused|denied|decline|reject|refuse|deny)\b`

// round9InsKinds are the kinds of this file, read after the others.
func round9InsKinds() []harmKind {
	return []harmKind{
		// "decline all the home claims that came in today"
		{reason: "a request to decline claims in bulk, without looking at each claim", all: true, asked: true,
			keys:   []string{"declin", "reject", "refus", "deny", "denie", "denied", "knock", "turn", "say no", "said no", "bin"},
			acts:   []*reading.LazyRegexp{re(declineVerb), re(claimsInBulk)},
			vetoes: []*reading.LazyRegexp{re(namedOneByOne), re(namedOrGrounded), re(victim), re(studied)},
			lawful: notBulk},
		// "reject 45HK90, we need to hit our savings target"
		{reason: "a request to decline a claim to save money rather than on its merits", all: true, asked: true,
			keys:   []string{"declin", "reject", "refus", "deny", "denie", "denied", "knock", "turn", "say no", "said no", "bin"},
			acts:   []*reading.LazyRegexp{re(declineVerb), re(claimNamed), re(forTheBusiness)},
			vetoes: []*reading.LazyRegexp{re(namedOrGrounded), re(victim), re(studied)}},
	}
}

// howOften are words about how often the user does the work, not about
// which claims: "so i don't retype it every time", "i do these all day",
// "each week". Said next to one claim (round 12: "... every time. The
// claim i'm looking at is 12AB34"), they made "every ... claim" a batch.
var howOften = re(`\b(?:every|each|all) (?:single |other |last )?(?:time|times|day|days|week|weeks|month|months|morning|afternoon|evening|night|shift|year|the time|day long|week long)\b`)

// bulkClaims is claimsInBulk, compiled on first use (R55).
var bulkClaims = re(claimsInBulk)

// theirJob is the user saying what work they do ("I handle claims for our
// team", "we process claims", "i work on motor claims"): a job, not a
// batch to turn down. Round 13: "I handle claims for our team and today I
// need to write a decline for claim 63PL09" was refused as a bulk decline.
var theirJob = re(`\b(?:i|we|i'm|im|i am|we're|we are)\s+(?:\w+\s+)?(?:handle|handling|process|processing|assess|assessing|work on|working on|work with|working with|deal with|dealing with|look after|looking after|manage|managing|review|reviewing|cover|covering|do|doing)\s+(?:(?:the|our|all the|all our|a lot of|lots of|mostly|mainly|\w+)\s+)?claims\b`)

// notBulk reports a bulk match that is only a word of frequency or the
// user's job (theirJob): with those cut out, no batch of claims is left.
func notBulk(n string) bool {
	if oftenNotBulk(n) {
		return true
	}
	if !theirJob.MatchString(n) {
		return false
	}
	cut := theirJob.ReplaceAllString(n, " | ")
	if howOften.MatchString(cut) {
		cut = howOften.ReplaceAllString(cut, " | ")
	}
	return !bulkClaims.MatchString(cut)
}

// oftenNotBulk reports a bulk match that is only a word of frequency: with
// "every time" and its kin cut out (a mark no run of words crosses, so
// "type it all out every time. the claim" makes no "all … claim"), no
// batch of claims is left.
func oftenNotBulk(n string) bool {
	if !howOften.MatchString(n) {
		return false
	}
	return !bulkClaims.MatchString(howOften.ReplaceAllString(n, " | "))
}
