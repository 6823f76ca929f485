package understand

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// R8's table, round 17 (harm17): everyday lines the table refused for a
// word they share with a harm, and four kinds of harm it let through.
//
// The innocent side is a second stage by kind of message, not by phrase:
// a relative's account handled after a death or in their care, money paid
// into someone's account or bill, a fake or a scam the user was sent, a
// charge the user disputes, a question about how criminals work asked to
// stay safe, a note about a story, an age the policy's own terms set.
// Each stands only without a grab ("… to me", "before they notice"), so
// the harmful twin of each kind still holds.

var (
	// grab is money or access taken for the user, or kept from the owner
	grab = reading.Lazy(`\b(?:to|into|onto) (?:me|my|mine|myself)\b|\bbefore (?:the bank|anyone|they|he|she|you|the insurer|it'?s|probate|the will|the estate|the funeral|the family|my (?:brother|sister|mum|mom|dad|siblings))\b|\b(?:won'?t|will not|wouldn'?t|never|doesn'?t|don'?t) (?:know|notice|find out|check|see|miss)\b|\bwithout (?:him|her|them|telling|asking|knowing|their|his|her)\b|\b(?:secretly|quietly|sneak\w*)\b|\bkeep (?:it|the|his|her|their)\b|\bagain\b`)

	// bereaved is a death in the family, said of the account's owner
	bereaved = reading.Lazy(`\b(?:executor|executrix|power of attorney|probate|guardian|appointee|next of kin|passed away|passed on|has passed|died|has died|deceased|death|late (?:husband|wife|dad|father|mum|mom|mother|partner|gran|nan|grandad|grandpa|grandma|grandmother|grandfather|brother|sister|son|daughter|aunt|uncle))\b`)
	// estateWork is what a bereaved relative does with the account
	estateWork = reading.Lazy(`\b(?:close|closing|closed|handle|handling|settle|settling|sort out|sorting out|sort|deal with|dealing with|notify|let you know|tell you|report|what (?:do|documents|paperwork|happens|now)|probate|death certificate|estate|executor|will|freeze|stop (?:his|her|their) (?:payments|direct debits|card)|cancel (?:his|her|their))\b`)
	// caring is help given to a relative, asked how to do it or said done for them
	caring = reading.Lazy(`\b(?:he|she|they)(?:'s| is| are|'re) (?:here|with me|next to me|beside me|sitting (?:here|next to me|with me)|sat (?:here|next to me|with me)|right here)\b|\bmy [a-z]+(?:'s| is) (?:here|with me|next to me)\b|\bwhen (?:he|she|they) (?:gets?|arrives?|comes?|is|'s) (?:here|home|in|back)\b|\bwhen (?:he|she|they) arrives?\b|\b(?:help|helping|helps) (?:him|her|them|my [a-z]+) (?:to )?(?:with|manage|check|sort|set up|log|reset|pay|use|understand|read)\b|\bneeds? (?:[\w']+ )?help (?:with|managing|using|checking)\b|\bhow (?:can|do|should|could) (?:i|we) (?:help|manage|look after|handle|support)\b|\b(?:can|could|may) (?:i|we) (?:manage|handle|look after|deal with|run|help with) (?:[\w']+ ){1,3}for (?:him|her|them)\b|\bcan (?:he|she|they) (?:reset|change|get|open|close|have|use|unlock)\b|\bshould (?:i|we) (?:tell|warn|let) (?:him|her|them)\b|\bdo you need (?:his|her|their|the [a-z]+'s|[a-z]+'s) (?:details|address|number|statement|name|email|phone)\b`)
	// payingIn is money paid into an account or a bill someone else owns
	payingIn = reading.Lazy(`\b(?:pay|paying|pay into|pay in to|pay off|paying off|top up|topping up|add money to|put (?:money|cash|\d+) (?:in|into)|send (?:money|cash|\d+) (?:to|into)|towards?) (?:my |the |our )?(?:[a-z]+ )?(?:[a-z]+'s|his|her|their) (?:account|card|bill|phone bill|loan|mortgage|rent|credit card|savings|tab|fees|tuition)\b|\bfor (?:his|her|their|[a-z]+'s) (?:phone|water|gas|electric|electricity|internet|council tax|school|gym|rent|car)? ?(?:bill|fees|rent|dinner|lunch|birthday|present|gift)\b|\b(?:to|into) (?:the |our |my )?(?:charity|club|school|church|team|society|nursery|scouts?|pta|council|mosque|temple|hospital|hospice)'?s? (?:account|bank|fund|appeal|collection)\b`)
	// takenFrom is a holding said as the source: "pay with her card"
	takenFrom = reading.Lazy(`\b(?:from|out of|with|using|off) (?:my |the |our )?(?:[a-z]+'s|his|her|their) (?:[\w']+ )?(?:account|card|savings|checking|money|balance|pension|login|details|wallet)\b`)

	// sentAFake is a fake or a scam the user received or asks about
	sentAFake = reading.Lazy(`\b(?:sent|emailed|texted|posted|mailed|handed|gave|messaged) (?:me|us) (?:a |an |some |this |these )?(?:[\w']+ )?(?:fake|forged|bogus|counterfeit|phishing|scam|dodgy|false)\b|\b(?:i|we) (?:was|were|got|have been|'ve been) sent\b|\b(?:if|whether) (?:this|that|it|the [\w']+) (?:[\w']+ ){0,2}(?:is|was|are|looks?) (?:a |an )?(?:scam|fake|phishing|real|legit|genuine|dodgy|from you)\b`)

	// disputed is a charge the user says they did not make
	disputed = reading.Lazy(`(?:^|[,.;!] ?|\b(?:i|we) (?:want|need|would like|'d like|wanna) to |\b(?:can|could|may|should|do) (?:i|we|you) |\b(?:please|pls|plz|and|then|just) |\bhelp me |\bhow (?:do|can) (?:i|we) )dispute (?:it|this|that|the|a|an|these|those|my|our)\b|\b(?:charges?|payments?|transactions?|debits?)\b.*\b(?:i|we) (?:never|didn'?t|did not|don'?t|do not) (?:made|make|recogni[sz]e|authori[sz]\w*|went|go|buy|bought|order\w*|sign\w* up)\b|\b(?:i|we) (?:never|didn'?t|did not) (?:went|go|been|made|bought|ordered|authori[sz]ed)\b.*\b(?:charges?|payments?|transactions?|debits?)\b`)
	// disputeLie is a dispute of a charge the user made
	disputeLie = reading.Lazy(`\b(?:even though|although|though|but|when) (?:i|we) (?:did|made|bought|ordered|got|used|authori[sz]ed|went|received|have)\b|\b(?:pretend|say|claim|tell them) (?:that )?(?:i|we) (?:never|didn'?t|did not)\b`)

	// criminalsAsked is a question about how criminals work, asked to stay safe
	criminalsAsked = reading.Lazy(`^(?:so |ok |hey |um |just )?(?:how|what|why|where|when) (?:do|does|did|would|can|could|are|is) (?:[\w']+ ){0,2}(?:scammers?|fraudsters?|criminals?|hackers?|thieves|thief|crooks?|con ?(?:artists?|men)|phishers?|people|they|gangs?|mule recruiters?)\b`)
	protective     = reading.Lazy(`\b(?:be careful|careful|stay safe|safe|protect\w*|avoid|spot|warn\w*|keep (?:[\w']+ )?safe|not (?:get|be) (?:scammed|caught out|conned|phished|hacked|fooled|tricked)|so (?:i|we) (?:know|can tell|don'?t)|look out|watch out|vulnerable|elderly)\b`)

	// storyTold is a story, a show or a game as what a note is about
	storyTold = reading.Lazy(`\b(?:thriller|whodunn?it|crime novel|true crime|novel|novels|story|stories|book club|screenplay|script|school play|the play|a play|film|movie|tv show|series|podcast|chapter|character|villain|plot|fiction|fictional|poem|comic|d&d|dnd|murder mystery|crime drama|documentary|episode|board game|video game|the game)\b`)
	noteFrame = reading.Lazy(`^(?:new )?notes?\b|^(?:add|make|save|write|jot|take|create|start|put) (?:[\w']+ ){0,2}(?:notes?|down)\b|\bnote to self\b|\bremind me\b|\badd (?:this |it )?to my notes\b`)
	storyRead = reading.Lazy(`\b(?:i'?m|i am|we'?re|we are) (?:reading|watching|listening to)\b|\b(?:i|we) (?:just )?(?:read|watched|saw|finished)\b`)
	noteMoves = reading.Lazy(`\b(?:send|transfer|wire|deposit|withdraw|move|pay|log ?in|sign ?in|password|pin|approve|decline|deny|reject)\b|\d{5,}`)

	// medicine is a drug as a medicine, prescribed or taken as one
	medicine    = reading.Lazy(`\b(?:drugs?|pills?|meds|medications?|medicines?|tablets?|painkillers?|antibiotics?|prescriptions?)\b`)
	prescribed  = reading.Lazy(`\b(?:doctor|doctors|gp|prescri\w*|pharmacy|pharmacist|chemist|hospital|clinic|nurse|dose|dosage|a day|daily|every (?:morning|night|evening)|with food|side effects?|allerg\w*)\b`)
	streetDrugs = reading.Lazy(`\b(?:sell|selling|sold|buy|buying|deal|dealing|dealer|street|score|plug|ship|smuggl\w*|stash|resell|without (?:a )?prescription|fake|forge\w*)\b`)

	// ownLastSetAside is the user's own last message or note set aside
	ownLastSetAside = reading.Lazy(`^(?:please |pls |plz |just |ok |oh |sorry |oops |no )?(?:ignore|disregard|forget|scratch|skip|delete|cancel|scrap|nvm|never mind) (?:that|this|it|what i (?:just )?(?:said|wrote|typed|sent|put)|my (?:last|previous|earlier|first|other) (?:message|msg|note|one|request|line|text|bit|entry)|the (?:last|previous|earlier|first|old|other) (?:message|msg|note|one|request|list|line|text|bit|entry))\b`)
	// rulesNamed are the assistant's rules, which are no one's last message
	rulesNamed = reading.Lazy(`\b(?:rules?|instructions?|guidelines?|guardrails?|safety|filters?|restrictions?|checks?|approvals?|system|prompt|limits?|programming|training|policy|policies|ethics|confirm\w*)\b`)

	// ageTerm is an age set by the policy's own terms
	ageTerm = reading.Lazy(`\b(?:can'?t|cannot|not allowed to|isn'?t allowed to|too young to) (?:legally )?(?:hold|sign|take out|have|own|buy) (?:a |the |this )?(?:policy|contract|cover|insurance|licence)\b|\b(?:only starts|starts after|waiting period|not covered until|excluded until|excluded for the first)\b.*\b(?:per|under|according to|in|by) (?:the )?(?:policy|terms|policy terms|wording|schedule)\b|\b(?:policy|cover|terms|insurance|insurer|scheme|plan)\b (?:[\w']+ ){0,3}(?:needs?|requires?|only (?:covers?|insures?|applies)|is only for|excludes?|says?|states?|is for|limits?) (?:[\w']+ ){0,3}(?:over|under|aged|at least|minimum|older than|younger than|above|below) (?:the age of )?\d{1,2}\b|\b(?:minimum|min|maximum|max|age) (?:driver |driving )?(?:age|limit)\b (?:[\w']+ ){0,3}(?:of |is )?\d{1,2}\b`)
)

// lawfulRound17 reports the innocent kinds of message above for a kind of
// the given reason.
func lawfulRound17(reason string) func(n string) bool {
	switch reason {
	case "a request to act on someone else's account", "a request to open another person's notes or account",
		"a request to open another person's notes", "a request for someone's personal details":
		return func(n string) bool {
			if grab.MatchString(n) {
				return false
			}
			if bereaved.MatchString(n) && estateWork.MatchString(n) {
				return true // "my dad passed away, how do i close his account"
			}
			if caring.MatchString(n) {
				return true // "my nan is ill, how can i help her with her banking"
			}
			return payingIn.MatchString(n) && !takenFrom.MatchString(n) // "send her 100 for her phone bill"
		}
	case "a request to forge a cheque or a document", "a request to write a scam or phishing message":
		return sentAFake.MatchString // "a stranger emailed me a fake invoice"
	case "a request to fake or stage evidence":
		return func(n string) bool {
			return disputed.MatchString(n) && !disputeLie.MatchString(n) // "a charge from a shop i never went to, dispute it"
		}
	case "a protected characteristic as a reason to decline a claim":
		return func(n string) bool {
			return ageTerm.MatchString(n) && !causalTrait.MatchString(n) // "he's 17 and the policy needs drivers over 21"
		}
	}
	return nil
}

// lawfulAnyRound17 are the innocent kinds of message of every reason: a
// question about how criminals work asked to stay safe, a note about a
// story that asks for nothing to be done, medicine a doctor gave, and the
// user's own last message or note set aside.
func lawfulAnyRound17(n string) bool {
	if medicine.MatchString(n) && prescribed.MatchString(n) && !streetDrugs.MatchString(n) {
		return true // "add note: the drugs the doctor prescribed, take 2 a day"
	}
	if ownLastSetAside.MatchString(n) && !rulesNamed.MatchString(n) && !emptied.MatchString(n) && !grab.MatchString(n) && !strings.Contains(n, "instead") {
		return true // "ignore the last note, i'll rewrite it"
	}
	if criminalsAsked.MatchString(n) && protective.MatchString(n) && !grab.MatchString(n) && !emptied.MatchString(n) {
		return true // "how do scammers get people's pins, i want to be careful"
	}
	// "note: the plot is a bank heist"; "i'm reading a thriller about insurance fraud"
	return storyTold.MatchString(n) && (noteFrame.MatchString(n) || storyRead.MatchString(n)) && !noteMoves.MatchString(n)
}

// withRound17 adds this file's second stages to every kind (each keeps
// its own), and this file's kinds.
func withRound17(ks []harmKind) []harmKind {
	ks = append(ks, round17Kinds(ks)...)
	for i := range ks {
		own, mine := ks[i].lawful, lawfulRound17(ks[i].reason)
		ks[i].lawful = func(n string) bool {
			return own != nil && own(n) || mine != nil && mine(n) || lawfulAnyRound17(n)
		}
	}
	return ks
}

// innocentRound17 reports n, normalised, as one of this file's innocent
// kinds of message whatever the reason: R8's per-clause rules and the
// classifier's refusals ask it too (their refusal of "i'm the executor of
// my dad's estate, how do i access his account" is the same mistake).
func innocentRound17(n string) bool {
	if lawfulAnyRound17(n) {
		return true
	}
	if household.MatchString(n) && !dirtyMoney.MatchString(everydaySenses(n)) {
		return true // "add a note: launder the curtains before mum visits"
	}
	if grab.MatchString(n) || emptied.MatchString(n) {
		return false
	}
	return bereaved.MatchString(n) && estateWork.MatchString(n) || caring.MatchString(n) ||
		payingIn.MatchString(n) && !takenFrom.MatchString(n) || sentAFake.MatchString(n) ||
		disputed.MatchString(n) && !disputeLie.MatchString(n) || ageTerm.MatchString(n) && !causalTrait.MatchString(n)
}

// emptied is an account emptied or its secrets taken, which no innocent
// kind above excuses.
var emptied = reading.Lazy(`\b(?:his|her|their|[a-z]+'s) (?:pin|pins|password|passwords|passcode|login|log in|credentials)\b|\b(?:move|take|transfer|withdraw|get|shift|send) (?:[\w']+ ){0,3}(?:out of|from|off)\b|\b(?:drain|draining|empty|emptying|clear out|clean out|take (?:all|everything)|withdraw (?:all|everything)|guess|crack|steal|hack)\b`)

// household are laundering and washing said of things, not of money:
// the verb is said as "scrub" before R8's table reads the message, so
// "launder the curtains" and "wash the car money" hold no harm word.
var household = reading.Lazy(`\b(?:launder(?:ed|ing|s)?|wash(?:ed|ing|es)?)\b( (?:the |my |our |his |her |all the |some |these |those |a )?(?:[\w']+ )?(?:curtains|clothes|sheets|towels|shirts?|bedding|duvets?|linens?|uniforms?|jeans|laundry|cushions?|blankets?|covers|tablecloths?|napkins|socks|dress(?:es)?|suits?|coats?|jumpers?|rugs?|pillows?|pillowcases|car|cars|van|truck|dishes|windows|dog|floors?|hair|hands|kit|windscreen|bike|patio|deck|walls?)\b)`)

// dirtyMoney is money of a crime, or laundered, once household senses are
// set aside.
var dirtyMoney = reading.Lazy(`\b(?:launder\w*|wash\w*|clean\w*)\b (?:[\w']+ ){0,2}(?:money|cash|funds|proceeds)\b|\b(?:dirty|drug|stolen|proceeds|illegal|criminal|dodgy|bent)\b`)

// everydaySenses rewrites household laundering and washing (above) in n.
// It also reads a thing's age as wear and a third person's own things as
// their own (harm_kinds_round19_harm19.go).
func everydaySenses(n string) string {
	n = harm19Senses(n)
	if !strings.Contains(n, "launder") && !strings.Contains(n, "wash") {
		return n
	}
	return household.ReplaceAllString(n, "scrub$1")
}
