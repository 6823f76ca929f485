package concierge

// A corrected part said with the words that follow it in the text (tryout
// 33, notes 10): at the note "buy 12 cupcakes and milk", "make it 20
// cupcakes", "actually 20 cupcakes", "should be 20 cupcakes please" change
// the 12 and keep the rest. The words after the new part name which part
// it replaces; without this reading "make it 20 cupcakes" replaced the
// whole text with "20 cupcakes" (the milk was lost on the next yes) and
// "actually 20 cupcakes" was "Not applied: 20".

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// partBeforeSameWords is held with the part rest begins with put in place
// of the one part of its kind in held that the same words follow; ok is
// false when rest is no part followed by a few words, or when no part or
// more than one in held is followed by them.
func partBeforeSameWords(held, rest string) (string, bool) {
	rest = strings.TrimSpace(rest)
	re, loc := firstPart(rest)
	if loc == nil || loc[0] != 0 {
		return "", false
	}
	words := strings.Fields(rest[loc[1]:])
	if len(words) == 0 || len(words) > 4 {
		return "", false // a bare part is replacePart's; a longer text is a new text
	}
	var at [][]int
	for _, m := range re.FindAllStringIndex(held, -1) {
		if sameWordsAhead(strings.Fields(held[m[1]:]), words) {
			at = append(at, m)
		}
	}
	if len(at) != 1 {
		return "", false // none of its kind before those words, or which one is unclear
	}
	return held[:at[0][0]] + rest[:loc[1]] + held[at[0][1]:], true
}

// sameWordsAhead reports the text's next words being the said ones, case,
// a plural s, closing punctuation and a small typo in a longer word
// aside ("20 cupcake", "20 cupckaes" for "12 cupcakes").
func sameWordsAhead(next, said []string) bool {
	if len(next) < len(said) {
		return false
	}
	for i, w := range said {
		a := strings.ToLower(strings.Trim(next[i], ".,;:!?'\""))
		b := strings.ToLower(strings.Trim(w, ".,;:!?'\""))
		a, b = strings.TrimSuffix(a, "s"), strings.TrimSuffix(b, "s")
		if a == b {
			continue
		}
		if len(b) < 5 || reading.EditDistance(a, b, 2) > 2 {
			return false
		}
	}
	return true
}
