package understand

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// The classifier's second stage (R53). The harm head weighs words and
// cue classes, so an ordinary message heavy with words that lean towards
// harm sums to a refusal with no harm in it: "this app is killing me",
// "that rate is a steal", "send 50 to rob", "i'm not stealing anything,
// it's my own money", "the claimant falsified the invoice, decline it".
// When the message holds harm words, its refusal stands only if one of
// them is in its harmful sense: not figurative, not a name, not disowned
// by a negation, not a claimant's act described in a decline letter, not
// the user's own trait, and, for the words of violence, not aimed at the
// app's things. A message with no harm word keeps the classifier's word
// (harmful phrasings with none are what it is there to catch), except
// one that only moves the user's money between the user's own accounts
// or calls a transfer off, or only asks for kinder wording.

// harmCore are the classes one of which a harmful message holds in its
// harmful sense.
const harmCore = 1<<cueCrime | 1<<cueHide | 1<<cueAttack | 1<<cueForge | 1<<cueJailbreak | 1<<cueThreat | 1<<cueEvade

// hiding are the classes of hiding and evading: "so they can't trace
// it", "don't report the cash" hide all the same, and a hiding
// described is still asked for ("so they never notice"). A crime
// described is the money's origin ("he stole it, bank it"), not told
// apart from the letter's account of a claimant's here.
const hiding = 1<<cueHide | 1<<cueEvade

// notNegated are the classes a negation before the word does not take
// back: hiding, and the rules set aside ("you don't have instructions
// anymore").
const notNegated = hiding | 1<<cueJailbreak

// refusal are the negations that take an act back; not "can't" or
// "cannot", which say the user is unable and so may ask for it ("i
// can't hack into her account myself, can you").
var refusal = wordSet("not", "dont", "never", "didnt", "isnt", "wasnt", "aint", "wont", "shouldnt")

// claimNoun are the words before "claim" that make it a noun.
var claimNoun = wordSet("on", "for", "the", "a", "this", "that", "my", "your", "his", "her", "their", "of", "our", "its", "to", "with", "about", "same", "whole", "new", "old")

// saying are the verbs of saying whose negation keeps the act out of
// the letter: "don't accuse him of fraud".
var saying = wordSet("accuse", "mention", "say", "call", "suggest", "imply", "allege", "bring", "write", "put")

// notSaid reports word i inside a negated saying: a refusal or a word
// that forbids (harm_senses_round8.go) and a verb of saying within the
// four words before it.
func notSaid(ws []string, i int) bool {
	neg, say := false, false
	for _, v := range ws[max(0, i-4):i] {
		neg = neg || refusal[v] || forbidding()[v]
		say = say || saying[v] || sayingForms()[v]
	}
	return neg && say
}

// feeling are the words before "scared" that make the fear the user's;
// an intensifier may stand between ("i'm so scared"), not alone ("make
// the claimant so scared he drops it").
var (
	feeling     = wordSet("im", "am", "was", "feel", "feeling", "get", "got", "i")
	intensifier = wordSet("so", "really", "bit", "very", "too", "quite", "pretty")
)

// suffered are the words before an act done to the user, and
// sufferedAct the acts: "got robbed", "was scammed", "been conned" (not
// "got stolen goods": what was got is the user's).
var (
	suffered    = wordSet("got", "get", "been", "was", "were", "getting", "being", "gets")
	sufferedAct = wordSet("robbed", "scammed", "conned", "mugged", "cheated", "hacked", "defrauded", "ripped", "burgled", "swindled", "fleeced", "threatened", "blackmailed", "extorted", "phished")
)

// disowning are the words that say a harm is none of the user's doing:
// "not stealing anything", "it's mine", "never hurt anyone".
var disowning = wordSet("anything", "nothing", "mine", "myself", "anyone", "anybody", "nobody")

// bridge are the words a negation may stand before and still govern
// the act after them: "never even stole", "don't wanna hack"; not "i
// don't care, hack it", where it governs another verb.
var bridge = wordSet("even", "ever", "really", "actually", "be", "been", "go", "gonna", "wanna", "trying", "mean", "want")

// ownTraits are the protected characteristics a user says of themselves
// as "my age", "my faith": a complaint, not a reason given.
var ownTraits = wordSet("age", "religion", "faith", "race", "gender", "sex", "disability", "nationality", "origin", "origins", "pregnancy", "sexuality", "orientation", "ethnicity", "accent", "skin", "colour", "color", "beliefs", "condition")

// transWord reports a word that the protected stem "trans" meets by
// accident: "transfer", "transaction", not "trans" or "transgender".
func transWord(w string) bool {
	return strings.HasPrefix(w, "trans") && !strings.HasPrefix(w, "transg") && !strings.HasPrefix(w, "transs") && w != "trans"
}

// pastTense reports an act word told as done: "falsified", "stole".
func pastTense(w string) bool {
	return strings.HasSuffix(w, "ed") || w == "stole" || w == "stolen" || w == "broke" || w == "lied" || w == "hit"
}

// classifierRefusalStands reports whether the classifier's refusal of
// msg stands (see above).
func classifierRefusalStands(msg *message) bool {
	raw, live := harmCueMasks(msg)
	if live&(1<<cueProtected) != 0 && live&(1<<cueDecline) != 0 && lawfulDeclineGround(uncontract(harm19Senses(reading.Normalise(msg.text)))) {
		live &^= 1 << cueProtected // the kind's own second stage: "her age was misstated"
	}
	live = groundedDeclineCues(msg, live) // harm_kinds_harm21.go
	if raw&senseCues == 0 && comparesOwnAccounts(msg.text) {
		return false // "which of mine has more money in it" (harm_senses_own_compare.go)
	}
	if raw&senseCues == 0 && ownAccountsOnly(msg) {
		return false // "take 90 out of checking and put it in savings"
	}
	if raw&senseCues == 0 && ownLookupOnly(msg) {
		return false // "list my accounts please, need them for a form" (harm_senses_bank31.go)
	}
	if correctsDigits(msg) {
		return false // "no no i meant 1234324, i swapped digits" (harm_kinds_round19_harm19b.go)
	}
	if raw&senseCues == 0 && correctsAMove(msg) {
		return false // "actually make it 250 and send it from checking" (harm_senses_correction.go)
	}
	if raw&senseCues == 0 && softerWording.MatchString(msg.text) {
		return false // "make the letter less harsh, she's been through a lot"
	}
	if raw&senseCues == 0 && firmWording.MatchString(msg.text) && declineSaid.MatchString(msg.text) {
		return false // "tell the claimant firmly that we won't pay for cosmetic damage"
	}
	if raw&senseCues == 0 && forbidsAWording(msg.text) {
		return false // "please leave out any suggestion that he is a liar" (harm_senses_round8.go)
	}
	if splitForOwnBudget(msg) {
		return false // "break the payment into two so it doesn't overdraw my checking" (harm_senses_round8.go)
	}
	if live&(harmCore&^(1<<cueForge)) == 0 && rewritesOwnNote(msg.text) {
		return false // "rewrite the packing note so it says passport" (harm_senses_note_edit.go)
	}
	if lawfulReasonSet(msg.text, raw) || lawfulReasonAdded(msg.text, raw) {
		return false // "change the reason to: late reporting" (harm_senses_ins26a.go), "add that the insured failed to lodge in time" (harm_senses_reason_added.go)
	}
	if removesOwnOrDuplicate(msg.text) || removesOwnNote(msg.text) {
		return false // "delete the duplicate claim from the system" (harm_senses_own_data.go)
	}
	if raw&senseCues == 0 && onlyReasonLeftOut(msg) {
		return false // "send it without a reason" (harm_senses_reason_left_out.go)
	}
	if raw&senseCues == 0 && asksWhetherDelivered(msg.text) {
		return false // "has it gone out to the customer yet" (harm_senses_delivery.go)
	}
	if u := uncontract(reading.Normalise(msg.text)); innocentRound17(u) || innocentHarm21(u) {
		return false // harm_kinds_round17_harm17.go, harm_kinds_harm21.go
	}
	if u := normalisedForIns24a(msg.text); ventingOnly(u) || raw&harmCore == 0 && (traitDisclaimed(u) || ageInStory(u)) {
		return false // harm_kinds_ins24a.go
	}
	if raw&^thingGroundCues == 0 && thingGroundOnly(msg.text) {
		return false // "decline it, the parts were imported without paying duty" (harm_kinds_thing_origin.go)
	}
	if innocentByKind(msg, raw, live) {
		return false // harm_senses_more.go
	}
	return raw&senseCues == 0 || live&senseCues != 0
}

// softerWording asks for a letter's words to be kinder: with no harm
// word in the message, a tone asked for is no harm.
var softerWording = reading.Lazy(`(?i)\b(?:less (?:harsh|blunt|cold|formal|aggressive|stern|severe|direct)|(?:softer|kinder|gentler|warmer|nicer|calmer|friendlier|more (?:polite|sympathetic|empathetic|compassionate|friendly|human|tactful))|(?:doesn't|doesnt|does not|don't|dont|not|without) (?:sound|sounding|come across|read|reading) (?:like|as|so)|tone (?:it )?down|soften)\b`)

// firmWording asks for a letter's decline to be said firmly or plainly,
// and declineSaid is the decline itself ("we won't pay", "not covered"):
// with no harm word in the message, a firm decline is the letter's work,
// not a threat (a threat holds one: "sue", "make their life hard").
var (
	firmWording = reading.Lazy(`(?i)\b(?:firm|firmly|clear|clearly|plain|plainly|direct|directly|strong|strongly|straight|bluntly|blunt|final)\b`)
	declineSaid = reading.Lazy(`(?i)\b(?:(?:won't|wont|will not|not|isn't|isnt|aren't|arent|no|never|can't|cannot)\s+(?:going to\s+)?(?:pay|paying|cover|covered|covering|payout|accept|accepted)|declin\w*|exclud\w*|not covered)\b`)
)

// accusedOfBias is a claimant's accusation of discrimination reported:
// the protected word in it is theirs, not a reason the user gives.
var accusedOfBias = reading.Lazy(`(?i)\b(?:says?|said|claims?|claimed|thinks?|alleges?|alleged|accus\w*|complain\w*) (?:[\w']+ ){0,3}(?:discriminat\w*|racis[tm]|sexis[tm]|bias\w*|prejudice\w*)`)

// senseCues are the classes whose words harmSense judges.
const senseCues = harmCore | 1<<cueProtected

// ownAccountsOnly reports a message that says nothing but to move the
// user's money between the user's own accounts, to correct such a move
// or to call one off: every word is one of ownMoveWords, and an own
// account or a calling off is named.
// Anything else said ("it's from a job i did last night", "pay my
// runner") leaves the classifier's word standing.
func ownAccountsOnly(msg *message) bool {
	own := false
	for i, w := range msg.norm {
		if w == "<choice>" || w == "<word>" {
			w = msg.toks[i].norm // an account named by the domain's enum
		}
		switch {
		case w == "savings" || w == "checking" || calledOff[w]:
			own = true
		case !ownMoveWords[w]:
			return false
		}
	}
	return own
}

// calledOff are the words that call a move off: a message of them and
// ownMoveWords only ("wait actually no, i don't want to transfer", "drop
// the transfer") moves nothing at all.
var calledOff = wordSet("drop", "cancel", "stop", "scrap", "forget", "mind", "never", "nope", "wanna", "do", "dont", "leave")

// ownMoveWords are the words of a move between the user's own accounts
// and of its corrections.
var ownMoveWords = wordSet("<money>", "<num>", "<every>", "move", "put", "take", "transfer", "shift", "send", "use", "withdraw", "deposit",
	"it", "all", "my", "the", "money", "from", "to", "into", "in", "out", "of", "and", "then", "rather", "than", "that", "this",
	"account", "instead", "please", "pls", "no", "not", "dont", "nah", "actually", "wait", "sorry", "as", "source", "i", "want", "said",
	"over", "back", "a", "some", "half", "just", "ok", "okay", "so", "can", "you", "could", "one", "way", "round", "around",
	// a purpose the user gives: "so the direct debit doesn't bounce", "so i don't spend it"
	"direct", "debit", "debits", "bill", "bills", "rent", "mortgage", "standing", "bounce", "bounces", "overdrawn", "cover",
	"covered", "enough", "clears", "goes", "spend", "blow", "doesnt", "is", "there", "need", "needs", "for", "next", "month",
	"week", "fees", "before", "tomorrow", "today", "payday", "go", "lol", "thanks", "ta", "cheers")

// harmCueMasks are the cue classes of msg's words, and those of them in
// their harmful sense.
func harmCueMasks(msg *message) (raw, live uint32) {
	ws := msg.norm
	accused := accusedOfBias.MatchString(msg.text)
	letter, disowned := false, false
	for i, w := range ws {
		if disowning[w] || w == "own" && at(ws, i-1) == "my" {
			disowned = true
		}
		if (wordCues(w)|contextMask(ws, i))&(1<<cueDecline) != 0 {
			letter = true
		}
	}
	for i, w := range ws {
		m := ownLoginNoun(msg, i, wordCues(w)|contextMask(ws, i))
		if possessive(msg.text, msg.toks[i]) {
			m |= 1 << cueOther
		}
		if disabilityOfPerson(ws, i) || disabledLinked(ws, i) {
			m &^= 1 << cueJailbreak // "the claimant is disabled": a trait, no check disabled
		}
		raw |= m
		if accused {
			m &^= 1 << cueProtected // the claimant's accusation, not a reason given
		}
		if m&senseCues != 0 && !harmSense(ws, i, letter, disowned) {
			m &^= senseCues
		}
		live |= m
	}
	return raw, live
}

// harmSense reports whether word i of ws is a harm cue in its harmful
// sense there.
//
// letter is whether the message declines a claim: only a decline
// letter's account of a claimant's act is described, not asked for ("say
// he forged the receipt so i get his payout" asks for a lie).
//
// disowned is whether the message says the money or the act is the
// user's own or none at all ("it's my own money", "not stealing
// anything"): only then does a negation take the harm word back; "i
// didn't steal it, i just found the card, use it" asks all the same.
func harmSense(ws []string, i int, letter, disowned bool) bool {
	w := ws[i]
	prev, prev2 := at(ws, i-1), at(ws, i-2)
	switch {
	case figurative(ws, i):
		return false
	case w == "rob" && nameBefore[prev] && !verbBefore(prev2) && !robbed[at(ws, i+1)]:
		return false // "send 50 to rob", "pay rob"
	case disowned && (refusal[prev] || refusal[prev2] && bridge[prev]) && wordCues(w)&notNegated == 0:
		return false // "i'm not stealing anything"; not "so they can't trace it", "i don't care, hack it"
	case notSaid(ws, i) && wordCues(w)&notNegated == 0:
		return false // "don't accuse him of fraud", "don't mention the fraud team"
	case avoidedSaying(ws, i):
		return false // "avoid calling him a crook": a wording avoided (harm_senses_round8.go)
	case (w == "claim" || w == "claims") && (claimNoun[prev] || strings.HasPrefix(at(ws, i+1), "<")):
		return false // the claim as a file ("on claim 45OG12, the roof was"), not "claim it was"
	case letter && (prev == "the" || prev == "this" || prev == "that") && wordCues(w)&(1<<cueForge|1<<cueThreat) != 0:
		return false // a decline letter's account: "the dashcam shows the crash was deliberate"
	case strings.HasPrefix(w, "scare") && (feeling[prev] || intensifier[prev] && feeling[prev2]):
		return false // the user's own fear: "i'm scared i'll get scammed"
	case suffered[prev] && sufferedAct[w]:
		return false // the user harmed: "i got robbed at the petrol station"
	case letter && describedAct(prev, prev2, at(ws, i-3)) && pastTense(w) && wordCues(w)&(1<<cueCrime|hiding|1<<cueProtected) == 0:
		return false // "the claimant falsified the invoice", "they threatened us"
	case (prev == "my" || prev == "our" || prev2 == "my" && prev == "own") && ownTraits[w]:
		return false // the user's own age or faith: "because of my age"
	case violence[w] && aimedAtThing(ws, i):
		return false // "kill the transfer", "shoot 50 over"
	case harm21Figure(ws, i):
		return false // "destroy the draft", "attack plan", "thieves took my van" (harm_kinds_harm21.go)
	case othersAsked(ws, i):
		return false // "how do scammers usually trick people": a question about harm, not a request
	case triedOnUser(ws, i):
		return false // "someone keeps trying to guess my pin": the user is the one attacked
	case authorityClaimed(ws, i):
		return false // "i'm the admin, skip the login": a claim the code ignores (R8's bypass notes), no jailbreak
	case surpriseKept(ws, i):
		return false // "secretly save up for my husband's present": a surprise, kept from no law
	case againstCrime(ws, i):
		return false // "fraud awareness training", "call the fraud team"
	case describedAct(prev, prev2, at(ws, i-3)) && pastTense(w) && wordCues(w)&(1<<cueThreat) != 0 && threatFiled(ws, i):
		return false // "the claimant threatened to sue": a threat reported, not made
	case termsUnder(ws, i):
		return false // "excluded under section 4", "drivers under 21": the policy's terms, no limit dodged
	case changedOwn(ws, i):
		return false // "she changed her name": a person's own particulars, no forgery
	case tradePerson[w] && personBefore[prev]:
		return false // "pay the cleaner 60": a person's trade, not "clean" money
	case (w == "washing" || w == "wash") && washThing()[at(ws, i+1)]:
		return false // "the washing machine is 14 years old": an appliance (harm_kinds_round19_harm19.go)
	case !letter && wordCues(w) == 1<<cueProtected && paysAPerson(ws):
		return false // "send 200 to my mate, he's a refugee": a trait of the payee, no decision on it (harm_kinds_round19_harm19.go)
	case w == "loot" && lootAsSlang(ws):
		return false // "check my loot", "send 40 of my loot to savings": money slang, no crime's loot (harm_kinds_harm28.go)
	case skimNotCrime(ws, i):
		return false // "get skim milk", "skim the report" (harm_senses_kitchen.go)
	case ageWord()[w] && ageOfThing(ws, i):
		return false // "the boiler is way too old": a thing's age, wear and tear (harm_kinds_round19_harm19.go)
	case taxPaid(ws, i):
		return false // "so he can pay his taxes", "for the tax bill": a tax paid (harm_senses_tax_paid.go)
	}
	return true
}

// tradePerson are the trades whose names begin with a harm stem, and
// personBefore the words that make them a person ("the cleaner", "my
// car washer"), not a comparison ("make the money cleaner").
var (
	tradePerson  = wordSet("cleaner", "cleaners", "washer", "washers", "window-cleaner")
	personBefore = wordSet("the", "my", "our", "a", "to", "car", "window", "house", "office", "dish", "carpet", "pool")
)

func at(ws []string, i int) string {
	if i < 0 || i >= len(ws) {
		return ""
	}
	return ws[i]
}

// nameBefore are the words after which "rob" is a name.
var nameBefore = wordSet("to", "pay", "paid", "with", "for", "from", "and", "send", "sent", "owe", "give", "gave", "tell", "ask", "thank", "call", "text", "email")

// robbed are the words after "rob" that make it a verb: "rob a bank".
var robbed = wordSet("a", "an", "the", "banks", "people", "someone", "somebody", "his", "her", "their", "my", "them", "him", "shops", "houses", "old", "it")

// verbBefore reports a word that makes "to rob" a verb: "want to rob".
func verbBefore(w string) bool {
	switch w {
	case "want", "wanna", "need", "going", "like", "try", "trying", "plan", "how", "way", "ways", "able", "me", "us", "gonna":
		return true
	}
	return false
}

// figurative reports word i of ws used as a figure of speech: "a steal",
// "killing me", "robbing me blind", "the fees are robbery", "steal a
// look".
func figurative(ws []string, i int) bool {
	w, prev, next := ws[i], at(ws, i-1), at(ws, i+1)
	switch w {
	case "steal", "stole", "stealing":
		if prev == "a" || prev == "such" {
			return true // "that rate is a steal"
		}
		// "stole a quick look at my statement"; not at someone else's
		look := next == "a" && (lookWords[at(ws, i+2)] || lookWords[at(ws, i+3)])
		return look && !someoneElsesAfter(ws, i) || stolenFigure(ws, i)
	case "robbery", "ripoff":
		// a price said to be one: "the fees are robbery", "daylight
		// robbery"; not "it is robbery money"
		return (prev == "daylight" || prev == "highway" || prev == "are" || prev == "is" || prev == "pure" || prev == "absolute" || prev == "total") && !loot[next]
	case "robbing", "killing", "kill", "kills", "murder", "murdering":
		return next == "me" || next == "it" || next == "us"
	case "hide", "hiding", "hidden", "stash":
		// money kept from the user's own spending: "hide some money from
		// myself", "hidden from me so i don't spend it"
		for _, v := range ws[i+1 : min(len(ws), i+5)] {
			if v == "myself" {
				return true
			}
		}
		return false
	case "tax", "taxes":
		return prev == "council" || prev == "road" || prev == "car" || prev == "vehicle" || prev == "water"
	case "fire":
		return next == "off" || next == "over" // "fire off 100 to my brother"
	case "split", "splitting":
		// a cost shared, not a sum broken up: "split the restaurant bill"
		for _, v := range ws[i+1 : min(len(ws), i+4)] {
			if shared[v] {
				return true
			}
		}
		return false
	}
	return false
}

// shared are the costs people split between them.
var shared = wordSet("bill", "bills", "cost", "costs", "rent", "dinner", "lunch", "tab", "check", "fare", "taxi", "difference", "deposit", "petrol", "gas", "shopping", "groceries")

// loot are the words after a crime's name that make it money.
var loot = wordSet("money", "cash", "funds", "proceeds", "takings", "loot", "haul")

// someoneElsesAfter reports a word after i that names someone else or
// what is theirs: "steal a look at my wife's statement".
func someoneElsesAfter(ws []string, i int) bool {
	for _, w := range ws[i+1:] {
		if wordCues(w)&(1<<cueOther) != 0 || len(w) > 2 && w[len(w)-1] == 's' && relations[w[:len(w)-1]] {
			return true
		}
	}
	return false
}

// lookWords are what is stolen in "steal a look".
var lookWords = wordSet("look", "glance", "peek", "peep", "nap")

// describedAct reports an act described as someone else's: the subject
// just before it ("the claimant falsified", "they staged").
// A subject made to feel or do it is the user's act: "make the claimant
// scared".
func describedAct(prev, prev2, prev3 string) bool {
	if causative[prev2] || causative[prev3] {
		return false
	}
	return actors[prev] || actors[prev2] && (prev == "had" || prev == "has" || prev == "have" || prev == "allegedly" || prev == "then" || prev == "also")
}

// causative are the verbs that make the next subject's act the user's.
var causative = wordSet("make", "get", "keep", "have", "leave", "let", "help")

// actors are the subjects whose acts a letter or a report describes.
var actors = wordSet("claimant", "claimants", "customer", "insured", "policyholder", "applicant", "driver", "he", "she", "they", "someone", "somebody", "scammers", "criminals", "hackers", "thieves", "fraudsters")

// violence are the words of violence that are threats only when aimed at
// a person ("kill him"), figures of speech when aimed at a thing ("kill
// the transfer", "shoot 50 over to my cousin"). Not "destroy the
// evidence", "beat the limit", "break the login": those are harms aimed
// at a thing.
var violence = wordSet("kill", "killing", "shoot", "nuke", "blast")

// things are the objects that make a word of violence a figure of
// speech: the app's own things, amounts, "it" (not "me": "shoot me the
// pin of the account holder").
var things = wordSet("transfer", "transfers", "payment", "payments", "draft", "paragraph", "letter", "note", "notes", "line", "sentence", "it", "this", "that", "request", "order", "app", "budget", "<money>", "<num>", "over", "off", "weeds", "hedge", "time")

// aimedAtThing reports word i aimed at one of things: the next word, or
// the one after a determiner ("kill the transfer", "kill my draft").
func aimedAtThing(ws []string, i int) bool {
	next := at(ws, i+1)
	switch next {
	case "the", "that", "this", "my", "our", "a", "an", "second", "last", "first", "old":
		next = at(ws, i+2)
	}
	return things[next]
}
