package concierge

// Passwords named as candidates to try (R53, R55; issue 24, round 16):
// "log me in as seldo, i dont know the password, just try monkey, banana,
// 123456 until one works", "cycle through monkey banana and hunter2". The
// line is refused as guessing (R53), but no cue stood before the words,
// so the refusal showed and stored every candidate in clear. In a line
// about a login or its secret, a list of two or more words after "try",
// "use", "go through", "one of" and the like is a list of passwords: each
// is masked and remembered, never used.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// loginLine is a line about a login or its secret.
var loginLine = reading.Lazy(`(?i)\b(?:pass(?:words?|wds?|codes?|phrases?)?|pw|pwd|pins?|log(?:ging)? ?(?:me |us )?(?:in|on)|login|logon|sign(?:ing)? ?(?:me |us )?in|signin|credentials|creds|user(?:name)?)\b`)

// candidatesIntro is the word a list of candidates follows.
var candidatesIntro = reading.Lazy(`(?i)\b(?:try|tries|trying|tried|use|enter|put in|type in|test|go(?:ing)? with|cycle(?: through)?|rotate(?: through)?|alternate(?: between)?|run through|go through|loop(?: through)?|iterate through|one of|any of|either|between)\b`)

// candidateToken is a word or a separator of a list.
var candidateToken = reading.Lazy(`[,;/&]|[^\s,;/&]+`)

// listJoins join the candidates of a list.
var listJoins = lazyWordSet(`, ; / & or and then maybe perhaps possibly else also next nor plus`)

// listFiller may stand in a list of candidates without being one:
// "go through these passwords: monkey, banana".
var listFiller = lazyWordSet(`these those the following passwords password pins pin codes code words like say e.g. eg ie of
	a few some common ones them all both each just even perhaps first second third finally lastly last`)

// maskCandidates masks each password of a list of candidates in a line
// about a login. taken is the secrets the sign-in took from this very
// line, if any: a list beside them must look like one of them to be
// another guess at it (secret_candidates_taken.go).
func (e *Engine) maskCandidates(text string, taken ...string) string {
	if !loginLine.MatchString(text) {
		return text
	}
	var spans [][2]int
	for _, in := range candidatesIntro.FindAllStringIndex(text, -1) {
		found, joined := e.candidateList(text, in[1])
		if len(taken) > 0 && !e.guessesBesideTaken(text, in[0], found, taken) {
			continue // "pin •••••• and … the plumber comes between 2 and 4": times, not PINs
		}
		if len(found) == 1 && fallbackTry.MatchString(text) {
			spans = append(spans, found...) // "first try monkey, and if that doesn't work use banana" (secret_candidates_more.go)
			continue
		}
		spans = append(spans, spansIfList(found, joined || unjoinedList(text[in[0]:in[1]], found))...)
	}
	for _, f := range e.fallbackCandidates(text) { // "if that fails try banana" (secret_candidates_more.go)
		if len(taken) == 0 || shapedLikeTaken(text[f[0]:f[1]], taken) {
			spans = append(spans, f)
		}
	}
	spans = mergeSpans(spans)
	for i := len(spans) - 1; i >= 0; i-- {
		v := text[spans[i][0]:spans[i][1]]
		e.typed.Remember(v)
		text = text[:spans[i][0]] + state.SecretMask + text[spans[i][1]:]
	}
	return text
}

// candidateList is the spans of the words that may be candidates in the
// list starting at byte from, and whether a join stands among them.
func (e *Engine) candidateList(text string, from int) (found [][2]int, joined bool) {
	for _, t := range candidateToken.FindAllStringIndex(text[from:], 16) {
		raw := text[from+t[0] : from+t[1]]
		core := strings.Trim(raw, `.:!?"'‘’“”()…`)
		low := reading.ASCIILower(core)
		switch {
		case listJoins()[low]:
			joined = joined || len(found) > 0
			continue
		case core == "" || listFiller()[low]:
			continue
		case talkWords()[low] || candidateEnds()[low] || e.lexiconWord(core, nil) || len(core) < 3 && !hasDigit(core):
			return found, joined // "until one works", "try again"
		}
		start := from + t[0] + strings.Index(raw, core)
		found = append(found, [2]int{start, start + len(core)})
		if strings.ContainsAny(raw[len(raw)-1:], ".!?") {
			break // "try monkey or banana." ends the list
		}
	}
	return found, joined
}

// candidateEnds end a list of candidates: "until one works".
var candidateEnds = lazyWordSet(`until till til unti see which whichever must should works work worked fits opens failing otherwise
	for on to as so because before after if in with at from into`)

func spansIfList(found [][2]int, joined bool) [][2]int {
	if len(found) < 2 || !joined {
		return nil
	}
	return found
}

func hasDigit(s string) bool { return strings.ContainsAny(s, "0123456789") }
