package agents

import (
	"regexp"
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents/reading"
)

// Misspelt choices (R27, R51): "savigns" is Savings, "moter" Motor, "aple"
// Apple. A word stands for a choice it does not spell only when that is
// the one reading: the word is no English word (an "apply" is no "aple"),
// no cue of the agent's slots, has no digit (ids and money are never
// repaired), and exactly one choice is within reach of it.

// typoLimit is how many edits a word of n letters may be from what it
// stands for: none below four letters, one from four, two from eight.
func typoLimit(n int) int {
	switch {
	case n >= 8:
		return 2
	case n >= 4:
		return 1
	}
	return 0
}

// typoChoice is the one choice of the slot that word (lower-case) is a
// misspelling of; cues are words that are never read as a choice.
func (s *Slot) typoChoice(word string, cues map[string]bool) (string, bool) {
	limit := typoLimit(len(word))
	if cues[word] || reading.EnglishWord(word) {
		return "", false
	}
	if c, ok := s.abbreviatedChoice(word); ok {
		return c, true // "sav", "chk", "chq" (choice_abbrev.go)
	}
	if limit == 0 {
		return s.clippedChoice(word)
	}
	found := ""
	for _, c := range s.Choices {
		for _, w := range append([]string{c.Value}, c.Aliases...) {
			w = reading.ASCIILower(w)
			if len(w) < 4 || strings.ContainsAny(w, " .-&'") {
				continue // a word of a longer name is no stand-in for it
			}
			if abs(len(w)-len(word)) <= limit && reading.EditDistance(word, w, limit) <= limit || vowelSlip(word, w) {
				if found != "" && found != c.Value {
					return "", false // close to two choices: no guess
				}
				found = c.Value
			}
		}
	}
	return found, found != ""
}

// vowelSlip is a misspelling that keeps every consonant in its place and
// gets only vowels wrong, up to two edits: "vehical" for "vehicle" is two
// edits away, past a seven-letter word's one (round 38's ins 09), yet its
// skeleton is the choice's own.
func vowelSlip(word, choice string) bool {
	sk := reading.Skeleton(choice)
	return len(word) >= 5 && len(sk) >= 4 && reading.Skeleton(word) == sk && reading.EditDistance(word, choice, 2) <= 2
}

// cueWords are the words of every cue of the agent's slots: a word that
// introduces a value is not itself a misspelt value.
func cueWords(a *Agent) map[string]bool {
	out := map[string]bool{}
	if a == nil {
		return out
	}
	for _, s := range a.Slots {
		for _, c := range s.Cues {
			for _, w := range reading.Words(c) {
				out[w] = true
			}
		}
	}
	return out
}

// typoMentions are the words of the text that stand for a choice of the
// slot, outside the spans already read.
func (x *extraction) typoMentions(s *Slot, taken []span) []mention {
	var out []mention
	cues := cueWords(x.agent)
	for _, loc := range letterRuns(x.lower) {
		from, to := loc[0], loc[1]
		if !reading.WordBoundary(x.lower, from-1) || !reading.WordBoundary(x.lower, to) || !x.free(from, to) || overlaps(taken, from, to) {
			continue // a piece of "a1b2" or of a word already read
		}
		if x.idPrefixAt(from, to) {
			continue // "MTR-88213": an id's own code of its kind (choice_in_id.go)
		}
		if v, ok := s.typoChoice(x.lower[from:to], cues); ok {
			out = append(out, mention{v, span{from, to}})
		}
	}
	return out
}

func overlaps(spans []span, from, to int) bool {
	for _, s := range spans {
		if from < s.to && s.from < to {
			return true
		}
	}
	return false
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// typoOf reports whether w (no English word) is a misspelling of the cue
// c: within typoLimit edits, or its skeleton ("snd" for "send").
func typoOf(w, c string) bool {
	if sk := reading.Shorthand(w); sk != "" && sk != c && reading.Skeleton(c) == sk {
		return true
	}
	limit := typoLimit(len(w))
	return limit > 0 && w != c && reading.EditDistance(w, c, limit) <= limit
}

// twoAsTo is "2" said for "to" between an amount and an account id: "snd
// 20 2 1234324". Only there: "send 2 to 1234324" sends $2.
// Compiled at its first use: most texts lack " 2 " (R55).
var twoAsTo = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(\d(?:\s?(?:k|dollars?|bucks))?\s+)2(\s+\d{5,})`)
})

// numeralToFor is numeralTo for an agent that takes money: "2" for "to"
// is shorthand between an amount and an account, never inside a username
// or any other value ("00000 2 00000" at the username question is what
// was typed; fuzzing found "00000 to 00000" taken).
func numeralToFor(a *Agent, text string) string {
	if a == nil || !takesMoney(a) {
		return text
	}
	return numeralTo(text)
}

// takesMoney reports an agent with a money slot.
func takesMoney(a *Agent) bool {
	for _, s := range a.Slots {
		if s.Kind == KindMoney {
			return true
		}
	}
	return false
}

// numeralTo reads "2" for "to" where twoAsTo finds it.
func numeralTo(text string) string {
	if !strings.Contains(text, " 2 ") {
		return text
	}
	return twoAsTo().ReplaceAllString(text, "${1}to${2}")
}

// clippedChoice is the one choice a three-letter word is the start of,
// its last letter missing ("hom" for Home): too short for an edit, but a
// word cut short is a typo of one kind only.
func (s *Slot) clippedChoice(word string) (string, bool) {
	if len(word) != 3 {
		return "", false
	}
	found := ""
	for _, c := range s.Choices {
		for _, w := range append([]string{c.Value}, c.Aliases...) {
			if w = reading.ASCIILower(w); len(w) == 4 && strings.HasPrefix(w, word) {
				if found != "" && found != c.Value {
					return "", false
				}
				found = c.Value
			}
		}
	}
	return found, found != ""
}
