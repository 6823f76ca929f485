package concierge

// The yes that lets a pending call run (R50's fixed gate): a yes-word or
// yes-phrase of the lexicon, said whole, and nothing that hedges or takes
// it back.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// yesSaidPlainly reports a message at an approval that holds a yes-word
// or yes-phrase of the lexicon (the fixed gate of R50) and no word that
// hedges, negates or takes it back: no "not", "but", "wait", "if", no
// cancel, no number.
func yesSaidPlainly(text string) bool {
	r := read(text)
	if !r.Mentions(reading.Yes) && !r.Mentions(reading.StrongYes) || !holdsYesPhrase(text) {
		// Mentions is only a word that can start a yes-phrase: "all" of
		// "all right" in "that's all", "go" of "go ahead" in "go away" —
		// the phrase itself must be said (R50's fixed gate)
		return false
	}
	if strings.ContainsAny(text, "0123456789") || hasCancel(text) || takesBack(text) || r.Mentions(reading.Negation) {
		return false
	}
	for _, w := range reading.Words(text) {
		switch w {
		case "but", "if", "unless", "wait", "hold", "later", "tomorrow", "not", "dont", "don't", "never", "instead", "only", "when", "after", "before", "stop", "cancel":
			return false
		}
	}
	return true
}

// holdsYesPhrase reports a yes-word or yes-phrase of the lexicon said
// whole somewhere in text, its own words and nothing else: "ok" in "ok go
// ahead with the transfer", "all right" — never "all" alone.
func holdsYesPhrase(text string) bool {
	words := reading.Words(text)
	for i := range words {
		for j := i + 1; j <= min(len(words), i+maxYesWords); j++ {
			part := strings.Join(words[i:j], " ")
			if r := read(part); r.Is(reading.Yes) || r.Is(reading.StrongYes) {
				return true
			}
		}
	}
	return false
}

// maxYesWords bounds a yes-phrase with its tail ("sure thing, go ahead").
const maxYesWords = 4
