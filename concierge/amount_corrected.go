package concierge

// An amount corrected as it is said (R27, R50, R53; issue 24, round 21):
// "Forty-five pounds fifty — sorry, dollars", "20 euros, I mean dollars",
// "100 quid er dollars", "fifty—no, sixty", "40 i mean 45". The reader took
// the first figure and quoted the second as unused, or dropped a pound
// amount silently. Before anything reads the message, a currency taken
// back is replaced by the one said after it ("20 dollars"), and a figure
// taken back by the figure said after it ("sixty"), so the corrected
// reading is the one read; a non-dollar currency left standing ("20
// dollars, I mean euros") stays as typed, and the amount's reader asks for
// dollars, never converting. The summary shows the figure before any yes.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

const (
	// correctedFigure is a figure as an amount is typed: "$40", "1,200",
	// "12.50", "5k" — six figures at most, so an account number is none.
	correctedFigure = `(?:\$\s?)?\d{1,3}(?:,\d{3})?(?:\.\d{1,2})?k?|\d{1,6}(?:\.\d{1,2})?k?|` + reading.NumberWordsPattern
	// correctedCurrency is a currency said after an amount.
	correctedCurrency = `(?:dollars?|bucks|usd|` + reading.ForeignWordsPattern + `)`
	// takeBack is what takes back what was just said: a dash, "no",
	// "sorry", "I mean", "er", "make that" — one or more of them.
	takeBack = `(?:\s*[,;:]?\s*(?:[-–—]+|\.\.\.|…)?\s*(?:no+|nope|nah|sorry|soz|i\s+mean|i\s+meant|imean|er+|erm+|uh+|um+|oops|whoops|make\s+(?:that|it)|actually|wait|rather|or\s+rather|scratch\s+that|correction)\b[,!.]?)+\s*`
)

var (
	// currencyTakenBack is an amount whose currency is said again: "20
	// euros, I mean dollars", "45 pounds fifty — sorry, dollars".
	currencyTakenBack = reading.Lazy(`(?i)\b(` + correctedFigure + `)\s*(` + correctedCurrency + `)\b(\s+(?:and\s+)?(?:\d{2}|` + reading.CentsWordsPattern + `)\b)?` + takeBack + `(?:in\s+)?(?:us\s+)?(` + correctedCurrency + `)\b`)
	// symbolTakenBack is "£40, sorry, dollars".
	symbolTakenBack = reading.Lazy(`(?i)[€£¥]\s?(\d[\d,]*(?:\.\d{1,2})?k?)` + takeBack + `(?:in\s+)?(?:us\s+)?(dollars?|bucks|usd)\b`)
	// figureTakenBack is an amount said again: "fifty—no, sixty", "40 i
	// mean 45 dollars", "$50 sorry $60".
	figureTakenBack = reading.Lazy(`(?i)(^|[^\w.,$])(` + correctedFigure + `)(\s*` + correctedCurrency + `\b)?` + takeBack + `(` + correctedFigure + `)(\s*` + correctedCurrency + `\b)?(?:$|[^\w.,])`)
)

// negatedBefore ends in a word that denies the figure after it.
var negatedBefore = reading.Lazy(`(?i)\b(?:not|no|never|isn'?t|wasn'?t)\s*$`)

// amountCorrected is text with an amount corrected as it was said put as
// the correction says; text as it was when it holds none, or when a
// secret is asked.
func (e *Engine) amountCorrected(text string) string {
	if e.sess.Pending.Secret != nil || e.shareSlot() == nil {
		return text
	}
	out := symbolTakenBack.ReplaceAllString(text, "$1 $2")
	out = currencyTakenBack.ReplaceAllStringFunc(out, func(m string) string {
		sm := currencyTakenBack.FindStringSubmatch(m)
		return sm[1] + " " + sm[4] + sm[3] // "45 pounds fifty — sorry, dollars": 45 dollars fifty
	})
	for range 3 { // "50 no 60 no 70": each taken back in turn
		sm := figureTakenBack.FindStringSubmatchIndex(out)
		if sm == nil {
			break
		}
		first, second := out[sm[4]:sm[5]], out[sm[8]:sm[9]]
		if !isCorrectedAmount(first) || !isCorrectedAmount(second) || negatedBefore.MatchString(out[:sm[4]]) {
			break // "no not 40, make it 65": the correction's reader takes it (approval_wrong_value.go)
		}
		cur, end := "", sm[9]
		switch {
		case sm[10] >= 0:
			cur, end = out[sm[10]:sm[11]], sm[11]
		case sm[6] >= 0:
			cur = out[sm[6]:sm[7]] // "fifty dollars, no, sixty": still dollars
		}
		out = out[:sm[4]] + second + cur + out[end:]
	}
	if out != text {
		e.note(state.NoteInfo, "An amount was corrected as it was said: the corrected one is read")
	}
	return out
}

// isCorrectedAmount reports a figure or number in words that is an amount: "a"
// and "an" alone are articles.
func isCorrectedAmount(s string) bool {
	l := strings.ToLower(strings.TrimSpace(s))
	if l == "a" || l == "an" {
		return false
	}
	_, err := reading.ParseMoney(l)
	return err == nil
}
