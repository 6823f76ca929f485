package concierge

// A request queued from a line that also signed in (R26, R29): "can u
// tell me aapl and msft and also log me in seldo monkey" signs in with
// the pair and keeps "can u tell me aapl and msft and also log me in" for
// after. Once signed in, the sign-in asked in it is done: only the other
// requests are left, so the stock look-up runs, not a second sign-in.

import (
	"github.com/concierge-dev/concierge/agents/reading"
	"strings"
)

// signInClause asks to sign in, with the words that join it to the rest:
// "and also log me in", ", then sign me in please", "login first and".
var signInClause = reading.Lazy(`(?i)(?:\s*(?:,|;|\band\b|\bthen\b|\balso\b|\bplus\b|\bplease\b|\bpls\b|\bcan you\b|\bcould you\b|\bcan u\b|\bcould u\b|\bpls\b))*\s*\b(?:log|sign)\s*(?:me\s+|us\s+)?(?:in|on)\b(?:\s+(?:please|pls|too|as well|first|now|for me))*|(?i)\blogin\b(?:\s+(?:please|pls|first))*`)

// withoutDoneSignIn is request with the sign-in asked in it taken out;
// "" when nothing else is left.
func withoutDoneSignIn(request string) string {
	rest := signInClause.ReplaceAllString(request, " ")
	rest = strings.Trim(strings.Join(strings.Fields(rest), " "), " ,;.-")
	for _, w := range []string{"and", "also", "then", "plus", "please", "pls"} {
		rest = strings.TrimSpace(strings.TrimSuffix(rest, " "+w))
	}
	if len(strings.Fields(rest)) == 0 || isYes(rest) || isThanks(rest) {
		return ""
	}
	return rest
}
