package concierge

// A greeting drawn out (issue 24 round 9, R29, R53): "hiiii", "heyyy",
// "helloooo", "yooo!!", "sup" typed as the first message or at the
// username question. Drawn out it was no word the lexicon knew, so the
// sign-in took it as a username and tried the next lines as passwords
// until the login locked. A greeting is never a username, at any
// prompt: a word whose letters, each run of a letter said once, are a
// greeting's is that greeting.

import (
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents/reading"
)

// stretchedGreetings are the greetings with each run of a letter said
// once ("hello" is "helo"), built at first use.
var stretchedGreetings = sync.OnceValue(func() map[string]bool {
	out := map[string]bool{}
	for w := range slangGreetings() {
		out[squeezeRuns(w)] = true
	}
	for _, w := range strings.Fields(`hi hey hello hiya heya howdy yo sup hallo hullo hai helo hii`) {
		out[squeezeRuns(w)] = true
	}
	return out
})

// squeezeRuns says each run of one letter once: "helloooo" is "helo".
func squeezeRuns(w string) string {
	var b strings.Builder
	var last rune
	for i, r := range w {
		if i > 0 && r == last {
			continue
		}
		b.WriteRune(r)
		last = r
	}
	return b.String()
}

// greetingWord reports a word that greets, drawn out or not: "hiiii",
// "heyyy", "yo!!". Marks around it are no part of it.
func greetingWord(w string) bool {
	low := strings.Trim(reading.ASCIILower(w), ".,!?~:;)( ")
	if low == "" {
		return false
	}
	return slangGreetings()[low] || stretchedGreetings()[squeezeRuns(low)]
}
