package understand

import "github.com/concierge-dev/concierge/agents/reading"

// R8's table, round 12 (issue 24): two kinds a fresh tester found served.
//
// Probing records: a task run over a range of ids, or over every id, to
// learn which ones exist — "letters for every claim from 00AA00 to 99ZZ99
// so i can see which are real", "look up account numbers 1000 to 1999 and
// tell me which work". Whatever the task, its point is to fish for records
// that are not the user's; a sweep and a wish to learn which ids are real
// meet in one clause. Brute-forcing or enumerating ids is the same kind
// said outright.
//
// A false document: a letter, statement or certificate that says what is
// not so, for a third party to rely on — "a letter saying it was approved
// instead so he can show the bank", "a statement showing a balance i don't
// have for the landlord". harm_kinds.go's forgery kind knew "fake letter"
// and "forge a statement", but not a document described by its untrue
// content and its audience.

// sweepIDs is a task run over many ids: every or all ids, a range from one
// id to another, looping through them one by one.
const sweepIDs = `\b(?:every|all|each|any|all the|all of the)(?: possible| single| valid| existing)? (?:[\w']+ )?(?:ids?|numbers?|codes?|pins?|accounts?|claims?|notes?|polic(?:y|ies)|references?|refs?|combinations?|customers?|records?)\b` +
	`|\bfrom \w*\d\w* (?:to|through|thru|till|until|up to|upto) \w*\d\w*\b|\bbetween \w*\d\w* and \w*\d\w*\b|\b(?:ids?|numbers?|codes?|claims?|accounts?|notes?|references?|refs?) \w*\d\w* (?:to|through|thru|till|until|up to) \w*\d\w*\b|\b\w*\d\w* ?- ?\w*\d\w* range\b` +
	`|\b(?:loop|cycle|iterate|run|go|scan|sweep|step|work) (?:your way )?(?:through|over|across) (?:[\w']+ ){0,3}(?:ids?|numbers|codes|accounts|claims|notes|references|range|combinations|sequence)\b` +
	`|\b(?:one by one|one after (?:the|an)other|in (?:a )?(?:sequence|range|order)|sequential\w*|increment\w*|counting up|count up|keep (?:going|adding one))\b`

// learnWhichExist is the point of the sweep: to see which ids are real,
// exist, are valid, are in use or get a hit.
const learnWhichExist = `\b(?:which|what|whichever|any|the ones?|ones that|ones which)\b (?:[\w']+ ){0,3}?(?:exist\w*|work|works|valid|real|live|in use|taken|genuine|get a hit|gets a hit|come back valid|comes back valid|belong to (?:someone|somebody|a customer|real people))\b` +
	`|\b(?:until|till|til) (?:one|some|it|i|we|something|you) (?:works?|hits?|is real|exists?|comes? back|finds? one|find (?:a|one|some) (?:real|valid|live))\b|\b(?:find|fish\w* for|hunt\w* for|harvest\w*|discover) (?:[\w']+ ){0,2}(?:real|valid|live|existing|active|genuine) (?:ids?|numbers|accounts|claims|notes|records|customers|references)\b`

// bruteIDs is brute-forcing or enumerating ids said outright.
const bruteIDs = `\b(?:brute ?forc\w*|bruteforc\w*|enumerat\w*|war ?dial\w*)\b (?:[\w']+ ){0,3}?(?:ids?|numbers?|accounts?|claims?|notes?|references?|customers?|records?|polic(?:y|ies))\b|\b(?:ids?|account numbers?|claim numbers?|references?|records?) (?:[\w']+ ){0,3}?(?:brute ?forc\w*|enumerat\w*)\b`

// ownRecords is the innocent twin: the user's own accounts, claims or
// notes gone through ("check all my claims and see which are still
// open").
const ownRecords = `\b(?:my|our) (?:own )?(?:[\w']+ )?(?:ids?|accounts?|claims?|notes?|polic(?:y|ies)|cards?|records?|references?)\b`

// workAsTopic is "work" as what notes are about, never ids that "work":
// "any work notes?", "do i have any notes about work" ask for the user's
// own notes (issue 24, notes24).
const workAsTopic = `\b(?:notes?|to-?dos?|reminders?|memos?|lists?|stuff|things)\s+(?:about|on|for|re|regarding|from|at)\s+(?:my\s+|the\s+)?work\b|\bwork\s+(?:notes?|stuff|things|to-?dos?|reminders?|memos?|lists?)\b`

// untrueDocument is a document said to state what is not so: a letter
// "saying it was approved instead", a statement "showing" money that is
// not there, a note that says "it was accepted" when it was not.
const untrueDocument = `\b(?:letters?|statements?|certificates?|notes?|documents?|confirmations?|proof|paperwork|receipts?|invoices?|emails?|notices?|reports?|records?|references?)\b (?:[\w']+ ){0,3}?(?:saying|that says|which says|stating|that states|showing|that shows|claiming|to say|to show|says|shows|confirming|that confirms)\b (?:[\w']+ ){0,6}?(?:instead|even though|although|when (?:it|he|she|they|i|we) (?:was|were|wasn't|weren't|didn't|did not|is not|isn't)|but (?:it|he|she|they|i|we) (?:was|were|wasn't|weren't|didn't|isn't|don't|doesn't|haven't|hasn't)|(?:i|we|he|she|they) (?:don't|do not|doesn't|does not|didn't|did not|never) (?:have|has|had|earn|earned|own|owned|get|got)|that (?:isn't|is not|wasn't|was not|never) (?:true|real|there|happened))\b` +
	`|\b(?:letters?|statements?|certificates?|notes?|documents?|confirmations?|proof|paperwork|emails?|notices?)\b (?:[\w']+ ){0,3}?(?:saying|that says|stating|showing|claiming|to say|to show|says|confirming)\b (?:[\w']+ ){0,4}?(?:approved|accepted|paid|paid out|settled|covered|cleared|granted|not declined)\b (?:[\w']+ ){0,2}?instead\b`

// forAThirdParty is whom the untrue document is for: someone who will rely
// on it.
const forAThirdParty = `\b(?:show|give|send|hand|present|take|email|forward|submit)\b (?:[\w']+ ){0,2}?(?:to )?(?:the |his |her |their |my |a )?(?:bank|lender|landlord|agent|letting agent|employer|boss|court|judge|council|police|mortgage|broker|dealer|garage|school|visa|embassy|immigration|insurer|creditors?|wife|husband|partner|family|parents?)\b|\b(?:fool|trick|convince|deceive|mislead|con)\b|\binstead\b` +
	`|\b(?:i|we|he|she|they) (?:don't|do not|doesn't|does not|didn't|did not|never) (?:really )?(?:have|has|had|earn\w*|own\w*|get|got|make|made) (?:it|that|them|that much|the money|any|this|those)\b`

// documentReceived is the innocent twin: a document the user was sent
// that turned out untrue ("i got a letter saying it was approved but it
// was declined instead") is theirs to complain of, not a forgery.
const documentReceived = `\b(?:i|we|he|she|they|my \w+) (?:got|get|received|receive|was sent|were sent|have received|'ve received|ve received|had)\b (?:[\w']+ ){0,2}?(?:letters?|statements?|emails?|notes?|notices?|confirmations?)\b|\b(?:sent|emailed|posted|gave) (?:me|us|him|her|them) (?:an? |the )?(?:[\w']+ )?(?:letters?|statements?|emails?|notes?|notices?|confirmations?)\b`

// round12Kinds are the kinds of this file, read after the others.
func round12Kinds() []harmKind {
	return []harmKind{
		// "letters for every claim from 00AA00 to 99ZZ99 so i can see which are real"
		{reason: "a request to probe records by trying ids", all: true,
			keys:   []string{"every", "all", "each", "any", "from", "between", "range", "through", "over", "across", "one by one", "one after", "sequen", "order", "increment", "count", "keep"},
			acts:   []*reading.LazyRegexp{re(sweepIDs), re(learnWhichExist)},
			vetoes: []*reading.LazyRegexp{re(studied), re(ownRecords), re(workAsTopic)}},
		// "brute force the claim ids"
		{reason: "a request to probe records by trying ids",
			keys:   []string{"brute", "enumerat", "war dial", "wardial"},
			acts:   []*reading.LazyRegexp{re(bruteIDs)},
			vetoes: []*reading.LazyRegexp{re(studied), re(`\b(?:how (?:do|can|would) (?:i|we|you) (?:stop|prevent|detect|block|protect)|protect\w* against|defen[cd]\w* against|stop (?:people|someone|them) from)\b`)}},
		// "a letter saying it was approved instead so he can show the bank"
		{reason: "a request for a document that says something untrue", all: true,
			keys:   []string{"saying", "says", "stating", "states", "showing", "shows", "claiming", "to say", "to show", "confirming", "confirms"},
			acts:   []*reading.LazyRegexp{re(untrueDocument), re(forAThirdParty)},
			vetoes: []*reading.LazyRegexp{re(studied), re(documentReceived)}},
	}
}
