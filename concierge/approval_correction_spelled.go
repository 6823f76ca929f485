package concierge

// Correction words in any spelling at an approval (R50; issue 24 round
// 13): "hmm no actualy 60, final answer", "acutally 60", "akshually 60",
// "sory i ment 60". A bare amount is a correction only when the words
// around it say so, and a misspelt "actually" said nothing: the 60 was
// named back as unused and the old amount stayed, ready for the next yes.
// The reading respells the words that are typos of a correction word, and
// words that only close the correction ("final answer", "for real",
// "lol") count among the words that may stand around a corrected value.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// correctionSpellings are the correction words a typo is read back to.
var correctionSpellings = []string{"actually", "instead", "correction", "meant", "sorry"}

// actuallySaidFunny is "actually" as people say it on purpose: akshually,
// acshually, ackshually, actshually.
var actuallySaidFunny = reading.Lazy(`^a(?:c|k|ck)(?:t|s|sh|tsh|ksh)?h?u+a*l+[yi]+$`)

// wordRun is one run of letters and apostrophes.
var wordRun = reading.Lazy(`[A-Za-z']+`) // compiled on first use (R55)

// correctionsSpelled is text with each word that is a typo of a correction
// word written as that word; a word of English ("father", "rather") is
// never respelt.
func correctionsSpelled(text string) string {
	return wordRun.ReplaceAllStringFunc(text, func(w string) string {
		if fixed := correctionSpelling(strings.ToLower(w)); fixed != "" {
			return fixed
		}
		return w
	})
}

// correctionSpelling is the correction word lower is a typo of, "" when
// none.
func correctionSpelling(lower string) string {
	if len(lower) < 4 || reading.EnglishWord(lower) {
		return ""
	}
	if actuallySaidFunny.MatchString(lower) {
		return "actually"
	}
	for _, c := range correctionSpellings {
		if lower == c {
			return ""
		}
		limit := 1
		if len(c) >= 7 {
			limit = 2 // "acutally", "actully", "insted"
		}
		if lower[0] == c[0] && reading.EditDistance(lower, c, limit) <= limit {
			return c
		}
	}
	return ""
}

// closingFiller are words that close a correction without changing it:
// "60, final answer", "ugh no, 60 then", "70 for real lol".
var closingFiller = lazyWordSet(`final answer last definitely for real really seriously honestly tbh ngl
	time ugh argh gah meh lol lmao haha hah jk kidding whoops woops on second thought thinking about it`)

// takesBackValue is a cancel phrase that takes back what was just said
// rather than the task: "scratch that", "strike that".
var takesBackValue = reading.Lazy(`(?i)\b(?:scratch|strike|scrap)\s+(?:that|it|this)\b`)

// correctionAfterCancel reads "scratch that, 95 lol" at an approval:
// words that take back what was said, then a new value with nothing but
// correction words after it, correct the call (R50); the task is not
// dropped. ok is false for anything else ("cancel that, send 50 instead"
// drops the call for a new request), and then the cancel stands.
func (e *Engine) correctionAfterCancel(t *turn, text, rest string) (*agents.Agent, []apCommand, bool, error) {
	ap := e.sess.Pending.Approval
	if ap == nil || rest == "" || !strings.HasSuffix(text, rest) || !takesBackValue.MatchString(strings.TrimSuffix(text, rest)) ||
		!numberish.MatchString(rest) || !saidAsCorrection(correctionsSpelled(rest)) {
		return nil, nil, false, nil
	}
	a := e.domain.Agent(ap.Agent)
	if a == nil {
		return nil, nil, false, nil
	}
	cs, err := e.readApproval(t, a, ap, "actually "+rest)
	if err != nil || len(cs) != 1 || cs[0].Kind != agents.CmdCorrectValue {
		return nil, nil, false, err
	}
	return a, cs, true, nil
}
