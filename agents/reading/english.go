package reading

import (
	_ "embed"
	"strings"
	"sync"
)

// english are common English words (words/english.txt, from SCOWL): a
// word in it is what it says, never a typo to repair into a domain word
// ("apply" is no "appl", "lend" no "send", "fire" no "wire").
//
//go:embed words/english.txt
var englishList string

var (
	englishOnce sync.Once
	englishSet  map[string]struct{}
)

// EnglishWord reports whether w, in any case, is a common English word.
func EnglishWord(w string) bool {
	englishOnce.Do(func() {
		englishSet = make(map[string]struct{}, 36000)
		for _, l := range strings.Split(englishList, "\n") {
			if l != "" {
				englishSet[l] = struct{}{}
			}
		}
	})
	_, ok := englishSet[strings.ToLower(w)]
	return ok
}
