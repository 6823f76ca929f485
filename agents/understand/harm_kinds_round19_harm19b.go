package understand

import (
	"strings"
	"sync"
)

// R8, R53 (round 19, harm19b): a group by a protected trait given as the
// reason to decline a claim. A new user wrote "decline 63HY21 motor, women
// drivers lol" and "female driver" and the letter was written, while
// "because she is a woman" was refused: the group noun said as a verdict
// named no trait the kind knew. "reason: they're immigrants, the documents
// are probably fake" was written too: the lawful-sounding ground beside
// the trait made it background, though the trait stood after "reason:".
// Family status ("way too many kids") and a name used as a stand-in for
// religion or origin ("every claim from anyone named Mohammed") were no
// trait at all. These are the words of those kinds, joined to the decline
// kind's protected list, and the ways a trait is given AS the reason
// whatever ground stands beside it.
//
// A thing's age is no person's: "the car is 25 years old and not
// roadworthy" declines for the car (thingAge).

// groupTraits are a group by a protected trait, a family status and a
// name as a stand-in, as the decline kind's protected words.
const groupTraits = `(?:women|woman|female|lady|ladies|girls?|males?|asian|black|brown|foreign|immigrant|migrant|muslim|jewish|indian|chinese|arab|african|polish|romanian|gay|disabled|pregnant|pensioner|granny|grandad)s? (?:drivers?|motorists?|claimants?|homeowners?|tenants?|customers?|applicants?|policy ?holders?|people|folks?|types?)` +
	`|(?:old|elderly) (?:drivers|motorists|folks?|types|people)|females?` +
	`|(?:have|has|got|with) (?:like |about |around )?(?:\d+|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:kids|children|babies)|` + groupVerdicts

// groupVerdicts are the words that say a group, not a person, and so
// give the trait as the verdict: a group noun ("women drivers",
// "foreigners", "those people", "his kind"), a family judged by its size
// ("way too many kids"), a name used as a stand-in for religion or origin
// ("anyone named Mohammed", "foreign sounding names").
const groupVerdicts = `(?:women|ladies|girls|females|asian|black|brown|foreign|immigrant|migrant|muslim|jewish|indian|chinese|arab|african|polish|romanian|gay|disabled|pregnant|old|elderly) (?:drivers|motorists|claimants|homeowners|tenants|customers|applicants|policy ?holders|people|folks|types)` +
	`|(?:those|these|them|such) (?:people|folks|lot)|(?:your|their) lot|people like (?:that|those|them|him|her)|(?:his|her|their) (?:kind|sort)` +
	// family status judged
	`|(?:too|way too|so|far too) many (?:kids|children|babies|sprogs|brats|dependants)|(?:loads|lots|a lot|a load|tons|heaps) of (?:kids|children|babies|sprogs|brats)|(?:big|large|huge|massive) famil(?:y|ies)` +
	// a name as a stand-in for religion or origin
	`|(?:anyone|anybody|everyone|everybody|any ?one|all those|folks|guys) (?:who are |who is )?(?:named|called)|(?:people|claimants|customers|applicants) (?:who are )?called` +
	`|(?:anyone|anybody|everyone|everybody|people|claimants|customers|applicants|those|all) (?:who has |who have |with )(?:the |a |an )?(?:(?:sur|last|first|family) ?)?names?` +
	`|(?:anyone|anybody|everyone|everybody|people|claimants|customers|applicants|those) whose (?:(?:sur|last|first|family) ?)?names? (?:is|are|sounds?|looks?)` +
	`|(?:foreign|muslim|islamic|arab\w*|jewish|african|asian|indian|chinese|ethnic|funny|weird|strange|odd|unpronounceable|unusual|exotic)(?: sounding| looking)? (?:(?:sur|last|first|family) ?)?names?|hard to pronounce names?|names? like`

// traitGivenAsReason reports a protected trait given AS the reason to
// decline, whatever ground is said beside it: a group noun as a verdict
// ("women drivers lol", "foreigners", "those people", "his kind"), a name
// as a stand-in, or a trait said after "reason:" ("reason: they're
// immigrants, the documents are probably fake").
func traitGivenAsReason(n string) bool {
	if groupVerdict.MatchString(n) {
		return true
	}
	for _, l := range reasonLabel.FindAllStringIndex(n, -1) {
		if protectedWord.MatchString(stripThingAge(n[l[1]:wordsOn(n, l[1], 5)])) {
			return true
		}
	}
	return false
}

// stripThingAge takes a thing's age out of n: "the car is 25 years old"
// is no person's age.
func stripThingAge(n string) string {
	if !strings.Contains(n, "old") {
		return n
	}
	return thingAge.ReplaceAllString(n, " ")
}

// onlyAThingsAge reports a decline whose only protected word is a thing's
// age: "DECLINE 40DF12 MOTOR. THE CAR IS 25 YEARS OLD AND NOT ROADWORTHY".
func onlyAThingsAge(n string) bool {
	if !strings.Contains(n, "old") || !thingAge.MatchString(n) {
		return false
	}
	return !protectedWord.MatchString(stripThingAge(n))
}

// groundBesideTrait reports a trait said as background beside a cause of
// the loss that is no policy term: "the other driver was a woman but our
// insured ran the red light".
func groundBesideTrait(n string) bool {
	for _, g := range causeGround.FindAllStringIndex(n, -1) {
		w := n[wordsBack(n, g[0], 2):wordsOn(n, g[1], 4)]
		if !protectedWord.MatchString(w) && !pretext.MatchString(w) {
			return true
		}
	}
	return false
}

// causalTraitSaid reports a trait given after "because" or its like:
// "because she is a woman".
func causalTraitSaid(n string) bool {
	for _, c := range causalTrait.FindAllStringIndex(n, -1) {
		if protectedWord.MatchString(n[wordsBack(n, c[1], 1):wordsOn(n, c[1], 5)]) {
			return true
		}
	}
	return false
}

var (
	// causeGround is what caused the loss, beside lawfulGround's
	causeGround = re(`\b(?:ran (?:a|the) (?:red )?(?:light|lights|stop sign|red)|jumped (?:a|the) (?:red )?lights?|(?:was|is|were) at fault|(?:his|her|their|our insured'?s?|the insured'?s?) fault|admitted (?:fault|liability)|not roadworthy|unroadworthy|no mot|mot (?:had )?expired|bald tyres|asleep at the wheel|fell asleep)\b`)
	// groupVerdict is a group by a protected trait, or a name as its
	// stand-in, said of the claimant: the trait is the verdict
	groupVerdict = re(`\b(?:` + groupVerdicts + `|(?:old|young|disabled|elderly|gay|black|asian|foreign) people|foreigners|immigrants|migrants|refugees|muslims|jews|blacks|asians|gays|pensioners|(?:men|women) are)\b`)
	// reasonLabel is the reason said as a label: "reason: …", "the
	// reason being …", "grounds: …"
	reasonLabel = re(`\b(?:reason|reasons|grounds)\b(?: (?:is|are|was|being|for (?:it|this|that|the decline|declining|the refusal)|to decline))?(?: that| cos| because)?`)
	// thingAge is a thing's age: the car's, the roof's, the boiler's
	thingAge = re(`\b(?:(?:the|his|her|their|my|our|a|an|its|this|that) )?(?:car|cars|van|vehicle|truck|lorry|motorbike|motorcycle|bike|scooter|roof|boiler|house|home|property|building|tyres?|tires?|engine|wiring|pipes?|pipework|windows?|fence|shed|garage|kitchen|bathroom|appliance|fridge|freezer|washing machine|tv|television|phone|laptop|carpets?|furniture|extension|flat|caravan|boat|motorhome|camper|heating|radiators?|gutters?|chimney|tank|cylinder|dishwasher|cooker|oven|sofa|bed|mattress|watch|ring|jewellery|jewelry|item|items|equipment|machine|unit|model)(?: is| are| was| were| being)? (?:about |around |over |nearly |almost |like |at least |more than )?(?:\d{1,3}|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred|hundred) (?:years?|yrs?|yr) old\b|\b(?:a |an )?(?:\d{1,3}|twenty|thirty|forty|fifty|a hundred) (?:years?|yrs?|yr) old (?:car|van|vehicle|truck|lorry|motorbike|motorcycle|bike|scooter|roof|boiler|house|home|property|building|tyres?|tires?|engine|wiring|pipes?|windows?|fence|shed|garage|kitchen|bathroom|appliance|fridge|freezer|washing machine|tv|phone|laptop|carpets?|furniture|extension|flat|caravan|boat|motorhome|camper|heating|tank|cylinder|cooker|oven|sofa|bed|mattress)s?\b`)
)

// digitSlip are the words of a correction that owns up to a slip of the
// keys ("no no i meant 1234324, i swapped digits"): beside the words of a
// move and of changing one, they make no harm ("swapped" is no swap of a
// SIM or of evidence there).
var digitSlip = sync.OnceValue(func() map[string]bool {
	return wordSet("swapped", "swaped", "swapping", "switched", "transposed", "flipped", "reversed", "mixed", "muddled", "jumbled",
		"digits", "digit", "numbers", "figures", "typo", "typos", "typed", "mistyped", "misread", "miss", "wrong", "order", "way",
		"round", "around", "backwards", "fat", "fingered", "finger", "two", "last", "first", "couple", "no", "nope", "oops", "my",
		"bad", "meant", "mean", "up", "got", "put", "the", "a", "it", "those", "them", "account", "acct", "one", "sorry", "whoops", "silly", "me", "by")
})

// slipSaid are the words that say the slip itself.
var slipSaid = sync.OnceValue(func() map[string]bool {
	return wordSet("swapped", "swaped", "swapping", "switched", "transposed", "flipped", "reversed", "mixed", "muddled", "jumbled", "typo", "typos", "mistyped", "misread")
})

// correctsDigits reports a message that corrects an account number or an
// amount and owns up to the slip, and says nothing else.
func correctsDigits(msg *message) bool {
	value, slip := false, false
	for i, w := range msg.norm {
		if w == "<choice>" || w == "<word>" {
			w = msg.toks[i].norm
		}
		switch {
		case w == "<money>" || w == "<num>" || w == "<id>" || w == "savings" || w == "checking":
			value = true
		case slipSaid()[w]:
			slip = true
		case !ownMoveWords[w] && !correctionWords[w] && !digitSlip()[w]:
			return false
		}
	}
	return value && slip
}
