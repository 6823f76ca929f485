package understand

// The classifier's second stage, for corrections of a money move (R50,
// R53; issue 24, round 7). At "Transfer $300.00 from Savings … to
// 7654321?", "actually make it 250 and send it from checking" was refused
// as harm, and the next "yep" moved the old $300. No word of it is a harm
// word: the head sums "make it", an amount, "send it" and an account —
// the words of "make it look like …" and of money sent on — to a refusal.
// A message made only of the words of a move and of changing one, with a
// value in it (an amount, a number, an own account), is a correction or a
// plain move, whatever it sums to; one word outside them ("make it 250
// and send it to my dealer", "… so the bank doesn't report it") leaves
// the classifier's word standing, and any harm word keeps the first
// stage's judgement.

// correctsAMove reports a message of nothing but the words of a money
// move and of its correction, naming a value.
func correctsAMove(msg *message) bool {
	value := false
	for i, w := range msg.norm {
		if w == "<choice>" || w == "<word>" {
			w = msg.toks[i].norm // an account named by the domain's enum
		}
		switch {
		case w == "<money>" || w == "<num>" || w == "savings" || w == "checking" || numberWords[w]:
			value = true
		case !ownMoveWords[w] && !correctionWords[w]:
			return false
		}
	}
	return value
}

// correctionWords are the words of changing a pending move's amount,
// source or destination ("make it 250", "switch it to savings", "bump it
// up to 400", "and take it from checking", "have it come out of
// savings"), beyond ownMoveWords.
var correctionWords = wordSet("make", "made", "change", "changed", "switch", "swap", "let", "lets", "do", "be", "should", "would",
	"meant", "mean", "rather", "instead", "pull", "wire", "pay", "charge", "route", "through", "have", "come", "comes", "drop",
	"lower", "raise", "bump", "up", "down", "reduce", "increase", "amount", "number", "sum", "total", "bucks", "dollars",
	"dollar", "quid", "oh", "hmm", "um", "uh", "er", "wait", "hold", "on", "yes", "yeah", "yep", "sure", "also", "both",
	"only", "with", "same", "other", "accounts", "acct", "but", "fine", "good", "correct",
	"right", "sorry", "oops", "bad", "mistake", "typo", "shouldve", "was", "supposed",
	// a correction offered: "lets say 250", "how about 250 from checking", "i'd prefer checking"
	"say", "how", "about", "what", "prefer", "like", "id", "think")

// numberWords are amounts said in words: "make it two fifty".
var numberWords = wordSet("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
	"fifteen", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety", "hundred", "thousand", "grand", "k")
