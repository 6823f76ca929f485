package concierge

// Everyday ways of saying no at an approval (R50, R53; issue 24, bank27):
// "yeah no", "hard pass", "i'll pass thanks", "thanks but no", "no thanks
// mate", "on second thoughts no". Before, several were asked again
// ("Please answer yes or no") and "no thanks mate" was a no with the
// reason "mate", which asked for a new amount. Each is a plain no: nothing
// moves, and the call is not asked again. A yes still needs a yes-word
// and nothing that changes or hedges it; a no-word first and a yes-word
// last ("nah yeah") stays unclear, and is asked again.

import (
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents/reading"
)

// declineIdiom reports a message that says no in an everyday idiom, with
// no reason of its own.
func declineIdiom(text string) bool {
	if strings.Contains(text, "?") {
		return false
	}
	var words []string
	if reason, no := rejection(text); no && reason != "" {
		for _, w := range reading.Words(strings.ToLower(reason)) {
			if w = strings.ReplaceAll(w, "'", ""); !addressWords()[w] && !noIdiomFiller()[w] {
				return false // "nah, not today thank you": a no with words of its own, read as before
			}
		}
	}
	for _, w := range reading.Words(yesSpelled(strings.ReplaceAll(strings.ToLower(text), "’", "'"))) {
		w = strings.ReplaceAll(w, "'", "")
		if addressWords()[w] || noIdiomFiller()[w] {
			continue // "mate", "thanks", "tbh": said around the no
		}
		words = append(words, w)
	}
	if len(words) == 0 || len(words) > 6 {
		return false
	}
	line := strings.Join(words, " ")
	if noIdioms()[line] {
		return true
	}
	// "yeah no", "yep nope", "ok nah": the last decision is the no
	last := ""
	for _, w := range words {
		switch r := read(w); {
		case r.Is(reading.No):
			last = "no"
		case r.Is(reading.Yes):
			last = "yes"
		case noIdiomLead()[w]:
		default:
			return false
		}
	}
	return last == "no"
}

// noIdiomFiller are words around a no that change nothing of it.
var noIdiomFiller = lazyWordSet(`thanks thank thx ty you though tho but really actually just um uhm hmm erm`)

// noIdiomLead are the words that may come before the last no-word ("on
// second thoughts no", "actually no").
var noIdiomLead = lazyWordSet(`on second thought thoughts after all i think nah no nope so then well`)

// noIdioms are the idioms that say no without a no-word of the
// lexicon, as they read once the filler is gone.
var noIdioms = sync.OnceValue(func() map[string]bool {
	out := map[string]bool{}
	for _, p := range strings.Split(`pass|hard pass|ill pass|i will pass|i shall pass|gonna pass|going to pass|im gonna pass|i think ill pass|ill pass on that|ill pass on it|pass on that|pass on it|
		id rather not|i would rather not|rather not|id prefer not|i would prefer not|prefer not|maybe not|better not|probably not|best not|lets not|let us not|
		not today|no not today|nope not today|nah not today|not this time|no not this time|no can do|i dont think so|dont think so|i think not|
		not for me|no way|no chance|no deal|no dice|negative|nothing doing|skip it|skip that|no go`, "|") {
		out[strings.Join(strings.Fields(p), " ")] = true
	}
	return out
})
