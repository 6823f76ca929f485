package concierge

// The request's own words in shorthand are never quoted back as a value
// (R50, R53; issue 24): "decl ltr pls" asks for a decline letter, and
// "ltr" is "letter", not a claim id the product failed to recognise;
// "msg", "thx", "plz" are chat talk. A message with no value for the slot
// asks the question plainly.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// chatShorthand is talk typed short that no value is ever made of.
var chatShorthand = lazyWordSet(`msg msgs mssg txt thnx thanx thnks tnx tks tx ta plss plse plox pleas pleez rn tho cuz coz cos bc bcoz srsly prob probs def deffo defo nvm ofc obv obvs abt pls plz thx ty k kk gr8 l8r b4 2day 2moro tmrw tmr w wiv wit`)

// ownShorthand reports a word that is chat shorthand, or one of the
// agent's own words shortened: its first letter, then letters of the word
// in order ("ltr", "lttr" for letter; "decl", "dec" for decline).
func ownShorthand(a *agents.Agent, w string) bool {
	w = strings.ToLower(strings.Trim(w, ".,!?;:'\"’"))
	if chatShorthand()[w] {
		return true
	}
	if len(w) < 2 || strings.ContainsAny(w, "0123456789") {
		return false
	}
	for _, own := range agentWords(a) {
		if len(own) <= len(w) || own[0] != w[0] {
			continue
		}
		if strings.HasPrefix(own, w) && len(w) >= 3 {
			return true // "decl", "dec": the word cut short
		}
		if !reading.EnglishWord(w) && subsequence(w, own) && w[len(w)-1] == own[len(own)-1] {
			return true // "ltr": its vowels left out
		}
	}
	return false
}

// agentWords are the words the agent is asked and told with: its title,
// task, intro, examples and the labels of its slots.
func agentWords(a *agents.Agent) []string {
	var b strings.Builder
	b.WriteString(strings.ReplaceAll(a.Name, "_", " ") + " " + a.Title + " " + a.TaskPhrase() + " " + a.Intro + " " + strings.Join(a.Examples, " "))
	for _, s := range a.Slots {
		b.WriteString(" " + s.LabelOrName())
	}
	var out []string
	for _, w := range reading.Words(b.String()) {
		if len(w) > 3 {
			out = append(out, strings.ToLower(w))
		}
	}
	return out
}

// subsequence reports the letters of w in s, in order.
func subsequence(w, s string) bool {
	i := 0
	for j := 0; j < len(s) && i < len(w); j++ {
		if s[j] == w[i] {
			i++
		}
	}
	return i == len(w)
}
