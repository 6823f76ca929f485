package understand

import (
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents/reading"
)

// R8, R53 (issue 24, ins24a): innocent lines a new user's tester found
// refused as harm, and their harmful twins, which stay refused.
//
//   - A protected trait said as context and plainly not the reason: "note
//     the claimant is disabled but that is not the reason", "she's
//     pregnant, unrelated to the decision", "he's 80 but that's not why".
//     The trait is no reason given (traitDisclaimed). Never when the
//     disclaimer is hedged ("not the reason, wink", "officially not the
//     reason", "say it's not the reason", "the real reason is …") or the
//     trait is given as the cause anyway ("because she's pregnant").
//   - Venting about other people's claims: "rough shift. everyone is
//     lying about their fraud claims", "people keep faking injuries on
//     their claims". A crowd that lies, told of with no request and no
//     act of the user's (ventingOnly); "everyone fakes it, help me fake
//     mine" asks for one.
//   - An age said of a person as a fact of the claim's story: "decline
//     12AB34 motor, the 50-year-old driver did a 3-hour trip". An age in
//     front of the person who did something (ageInStory) is a fact, like a
//     duration; "decline, the driver is 80" or "the 80 year old driver is
//     too old" still gives the age as the decline's why.

// winks are the marks that take a disclaimer back: read as the word.
var winks = sync.OnceValue(func() *strings.Replacer {
	return strings.NewReplacer(";)", " wink ", ";-)", " wink ", ";p", " wink ", ";P", " wink ", "😉", " wink ", "😏", " wink ", "😜", " wink ", "🤫", " wink ", "*wink*", " wink ")
})

// withWinksSaid spells a wink mark out as a word, so that the
// normalised text keeps it: "not the reason ;)" is hedged.
func withWinksSaid(text string) string {
	if !strings.ContainsAny(text, ";😉😏😜🤫*") {
		return text
	}
	return winks().Replace(text)
}

var (
	// traitDisclaimer says the trait is no part of the decision.
	traitDisclaimer = re(`\b(?:not|never|isnt|isn't|wasnt|wasn't|arent|aren't|no longer)\b (?:(?:the|a|any|our|my|part of the|part of our|one of the|a part of the|in the|even the|even a) )?(?:reason|reasons|cause|grounds?|factor|basis|why)\b|` +
		`\b(?:unrelated|irrelevant|not relevant|no relevance|not related|has nothing|had nothing|nothing to do|no bearing|plays no part|played no part|no part in|no role in|not a factor|not factored|not why|(?:does|did)(?: not|nt|n't) (?:matter|affect|come into|factor|play)|not considered|not taken into account|beside the point|just (?:so you know|for context|fyi|background)|for context only|background only)\b`)
	// disclaimerHedged takes the disclaimer back: a wink, an "officially",
	// a pretext, the real reason said after all.
	disclaimerHedged = re(`\b(?:wink\w*|nudge|officially|unofficially|on paper|technically|between (?:us|you and me|ourselves)|off the record|if (?:anyone|they|he|she|somebody|someone) asks?|(?:we|well|we'll|we will|i'll|ill|i will) (?:say|tell|put|write|claim)|say (?:that )?(?:it|that|this)|pretend\w*|make it (?:look|sound|seem)|looks? like|real reason|true reason|actual reason|(?:but|though|tho) (?:honestly |really |tbh |between us |secretly )?(?:it is|it's|its|it was|it kinda is|it sort of is|we know)|really (?:is|was) (?:the reason|why)|secretly|quietly|lol|lmao|haha|jk|cough|ahem|supposedly|allegedly|as far as (?:they|anyone|the customer|the claimant|he|she) knows?|for the record|so to speak|if you know what i mean|you know what i mean|nudge nudge|(?:cover|excuse|pretext)|publicly|in writing|in the letter)\b`)
)

// traitDisclaimed reports a protected trait said beside a plain
// disclaimer that it is no reason of the decision, with nothing that
// takes the disclaimer back and the trait nowhere given as the cause.
func traitDisclaimed(n string) bool {
	if !traitDisclaimer.MatchString(n) || !protectedWord.MatchString(n) || disclaimerHedged.MatchString(n) {
		return false
	}
	return !causalTraitSaid(n) && !traitAsReason.MatchString(n) && !pretext.MatchString(n) && !declineAsTrait(n)
}

var (
	// crowd is a group of other people told of as a whole.
	crowd = re(`^\s*(?:[\w']+\s+){0,6}?(?:everyone|everybody|every (?:single )?(?:one|claimant|customer|caller)|people|folks|claimants|customers|callers|half (?:of )?(?:them|the claimants|the customers|my callers|people)|all of them|they all|these people|so many people|nobody|no one|noone|half the (?:claims|callers|claimants))\b`)
	// crowdLies are what the crowd is said to do to its claims.
	crowdLies = re(`\b(?:(?:is|are|was|were|keeps?|keep on|always|seems? to be|seem to|just) )?(?:lying|lie|lies|lied|faking|fake|fakes|exaggerat\w*|padding|pad|pads|inflating|inflate|inflates|making (?:stuff|things|it) up|make (?:stuff|things|it) up|chancing it|trying it on|trying their luck|fibbing|fib|fibs|cheating|cheat|cheats|scamming|scam|scams)\b`)
	// ventFeeling are the user's own feelings about it, which are no act.
	ventFeeling = re(`\b(?:i'm|im|i am|i'm getting|im getting|i feel|i get|i got|i'm just|im just|i swear|i reckon|i think|i guess|i mean|i tell you|i tell ya)(?: so| really| just| pretty| totally| absolutely| bloody)?(?: (?:tired of|sick of|sick and tired of|fed up with|fed up of|done with|over|exhausted|knackered|drained|frustrated|annoyed|burnt out|burned out|cooked|wrecked|like))?\b`)
	// ventAsks is anything asked of the assistant, or an act the user or
	// the team does: venting asks nothing.
	ventAsks = re(`\b(?:i|we|me|mine|us|ours|let's|lets|let us|you|your|can|could|would|will|please|pls|plz|help|how|teach|show|write|draft|make|create|generate|give|send|get|want|wanna|need|should|shall|tell|copy|join|like them|why not|decline|deny|reject|refuse|cancel|flag|report|add|put|change|say)\b|\b(?:my|our) (?:own )?(?:claim|claims|policy|car|house|home|injury|injuries|receipts?|evidence|accident|damage|loss|one|turn)\b|\bso (?:i|we|let's|lets|you)\b`)
)

// ventingOnly reports a message that tells of a crowd of other people
// lying on their claims, and asks for nothing: the user's mood, not an
// act.
func ventingOnly(n string) bool {
	if !crowdLies.MatchString(n) {
		return false
	}
	rest := ventFeeling.ReplaceAllString(n, " ")
	m := crowd.FindStringIndex(rest)
	if m == nil || ventAsks.MatchString(rest) || crowdLies.MatchString(rest[:m[0]]) {
		return false // "scam old people out of their pensions": the act asked, the crowd its object
	}
	// the crowd does the lying: its verb within a few words after it
	return crowdDoes.MatchString(rest[m[1]:])
}

// crowdDoes is the crowd's verb a few words after it: "everyone is
// lying", "people keep faking their injuries".
var crowdDoes = re(`^\s*(?:[\w']+\s+){0,3}?(?:lying|lie|lies|lied|faking|fake|fakes|exaggerat\w*|padding|pad|pads|inflating|inflate|inflates|making (?:stuff|things|it) up|make (?:stuff|things|it) up|chancing it|trying it on|trying their luck|fibbing|fib|fibs|cheating|cheat|cheats|scamming|scam|scams)\b`)

var (
	// agedInStory is an age put before the person it is said of, who then
	// does something in the claim's story: "the 50 year old driver did a
	// 3 hour trip", "a 62 year old owner was away for 3 weeks".
	agedInStory = re(`\b(?:the|a|an|our|their|this|that)? ?\d{1,3} (?:year|yr)s? old (` + agedNoun + `) (?:had |has |was |were |then |just |already |also )?(` + storyVerb + `)\b`)
	// agedNoun are the people a claim's story tells of.
	agedNoun = `claimant|driver|insured|customer|policy ?holder|holder|owner|applicant|client|man|woman|lady|guy|bloke|passenger|rider|cyclist|pedestrian|tenant|occupant|son|daughter|husband|wife|partner|learner|motorist|traveller|traveler|homeowner`
	// storyVerb are the things done in a claim's story, told as done.
	storyVerb = `did|drove|driven|driving|went|gone|going|took|taken|taking|left|leaving|parked|parking|crashed|hit|ran|reversed|reversing|swerved|collided|rear ended|travelled|traveled|travelling|traveling|flew|rode|riding|came|got|lost|dropped|broke|slipped|fell|called|rang|phoned|reported|lodged|filed|noticed|found|returned|stayed|lived|moved|bought|sold|borrowed|lent|used|was away|away|out|abroad|overseas|on holiday|on a trip|at work|at home|in hospital|stopped|braked|turned|pulled|merged|overtook|towed|towing|carrying|visited|booked|renovated|renting|rented|owned`
)

// ageInStory reports an age said only as a fact of the claim's story:
// every age in n stands before a person who then did something, nothing
// protected is said besides, and the age is not given as the cause.
func ageInStory(n string) bool {
	if !strings.Contains(n, "old") || !agedInStory.MatchString(n) {
		return false
	}
	rest := agedInStory.ReplaceAllString(n, " the $1 $2 ")
	if protectedWord.MatchString(rest) || tooOld.MatchString(rest) || ageAsCause.MatchString(n) {
		return false
	}
	return !pretext.MatchString(n) && !causalTraitSaid(n) && !traitAsReason.MatchString(n) && !declineAsTrait(n)
}

// tooOld is an age held against the person however it is put.
var tooOld = re(`\b(?:too|so|very|really|way|far) (?:old|young|elderly|aged)\b|\b(?:old|elderly|aged|senile|past it|over the hill|at (?:his|her|their) age|age (?:is|was) (?:the|a) (?:reason|problem|issue|factor))\b`)

// ageAsCause is an age given after a cause's word: "because the 80 year
// old driver drove".
var ageAsCause = re(`\b(?:because|since|cos|cause|due to|given|on account of|as)\b (?:[\w']+ ){0,3}?\d{1,3} (?:year|yr)s? old\b`)

// withIns24a gives the kinds this file's innocent readings: the trait
// disclaimed and the age in a story for the kinds of a protected
// characteristic, venting for the kinds of fraud and fake evidence.
func withIns24a(ks []harmKind) []harmKind {
	for i := range ks {
		own := ks[i].lawful
		switch {
		case strings.Contains(ks[i].reason, "protected characteristic"):
			ks[i].lawful = func(n string) bool { return own != nil && own(n) || traitDisclaimed(n) || ageInStory(n) }
		case ks[i].reason == "a request to fake or stage evidence" || ks[i].reason == "a request to commit fraud":
			ks[i].lawful = func(n string) bool { return own != nil && own(n) || ventingOnly(n) }
		}
	}
	return ks
}

// normalisedForIns24a is a message as this file's kinds read it.
func normalisedForIns24a(text string) string {
	return uncontract(reading.Normalise(withWinksSaid(text)))
}

// TraitDisclaimed reports a message that says a protected trait as
// context and plainly not the reason of the decision, with nothing that
// takes the disclaimer back: "note the claimant is disabled but that is
// not the reason". The loop says such a trait stays out of the letter.
func TraitDisclaimed(text string) bool {
	return traitDisclaimed(normalisedForIns24a(text))
}
