package offline

// Negated pieces of a request ("skip the login and send 900"), dropped
// before the request is scored.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// withoutNegated drops the negated pieces of a request before it is
// scored: "skip the login and send 900" is about sending, not logging in.
// onlyNegated reports a message every piece of which is negated.
func onlyNegated(text string) bool {
	if findingTheirFeet.MatchString(text) {
		text = findingTheirFeet.ReplaceAllString(text, " ") // "i don't really know how this works but …" denies nothing
	}
	pieces := requestBreak.Split(text, -1)
	for _, p := range pieces {
		if strings.TrimSpace(p) != "" && !negated.MatchString(p) && !negatedVerb.MatchString(p) {
			return false
		}
	}
	return true
}

// negatedVerb is a request denied in the middle of a sentence: "I don't
// want to send…", "I do not need a transfer".
var negatedVerb = reading.Lazy(`(?i)^\s*(?:i|we|please)\s+(?:really\s+)?(?:don'?t|do not|never|won'?t|no longer)\b`)

func withoutNegated(text string) string {
	locs := requestBreak.FindAllStringIndex(text, -1)
	var b strings.Builder
	from := 0
	for i := 0; i <= len(locs); i++ {
		to := len(text)
		if i < len(locs) {
			to = locs[i][0]
		}
		if piece := text[from:to]; !negated.MatchString(piece) {
			b.WriteString(piece)
			b.WriteByte(' ')
		}
		if i < len(locs) {
			from = locs[i][1]
		}
	}
	if strings.TrimSpace(b.String()) == "" {
		return text
	}
	return b.String()
}
