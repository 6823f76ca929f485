package reading

// Two forms of cueThenValue's that need no "is" or sign: a weak cue and
// one word as the whole message ("pass monkey", "pin 4321"), and a
// password named before its username ("pwd monkey user seldo").

// wholeCueWords are the weak cues that, with one word after them and
// nothing else, name a password: "pass monkey" is no sentence, where
// "secret santa" and "code red" are.
var wholeCueWords = toSet(`pass pin`)

// cueAndWord reports a weak cue first in the message with one value
// token after it that ends the message: "pass monkey". A common word
// ("pass it", "pin please") fails plausible and stays.
func (r *secretReader) cueAndWord(i, n int, cue indexedCue, next int) bool {
	return n == 1 && len(cue.words) == 1 && wholeCueWords[cue.words[0]] && r.first(i) && r.last(next) && next == i+n+1
}

// userAfter returns the token of a username named right after a value by
// a login intro that ends its clause ("pwd monkey user seldo", "pw
// monkey, login ada"), or -1.
func (r *secretReader) userAfter(next int) int {
	if next < len(r.toks) && r.toks[next].mark == ',' {
		next++
	}
	n := 0
	for _, c := range r.intros.at(&r.secretText, next) {
		if r.wordsAt(next, c.words) {
			n = len(c.words) // a noun too: the value before it ended a clause
			break
		}
	}
	if n == 0 {
		return -1
	}
	u := next + n
	for c := 0; c < 2 && (r.isCopula(u) || r.sign(u)); c++ {
		u++ // "user: seldo", "username is seldo"
	}
	if !r.userFits(u) || !r.clauseEndsAt(u+1) {
		return -1
	}
	return u
}
