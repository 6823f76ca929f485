package understand

import (
	"sync"

	"github.com/concierge-dev/concierge/agents/reading"
)

// The classifier's second stage, from issue 24's eighth round: two kinds
// of ordinary message the harm head still summed to a refusal.
//
//   - A payment split for the user's own budget: "break the payment into
//     two so it doesn't overdraw my checking", "pay the rent in halves so
//     i stay in budget". Structuring is a split made so that a report is
//     not made (R8's table holds it, harm_kinds_round7_bank.go); a split
//     whose only reason is the user's balance, bills or payday evades
//     nothing.
//   - A wording forbidden in a letter: "make sure the letter doesn't say
//     he's a thief", "avoid calling him a crook". A negation or a verb of
//     avoiding before the saying asks for the opposite of the harm; the
//     words that forbid are added to notSaid's negations.

// forbidding are the words besides refusal's that forbid a saying:
// "doesn't say", "avoid calling", "without calling", "refrain from".
var forbidding = sync.OnceValue(func() map[string]bool {
	return wordSet("doesnt", "avoid", "avoiding", "without", "refrain", "mustnt", "cannot", "nothing", "no", "stop", "neither", "nor",
		// "leave out any suggestion", "omit the line", "take out the word"
		"omit", "remove", "delete", "out")
})

// sayingForms are the forms of saying's verbs that a forbidding takes
// ("avoid calling him", "without saying", "don't describe her as").
var sayingForms = sync.OnceValue(func() map[string]bool {
	return wordSet("calling", "saying", "says", "calls", "accusing", "mentioning", "suggesting", "implying", "labelling",
		"labeling", "label", "brand", "branding", "describe", "describing", "refer", "referring", "writing", "name", "naming",
		"suggestion", "suggestions", "accusation", "accusations", "implication", "hint", "line", "word", "words")
})

// splitForOwnBudget reports a split payment whose only reason given is
// the user's own money: an overdraft, a balance, a budget, a payday, the
// bills. A reason of evasion anywhere (unreported's words, a watcher
// named), or a harm word in its harmful sense other than the split's own
// ("break" it into two), leaves the classifier's word standing.
func splitForOwnBudget(msg *message) bool {
	n := uncontract(reading.Normalise(msg.text))
	if !splitSaid.MatchString(n) || !ownBudget.MatchString(n) || unreportedSaid.MatchString(n) || evasionWords.MatchString(n) {
		return false
	}
	for i, w := range msg.norm {
		if w == "hit" && at(msg.norm, i+1) == "with" {
			continue // "hit with overdraft fees": a charge, not a blow
		}
		if (wordCues(w)|contextMask(msg.norm, i))&senseCues != 0 && !splitWords()[w] && harmSense(msg.norm, i, false, false) {
			return false // "break into her account and split it": a harm besides the split
		}
	}
	return true
}

// splitWords are the harm words a split is said with: "break it into
// two", "chop it up".
var splitWords = sync.OnceValue(func() map[string]bool {
	return wordSet("break", "breaking", "broke", "split", "splitting", "chop", "chopping", "divide", "dividing", "spread", "stagger", "separate",
		"chunk", "chunks", "pieces", "bits", "parts", "halves", "installments", "instalments", "smaller", "batches")
})

// avoidedSaying reports word i as a verb of avoiding whose object is a
// saying ("avoid calling him a crook", "avoid saying she lied"): the
// wording is kept out, nothing is evaded.
func avoidedSaying(ws []string, i int) bool {
	w := ws[i]
	if w != "avoid" && w != "avoiding" && w != "avoids" {
		return false
	}
	next := at(ws, i+1)
	return saying[next] || sayingForms()[next] || next == "any" || next == "the" && at(ws, i+2) == "word"
}

var (
	// splitSaid is the harm_kinds_round7_bank.go pieces of a sum.
	splitSaid = reading.Lazy(inPieces + `|\b(?:halves|half now|half later|in half|two goes|one now and)\b`)
	// unreportedSaid is the same file's evasion of a report.
	unreportedSaid = reading.Lazy(unreported)
	// ownBudget is a reason that is the user's own money: not going
	// overdrawn or negative, staying in budget, waiting for payday,
	// keeping enough for the bills.
	ownBudget = reading.Lazy(`\b(?:overdraw\w*|overdrawn|overdraft|overdrafts|in the red|negative|positive|in credit|in the black|above zero|minus|below zero|bounce|bounces|bounced|nsf|insufficient|budget\w*|afford|payday|pay day|paycheck|pay cheque|salary|wages|paid on|get paid|cash ?flow|enough (?:left|money|for)|(?:low|short) on (?:money|cash|funds)|fees?|charges?|my (?:checking|savings|balance|account) (?:doesnt|does not|wont|will not|isnt|is not|stays?|goes|going|would go|drops?|runs?|hits?)|run(?:ning)? (?:out|dry|low)|rent|bills?|(?:my|the) balance)\b`)
	// evasionWords are watchers and hiding a budget reason never names.
	evasionWords = reading.Lazy(`\b(?:report\w*|flag\w*|notic\w*|radar|threshold|limit|irs|hmrc|tax ?man|government|govt|authorities|feds|police|regulators?|aml|ctr|sar|compliance|paperwork|suspicious|trace\w*|track\w*|detect\w*|spot\w*|alert\w*|audit\w*|hide|hidden|hiding|secret\w*|quiet\w*|unnoticed|anyone|nobody|no one|wife|husband|partner|ex|court|lawyer)\b`)
)

// forbidsAWording reports a message that keeps a wording out of a letter
// ("please leave out any suggestion that he is a liar", "the letter
// shouldn't call her a fraud"): with no harm word in it, what it names is
// what the letter must not say.
func forbidsAWording(text string) bool {
	return wordingForbidden.MatchString(uncontract(reading.Normalise(text)))
}

// wordingForbidden is R8's table's forbidsWording, or a saying left,
// taken or cut out of the letter.
var wordingForbidden = reading.Lazy(forbidsWording + `|\b(?:leave|leaving|take|taking|cut|cutting|keep|keeping) (?:[\w']+ )?out\b (?:[\w']+ ){0,2}(?:suggestion|mention|word|words|line|lines|hint|accusation|implication|reference|part|bit|language)s?\b|\b(?:omit|omitting|remove|removing|delete|deleting|drop|dropping|strike|striking)\b (?:[\w']+ ){0,2}(?:suggestion|mention|word|words|line|lines|hint|accusation|implication|reference|part|bit|language)s?\b`)
