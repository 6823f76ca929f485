package reading

// A password said with a hedge between its cue and its value (R29, R55;
// issue 24): "the password I believe is monkey", "password should be
// monkey i think", "my pw is probably monkey". People unsure of a
// password still give it, and the hedge between the cue and the "is"
// broke the form: the line was read as talk about the password and shown
// in clear. A hedge ("I think", "probably") before or after the "is", or a
// modal "be" in place of it ("should be", "might be"), keeps the form; the
// value must then be no common word, so "the password I think is the
// problem" and "it should be changed" stay sentences.

// hedgeWords are said alone to hedge: "probably", "maybe".
// "either" and "like" too: "the password is either monkey or donkey"
// (round 16) gave "either" as the password.
var hedgeWords = toSet(`probably prob prolly maybe perhaps possibly likely surely definitely def actually still now hopefully either like`)

// hedgeVerbs follow "I" to hedge: "I think", "I believe".
var hedgeVerbs = toSet(`think believe guess reckon suppose bet assume figure`)

// modalWords stand before "be" in place of "is": "should be monkey".
var modalWords = toSet(`should might may must could would will`)

// skipHedges returns the token after any hedges at token j: "I
// believe", "i'm pretty sure", "probably".
func (r *secretReader) skipHedges(j int) int {
	for j < len(r.toks) && r.toks[j].word() {
		switch low := r.toks[j].low; {
		case hedgeWords[low]:
			j++
		case low == "one" && r.isWordAt(j+1, "of"):
			j += 2 // "my pw is one of monkey / donkey"
		case low == "i" && j+1 < len(r.toks) && r.toks[j+1].word() && hedgeVerbs[r.toks[j+1].low]:
			j += 2
		case (low == "i'm" || low == "im") && r.isWordAt(j+1, "pretty") && r.isWordAt(j+2, "sure"),
			(low == "i'm" || low == "im") && r.isWordAt(j+1, "fairly") && r.isWordAt(j+2, "sure"):
			j += 3
		case (low == "i'm" || low == "im") && r.isWordAt(j+1, "sure"):
			j += 2
		default:
			return j
		}
	}
	return j
}

// hedgedCopula reads hedges and then an "is" or a modal "be" at token j
// ("I believe is", "should be", "I think should be"): the token of the
// "is" or the "be", and whether there was a hedge or a modal at all.
func (r *secretReader) hedgedCopula(j int) (int, bool) {
	k := r.skipHedges(j)
	switch {
	case r.isCopula(k) && k > j:
		return k, true
	case k < len(r.toks) && r.toks[k].word() && modalWords[r.toks[k].low] && r.isWordAt(k+1, "be"):
		return k + 1, true
	}
	return j, false
}
