package concierge

// A filler or politeness word after a login cue (R29, R53; issue 24 round
// 14): "login pls", "sign in plz", "log in thx", "login now", "login
// again pls". Read as a labelled field ("login: seldo") the word became
// the username, the password was asked for a user named "pls", and the
// right password then spent the tries. Such a word only colours the
// request: it is never a username, and the username is asked for.

import "github.com/concierge-dev/concierge/agents/reading"

// loginFillers are the words of time and haste people put after a login
// cue: "login now", "log in asap", "sign in again".
var loginFillers = lazyWordSet(`now asap quick quickly again rn pls plz plse pleas please pleeze thx thnx thanks ty tysm cheers kthx`)

// fillerNotUsername reports a word that is never a username, whatever
// cue stood before it: a courtesy, a friendly word, a word of haste.
func fillerNotUsername(lw string) bool {
	lw = reading.ASCIILower(lw)
	return loginFillers()[lw] || courtesy[lw] || courtesyWords()[lw] || friendlyWord(lw)
}
