package understand

// A document's validity described with a country word is a lawful ground
// (issue 24, round 30's ins33). "the driver held only a foreign licence
// that was not valid in this country at the time" was refused as a
// decline for origin, and the letter withdrawn. The country word there
// says where a licence, a permit, a registration or a document comes
// from, and the ground is that the document was not valid, expired or
// not recognised: no trait of the person. The origin of the person ("he's
// foreign", "she's not from here", "because he was born abroad") stays a
// trait, and so does asking for a pretext.

// countryWord is a word that says where a document comes from.
const countryWord = `(?:foreign|overseas|international|non ?(?:uk|us|eu|australian|british|domestic)|uk|u k|us|u s|usa|eu|european|british|american|australian|new zealand|nz|canadian|irish|french|german|spanish|italian|polish|romanian|indian|chinese|pakistani|nigerian|south african|interstate|out of state|out of country|other country's|another country's)`

// documentWord is a document whose validity is a policy ground.
const documentWord = `(?:(?:driving|drivers?|driver's|learner|provisional|full|car|motor|vehicle|work|residence|travel|identity|id)\s+)?(?:licen[cs]es?|permits?|registrations?|rego|plates?|number ?plates?|documents?|docs|paperwork|passports?|visas?|papers|idp|insurance|cover|certificates?|mot|roadworthy|warrant of fitness|wof)`

// documentOfCountry is such a document named with its country: "a foreign
// licence", "an international driving permit", "a licence from abroad",
// "a UK licence", "registration issued overseas".
var documentOfCountry = re(`\b` + countryWord + `\s+(?:issued\s+|driving\s+|drivers?\s+)?` + documentWord + `\b` +
	`|\b` + documentWord + `\s+(?:(?:was|were|is|that was|which was)\s+)?(?:from|issued|obtained|granted|got|gained)\s+(?:in\s+|by\s+)?(?:abroad|overseas|another country|a foreign country|a different country|other countries|outside (?:the )?(?:uk|us|eu|country|state)|` + countryWord + `(?:\s+(?:country|authorities|government|state))?)\b`)

// documentInvalid is the ground itself: the document was not valid, had
// expired, was not recognised, not accepted or not converted.
var documentInvalid = re(`\b(?:not|wasn't|wasnt|isn't|isnt|weren't|werent|aren't|arent|never|no longer|not yet)\s+(?:[\w']+\s+){0,2}(?:valid|recogni[sz]ed|accepted|converted|exchanged|transferred|current|in date|legal|allowed|permitted|eligible|registered)\b|\b(?:invalid|expired|lapsed|out of date|unrecogni[sz]ed|unregistered|revoked|suspended|cancelled|canceled|void|only valid|valid only|valid for (?:the first )?\d+|beyond (?:the )?\d+|more than \d+|over \d+|longer than|exceeded)\b`)

// traitOnlyADocument reports a message (normalised) whose protected words
// all name where a document comes from, that gives the document's
// validity as the ground, and asks for no pretext.
func traitOnlyADocument(n string) bool {
	if !documentOfCountry.MatchString(n) || !documentInvalid.MatchString(n) || pretext.MatchString(n) {
		return false
	}
	masked := documentOfCountry.ReplaceAllString(n, "documentnamed")
	return !protectedWord.MatchString(masked) && !neverATerm.MatchString(masked)
}
