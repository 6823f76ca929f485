package understand

import "github.com/concierge-dev/concierge/agents/reading"

// Amounts in another currency (issue 24): "shift 40 quid to 7654321",
// "move 25 pounds", "wire 300 euro", "pay 5k yen", "€40", "EUR 40",
// "fifty canadian dollars", "forty quid". The product sends US dollars
// only, and a money slot never guesses: such an amount is one value whose
// text holds its currency, so that reading.ParseMoney refuses it
// (ErrNotDollars) and the message reports it unused — the reply then says
// the product sends dollars and asks the amount in dollars. Taking the
// figure alone ("25") moved 25 dollars for 25 pounds without a word.

// foreignAfterNumber is a currency other than the dollar right after an
// amount: a name or code ("quid", "euros", "gbp"), or dollars of another
// country ("canadian dollars").
var foreignAfterNumber = reading.Lazy(`(?i)^\s?(?:(?:` + reading.ForeignWordsPattern + `)\b|` + reading.ForeignDollarsPattern + `\b)`)

// foreignBeforeNumber is a currency sign or code right before an amount:
// "€40", "£ 40", "EUR 40".
var foreignBeforeNumber = reading.Lazy(`(?i)(?:[€£¥₹₩₽]|\b(?:eur|gbp|cad|aud|nzd|hkd|sgd|chf|jpy|cny|inr|mxn))\s?$`)

// foreignEnd is the token after the currency that follows the amount
// ending at token j-1 ("40 quid", "50 canadian dollars"), or j when no
// other currency follows.
func foreignEnd(text string, ts []tok, j int) int {
	if j < 1 || j > len(ts) {
		return j
	}
	m := foreignAfterNumber.FindString(text[ts[j-1].to:])
	if m == "" {
		return j
	}
	end := ts[j-1].to + len(m)
	k := j
	for k < len(ts) && ts[k].to <= end {
		k++
	}
	return k
}

// foreignStart is the byte where a currency sign or code before the
// amount at byte from begins, or from when there is none.
func foreignStart(text string, from int) int {
	lo := max(0, from-8) // "EUR " or a sign of 3 bytes, with a space
	if loc := foreignBeforeNumber.FindStringIndex(text[lo:from]); loc != nil {
		return lo + loc[0]
	}
	return from
}

// foreignAmount is the value of an amount in another currency over
// tokens [i, end), from byte start: money by its class, in no slot.
func foreignAmount(text string, ts []tok, i, end, start int) value {
	s := text[start:ts[end-1].to]
	return value{text: s, canon: s, class: classMoney, from: i, to: end}
}
