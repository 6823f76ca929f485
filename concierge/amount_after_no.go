package concierge

// A no-word before a figure at the amount question (issue 24 round 16):
// "wait no 120.50", "no 500", "nah, 300 then" after an amount over the
// balance. The extractor reads "no 500" as "not 500" and drops it, and the
// user heard "I couldn't take … as the amount". At the question that asks
// for the figure, a no that opens the message takes back the amount said
// before; the figure after it is the answer. "not 500" stays a denial.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
)

// figureHesitations may come before the no: "wait no", "hmm nah", "oh sorry no".
var figureHesitations = lazyWordSet(`wait hmm hm hmmm um umm uh uhh er erm ah oh ooh oops whoops sorry ok okay hold on hang actually`)

// noBeforeFigure are the no-words that take back what was said before.
var noBeforeFigure = lazyWordSet(`no nah nope naw noo nooo nay`)

// figureAfterNo is text without its opening hesitations and no-word when
// the slot asked for holds money and a figure follows ("no 500" → "500");
// text itself otherwise.
func figureAfterNo(a *agents.Agent, asked, text string) string {
	s := a.Slot(asked)
	if s == nil || (s.Kind != agents.KindMoney && s.Kind != agents.KindNumber) {
		return text
	}
	rest, saidNo := strings.TrimSpace(text), false
	for rest != "" {
		word, tail, _ := strings.Cut(rest, " ")
		w := strings.ToLower(strings.Trim(word, ",.;:!-—–…"))
		switch {
		case noBeforeFigure()[w]:
			saidNo = true
		case figureHesitations()[w] || w == "":
		default:
			if saidNo && startsWithFigure(rest) {
				return rest
			}
			return text
		}
		rest = strings.TrimLeft(tail, " ,.;:!-—–…")
	}
	return text
}

// startsWithFigure reports a figure first: "500", "$120.50", "1,000".
func startsWithFigure(s string) bool {
	s = strings.TrimPrefix(s, "$")
	return s != "" && s[0] >= '0' && s[0] <= '9'
}
