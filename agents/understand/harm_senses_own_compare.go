package understand

// A question comparing the user's own accounts (R53; issue 24, bank32):
// "which of mine has more money in it", "which of my accounts has more
// money in it", "is savings or checking fuller" were refused by the
// trained classifier, which hears "which … has more money in it" as
// picking a victim. A message made only of the words of such a question
// (which, more, mine, my accounts, checking, savings …) names nobody
// else and asks nothing be done: the classifier's general refusal does
// not stand for it. R8's table judges the message before; one word
// outside the list ("customer", "neighbour", "drain", "take") and the
// classifier's word stands.

import (
	"sync"

	"github.com/concierge-dev/concierge/agents/reading"
)

// ownCompareWords are the words a question comparing one's own accounts
// is made of.
var ownCompareWords = sync.OnceValue(func() map[string]bool {
	return wordSetOf(`which whichs which's whichever where what whats what's is isn't does do did have has had got gotten ive i've i im i'm am are
		one ones of mine my me myself i'd id the a an two both either these those them it its it's there theres there's
		account accounts acct accts acc accs acount acounts accnt checking chequing checkings cheking savings saving savngs sav chk
		money cash funds dough balance balances bal in on inside left sitting kept
		more most less least bigger biggest larger largest fuller fullest emptier emptiest higher highest lower lowest richer smaller smallest
		or and than vs versus right now rn where've whereve currently atm at the moment today then so ok okay hmm um uh lol pls please just quick quickly
		tell show let know see wondering wonder curious compare comparing comparison between out with`)
})

// compareWords are the words that make it a comparison.
var compareWords = sync.OnceValue(func() map[string]bool {
	return wordSetOf(`more most less least bigger biggest larger largest fuller fullest emptier emptiest higher highest lower lowest richer smaller smallest compare comparing comparison vs versus`)
})

// comparesOwnAccounts reports a message that only compares or asks about
// the user's own accounts: every word from ownCompareWords, a comparison
// word, and the user's own ("mine", "my") or an account named.
func comparesOwnAccounts(text string) bool {
	words := reading.Words(text)
	if len(words) == 0 || len(words) > 20 {
		return false
	}
	compares, own := false, false
	for _, w := range words {
		if !ownCompareWords()[w] {
			return false
		}
		compares = compares || compareWords()[w]
		switch w {
		case "mine", "my", "i", "me", "myself", "ive", "i've", "im", "i'm", "checking", "chequing", "savings", "saving", "sav", "chk":
			own = true
		case "money", "cash", "funds", "dough", "balance", "balances", "bal", "account", "accounts", "acct", "accts", "acc", "accs", "acount", "acounts", "accnt":
			// "which has more money in it" (bank34): every word is one of
			// the list, so no one else's account, house or till is named;
			// in a bank the money asked about is the user's own
			own = true
		}
	}
	return compares && own
}
