package reading

// Key words of a login typed with a slip (R55): "pasword", "passwrd",
// "passowrd", "usrname". A word one edit (a swap of two neighbours
// counted as one) from a long key word is that key word. Only long key
// words are read so: one edit from "pass" or "pin" is everyday English
// ("past", "pen"), one edit from "password" is nothing but a slip.

// minFuzzyKey is the shortest key word a slip of which is still read as
// it: "password", "passcode", "username".
const minFuzzyKey = 8

// fuzzyAt is the one-word phrase of ix that the word at token i is a slip
// of, as a phrase of that word itself, so that wordsAt matches it; ok is
// false when there is none or the word is a phrase of ix already.
func (ix cueIndex) fuzzyAt(m *secretText, i int) (indexedCue, bool) {
	if i >= len(m.toks) || !m.toks[i].word() {
		return indexedCue{}, false
	}
	low := m.toks[i].low
	if len(low) < minFuzzyKey-1 || len(ix[low]) > 0 {
		return indexedCue{}, false
	}
	for _, list := range ix {
		for _, c := range list {
			if len(c.words) != 1 || len(c.words[0]) < minFuzzyKey || c.is || c.exact || len(low)-len(c.words[0]) > 1 || len(c.words[0])-len(low) > 1 {
				continue
			}
			if low == c.words[0]+"s" {
				continue // "passwords matter": the plural speaks of them, never gives one
			}
			if EditDistance(low, c.words[0], 1) <= 1 {
				c.words = []string{low}
				return c, true
			}
		}
	}
	return indexedCue{}, false
}

// slashIsWhole reports a spaced slash between the only two words of the
// message, where the caller knows a username slot: "seldo / monkey".
func (r *secretReader) slashIsWhole(k int) bool {
	return r.hints.User != nil && r.firstWord == k-1 && r.lastWord == k+1
}

// SecretKeyWord reports a word that names a secret or a login, or is a
// slip of a long one ("pasword", "usrname"): never a username, though
// it is no English word.
func SecretKeyWord(w string) bool {
	low := ASCIILower(w)
	ix := cueIndexesFor(SecretHints{})
	for _, set := range []cueIndex{ix.cues, ix.intros} {
		for _, c := range set[low] {
			if len(c.words) == 1 {
				return true
			}
		}
		if slipOf(set, low) {
			return true
		}
	}
	return isLoginWord(low)
}

// SecretCueSlip reports a word that is a slip of a long name of a secret
// ("pasword", "passwrd"), not the name itself: read as "password".
func SecretCueSlip(w string) bool {
	return slipOf(cueIndexesFor(SecretHints{}).cues, ASCIILower(w))
}

// slipOf reports a lower-case word that is a slip of a one-word phrase of
// set.
func slipOf(set cueIndex, low string) bool {
	m := secretText{text: low, toks: tokenizeSecret(low)}
	if len(m.toks) != 1 {
		return false
	}
	_, ok := set.fuzzyAt(&m, 0)
	return ok
}

// lastClause reports a weak cue (pass, pin, secret) that opens the last
// clause of a longer message, its value the message's last word: "seldo
// here, pass monkey", "send 200, pin 4321". "pass the salt" is one clause
// and "pass it on" names no value.
func (r *secretReader) lastClause(i, next int) bool {
	return !r.first(i) && r.clauseStart(i) && r.last(next) && next-i <= 3
}

// ownerNouns name whose secret a weak cue's value is, two words before
// it: "account seldo secret monkey", "customer ada pass lovelace".
var ownerNouns = toSet(`account acct user usr username login customer member id name`)

// afterOwner reports a weak cue right after an owner noun and a name,
// its value the message's last word: "… account seldo secret monkey".
func (r *secretReader) afterOwner(i, next int) bool {
	return i >= 2 && r.toks[i-2].word() && ownerNouns[r.toks[i-2].low] && r.userFits(i-1) && r.last(next)
}
