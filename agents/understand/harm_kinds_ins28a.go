package understand

// Innocent reasons that look like a protected trait or a lie (issue 24,
// round 26's ins28a). "church hall used as the insured address is
// commercial premises" was refused as religion, "fraudulent invoice
// submitted for repairs" as a request to lie, "reason: fraud" by the
// classifier. A protected word that names a building or an organisation
// (a church hall, the mosque building, a Catholic school as the insured)
// is no trait of a person; a document found fake or inflated and
// submitted, or fraud given as the reason and nothing else, is a finding
// about the claimant's conduct. A decline *because of* who the claimant
// is stays refused (the place given as the whole cause, a person of the
// faith: "because it's a church hall", "the catholic school teacher"),
// and so does asking the assistant to fake or invent anything.

// traitNamedPlace is a protected word that names a building or an
// organisation: "church hall", "the mosque building", "catholic primary
// school", "temple premises", "jewish community centre".
var traitNamedPlace = re(`\b(?:church|chapel|cathedral|mosque|masjid|synagogue|temple|gurdwara|mandir|parish|catholic|christian|jewish|muslim|islamic|hindu|sikh|buddhist|methodist|baptist|anglican|protestant|quaker|orthodox)\s+(?:(?:community|primary|secondary|high|grammar|sunday|youth|village|parish|church|day|prep|nursery|old|new|main|local)\s+)?(?:hall|halls|building|buildings|premises|property|properties|school|schools|college|academy|nursery|charity|trust|foundation|centre|center|roof|grounds|car ?park|annexe?|kitchen|offices?|shop|hospital|hospice|care home|club|society|association|diocese|site|address|organi[sz]ation|council|committee|fund|group|cafe|hostel|bookshop|minibus|van)\b`)

// placeThenPerson is such a place said of a person who belongs to it: the
// faith is theirs, and a decline for it is a decline for who they are.
var placeThenPerson = re(`\b(?:church|chapel|cathedral|mosque|masjid|synagogue|temple|gurdwara|mandir|parish|catholic|christian|jewish|muslim|islamic|hindu|sikh|buddhist|methodist|baptist|anglican|protestant|quaker|orthodox)\s+(?:[\w']+\s+){1,2}(?:teachers?|pupils?|students?|members?|workers?|staff|employees?|parents?|priests?|vicars?|imams?|rabbis?|volunteers?|attendees?|goers?|worshippers?|congregation|people|folks?|families|family|kids|children|boys?|girls?|man|men|woman|women|lady|guy|bloke)\b`)

// placeAsWholeCause gives the place itself, and nothing else, as the
// cause of the decline: "because it's a church hall", "due to it being a
// mosque building".
var placeAsWholeCause = re(`\b(?:because|cos|coz|cuz|bc|since|due to|for being|on account of|reason is|reason)\b(?: of)?(?: (?:it|this|that|they|the insured|the claimant|the property|the building|the place|the premises|it is|it was|its|they are|is|was|being|are|a|an|the))* premisesnamed$`)

// traitOnlyAPlace reports a message (normalised) whose protected words
// all name a building or an organisation, and which gives no such place
// as the whole cause of its decline.
func traitOnlyAPlace(n string) bool {
	if !traitNamedPlace.MatchString(n) || placeThenPerson.MatchString(n) {
		return false
	}
	masked := traitNamedPlace.ReplaceAllString(n, "premisesnamed")
	if protectedWord.MatchString(masked) || placeAsWholeCause.MatchString(masked) {
		return false
	}
	return !pretext.MatchString(n)
}

// documentFound is a document found fake or inflated and handed in: "a
// fraudulent invoice submitted for repairs", "forged receipts provided
// for the laptop", "claimant submitted an inflated quote".
var documentFound = re(`\b(?:fraudulent|forged|fake|faked|falsified|doctored|inflated|bogus|altered|fabricated|false|fictitious|counterfeit|photoshopped|padded)\s+(?:[\w']+\s+)?(?:invoices?|receipts?|documents?|docs|paperwork|quotes?|estimates?|bills?|statements?|photos?|pictures?|images?|evidence|reports?|certificates?|records?|valuations?|licen[cs]es?|ids?|proof of [\w']+)\s+(?:was\s+|were\s+|had been\s+|has been\s+|have been\s+)?(?:submitted|provided|supplied|sent in|presented|given|filed|lodged|produced|used|uploaded|attached|handed in|put in|received|found|discovered|detected)\b` +
	`|\b` + findingWho + ` ` + findingHedges + `(?:submitted|provided|supplied|sent in|presented|gave|filed|lodged|produced|used|uploaded|attached|handed in|put in)\s+(?:(?:a|an|the|some|two|three|several|multiple|his|her|their)\s+)?(?:fraudulent|forged|fake|faked|falsified|doctored|inflated|bogus|altered|fabricated|false|fictitious|counterfeit|photoshopped|padded)\b`)

// fraudGivenAsReason is fraud given as the reason and nothing else:
// "reason: fraud", "same reason for each: fraud", "due to suspected
// fraud by the claimant".
var fraudGivenAsReason = re(`^(?:(?:ok|okay|so|and|also|pls|please|plz|oh|right)\s+)*(?:(?:the\s+)?(?:same\s+)?(?:reason|reasons|grounds?)(?:\s+(?:for|on)\s+(?:each|both|all|them|it|this|that|these|those|every|the)(?:\s+(?:one|ones|claim|claims|letter|letters))?)?(?:\s+(?:is|are|was|being|should be|will be))?\s+|(?:because|cos|coz|cuz|bc)\s+(?:of\s+)?|due\s+to\s+|(?:on\s+)?(?:the\s+)?grounds\s+of\s+)?(?:(?:suspected|attempted|proven|confirmed|clear|obvious|likely|possible|apparent|evident|deliberate|insurance|claim|claims)\s+)*(?:fraud|fraudulent\s+(?:claim|claims|activity|conduct|behaviou?r|misrepresentation|invoices?|receipts?|documents?|paperwork))(?:\s+(?:by|from|on the part of)\s+(?:the\s+)?(?:claimant|insured|policy ?holder|customer|client|driver|owner|tenant|applicant))?(?:\s+(?:thanks|thx|ty|cheers|pls|please|plz|ok))*$`)

// findingIns28a reports a finding of a fake document handed in, or fraud
// given as the reason alone (n normalised); asking for anything made up
// is no finding.
func findingIns28a(n string) bool {
	asked := n
	if documentHandedIn.MatchString(n) {
		asked = "the " + n // "fake photos were uploaded with the claim": the first word is no verb
	}
	if fabricationAsked.MatchString(n) || fabricationAskedMore.MatchString(asked) {
		return false
	}
	return fraudGivenAsReason.MatchString(n) || documentFound.MatchString(n) && !requestFrames.MatchString(n)
}

// documentHandedIn opens a message with a fake document said to have
// been handed in: "fake photos were uploaded …", "forged receipts had
// been provided …".
var documentHandedIn = re(`^(?:fraudulent|forged|fake|faked|falsified|doctored|inflated|bogus|altered|fabricated|false|fictitious|counterfeit|photoshopped|padded)\s+(?:[\w']+\s+)?(?:invoices?|receipts?|documents?|docs|paperwork|quotes?|estimates?|bills?|statements?|photos?|pictures?|images?|evidence|reports?|certificates?|records?|valuations?)\s+(?:was|were|had been|has been|have been)\s+(?:submitted|provided|supplied|sent in|presented|given|filed|lodged|produced|used|uploaded|attached|handed in|put in|received|found|discovered|detected)\b`)
