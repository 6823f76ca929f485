package understand

// The user's own data removed, or an entry made twice taken out (R53;
// issue 24 round 16). "delete the duplicate claim from the system",
// "wipe my data from your system" and "remove my details under gdpr"
// were refused by the trained classifier, which hears "delete", "wipe"
// and "system" as hiding records. A request to remove what is the
// user's own (their personal data, details, profile) or an entry there
// by mistake (a duplicate, a double, one made twice) hides nothing: the
// classifier's general refusal does not stand for it. R8's table judges
// the message before, and a message that names someone else's records,
// an audit, evidence, logs, a flag or a reason to keep it from someone
// ("so the auditor can't see") is still refused.

import "github.com/concierge-dev/concierge/agents/reading"

var (
	// removalAsked is a removal asked for: the verb, then what goes.
	removalAsked = reading.Lazy(`(?i)\b(?:delete[ds]?|deleting|remove[ds]?|removing|erase[ds]?|erasing|wipe[ds]?|wiping|clear(?:ed)?|purge[ds]?|scrub(?:bed)?|get rid of|take|taken|drop(?:ped)?|cancel(?:led)?|withdraw)\b`)
	// ownOrDuplicate is what the removal is of: the user's own data, or
	// an entry there twice or by mistake.
	ownOrDuplicate = reading.Lazy(`(?i)\b(?:(?:all )?(?:of )?(?:my|our) (?:own )?(?:personal |private |customer |contact )?(?:data|details|information|info|profile|account details|contact details|personal data)|(?:duplicate|duplicated|double|doubled|repeated|extra|accidental|mistaken|second|identical)(?: \w+)? (?:claims?|entr(?:y|ies)|payees?|notes?|records?|requests?|payments?|transfers?|ones?|copy|copies|submissions?)|(?:claims?|entr(?:y|ies)|payees?|notes?|records?|requests?|payments?|transfers?) (?:i |we )?(?:made|entered|submitted|filed|added|sent|put in) (?:twice|two times|by mistake|in error|by accident|accidentally)|gdpr|data protection|right to be forgotten)\b`)
	// hideIntent names whose records they are, or why they should go:
	// then the removal may hide something, and the classifier's word stands.
	hideIntent = reading.Lazy(`(?i)\b(?:his|her|their|someone|somebody|another|other (?:customers?|people|users?)|customers'?|[a-z]+'s (?:data|details|claim|record|account))\b|\b(?:so (?:that )?(?:nobody|no one|noone|they|he|she|the \w+|anyone|it)|before (?:the |an? |my )?(?:\w+ )?(?:audit|investigation|inspection|review|police|insurer|court|inquiry|hearing|trial))\b|\b(?:audit\w*|investigat\w*|evidence|fraud\w*|trace\w*|logs?|history|flags?|cover\w*|hid\w*|conceal\w*|police|court|tax\w*|regulator|compliance|warning|strikes?|convictions?|arrears|defaults?|debts?|transactions?|payments? (?:to|from)|without (?:anyone|them|him|her) know\w*|never existed|no record)\b`)
)

// removesOwnOrDuplicate reports a message that asks to remove the user's
// own data or an entry there by mistake, and names no one else's records
// nor any reason to hide them.
func removesOwnOrDuplicate(text string) bool {
	return removalAsked.MatchString(text) && ownOrDuplicate.MatchString(text) && !hideIntent.MatchString(text)
}
