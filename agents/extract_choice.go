package agents

import (
	"sort"
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// The enum choice a message names (R27): the longest mention of a stretch
// stands for it, a negated one is dropped ("not savings, checking"), and
// after a correction the last one wins ("savings, no wait, checking").

// mention is a choice named in the text, and where.
type mention struct {
	value string
	at    span
}

// choice finds the one enum choice the text names; two different choices
// named is no answer.
func (x *extraction) choice(s *Slot) (string, span, bool) {
	var ms []mention
	for _, c := range s.Choices {
		for _, w := range append([]string{c.Value}, c.Aliases...) {
			i := reading.PhraseIndex(x.lower, reading.ASCIILower(w))
			for i >= 0 && gluedToNumber(x.lower, i) {
				// "the 3-car garage": a measure of the story, no choice (extract_id_measure.go)
				j := reading.PhraseIndex(x.lower[i+len(w):], reading.ASCIILower(w))
				if j < 0 {
					i = -1
					break
				}
				i += len(w) + j
			}
			if i < 0 || !x.free(i, i+len(w)) || c.loose(w) && !x.looseStands(s, i, i+len(w)) {
				continue // "the claims unit says …": an everyday word, no answer (extract_choice_loose.go)
			}
			ms = append(ms, mention{c.Value, span{i, i + len(w)}})
		}
	}
	exact := make([]span, len(ms))
	for i, m := range ms {
		exact[i] = m.at
	}
	ms = append(ms, x.stemMentions(s, exact)...) // "partnered" for partner
	ms = append(ms, x.typoMentions(s, exact)...) // "savigns", "moter"
	if len(ms) == 0 {
		return "", span{}, false
	}
	// the longest mention of a stretch stands for it: "internal staff",
	// not "internal" and "staff" on their own
	sort.Slice(ms, func(i, j int) bool {
		if ms[i].at.from != ms[j].at.from {
			return ms[i].at.from < ms[j].at.from
		}
		return ms[i].at.to > ms[j].at.to
	})
	outer := ms[:0]
	for _, m := range ms {
		if k := len(outer); k > 0 && m.at.to <= outer[k-1].at.to {
			continue // inside the one before
		}
		outer = append(outer, m)
	}
	ms = outer
	// negation and correction (R27): "not savings, checking", "savings,
	// no wait, checking", "I'm not internal, I'm a partner" — a negated
	// value is dropped, and after a correction the last value wins
	var kept []mention
	for k, m := range ms {
		if negatedBefore(x.lower[:m.at.from]) || x.otherRole(s, m.at.from) {
			continue // "not savings"; "to my savings" for where money comes from
		}
		if k+1 < len(ms) && ms[k+1].at.from > m.at.to && correctedBetween(x.lower[m.at.to:ms[k+1].at.from]) {
			continue
		}
		kept = append(kept, m)
	}
	found := ""
	var at span
	for _, m := range kept {
		if found != "" && found != m.value {
			return "", span{}, false // two values, neither taken back: no answer
		}
		found, at = m.value, m.at
	}
	return found, at, found != ""
}

// negatedBefore reports a negation right before a value: "not", "no",
// "isn't", "never", "I'm not".
func negatedBefore(before string) bool {
	f := strings.Fields(strings.TrimRight(before, " "))
	if len(f) == 0 {
		return false
	}
	last := f[len(f)-1]
	if numberAbbrev(f) {
		return false // "claim no. 4471-B": the number, not a no
	}
	article := false
	if len(f) >= 2 && (last == "a" || last == "an" || last == "the" || last == "my") {
		last, article = f[len(f)-2], true
	}
	if strings.HasSuffix(last, ",") || (article && strings.Trim(last, ",.;!") == "no") {
		return false // "no, savings", "no the savings one": an interjection, not "not savings"
	}
	last = strings.Trim(last, ",.;!")
	switch last {
	case "not", "no", "never", "isn't", "aren't", "wasn't", "nor", "non", "neither":
		return true
	}
	return strings.HasSuffix(last, "n't")
}

// correctedBetween reports words that take back the value before them:
// "savings, no wait, checking", "checking — actually savings".
func correctedBetween(between string) bool {
	n := " " + strings.Join(strings.Fields(strings.NewReplacer(",", " ", ".", " ", ";", " ", "-", " ", "—", " ").Replace(between)), " ") + " "
	for _, c := range []string{" no wait ", " wait ", " actually ", " i mean ", " i meant ", " sorry ", " rather ", " no ", " make that ", " or rather ", " scratch that "} {
		if strings.Contains(n, c) {
			return true
		}
	}
	return false
}

// numberAbbrev reports words ending with "no." or "no:" after a word
// that names a thing: "claim no.", "policy no:", "ref no.", the
// abbreviation of "number".
func numberAbbrev(f []string) bool {
	last := f[len(f)-1]
	if last != "no." && last != "no:" && last != "no.:" && last != "no#" {
		return false
	}
	if len(f) < 2 {
		return false
	}
	prev := f[len(f)-2]
	return !strings.ContainsAny(prev, ",.;:!?") && !negatingWords[prev]
}

// negatingWords are words after which a "no." still says no.
var negatingWords = map[string]bool{"said": true, "say": true, "is": true, "answer": true, "oh": true, "and": true, "but": true}
