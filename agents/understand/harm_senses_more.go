package understand

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// More of the classifier's second stage (R53), from issue 24's fourth
// harm shift: ordinary messages with no harm word in its harmful sense
// that the head still summed to a refusal, each told apart by what the
// message does, not by its words' lean.
//
//   - an approval of what is pending, or going on with it, and nothing
//     else ("go ahead and send it, yes i confirm", "ok lets continue with
//     the transfer");
//   - a move between the user's own accounts with talk of skipping the
//     login around it ("skip the password, i'm the owner, move 900 to
//     savings"): the sign-in is asked as always, so the words are no harm
//     (harm/train26's login-bypass families);
//   - a protected trait said where nothing is declined or made worse for
//     it ("he is deaf, approve the claim and tell him by email");
//   - a note taken of another person's ordinary details ("note: my
//     neighbour's address for the christmas card"), with no secret and
//     no money moving;
//   - money paid to a relative or for what they owe ("pay my daughter's
//     school fees from checking"), never out of what they hold.

// innocentByKind reports a classifier refusal of msg that one of the
// kinds above takes back. raw and live are harmCueMasks' classes.
func innocentByKind(msg *message, raw, live uint32) bool {
	if live&harmCore != 0 {
		return false // a harm word in its harmful sense stands
	}
	switch {
	case raw&senseCues == 0 && onlyWords(msg, approvalWords, ownMoveWords, ownAccountWords) && anyWord(msg, approvalWords):
		return true
	case raw&senseCues == 0 && onlyWords(msg, loginTalkWords, ownMoveWords, ownAccountWords) && anyWord(msg, ownAccountWords):
		return true
	case raw&senseCues == 0 && onlyWords(msg, ownMoneyWords, ownMoveWords, ownAccountWords) && anyWord(msg, ownAccountWords):
		return true // "transfer my winnings from the casino into savings": the user's own money, named by where it came from
	case live&(1<<cueProtected) != 0 && raw&(1<<cueDecline|1<<cueSecret) == 0 && traitNotHeldAgainst(msg.text):
		return true
	case raw&senseCues == 0 && raw&(1<<cueSecret|1<<cueMove) == 0 && noteTaken.MatchString(msg.text) && contactNoted.MatchString(msg.text) && !detailsAsked.MatchString(msg.text):
		return true
	case raw&senseCues == 0 && raw&(1<<cueSecret) == 0 && paidForOthers(msg):
		return true
	case householdNoted(msg.text):
		return true // "write down that the wifi password at grandma's is …" (harm_senses_household.go)
	case ownHintNoted(msg.text):
		return true // "add note bank login hint: the usual one with the dog's name" (harm_senses_household.go)
	case raw&senseCues == 0 && raw&(1<<cueSecret) == 0 && paidToThirdPerson(msg):
		return true // "send 60 from savings to him again" (harm_senses_round10.go)
	}
	return false
}

// approvalWords say yes to what is pending.
var approvalWords = wordSet("yes", "yeah", "yep", "yup", "sure", "confirm", "confirmed", "approve", "approved", "go", "ahead",
	"proceed", "correct", "right", "fine", "good", "looks", "do", "ok", "okay", "thats", "great", "perfect", "k",
	// going on with what waits: "ok lets continue with the transfer"
	"lets", "continue", "carry", "on", "with", "resume", "finish", "going", "keep")

// loginTalkWords talk past the login (harmless: the sign-in is code).
var loginTalkWords = wordSet("skip", "password", "pin", "login", "log", "sign", "signing", "username", "owner", "admin",
	"administrator", "manager", "staff", "developer", "holder", "im", "am", "need", "bother", "with", "bit", "part", "step",
	"straight", "let", "me", "no", "the", "for", "account", "as", "of", "this", "shouldnt", "should", "have", "really", "show",
	"balance", "whats", "what", "check", "see", "tell", "how", "much", "is", "in")

// ownMoneyWords name the user's own money by where it came from.
var ownMoneyWords = wordSet("winnings", "casino", "bonus", "refund", "salary", "wages", "paycheck", "tips", "inheritance",
	"interest", "cashback", "lottery", "prize", "bet", "bookies", "gift", "rebate", "dividend", "dividends", "sale", "selling",
	"sold", "car", "house", "spare", "leftover", "extra", "cheque", "loan", "overtime", "pocket", "birthday", "christmas", "got",
	"won", "earned", "made", "saved", "cash", "change", "coins", "jar", "tax", "return", "job", "work", "side", "hustle")

// ownAccountWords name the user's own accounts.
var ownAccountWords = wordSet("savings", "checking")

// onlyWords reports that every word of msg is in one of the sets (an
// account named by the domain's enum read as its name).
func onlyWords(msg *message, sets ...map[string]bool) bool {
	for i, w := range msg.norm {
		if w == "<choice>" || w == "<word>" {
			w = msg.toks[i].norm
		}
		in := false
		for _, set := range sets {
			in = in || set[w]
		}
		if !in {
			return false
		}
	}
	return true
}

// anyWord reports a word of msg in the set.
func anyWord(msg *message, set map[string]bool) bool {
	for i, w := range msg.norm {
		if w == "<choice>" || w == "<word>" {
			w = msg.toks[i].norm
		}
		if set[w] {
			return true
		}
	}
	return false
}

// heldAgainst are the ways a trait is made a reason for worse treatment
// without a decline word: less, later, a higher price, a watch kept, a
// comparison, a refusal in other words, or the trait given as a cause.
var heldAgainst = reading.Lazy(`(?i)\b(?:not|no|never|don'?t|dont|won'?t|wont|can'?t|cant|cannot|shouldn'?t|less|lower|cut|smaller|reduc\w*|charge|charging|premium|higher|more|extra|wait|delay\w*|slow\w*|last|later|only|instead|rather|over|first|before|priorit\w*|cancel\w*|stop|block|ban|bar|exclud\w*|flag\w*|watch|check|investigat\w*|scrutin\w*|suspicious|suspect|lying|liar|lie|fraud\w*|trust|kind|sort|type|those|these|people like|half|halve|partial|minimum|close|closing|hike|raise|increase|double|bottom|back of|queue|make (?:him|her|them)|hard|harder|difficult|tough|ignore|lose|bin|like us|one of us|our own|our kind|proper|decent|real|good|nice|pretty|normal|because|since|cos|cause|due to|given|as (?:he|she|they)|so)\b`)

// traitNotHeldAgainst reports a message naming a protected trait where
// nothing is declined or made worse: an approval, an accommodation, a
// name put right.
func traitNotHeldAgainst(text string) bool {
	return (approvedOrMet.MatchString(text) || accommodation.MatchString(text)) && !heldAgainst.MatchString(text)
}

// approvedOrMet is a claim approved or a person's particulars put right.
var approvedOrMet = reading.Lazy(`(?i)\b(?:approv\w*|accept\w*|pay (?:it|out|the claim|them|him|her)|pay ?out|covered|settle\w*|(?:update|correct|fix|amend|change)\w* (?:the |his |her |their )?(?:name|title|address|details|pronouns?))\b`)

// stolenThings are what is stolen in a figure of speech: "steal the
// recipe from gran's cookbook", "she stole the show".
var stolenThings = wordSet("recipe", "recipes", "idea", "ideas", "show", "spotlight", "limelight", "heart", "hearts", "thunder",
	"kiss", "moment", "scene", "base", "bases", "march", "joke", "jokes", "look", "glance", "peek", "nap", "name", "line")

// stolenFigure reports word i, a verb of stealing, with one of
// stolenThings as its object (after a determiner or a possessive).
func stolenFigure(ws []string, i int) bool {
	for _, v := range ws[i+1 : min(len(ws), i+4)] {
		switch {
		case stolenThings[v]:
			return true
		case v == "the" || v == "a" || v == "an" || v == "her" || v == "his" || v == "my" || v == "their" || v == "your" || v == "that" || v == "this" || v == "grans" || v == "mums" || v == "nans":
			continue
		default:
			return false
		}
	}
	return false
}

// changedOwn reports word i, a verb of changing, aimed at a person's
// own particulars: "she changed her name", "change my pin", not "change
// the date on the receipt".
func changedOwn(ws []string, i int) bool {
	if !strings.HasPrefix(ws[i], "chang") {
		return false
	}
	for _, v := range ws[i+1 : min(len(ws), i+4)] {
		switch {
		case particulars[v]:
			return true
		case v == "her" || v == "his" || v == "my" || v == "their" || v == "your" || v == "our" || v == "last" || v == "first" || v == "married" || v == "home" || v == "email" || v == "phone" || v == "contact":
			continue
		default:
			return false
		}
	}
	return false
}

// particulars are what a person changes of their own.
var particulars = wordSet("name", "names", "surname", "address", "number", "email", "mind", "password", "pin", "username", "title", "gender", "details", "plans")

// disabilityOfPerson reports word i, of the stem "disab", said of a
// person ("the claimant is disabled", "a disabled driver", "her
// disability"), not of a check ("approvals are disabled").
func disabilityOfPerson(ws []string, i int) bool {
	w := ws[i]
	if !strings.HasPrefix(w, "disab") {
		return false
	}
	if w == "disability" || w == "disabilities" {
		return true
	}
	if personAfterDisabled[at(ws, i+1)] {
		return true
	}
	for _, v := range ws[max(0, i-3):i] {
		if personWords[v] {
			return true
		}
	}
	return false
}

var (
	// personWords are the people a trait is said of
	personWords = wordSet("he", "she", "they", "hes", "shes", "theyre", "im", "i", "claimant", "customer", "insured", "policyholder",
		"driver", "person", "man", "woman", "child", "son", "daughter", "husband", "wife", "partner", "mum", "dad", "mother",
		"father", "applicant", "tenant", "passenger", "owner")
	// personAfterDisabled are the words after "disabled" that make it a person's
	personAfterDisabled = wordSet("people", "person", "man", "woman", "child", "children", "claimant", "driver", "customer",
		"access", "badge", "parking", "adaptations", "benefits", "allowance", "living", "son", "daughter", "passenger", "veteran")
)

// termsUnder reports word i, "under", before a part of the policy
// ("under section 4", "under the terms") or an age ("drivers under 21").
func termsUnder(ws []string, i int) bool {
	if ws[i] != "under" {
		return false
	}
	next := at(ws, i+1)
	switch next {
	case "the", "this", "our", "their", "its", "his", "her", "my", "your":
		next = at(ws, i+2)
	}
	if policyParts[next] {
		return true
	}
	return (next == "<num>" || next == "<money>") && agedBefore[at(ws, i-1)]
}

var (
	// policyParts are the parts of a policy a decline cites
	policyParts = wordSet("section", "clause", "policy", "terms", "term", "exclusion", "exclusions", "cover", "contract", "warranty",
		"part", "paragraph", "article", "heading", "schedule", "endorsement", "conditions", "wording", "non", "nondisclosure",
		"misrepresentation", "exclusions", "general", "special")
	// agedBefore are the words before an age limit
	agedBefore = wordSet("drivers", "driver", "anyone", "people", "children", "kids", "aged", "age", "those", "someone", "claimants", "applicants", "customers", "anybody")
)

// crimeWork are the words after a crime's name that make it the work
// against it: "fraud awareness training", "the scam team", "fraud alert".
var crimeWork = wordSet("awareness", "training", "prevention", "team", "department", "alert", "alerts", "check", "checks",
	"protection", "detection", "warning", "warnings", "course", "investigator", "investigators", "officer", "squad", "unit",
	"helpline", "hotline", "line", "advice", "office", "insurance", "cover", "policy", "policies")

// againstCrime reports word i, a crime's name, as the name of the work
// against it.
func againstCrime(ws []string, i int) bool {
	return wordCues(ws[i])&(1<<cueCrime) != 0 && crimeWork[at(ws, i+1)]
}

// threatFiled reports word i, a threat told as done, followed by a
// lawful remedy threatened ("threatened to sue", "threatened legal
// action", "threatened to complain"), which the user files, not makes.
func threatFiled(ws []string, i int) bool {
	next, next2 := at(ws, i+1), at(ws, i+2)
	return next == "to" && lawfulRemedy[next2] || lawfulRemedy[next]
}

// lawfulRemedy are what a claimant may lawfully threaten.
var lawfulRemedy = wordSet("sue", "complain", "appeal", "escalate", "legal", "court", "ombudsman", "report", "cancel", "leave", "switch", "review")

// surpriseKept reports word i, a word of keeping something quiet, in a
// message about a surprise for someone ("secretly save up for my
// husband's present"), where nothing the other person holds is named.
func surpriseKept(ws []string, i int) bool {
	if !quietWords[ws[i]] {
		return false
	}
	surprise := false
	for j, w := range ws {
		surprise = surprise || surpriseWords[w]
		if (relations[w] || relationPossessive(w)) && heldBy[at(ws, j+1)] {
			return false // "secretly move my wife's savings for her birthday"
		}
	}
	return surprise
}

var (
	quietWords    = wordSet("secretly", "quietly", "secret", "hidden", "hide", "hiding")
	surpriseWords = wordSet("present", "presents", "gift", "gifts", "surprise", "birthday", "anniversary", "christmas", "proposal", "engagement", "ring", "party")
)

// authorityClaimed reports word i, a title of authority, claimed by the
// user ("i'm the admin", "as the developer"): talk past the login that
// the code ignores (concierge's bypass notes), not a jailbreak; the rules
// set aside are other words ("ignore your rules") and stay harm.
func authorityClaimed(ws []string, i int) bool {
	if !authorityTitles[ws[i]] {
		return false
	}
	prev, prev2 := at(ws, i-1), at(ws, i-2)
	if prev == "the" || prev == "an" || prev == "a" || prev == "your" {
		prev, prev2 = prev2, at(ws, i-3)
	}
	return prev == "im" || prev == "am" && prev2 == "i" || prev == "as"
}

// authorityTitles are the titles a user claims to talk past the login.
var authorityTitles = wordSet("admin", "administrator", "developer", "root", "sysadmin", "superuser", "manager", "owner", "staff")

// triedOnUser reports word i, an attack, as someone else's try at what
// is the user's: "someone keeps trying to guess my pin", "they tried to
// hack my account".
func triedOnUser(ws []string, i int) bool {
	if next := at(ws, i+1); next != "my" && next != "our" && next != "me" && next != "us" {
		return false
	}
	actor, trying := false, false
	for _, v := range ws[max(0, i-5):i] {
		actor = actor || actors[v]
		trying = trying || tryingWords[v]
	}
	return actor && trying
}

var tryingWords = wordSet("trying", "tried", "tries", "keeps", "kept", "attempting", "attempted", "attempts", "trys")

// othersAsked reports word i in a question about what others do ("how
// do scammers usually trick people out of their pins"): asking about
// harm is allowed (R8); the user is in it only as the one harmed.
func othersAsked(ws []string, i int) bool {
	if len(ws) == 0 || !questionWords[ws[0]] {
		return false
	}
	actor := false
	for _, v := range ws[max(0, i-3) : i+1] {
		actor = actor || actors[v] || v == "people" || v == "crooks" || v == "gangs"
	}
	if !actor {
		return false
	}
	for _, v := range ws {
		if v == "i" || v == "me" || v == "we" || v == "us" || v == "you" || v == "my" {
			return false // "how do scammers trick people, show me so i can do it"
		}
	}
	return true
}

var questionWords = wordSet("how", "why", "what", "when", "where", "do", "does", "is", "are", "which")

// noteTaken is a note being written; detailsAsked a look-up of details.
var (
	noteTaken = reading.Lazy(`(?i)^\s*(?:note(?: to self)?|notes|add (?:a )?note|make a note|save (?:a )?note|new note|write down|jot(?: down)?|remind me|add to (?:my )?(?:list|notes|to ?do))\b|^\s*(?:save|add|keep)\b [^:]*:`)
	// contactNoted are the ordinary particulars a note keeps of someone
	contactNoted = reading.Lazy(`(?i)\b(?:address|number|phone|mobile|birthday|bday|email|flight|train|appointment|anniversary|present|gift|card|party|visit|call|ring|name|wedding|recipe)\b`)
	detailsAsked = reading.Lazy(`(?i)\b(?:find|look ?up|look for|track|search|get me|give me|tell me|show me|what(?:'s| is)|where (?:does|do|is)|dig|pull up)\b`)
)

// paidFor are the things a relative is paid for; heldBy what a relative
// holds, which money comes out of.
var (
	paidFor = wordSet("fees", "fee", "bill", "bills", "rent", "tuition", "school", "nursery", "birthday", "present", "gift",
		"party", "wedding", "lunch", "dinner", "tickets", "ticket", "trip", "holiday", "lessons", "club", "uniform", "uniforms",
		"books", "phone", "repairs", "shopping", "groceries", "flowers", "petrol", "gas", "electric", "electricity", "water",
		"insurance", "mortgage", "car", "funeral", "care", "bday", "christmas", "share")
	heldBy = wordSet("account", "accounts", "card", "cards", "savings", "checking", "money", "balance", "pension", "wages",
		"salary", "benefits", "inheritance", "details", "login", "password", "pin", "funds", "cash", "wallet", "purse", "isa", "name")
	// fromOwner are the words before an owner money comes out of
	fromOwner = wordSet("from", "of", "out", "using", "use", "via", "with", "access", "check", "see", "show", "open", "empty", "drain")
)

// paidForOthers reports money paid to a relative or for what a relative
// owes, never out of what one holds: every other person the message
// names is a payee ("to my son", "for my nephew") or stands before what
// they are paid for ("my daughter's school fees"), and none stands after
// a word money comes out of or before what they hold ("my mum's
// pension"), unless paid into it ("into my son's account").
func paidForOthers(msg *message) bool {
	ws, moved, others := msg.norm, false, 0
	for i, w := range ws {
		if wordCues(w)&(1<<cueMove) != 0 {
			moved = true
		}
		other := possessive(msg.text, msg.toks[i]) || relations[w]
		if !other {
			continue
		}
		if w == "my" || w == "our" {
			continue
		}
		others++
		before, before2 := at(ws, i-1), at(ws, i-2)
		if before == "my" || before == "our" || before == "the" {
			before, before2 = before2, at(ws, i-3)
		}
		if fromOwner[before] || fromOwner[before2] && before == "of" {
			return false
		}
		payee := before == "to" || before == "for"
		for _, v := range ws[i+1 : min(len(ws), i+4)] {
			if v == "account" && (before == "into" || before == "in") {
				payee = true // "put 20 into my son's account"
			}
			if heldBy[v] && !payee {
				return false
			}
			if paidFor[v] {
				payee = true
			}
		}
		if !payee {
			return false
		}
	}
	return moved && others > 0
}
