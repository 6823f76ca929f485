package agents

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// Misspelt labels of free-text values (issue 24): "ad note titel
// groceries txt apples and pears" gives the title and the text as
// "title groceries text apples and pears" would. A word stands for a
// one-word cue it does not spell ("titel", "tittle", "txt", "bodyy",
// "conten", "sayng") only when it is no English word, no cue itself, and
// within typoOf's reach of the cue; a word of the value after it is the
// value's as usual.

// cueHits are the places of the cue c in the text, as [start, end) of the
// words said for it: the cue spelt out, and for a cue of one word of four
// letters or more, its misspellings.
func (x *extraction) cueHits(c string) [][2]int {
	var out [][2]int
	for from := 0; from < len(x.lower); {
		i := reading.PhraseIndex(x.lower[from:], c)
		if i < 0 {
			break
		}
		i += from
		from = i + 1
		out = append(out, [2]int{i, i + len(c)})
	}
	if len(c) < 4 || strings.ContainsAny(c, " '") {
		return out
	}
	cues := x.cueSet()
	for _, loc := range letterRuns(x.lower) {
		from, to := loc[0], loc[1]
		w := x.lower[from:to]
		if w == c || cues[w] || !reading.WordBoundary(x.lower, from-1) || !reading.WordBoundary(x.lower, to) || reading.EnglishWord(w) || !typoOf(w, c) {
			continue
		}
		out = append(out, [2]int{from, to})
	}
	if len(out) > 1 {
		sortHits(out)
	}
	return out
}

// cueSet are the words of every cue and free-text marker of the agent:
// a word spelt as one of them is that cue, never a misspelling of another
// ("named" is no "name", "titled" no "title").
func (x *extraction) cueSet() map[string]bool {
	if x.cueWordSet == nil {
		x.cueWordSet = cueWords(x.agent)
		if x.agent != nil {
			for i := range x.agent.Slots {
				for _, c := range x.agent.Slots[i].FreeCues() {
					for _, w := range reading.Words(c) {
						x.cueWordSet[w] = true
					}
				}
			}
		}
	}
	return x.cueWordSet
}

// sortHits orders places by where they start (few: insertion sort).
func sortHits(h [][2]int) {
	for i := 1; i < len(h); i++ {
		for j := i; j > 0 && h[j][0] < h[j-1][0]; j-- {
			h[j], h[j-1] = h[j-1], h[j]
		}
	}
}
