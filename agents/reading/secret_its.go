package reading

// "i keep forgetting my password, its monkey" (R29, R55; round 17): the
// password named, a comma, and "it's" (or "its", "it is", "that's")
// before one word is the password said as surely as after "is". Read as
// a loose separator, the word after the comma was "its", no value, and
// the password stayed in clear in the echo and the store.

// itsWords say "it is" after a comma.
var itsWords = toSet(`it's its it’s thats that's that’s tis`)

// itsAt is how many tokens at j say "it is": 0 for none.
func (r *secretReader) itsAt(j int) int {
	if j >= len(r.toks) || !r.toks[j].word() {
		return 0
	}
	if itsWords[r.toks[j].low] {
		return 1
	}
	if (r.toks[j].low == "it" || r.toks[j].low == "that") && r.isWordAt(j+1, "is") {
		return 2
	}
	return 0
}
