package understand

import "github.com/concierge-dev/concierge/agents/reading"

// A thing's origin is a fact, a person's is a trait (issue 24, ins34).
// "decline claim 12AB34 motor, the parts are not from this country, they
// were imported without paying duty" was refused as a decline for origin:
// "from this country" is in the protected list because it is so often
// said of a person. Said of parts, goods, a car or its engine it says
// where a thing was made or bought, and the ground is the import (no
// duty paid, not type approved, a grey import): no trait of anyone. The
// origin of a person ("the driver isn't from this country", "she's not
// from here") stays a trait, and so does a thing's origin carried over to
// its owner ("the car isn't from here and neither is the driver").
// "Foreign" and "of foreign origin" said of a thing are its origin too
// (tryout 41, ins 34: "vehicle was an unregistered import of foreign
// origin, not roadworthy" was refused as national origin); said of the
// person, or of the thing's owner or driver, they stay a trait.

// thingWord is a thing whose origin may be a policy ground.
const thingWord = `(?:(?:spare |replacement |car |engine |body |aftermarket |second ?hand |used )?(?:parts?|components?|goods|stock|items?|products?|merchandise|materials?|timber|tiles?|fittings?|cargo|shipment|consignment|vehicles?|cars?|vans?|trucks?|lorry|motorbikes?|motorcycles?|bikes?|scooters?|boats?|caravans?|engines?|gearbox|tyres?|tires?|wheels?|furniture|equipment|machinery|machines?|appliances?|phones?|laptops?|watch(?:es)?|jewell?ery|stuff|things|model|unit|imports?))`

// thingFrom is a thing said to come from elsewhere: "the parts are not
// from this country", "goods from abroad", "an engine bought overseas",
// "the car was imported", "foreign made parts", "a grey import".
var thingFrom = re(`\b(?:(?:the|these|those|its|his|her|their|some|all|any|a|an|my|our|this|that) )?` + thingWord +
	`(?: (?:[\w']+ ){0,2}?(?:is|are|was|were|'s|'re|s|re|being|been|came|come|comes|had been|have been|has been))?(?: (?:not|n't|never|isn'?t|aren'?t|wasn'?t|weren'?t|originally|all|both))* ?` +
	`(?:(?:originally )?(?:from|made|built|sourced|bought|purchased|manufactured|produced|shipped|brought|ordered|got|imported|smuggled)(?: in| over)?(?: from| in)? (?:(?:a)?round |in )?(?:here|this country|these parts|this area|locally|abroad|overseas|another country|a foreign country|a different country|outside (?:the )?(?:uk|us|eu|country|state))|imported|smuggled(?: in)?|shipped in|brought in|grey imports?|gray imports?|parallel imports?|(?:an? )?(?:[\w']+ )?(?:foreign|overseas)(?: made| built| registered| plated| sourced| origin)?|of (?:[\w']+ )?(?:origin|manufacture|make))\b` +
	`|\b(?:foreign|imported|overseas|non ?(?:uk|us|eu))(?: made| built| sourced| manufactured| origin| registered| plated)? ` + thingWord + `\b` +
	`|\b(?:a |an )?(?:grey|gray|parallel) imports?\b`)

// originCarried is a thing's origin carried to a person, a protected
// word of the decline kind: "the car isn't from here and neither is the
// driver", "it's imported and so is he".
const originCarried = `(?:(?:not|\w*n'?t|never) (?:originally )?(?:from|made|built) (?:(?:a)?round |in )?(?:here|this country|these parts|this area|the area|locally)|imported|foreign(?: made| built)?|from (?:abroad|overseas)) (?:[\w']+ ){0,2}(?:and |but )?(?:neither|nor|so|same) (?:is|are|was|were|goes for|with|for|does|do) (?:the |its |his |her |their )?(?:driver|claimant|owner|insured|policy ?holder|customer|client|he|she|they|him|her|them|family|wife|husband)`

// personToo is the thing's origin carried to a person beside it.
var personToo = re(`\b(?:neither|nor|so|same|like|as) (?:is |are |was |were |goes for |with |for |does |do )?(?:the |its |his |her |their )?(?:driver|claimant|owner|insured|policy ?holder|customer|client|he|she|they|him|her|them|family|wife|husband)\b` +
	`|\b(?:the |its |his |her |their )?(?:driver|claimant|owner|insured|policy ?holder|customer|client|family|wife|husband|keeper|rider) (?:is |was |are |were )?(?:too|as well|also)\b` +
	// the thing's person ("the owner of the car is of foreign origin",
	// "the car's driver is foreign"): the origin said is theirs
	`|\b(?:owner|driver|claimant|insured|policy ?holder|keeper|rider|family|people|person|man|woman|guy|lady)s? (?:of|in|with|from) (?:the |this |that |his |her |their |a |an )?` + thingWord + `\b|\b` + thingWord + `'?s (?:owner|driver|keeper|rider|family)\b`)

// traitOnlyAThing reports a message (normalised) whose protected words
// all say where a thing comes from, carried to no person, and that asks
// for no pretext.
func traitOnlyAThing(n string) bool {
	if !thingFrom.MatchString(n) || pretext.MatchString(n) || personToo.MatchString(n) {
		return false
	}
	masked := thingFrom.ReplaceAllString(n, "thingnamed")
	return !protectedWord.MatchString(masked) && !neverATerm.MatchString(masked)
}

// importFact is how a thing came in, told as done: "the parts were
// imported without paying duty", "the car was brought in illegally", "no
// duty was paid". Auxiliaries only ("was", "were", "came"): "get it
// imported without paying duty" asks for the act and is no fact.
const importFact = `\b(?:was|were|had been|have been|has been|been|got|came|come|arrived)\b (?:[\w']+ ){0,4}(?:without paying|without declaring|illegally|unlawfully|undeclared)\b` +
	`|\bno (?:import )?(?:duty|vat|customs duty|tax) (?:was |were |has been |had been )?(?:paid|declared)\b|\b(?:duty|vat|customs duty|import tax) (?:was |were |has |had )?(?:not|never) (?:been )?(?:paid|declared)\b|\bunpaid (?:import )?(?:duty|vat)\b`

// importFactInDecline is a decline that tells how the claimant's thing
// came in ("decline it, the parts were imported without paying duty",
// "the car was brought in illegally so reject it"), or such a fact said
// of a thing: the import is a ground the letter gives, not a request to
// evade duty or to pay for a crime.
var importFactInDecline = re(decide + `.*(?:` + importFact + `)|(?:` + importFact + `).*` + decide +
	`|\b` + thingWord + `\b (?:[\w']+ ){0,6}(?:` + importFact + `)`)

// thingGroundCues are the classifier's cue classes a decline on a
// thing's origin or import may hold: the decline, the money, and the
// import's own words (smuggled, without paying duty). Any other (a
// threat, a forgery, someone else's account) leaves the refusal standing.
const thingGroundCues = 1<<cueDecline | 1<<cueMoney | 1<<cueCrime | 1<<cueEvade | 1<<cueHide | 1<<cueProtected

// thingGroundOnly reports a decline (raw text) whose ground is a thing's
// origin or how it came in, with no trait of a person and no pretext.
func thingGroundOnly(text string) bool {
	n := uncontract(reading.Normalise(text))
	if !declineWord.MatchString(n) || pretext.MatchString(n) || personToo.MatchString(n) {
		return false
	}
	if !thingFrom.MatchString(n) && !importFactInDecline.MatchString(n) {
		return false
	}
	masked := importFactInDecline.ReplaceAllString(thingFrom.ReplaceAllString(n, "thingnamed"), "factnamed")
	return !protectedWord.MatchString(masked) && !neverATerm.MatchString(masked)
}

// declineWord is a decline, typos of the verb too ("declien", "rejct").
var declineWord = re(decide + `|\b(?:decl\w*|declien\w*|rej\w*|dney|dny)\b`)
