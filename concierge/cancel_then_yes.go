package concierge

// A cancel followed by a yes at an approval (issue 24, round 10): "ok
// nevermind, yes send it", "nvm yes go ahead" after a side remark. People
// say the last word last: the cancel takes back the aside, the yes is the
// answer. The other order ("yes, forget it") still cancels: there the
// cancel is the last word.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// yesAfterCancel reports the words after a cancel (rest) that are a plain
// yes to the approval: a yes-word, no question and no cancel again.
func yesAfterCancel(rest string) bool {
	rest = strings.TrimSpace(rest)
	if rest == "" || strings.HasSuffix(rest, "?") || isCancel(rest) {
		return false
	}
	return isYes(rest) || yesSaidPlainly(rest)
}

// A take-back then a yes with no mark between them (issue 24, round 10):
// "nevermind yes go ahead", "nah forget that yes do it", "no wait yes
// proceed" at a plan, an approval or a question. Read without its comma,
// the cancel word ended the task (or, at a plan, the "nah" rejected it)
// and the yes was lost. The take-back is words that only take back what
// was being said ("nevermind", "nah", "wait", "forget that"), never a
// cancel with an object of its own ("cancel the transfer yes" confirms the
// cancel); what follows is a plain yes, and it is the answer: the plan or
// the call runs, and at a question nothing is dropped and the question
// is asked again.

// takeBackWords only take back what was being said.
var takeBackWords = lazyWordSet(`nevermind nvm nm never mind nah no nope wait hold on hang oh ah ugh argh meh eh oops welp ok okay actually hmm um uh er sorry scratch ignore disregard forget that it this what i said`)

// yesAfterTakeBack splits text into a leading take-back and the yes after
// it; ok is false unless both are there and the take-back says a cancel.
func yesAfterTakeBack(text string) (yes string, ok bool) {
	words := strings.Fields(text)
	for k := 1; k < len(words); k++ {
		w := normalise(words[k-1])
		if !takeBackWords()[w] {
			return "", false // "cancel the transfer yes": a cancel of its own
		}
		lead, rest := strings.Join(words[:k], " "), strings.Join(words[k:], " ")
		if strings.ContainsAny(lead, ",;.!") {
			return "", false // the marked form: restAfterCancel reads it
		}
		first := normalise(words[k])
		if said := withoutInterjections(words[:k]); said != "" && (isCancel(said) || read(said).Is(reading.Cancel)) && (isYes(first) || read(first).Is(reading.Yes)) && yesAfterCancel(rest) {
			return rest, true
		}
	}
	return "", false
}

// interjections open a take-back without saying it: "ugh never mind",
// "oh ok forget that".
var interjections = lazyWordSet(`oh ah ugh argh meh eh oops welp ok okay hmm um uh er sorry actually`)

// withoutInterjections is words joined after the interjections that lead
// them.
func withoutInterjections(words []string) string {
	for len(words) > 0 && interjections()[normalise(words[0])] {
		words = words[1:]
	}
	return strings.Join(words, " ")
}
