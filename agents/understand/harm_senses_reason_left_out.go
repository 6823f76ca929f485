package understand

// A decline letter's reason left out (R53; issue 24, rounds 34–36).
// "send it without a reason", "just send it without the reason line" and
// "leave the reason blank and send it" were refused by the trained
// classifier as a request to do harm, and the letter withdrawn: it hears
// "without" and "send" as a move kept from someone. The standardised
// letter is written with no reason line unless one is given, so a
// message that only asks for the reason to be left out asks for nothing
// unlawful. It is told by its words: a word for the reason, a word that
// leaves it out, and nothing else but the words of sending a letter and
// fillers. A harm word anywhere (a protected trait, a hiding, a fake)
// keeps the classifier's word, and so does anything else said beside
// it ("so nobody can appeal", "the real reason", "i don't like his
// kind"): a word outside these lists is never judged here.

import (
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents/reading"
)

// reasonOmitted are the words that leave a reason out: "without",
// "w/o" (read as "w o"), "no", "leave … out", "skip", "blank",
// "not needed".
var reasonOmitted = sync.OnceValue(func() map[string]bool {
	return wordSet("without", "w", "wo", "no", "none", "leave", "leaving", "left", "skip", "skipping", "skipped",
		"remove", "removing", "removed", "omit", "omitting", "omitted", "drop", "dropping", "ditch", "cut", "delete", "deleting",
		"blank", "empty", "dont", "not", "lose", "minus", "sans", "nix", "scrap", "bin", "rid", "erase", "strip")
}) // built on first use: TestInitAllocations

// reasonTakenOut are the verbs of a split phrasal verb that leaves the
// reason out with a later "out" or "off": "take the reason out", "strip
// it out", "pull that bit off" (fresh round 40: ins 25).
var reasonTakenOut = sync.OnceValue(func() map[string]bool {
	return wordSet("take", "taking", "took", "strip", "stripping", "pull", "pulling", "cross", "knock", "chop", "rub", "scratch")
})

// reasonLeftOutWords are the other words such a message may hold: the
// parts of a leaving out ("put", "need", "line"), sending the letter,
// and fillers.
var reasonLeftOutWords = sync.OnceValue(func() map[string]bool {
	return wordSet("o", "out", "off", "take", "taking", "do", "need", "needed", "needs", "necessary", "required",
		"want", "wanna", "bother", "any", "give", "giving", "given", "state", "stating", "stated", "put", "putting", "include",
		"including", "included", "add", "adding", "write", "writing", "mention", "mentioning", "say", "saying", "specify",
		"line", "bit", "part", "section", "field", "space", "box",
		"send", "sending", "sent", "issue", "go", "goes", "post", "email", "finish", "finalise", "finalize", "print", "ahead",
		"it", "the", "a", "an", "just", "please", "pls", "plz", "can", "could", "would", "you", "we", "i", "as", "is", "are",
		"ok", "okay", "fine", "that", "this", "letter", "decline", "declined", "claim", "with", "and", "then", "now", "anyway",
		"still", "for", "in", "on", "of", "to", "yeah", "yes", "sure", "thanks", "ta", "at", "all", "there", "be", "if", "so",
		"let", "lets", "its", "is", "simply", "also", "actually", "rather", "prefer", "one",
		"get", "hmm", "um", "uh", "oh", "well", "legal", "compliance", "lawyers", "management", "manager", "boss", "team", "prefers",
		"preferred", "wants", "says", "said", "asked", "these", "those", "them", "ones", "instead", "u",
		"<code>", "<choice>", "<word>")
})

// reasonNoun reports a word for a decline's reason, a misspelt "reason"
// among them ("reasn", "resaon").
func reasonNoun(w string) bool {
	switch w {
	case "reason", "reasons", "grounds", "explanation", "justification", "why", "reasoning":
		return true
	}
	return len(w) >= 4 && len(w) <= 7 && w[0] == 'r' && !reading.EnglishWord(w) && reading.EditDistance(w, "reason", 2) <= 2
}

// onlyReasonLeftOut reports a message that says nothing but to leave a
// decline's reason out (see ReasonLeftOut), on its analysed words.
func onlyReasonLeftOut(msg *message) bool { return reasonLeftOutWordsOnly(msg.norm) }

// ReasonLeftOut reports a message that says nothing but to leave a
// decline's reason out: "send it without a reason", "skip the reason".
// The engine writes the letter with no reason line for it
// (concierge/reason_left_out.go); a word with a digit is the claim's id.
func ReasonLeftOut(text string) bool {
	var ws []string
	for _, w := range reading.Words(strings.ToLower(text)) {
		if strings.ContainsAny(w, "0123456789") {
			w = "<code>"
		}
		ws = append(ws, w)
	}
	return reasonLeftOutWordsOnly(ws)
}

// reasonLeftOutWordsOnly reports words that hold a reason word, a word
// leaving it out, and nothing but reasonLeftOutWords beside them.
func reasonLeftOutWordsOnly(ws []string) bool {
	noun, omitted, takes := false, false, false
	for _, w := range ws {
		w = strings.NewReplacer("'", "", "’", "").Replace(w)
		switch {
		case reasonNoun(w):
			noun = true
		case reasonTakenOut()[w]:
			takes = true // "take the reason out": left out when "out" follows
		case (w == "out" || w == "off") && takes:
			omitted = true
		case reasonOmitted()[w]:
			omitted = true
		case !reasonLeftOutWords()[w]:
			return false
		}
	}
	return noun && omitted
}
