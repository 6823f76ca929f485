package agents

// "i'm bob, pin is 1234, open my notes" (issue 24 round 16): a name typed
// in lower case is an English word as often as not ("bob", "grace",
// "will"), so readsAsName turns it down and the name was lost. Where the
// cue opens the line and the word alone ends its clause, the word is the
// owner, unless it is a word of the lexicon, of the agent's own request,
// or one that tells how the user is ("im fine, …", "its me").

import (
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents/reading"
)

// plainSelfCues open a line with the user's own name.
var plainSelfCues = map[string]bool{"i'm": true, "im": true, "i am": true, "this is": true, "it's": true, "its": true}

// lineLead is what may come before the cue that opens a line: greetings
// and marks.
var lineLead = reading.Lazy(`^(?:[\s,.!:;\-]|\b(?:hi|hey|hello|heya|yo|ok|okay|so|um|uh|hmm|oh|right|well)\b)*$`)

// clauseEnd is what may follow the name: the end of the line, a mark, or
// a joining word.
var clauseEnd = reading.Lazy(`^\s*(?:$|[,;.!?:\-–—&+]|(?:and|here|again|btw)\b)`)

// howIAm are words after "I'm" that tell how or where the user is, or
// what they do: never a name.
var howIAm = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`fine good ok okay well great grand alright sure glad happy sad back new here there
		sorry ready done busy stuck confused lost locked home tired late early trying looking wondering still just also
		not already afraid unable able logged signed in out me you him her them us it this that one the a an sick cool
		bored hungry free away lucky curious worried desperate annoyed frustrated angry serious kidding joking sure
		going coming calling asking writing typing trying hoping back again anxious nervous excited interested`) {
		m[w] = true
	}
	return m
})

// plainSelfName reports w, typed at pos after the cue at i, as the
// user's own name though it reads as an English word: the cue opens the
// line and the word alone ends its clause.
func (x *extraction) plainSelfName(cue string, i, pos int, w string) bool {
	if !plainSelfCues[cue] || !lineLead.MatchString(x.lower[:i]) || len(w) < 2 || w != strings.ToLower(w) {
		return false
	}
	for _, r := range w {
		if r < 'a' || r > 'z' {
			return false
		}
	}
	if !clauseEnd.MatchString(x.text[pos+len(w):]) || howIAm()[w] || reading.InLexicon(w) {
		return false
	}
	terms := reading.Terms(w)
	if len(terms) == 0 {
		return false // "its me": a word of no content
	}
	own := x.ownWords()
	for _, t := range terms {
		if own[t] {
			return false // "im unlocking …", "its notes"
		}
	}
	return true
}
