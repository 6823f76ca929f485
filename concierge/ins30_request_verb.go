package concierge

// A verb of the request is never said back as a value (issue 24, round
// 28, ins30): "I REQUIRE A DECLINATION LETTER FOR CLAIM 450ZZT." was told
// 'I didn't recognise "require" as the claim type', and "yo where do i
// grab the claim id from" 'I didn't recognise "grab" as the
// relationship'. A word said as what the user does — after I, we, you,
// to, or a modal (do, can, should, gotta …) — is the request's verb, no
// value tried: it is not said back. Only words that could be a value are.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// subjects and modals before a verb: "i", "we", "can", "gotta" …
var verbLeads = lazyWordSet(`i we u you ya they to do does did can could should would will must may might shall gotta wanna gonna hafta lemme let i'd i'll i'm im id ill we'd we'll pls plz please kindly`)

// verbAdverbs stand between a subject and its verb: "i really need", "can
// u pls grab".
var verbAdverbs = lazyWordSet(`really just still also urgently kindly now actually then even pls please plz quickly kinda sorta definitely first need want have go come me`)

// verbOfRequest reports w as a verb of the request in text: "require" in
// "I REQUIRE A LETTER", "grab" in "where do i grab the claim id"; or an
// adverb of manner ("urgently"), never a value either.
func verbOfRequest(text, w string) bool {
	l := strings.ToLower(w)
	if len(l) < 3 || strings.ContainsAny(l, "0123456789") || !reading.EnglishWord(l) {
		return false
	}
	if stem, ok := strings.CutSuffix(l, "ly"); ok && len(stem) >= 4 && reading.EnglishWord(stem) {
		return true // "urgently", "quickly"
	}
	words := reading.Words(strings.ToLower(text))
	leads, adverbs := verbLeads(), verbAdverbs()
	for i, x := range words {
		if x != l || i == 0 {
			continue
		}
		for j := i - 1; j >= 0 && j >= i-3; j-- {
			if leads[words[j]] {
				return true
			}
			if !adverbs[words[j]] {
				break
			}
		}
	}
	return false
}
