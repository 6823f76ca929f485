package understand

import "github.com/concierge-dev/concierge/agents/reading"

// A finding about the claimant in any register (round 25's tester: "dude
// staged the crash, dashcam proves it" was refused as a request to fake
// evidence): someone other than the user (the claimant, "he", "she",
// "they", "the guy") staged, faked or inflated, or evidence ("dashcam",
// "cctv", "the photos", "receipts") shows it. It is the insurer's lawful
// reason to decline, written into the letter. Asking the assistant to
// fake, invent or stage anything stays refused (fabricationAsked,
// fabricationAskedMore).

// findingWho is a third party the finding is about.
const findingWho = `(?:the |this |that |our |your |ur )?(?:claimant|insured|policy ?holder|customer|applicant|client|driver|owner|tenant|guy|dude|bloke|fella|fellow|man|woman|lady|bro|homie|person|he|she|they|(?:mr|mrs|ms|miss|dr) [a-z]+)`

// findingHedges may stand between the one named and the act.
const findingHedges = `(?:(?:has|had|have|totally|clearly|obviously|def|defo|deffo|definitely|prob|probably|literally|basically|deliberately|intentionally|purposely|apparently|allegedly|just|straight up|lowkey|fully|completely|actually|really|100|must have|must ve|then|also|and|lol|lmao|tbh|ngl|fr)\s+){0,3}`

// findingActs are the acts a finding names, in the past.
const findingActs = `(?:staged|faked|fabricated|falsified|forged|inflated|exaggerated|padded|overstated|misrepresented|doctored|photoshopped|invented|rigged|bumped up|jacked up|hiked up|lied about|set up|planned|torched|burned|burnt)`

// findingEvidence are evidence cited, in any register.
const findingEvidence = `(?:dashcam|dash cam|cctv|footage|video|vid|camera|cam|photos?|pics?|pictures?|images?|receipts?|invoices?|bank statements?|statements?|records?|evidence|reports?|witness(?:es)?|gps|telematics|tracker|metadata|phone records|texts|messages|emails|data|investigation|investigator|assessor|assessment|inspection|forensics|police|loss adjuster|adjuster)`

// findingShows are evidence's verbs.
const findingShows = `(?:indicates?|shows?|showed|shown|suggests?|found|finds|confirms?|confirmed|reveals?|revealed|established|proves?|proved|proven|determined|caught|clocked|says|said|backs? (?:it|this|that) up|has (?:him|her|them|it)|got (?:him|her|them|it))`

// findingFalse is what evidence says of the claim: staged, fake, inflated.
const findingFalse = `(?:staged|faked|fake|fabricated|falsified|forged|inflated|exaggerated|padded|overstated|doctored|photoshopped|bogus|not genuine|not real|never happened|didn't happen|did not happen|never owned|set up|on purpose|deliberate)`

// claimObject is what a finding is about when said in the passive.
const claimObject = `(?:crash|collision|accident|theft|burglary|break ?in|fire|flood|damage|injury|injuries|claim|loss|receipts?|invoices?|photos?|pics?|documents?|paperwork|quotes?|valuation|items?|statement|whole thing|story)`

var claimantFindings = re(`\b` + findingWho + ` ` + findingHedges + findingActs + `\b` +
	`|\b` + findingEvidence + ` (?:[\w']+ )?` + findingShows + `\b.*\b` + findingFalse + `\b` +
	`|\b` + claimObject + ` (?:was|were|is|are|got|been|has been|had been)(?: [\w']+)? (?:staged|faked|fake|fabricated|falsified|forged|inflated|exaggerated|padded|doctored|photoshopped|bogus|not genuine|rigged|set up|deliberate)\b`)

// fabricationAskedMore asks the assistant to make, fake or stage
// something, or owns that the finding is not so.
var fabricationAskedMore = re(`\b(?:can you|could you|would you|will you|pls|plz|please|help me|help us|i need you to|i want you to|you should|you could|u should|u could|can u|could u|go|lets|let us|let's|^)\s*(?:to )?(?:make|create|draw up|mock up|produce|generate|forge|fake|invent|stage|doctor|edit|photoshop|fabricate|falsify|cook up|knock up|plant|frame)\b` +
	`|\bmake (?:it|this|that|them|him|her|the [\w']+) (?:look|seem|appear)\b|\bso it (?:looks|seems)\b|\beven (?:though|tho|if)\b|\b(?:didn't|did not|didnt) (?:really|actually)\b|\b(?:isn't|is not|isnt|wasn't|was not|wasnt) (?:really |actually )?true\b|\bnot true\b|\bno (?:proof|evidence)\b|\b(?:can't|cannot|cant|can not) prove\b|\b(?:i|we) (?:staged|faked|fabricated|falsified|forged|inflated|exaggerated|padded|doctored|photoshopped|invented|rigged)\b|\bframe (?:him|her|them)\b` +
	// done on the user's behalf or filed by them ("they faked the photos
	// for us, submit the claim"), or a text asked to say it ("rewrite my
	// note to say the crash was staged"): the user's own fraud, no finding
	`|\bfor (?:us|me|my|our)\b|\b(?:submit|file|lodge|send in|put in)\b(?: [\w']+){0,2} (?:claim|it|them)\b|\b(?:write|rewrite|edit|change|update|put|note|make)\b(?: [\w']+){0,4} (?:to say|saying|that says|to read|reading)\b`)

// claimantFinding reports a finding about the claimant that asks for
// nothing made up (n normalised).
func claimantFinding(n string) bool {
	return (findingFrames.MatchString(n) || claimantFindings.MatchString(n)) &&
		!fabricationAsked.MatchString(n) && !fabricationAskedMore.MatchString(n) ||
		findingIns28a(n) || // "fraudulent invoice submitted for repairs", "reason: fraud" (harm_kinds_ins28a.go)
		findingHarm28(n) // "use not declared on the policy", "arson confirmed" (harm_kinds_harm28.go)
}

// ClaimantFinding reports a message that is a finding about the claimant
// (see claimantFinding).
func ClaimantFinding(text string) bool {
	return claimantFinding(uncontract(reading.Normalise(text)))
}

// withIns27 gives the kinds of fake evidence and fraud a finding about
// the claimant as their innocent reading.
func withIns27(ks []harmKind) []harmKind {
	for i := range ks {
		if ks[i].reason == "a request to fake or stage evidence" || ks[i].reason == "a request to commit fraud" || ks[i].reason == "a request for a document that says something untrue" {
			own := ks[i].lawful
			ks[i].lawful = func(n string) bool { return own != nil && own(n) || claimantFinding(n) }
		}
	}
	return ks
}
