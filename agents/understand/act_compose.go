package understand

import (
	"slices"
	"strings"
)

// A pair of small talk, a cancel or a sign-out said as two clauses
// ("time to go, sign me out", "yo! how are things", "cancel everything and
// bye") is often read by the act head as one of its halves: the pair's
// words are few and its halves' are many. composeAct reads each clause on
// its own, and where two clauses are two of these acts whose pair is a
// known act, the message is that pair (issue 24). Nothing else changes:
// a message whose act is a task, a value, a question or an approval is
// left as the head read it.

// composable are the acts a pair is made of.
var composable = map[string]bool{"small_talk(thanks)": true, "small_talk(bye)": true, "small_talk(greet)": true,
	"small_talk(how_are_you)": true, "cancel(all)": true, "logout": true}

// composeAct is the act of a message of two such clauses, given the
// head's act for the whole; sub is scratch for a clause.
func composeAct(act, text string, m *Moment, di *domainInfo, h *head, sub *message, p []float64) string {
	if !composable[act] && !composable[firstPart(act)] && act != "reject" {
		return act
	}
	parts := clauseTexts(text)
	if len(parts) != 2 {
		return act
	}
	var got [2]string
	for i, part := range parts {
		mm := *m
		di.analyse(part, &mm, sub)
		p = h.probs(sub.feats, p)
		c := argmax(p)
		cls := h.classes[c]
		// a clause of one short word ("night", "cya") is read less surely
		// than a sentence; 0.4 rather than 0.5 changed nothing on the
		// validation split or across the training families (issue 24)
		if p[c] < 0.4 || !composable[cls] && cls != "reject" {
			return act
		}
		got[i] = cls
	}
	if got[0] == got[1] {
		return act
	}
	// a no said with a goodbye drops the lot, as the corpus labels it
	// ("no don't send it, bye" is cancel(all) + bye); with anything else
	// a no stays the head's reading
	for i, o := range [2]int{1, 0} {
		if got[i] == "reject" {
			if got[o] != "small_talk(bye)" {
				return act
			}
			got[i] = "cancel(all)"
		}
	}
	for _, pair := range []string{got[0] + "+" + got[1], got[1] + "+" + got[0]} {
		if slices.Contains(h.classes, pair) {
			return pair
		}
	}
	return act
}

func firstPart(act string) string {
	first, _, _ := strings.Cut(act, "+")
	return first
}

// clauseTexts splits a message at , ; . ! ? - and at "and" and "then"
// between words, dropping empty parts.
func clauseTexts(text string) []string {
	var out []string
	for _, piece := range strings.FieldsFunc(text, func(r rune) bool { return strings.ContainsRune(",;.!?-–—", r) }) {
		words := strings.Fields(piece)
		start := 0
		for i, w := range words {
			if (strings.EqualFold(w, "and") || strings.EqualFold(w, "then")) && i > start {
				out = append(out, strings.Join(words[start:i], " "))
				start = i + 1
			}
		}
		if start < len(words) {
			out = append(out, strings.Join(words[start:], " "))
		}
	}
	return out
}
