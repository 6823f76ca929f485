package agents

// Clipped shorthand for a choice (R27, R51; issue 24 round 29, bank32):
// "sav?" for Savings, "chk bal" and "chq?" for Checking (its alias
// chequing). A word of three to five letters stands for a choice of a
// short list when it is the start of the choice's name of six letters or
// more ("sav", "savi"; "mot" is no Motor) or the consonants of its name
// or an alias in order from the first letter ("chk", "chq", "svgs"), and
// for that one choice only. Lists of more than six
// choices (companies) are left alone: their names are too many for a
// clipped word to pick one.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// abbreviatedChoice is the one choice word (lower case, no English word,
// checked by the caller) is shorthand for.
func (s *Slot) abbreviatedChoice(word string) (string, bool) {
	if len(word) < 3 || len(word) > 5 || len(s.Choices) > 6 {
		return "", false
	}
	consonants := true
	for _, r := range word {
		if r < 'a' || r > 'z' {
			return "", false
		}
		if strings.ContainsRune("aeiouy", r) {
			consonants = false
		}
	}
	found := ""
	for _, c := range s.Choices {
		for i, w := range append([]string{c.Value}, c.Aliases...) {
			w = reading.ASCIILower(w)
			if len(w) < 6 || strings.ContainsAny(w, " .-&'") || w[0] != word[0] || w == word {
				continue
			}
			// the start of the choice's own name ("sav" Savings), never of
			// an alias ("mot" is no motorbike); consonants of either
			if !(i == 0 && strings.HasPrefix(w, word)) && !(consonants && subsequence(word, w)) {
				continue
			}
			if found != "" && found != c.Value {
				return "", false // shorthand for two choices: no guess
			}
			found = c.Value
		}
	}
	return found, found != ""
}

// subsequence reports the letters of a found in b in order.
func subsequence(a, b string) bool {
	i := 0
	for j := 0; j < len(b) && i < len(a); j++ {
		if a[i] == b[j] {
			i++
		}
	}
	return i == len(a)
}
