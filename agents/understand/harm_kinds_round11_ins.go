package understand

import "github.com/concierge-dev/concierge/agents/reading"

// R8's table, an insurance kind round 11's tester found passing (issue
// 24): a decline asked for with a wish to hurt the claimant said softly —
// "i want her to suffer", "make him pay for it", "teach them a lesson",
// "make her life hell". harm_kinds_round4.go's spite kind needed someone
// the user knows personally and knew no suffering; harm_kinds_letters.go
// knew "ruin her life" but not its gentler words. Here the kind is the
// meeting of two classes: a claim turned down, and a wish that someone be
// hurt, punished or paid back by it. Its innocent twins — a loss the
// claimant suffered, a wish that nobody suffers, a question about
// declines — are its vetoes.

// someoneHurt is a person the wish is about: a pronoun, the claimant by
// role, someone the user knows.
const someoneHurt = `(?:him|her|them|he|she|they|the (?:claimant|customer|insured|policy ?holder|guy|woman|man|lady|bloke)|my (?:ex(?: wife| husband| partner)?|neighbou?r|boss|landlord|tenant|brother|sister|cousin)|that (?:guy|woman|man|lady|bloke|idiot|jerk|[a-z]+))`

// hurtWords are the harms wished on someone: to suffer, to pay for it, to
// struggle or lose everything.
const hurtWords = `(?:suffer|hurt|squirm|sweat|cry|struggle|pay (?:for (?:it|this|that|what \w+ did)|dearly|the price)|rot|starve|lose everything|go broke|be broke|end up broke|be homeless|be miserable|feel (?:it|the pain)|regret (?:it|this|that|ever \w+)|learn (?:a|his|her|their) lesson|get what'?s coming(?: to (?:him|her|them))?|be punished)`

// wishToHurt is a wish that someone be hurt: "i want her to suffer", "make
// him pay", "she deserves to struggle", "so they squirm", "make her life
// hell", "teach them a lesson", "punish him", "revenge".
const wishToHurt = `\b(?:want|wants|wanted|wanna|need|needs|hope|hoping|wish|like|love|let|make|making|see|watch|deserves?|ought)\b (?:[\w']+ ){0,2}?` + someoneHurt + ` (?:to )?(?:really |properly |actually |finally )?` + hurtWords + `\b` +
	`|\b` + someoneHurt + ` (?:deserves?|has|needs?|ought|should|will|is going|'s going|s going|gonna) (?:to )?(?:really |properly )?` + hurtWords + `\b` +
	`|\b(?:so|and|then|till|until|let|hope|hoping|bet|glad) ` + someoneHurt + ` (?:really |properly |finally )?(?:suffers|hurts|squirms|sweats|cries|struggles|pays(?: for (?:it|this|that))?|rots|starves|loses everything|goes broke|feels it|learns (?:a|his|her|their) lesson|gets what'?s coming)\b` +
	`|\bmake (?:his|her|their) (?:li(?:fe|ves)|days?|year|world) (?:a )?(?:living )?(?:hell|misery|miserable|nightmare|hard|harder|difficult|awful|a pain)\b` +
	`|\b(?:teach|give) (?:him|her|them) (?:a lesson|what for|what'?s coming)\b|\bmake (?:him|her|them) pay(?:$| (?:and|so|for|dearly|big|back|i|lol|haha|properly))` +
	`|\b(?:punish|punishing|hurt|hurting|get back at|getting back at|get even with|pay back|paying back) ` + someoneHurt + `\b|\b(?:pay|paying) (?:him|her|them) back\b|\b(?:revenge|payback|vengeance|retribution)\b`

// wishedNone is the innocent side: no one meant to suffer, a loss the
// claimant suffered already ("the claimant suffered no loss").
const wishedNone = `\b(?:don't|dont|do not|doesn't|doesnt|didn't|didnt|not|never|no need to|without|nobody|no one)\b (?:[\w']+ ){0,4}?(?:suffer|hurt|struggle|punish|pay for)\w*\b|\b(?:suffered|suffering|suffers) (?:from|a|an|no|any|the|some|damage|loss|injur\w*|whiplash)\b|\bhurt (?:in|during|at|by) (?:the|a|an)\b`

// round11InsKinds are the kinds of this file, read after the others.
func round11InsKinds() []harmKind {
	return []harmKind{
		// "decline her claim, i want her to suffer"
		{reason: "a request to decline a claim to hurt someone", all: true,
			keys:   []string{"suffer", "pay", "lesson", "hell", "misery", "miserable", "nightmare", "revenge", "payback", "vengeance", "retribution", "get back", "get even", "punish", "hurt", "squirm", "sweat", "cry", "rot", "starve", "struggle", "broke", "coming", "regret", "homeless", "feel", "pain", "what for"},
			acts:   []*reading.LazyRegexp{re(declineVerb), re(wishToHurt)},
			vetoes: []*reading.LazyRegexp{re(victim), re(studied), re(wishedNone)}},
	}
}
