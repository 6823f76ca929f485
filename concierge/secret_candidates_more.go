package concierge

// Candidates said without a join, and one candidate said as a fallback
// (R53, R55; round 17). Round 16 masked "try monkey, banana or 123456";
// "try them all: monkey banana 123456", "go through monkey banana
// 123456" and "with monkey, if that fails try banana" showed the
// candidates in clear in the refusal's echo and the store. A list after
// a word that itself says "several" (through, one of, cycle) needs no
// join, nor does any list of three; a single word after "if that fails
// try", "otherwise use", "then try" is the next candidate. The words of
// the instruction ("keep", "trying", "then", "all") are never masked:
// the candidate readers stop at them.

import (
	"slices"
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// severalIntro is an intro that says the words after it are several.
var severalIntro = reading.Lazy(`(?i)\b(?:through|one of|any of|between|cycle|rotate|alternate|loop)\b`)

// unjoinedList reports a list without a join that is a list all the
// same: three words or more, or two after an intro that says several.
func unjoinedList(intro string, found [][2]int) bool {
	return len(found) >= 3 || len(found) >= 2 && severalIntro.MatchString(intro)
}

// fallbackTry is the words that ask for another candidate when one
// fails: "if that fails try", "otherwise use", "then try", "if it's
// wrong enter".
var fallbackTry = reading.Lazy(`(?i)\b(?:(?:if|when|in case) (?:that|it|it's|its|this|the first(?: one)?|that one|mine|my password|the password|the pin|not)\b[^.;!?]{0,24}?|else|(?:and )?then|next|after that)[,:]?\s+(?:(?:just|maybe|perhaps|please)\s+)?(?:try|use|go with|enter|put in|type in|test)\s+` +
	`|\b(?:otherwise|failing that|or else|no luck|if not)[,:]?\s+(?:(?:just|maybe|perhaps|please)\s+)?(?:(?:try|use|go with|enter|put in|type in|test)\s+)?`)

// afterMasked is the words after a value already masked that give the
// next one: "pin •••••• then 1815 then 0000", "•••••• or else 1111".
var afterMasked = reading.Lazy(`••••••["'’”]?[,;]?\s+(?:(?:and|or)\s+)?(?:then|else|otherwise|or|failing that|if not|if (?:that|it)(?:'s|s| is) wrong)[,:]?\s+(?:(?:just|maybe|perhaps)\s+)?(?:(?:try|use|enter|go with)\s+)?`)

// fallbackCandidates is the spans of the words said as the next
// candidate in a line about a login: each is masked as a list's are.
func (e *Engine) fallbackCandidates(text string) [][2]int {
	var spans [][2]int
	for _, at := range append(fallbackTry.FindAllStringIndex(text, -1), afterMasked.FindAllStringIndex(text, -1)...) {
		found, _ := e.candidateList(text, at[1])
		if len(found) == 0 || slices.ContainsFunc(found, func(f [2]int) bool { return clauseGoesOn(text[f[1]:]) }) {
			continue // "… then check my savings", "and then pay 15": a request, no candidate
		}
		spans = append(spans, found...) // "then try banana, 123456": each
	}
	return spans
}

// clauseGoesOn reports words after a candidate that go on with its
// clause: "check" in "then check my savings" is a verb, not a password.
// A list's join, a mark or the end of the line end it.
func clauseGoesOn(rest string) bool {
	rest = strings.TrimSpace(rest)
	if rest == "" || strings.ContainsAny(rest[:1], ",.;:!?)\"'") {
		return false
	}
	w := reading.ASCIILower(strings.Trim(strings.Fields(rest)[0], `,.;:!?"'()`))
	return !listJoins()[w] && !candidateEnds()[w] && !pairCourtesy()[w]
}

// mergeSpans is spans sorted, each once, none overlapping another.
func mergeSpans(spans [][2]int) [][2]int {
	slices.SortFunc(spans, func(a, b [2]int) int { return a[0] - b[0] })
	var out [][2]int
	for _, s := range spans {
		if n := len(out); n > 0 && s[0] < out[n-1][1] {
			continue
		}
		out = append(out, s)
	}
	return out
}

// guessingReason reports a refusal's reason that is about the sign-in
// itself: with it the sign-in on the same line does not go ahead
// ("log me in as seldo with monkey, if that fails try banana" tries
// nothing).
func guessingReason(reason string) bool {
	low := strings.ToLower(reason)
	return strings.Contains(low, "password") || strings.Contains(low, "sign-in") || strings.Contains(low, "sign in") || strings.Contains(low, "someone else's account")
}
