package offline

// Verbs of keeping something written (round 30's ins33): "hi, I'd like to
// save a note" was "I'm not sure how to help with that" in the notes
// domain, which declares "add a note", "write a note", "jot down a note"
// but no "save". A verb of recording no agent declares, before what it
// records ("save a note", "store my notes", "keep a note", "jot down the
// code"), counts as the first of them an agent does.

// recording are the verbs of keeping something written, in the order a
// declared one is preferred.
var recording = []string{"add", "write", "make", "create", "save", "store", "keep", "record", "jot"}

// recorded are the words that open what a verb of recording keeps ("save
// a note", "store my notes", "jot down that …"); "keep" takes only a new
// thing ("keep a note"), never "keep the letter short".
var recorded = map[string]bool{"a": true, "an": true, "the": true, "my": true, "this": true, "that": true, "it": true,
	"down": true, "new": true, "another": true, "some": true, "these": true, "those": true, "quick": true}

// recordingSynonym is the declared verb of recording an undeclared one
// stands for before what it keeps (rest, the words after it); "" when
// term is none, or declared itself.
func (r *Router) recordingSynonym(term string, rest []string) string {
	if len(rest) == 0 || !recorded[rest[0]] {
		return ""
	}
	if _, ok := r.idf[term]; ok {
		return "" // declared: its own
	}
	if term == termOf("keep") && rest[0] != "a" && rest[0] != "an" && rest[0] != "new" && rest[0] != "another" {
		return ""
	}
	in := false
	for _, v := range recording {
		if termOf(v) == term {
			in = true
			break
		}
	}
	if !in {
		return ""
	}
	for _, v := range recording {
		if t := termOf(v); t != term && t != "" {
			if _, ok := r.idf[t]; ok {
				return t
			}
		}
	}
	return ""
}

// howAsked reports words that ask how a thing is done ("how do i keep a
// note here?"): the product's how-to answers them, as it did before.
func howAsked(words []string) bool {
	return len(words) > 0 && (words[0] == "how" || len(words) > 1 && words[0] == "what" && words[1] == "do")
}
