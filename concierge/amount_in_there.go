package concierge

// "in there" said of the money, not of an account (R27, R50; issue 24,
// round 13): "idk whatever is in there", "all of what's in there",
// "everything in it" at "How much would you like to transfer?". The
// reference rewrite (references_just_said.go) read "in there" as the
// account just mentioned and said "Taking 'in there' as 7654321" — a
// destination nobody named. A pointer inside the words of a whole-balance
// amount (money_slang.go's wholeBalance) points at the balance in hand:
// it is the amount's, and no account is put in its place.

import "github.com/concierge-dev/concierge/agents/reading"

// thereWord is "there", "it" or "that one" inside an amount's words.
var thereWord = reading.Lazy(`(?i)\b(?:there|it|that\s+one|this\s+one|that\s+account|this\s+account)\b`)

// amountSaysThere reports text whose pointer at an account lies inside a
// whole-balance amount: no reference to a destination.
func amountSaysThere(text string) bool {
	for _, m := range wholeBalance.FindAllStringIndex(text, -1) {
		if thereWord.MatchString(text[m[0]:m[1]]) {
			return true
		}
	}
	return false
}

// wholeHedges are said around a whole balance at the amount's question:
// "idk", "i guess", "just", "send".
var wholeHedges = lazyWordSet(`idk dunno i don't dont know guess think suppose reckon uh uhh um umm hmm er erm well so ok okay like just maybe
	probably then please pls plz yeah yes sure fine send transfer move put it all of the whatever lol
	oh ohh ah ahh eh meh ugh welp oof alright aight right k kk okie fine`) // "oh. ok whatever i have then": the lead-ins of a give-in (round 39)

// hedgedWhole reports a line that is the whole balance ("everything", as
// moneySlang has said it) among hedges only: "idk everything", "uh
// everything i guess". Read whole, "idk" alone would be a give-up.
func hedgedWhole(text string) bool {
	whole := false
	for _, w := range reading.Words(text) {
		switch {
		case w == "everything":
			whole = true
		case !wholeHedges()[w]:
			return false
		}
	}
	return whole
}
