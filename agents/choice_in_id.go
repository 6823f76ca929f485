package agents

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// A choice's abbreviation inside an id is the id's (issue 24, ins35: "its
// MTR-88213" at the claim id question was read as Motor, the id dropped
// and the question asked again, twice). Ids often open with a short code
// of their kind — MTR-88213, HOM-552, "mtr 88213" — and the whole is the
// id when the agent has a slot of letters and digits. A letter run joined
// by a hyphen to digits, or said right before a run of digits, is read as
// a piece of that id, never as a misspelt choice.

// idPrefixAt reports the letter run [from, to) of lower as the head or
// tail of an id: a hyphen or one space between it and digits.
func (x *extraction) idPrefixAt(from, to int) bool {
	if !x.agent.hasMixedPattern() {
		return false
	}
	l := x.lower
	if to < len(l) && (l[to] == '-' || l[to] == ' ') && to+1 < len(l) && isDigitByte(l[to+1]) {
		return true // "mtr-88213", "mtr 88213"
	}
	return from >= 2 && l[from-1] == '-' && isDigitByte(l[from-2]) // "88213-mtr"
}

// hasMixedPattern reports a slot of the agent whose values hold letters
// and digits (a claim id), which an abbreviation may open.
func (a *Agent) hasMixedPattern() bool {
	if a == nil {
		return false
	}
	for i := range a.Slots {
		if a.Slots[i].Kind == KindPattern && a.Slots[i].Pattern != nil && a.Slots[i].Pattern.MatchString("AB12") {
			return true
		}
	}
	return false
}

func isDigitByte(c byte) bool { return c >= '0' && c <= '9' }

// prefixedIDIn finds, at the id's own question, a short code of letters
// said one space before digits ("mtr 88213", "hom 552"): the id whole,
// "MTR88213", when it fits the slot's shape and check.
func (x *extraction) prefixedIDIn(s *Slot) (string, span, bool) {
	for _, loc := range letterRuns(x.lower) {
		from, to := loc[0], loc[1]
		if to-from < 2 || to-from > 4 || from > 0 && isIDChar(x.lower[from-1]) || to+1 >= len(x.lower) || x.lower[to] != ' ' || !isDigitByte(x.lower[to+1]) {
			continue
		}
		end := to + 1
		for end < len(x.lower) && isDigitByte(x.lower[end]) {
			end++
		}
		if end < len(x.lower) && !strings.ContainsRune(" .,!?;:)", rune(x.lower[end])) || !x.free(from, end) {
			continue // "5512/C": an id of another shape, refused whole
		}
		if from >= 2 && x.lower[from-1] == ' ' && isDigitByte(x.lower[from-2]) {
			continue // "60 tw 13": a middle piece of an id said in pieces (extract_id_spaced.go)
		}
		if w := x.lower[from:to]; reading.EnglishWord(w) || cueWords(x.agent)[w] || !x.agent.choiceCode(w) {
			continue // "its 60 tw 13", "in 2019", "ref 98765": a word, no code of a kind
		}
		v := strings.ToUpper(x.text[from:to] + x.text[to+1:end])
		if !fullMatch(s.Pattern, v) || s.Check != nil && s.Check(v, Facts{}) != nil {
			continue
		}
		return v, span{from, end}, true
	}
	return "", span{}, false
}

// choiceCode reports w as a short code of a choice of one of the agent's
// slots: "mtr" of Motor, "hom" of Home.
func (a *Agent) choiceCode(w string) bool {
	for i := range a.Slots {
		if a.Slots[i].Kind == KindEnum {
			if _, ok := a.Slots[i].typoChoice(w, nil); ok {
				return true
			}
		}
	}
	return false
}
