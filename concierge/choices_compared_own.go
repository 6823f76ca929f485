package concierge

// The user's own accounts compared without naming them (R50; issue 24,
// bank32): "which of mine has more money in it", "which of mine is
// bigger", "where have i got more". "which account has more money" was
// the balance for each account; these, naming neither the accounts nor
// the slot's word, were "I don't know that here". A question made only
// of the words of such a comparison, with "mine", or "where" and "i", is
// the same balance check for each choice.

import (
	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// ownCompareOnlyWords are the words such a question is made of; one
// word outside them and it is some other question.
var ownCompareOnlyWords = lazyWordSet("which whichever where what whats is does do have has got ive i've i im i'm am are " +
	"one ones of mine my me the a two both either it them there in on inside left " +
	"money cash funds dough balance balance's so ok okay hmm um lol pls please right now rn where've whereve currently atm at moment today then " +
	"more most less least bigger biggest larger largest greater fuller fullest emptier emptiest higher highest lower lowest smaller smallest richer")

// ownComparedOnly reports words that compare the user's own, unnamed
// choices: "mine", money, or "where" with "i", a comparison word, and
// nothing else.
func ownComparedOnly(words []string) bool {
	mine, where, i, compares := false, false, false, false
	for _, w := range words {
		if !ownCompareOnlyWords()[w] {
			return false
		}
		compares = compares || compareWords()[w]
		// "which has more money in it" (bank34): money and nothing else
		// named, so no one else's account — in a bank, the user's own
		mine = mine || w == "money" || w == "cash" || w == "funds" || w == "dough" || w == "balance"
		mine = mine || w == "mine"
		where = where || w == "where" || w == "where've" || w == "whereve"
		i = i || w == "i" || w == "ive" || w == "i've" || w == "im" || w == "i'm"
	}
	return compares && (mine || where && i)
}

// ownChoiceWords are the words of a question about one of the user's own
// choices by name: "what's my checking", "whats in my savings then".
var ownChoiceWords = lazyWordSet("what whats what's wats is in my how much about the account acct balance bal then so ok and for now")

// ownChoiceAsked reports a question about the user's own choice of an
// enum slot, named once after "my", with nothing else asked: at that
// slot's question it is the answer, not a question about the choices.
func ownChoiceAsked(s *agents.Slot, text string) bool {
	if s.Kind != agents.KindEnum || len(choicesNamed(s, text)) != 1 {
		return false
	}
	my := false
	for _, w := range reading.Words(text) {
		if !ownChoiceWords()[w] && !choiceWordOf(s, w) {
			return false
		}
		my = my || w == "my"
	}
	return my
}

// choiceWordOf reports w a word of a choice of s or of its aliases.
func choiceWordOf(s *agents.Slot, w string) bool {
	for _, c := range s.Choices {
		for _, n := range append([]string{c.Value}, c.Aliases...) {
			for _, x := range reading.Words(n) {
				if x == w {
					return true
				}
			}
		}
	}
	return false
}
