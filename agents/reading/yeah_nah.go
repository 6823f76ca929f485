package reading

import (
	"strings"
	"sync"
)

// "Yeah nah" (R50, R51; issue plan17): in Australian and New Zealand
// English a yes-word followed by a no-word is a no — "yeah nah", "yeh
// nah", "ya nah mate", "yep, nah". Read by its first word it was a yes.
// YeahNah reads the pair for what it says; a yes-word coming back after
// the no ("yeah nah yeah") says it both ways, which is neither (BothWays).
// "yeah no worries", "sure, no problem" are yeses: the no there is part
// of an idiom of assent.

// yeahSpellings are yes-words the lexicon's yes list does not hold.
var yeahSpellings = sync.OnceValue(func() map[string]bool {
	return map[string]bool{"yeh": true, "yea": true, "ya": true, "yah": true, "yis": true, "yus": true, "yas": true, "yeahh": true, "yeahhh": true}
})

// assentAfterNo are the words that make "no" after a yes an idiom of
// assent: "no worries", "no problem", "no dramas".
var assentAfterNo = sync.OnceValue(func() map[string]bool {
	return map[string]bool{"worries": true, "worry": true, "problem": true, "problems": true, "prob": true, "probs": true,
		"dramas": true, "drama": true, "biggie": true, "stress": true, "sweat": true, "doubt": true, "question": true}
})

// YeahNah reports a message that opens with yes-words and then, before
// anything else, a no-word, with no yes-word after it; rest is what
// follows the no-word ("don't send it"), lower case.
func YeahNah(text string) (rest string, ok bool) {
	ws := Words(text)
	i := 0
	for i < len(ws) && yeahWord(ws[i]) {
		i++
	}
	if i == 0 || !noAt(ws, i) {
		return "", false
	}
	for _, w := range ws[i+1:] {
		if yeahWord(w) {
			return "", false // "yeah nah yeah": said both ways
		}
	}
	return strings.Join(ws[i+1:], " "), true
}

// BothWays reports a message that holds a yes-word and a no-word that
// is no idiom of assent, in either order ("yeah nah yeah", "nah yeah"):
// it may be a yes, but never a plain one.
func BothWays(text string) bool {
	ws := Words(text)
	yes, no := false, false
	for i, w := range ws {
		yes = yes || yeahWord(w)
		no = no || noAt(ws, i)
	}
	return yes && no
}

// noAt reports a no-word at ws[i] that is no idiom of assent.
func noAt(ws []string, i int) bool {
	if i >= len(ws) || !No.Word(ws[i]) || ws[i] == "n" {
		return false
	}
	return !(ws[i] == "no" && i+1 < len(ws) && assentAfterNo()[ws[i+1]])
}

// yeahWord is a yes-word, as the lexicon or the spellings above know it.
func yeahWord(w string) bool {
	return yeahSpellings()[w] || Yes.Word(w) || StrongYes.Word(w)
}
