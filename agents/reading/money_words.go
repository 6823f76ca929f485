package reading

import (
	"strings"
)

// Amounts said in words ("fifty dollars", "two hundred and fifty bucks")
// and amounts in another currency, which are never taken as dollars
// (R27): the agent says so and asks again.

var unitWords = map[string]int64{
	"zero": 0, "one": 1, "a": 1, "an": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
	"eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
	"fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20,
	"thirty": 30, "forty": 40, "fourty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
}

var scaleWords = map[string]int64{"hundred": 100, "thousand": 1000, "grand": 1000, "k": 1000, "million": 1_000_000}

// NumberWordsPattern matches a number in words, for the extractor. It
// starts with a count ("a", "two"), so "a few hundred" is no number.
const NumberWordsPattern = `(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|fou?rty|fifty|sixty|seventy|eighty|ninety)(?:[\s-]+(?:and[\s-]+)?(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|fou?rty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million))*`

// CentsWordsPattern is a count of cents said in words, one to
// ninety-nine: "fifty", "twenty five", "five".
const CentsWordsPattern = `(?:(?:twenty|thirty|fou?rty|fifty|sixty|seventy|eighty|ninety)(?:[\s-]+(?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)`

// wordsNumber reads a whole number said in words, up to millions: "fifty",
// "two hundred and fifty", "a thousand", "one million two hundred".
func wordsNumber(s string) (int64, bool) {
	fields := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return r == ' ' || r == '-' })
	if len(fields) == 0 {
		return 0, false
	}
	var total, group int64
	seen := false
	last := int64(-1) // the last word's value; -1 after a scale word or at the start
	for _, w := range fields {
		switch {
		case w == "and":
			continue
		case unitWords[w] > 0 || w == "zero":
			// only "twenty five": a unit after tens; "one fifty", "fifty
			// fifty" and "nineteen ninety" are no number
			if last >= 0 && !(last >= 20 && last%10 == 0 && unitWords[w] < 10) {
				return 0, false
			}
			group += unitWords[w]
			last = unitWords[w]
			seen = true
			continue
		case scaleWords[w] > 0:
			if group == 0 {
				if w == "k" || w == "grand" {
					return 0, false // "k" alone is no amount; "a grand" is
				}
				group = 1
			}
			if w == "hundred" {
				group *= 100
			} else {
				total += group * scaleWords[w]
				group = 0
			}
			last = -1
		default:
			return 0, false
		}
		seen = true
	}
	return total + group, seen
}

// spokenPair reads an amount said as two numbers the way prices are
// spoken, "three fifty", "twelve ninety-nine": a count of one to nineteen,
// then ten to ninety-nine. Said so, it is $350.00 or $3.50, and the words
// do not say which: both are returned, for the question that asks.
func spokenPair(s string) (big, small Cents, ok bool) {
	fields := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return r == ' ' || r == '-' })
	if len(fields) < 2 || len(fields) > 3 {
		return 0, 0, false
	}
	first := unitWords[fields[0]]
	if first < 1 || first > 19 || fields[0] == "a" || fields[0] == "an" {
		return 0, 0, false
	}
	second, ok := wordsNumber(strings.Join(fields[1:], " "))
	if !ok || second < 10 || second > 99 || fields[1] == "and" {
		return 0, 0, false
	}
	return Cents((first*100 + second) * 100), Cents(first*100 + second), true
}

// SpokenPair reports an amount said as prices are spoken ("three
// fifty"): an amount, though which one is asked.
func SpokenPair(s string) bool {
	v := strings.ToLower(strings.TrimSpace(s))
	for _, cut := range []string{"dollars", "dollar", "bucks"} {
		v = strings.TrimSpace(strings.TrimSuffix(v, cut))
	}
	_, _, ok := spokenPair(v)
	return ok
}

// ForeignWordsPattern names currencies other than the US dollar (codes and
// names; a few are English words too, "won", "rand", so they count only
// right after a number). One list for every reader of amounts.
const ForeignWordsPattern = `euros?|eur|pounds?|quid|sterling|gbp|yen|jpy|yuan|rmb|cny|won|krw|rubles?|roubles?|rub|rupees?|inr|pesos?|mxn|francs?|chf|cad|aud|nzd|hkd|sgd|zar|rand|dinars?|dirhams?|aed|riyals?|sar|lira|liras|sek|nok|dkk|kron(?:a|or|er)|zloty|pln|bitcoins?|btc|ether|eth|usdt|tether`

// ForeignDollarsPattern names dollars that are not US dollars.
const ForeignDollarsPattern = `(?:australian|aussie|canadian|new zealand|kiwi|hong kong|singapore|singaporean|taiwan|taiwanese|jamaican|namibian|bahamian|barbadian|fijian|liberian|east caribbean)\s+dollars?`

// foreignCurrency finds another currency in an amount's own text.
var foreignCurrency = Lazy(`(?i)[€£¥₹₩₽]|\b(?:` + ForeignWordsPattern + `)\b|\b` + ForeignDollarsPattern + `\b`)

// ForeignAmountPattern matches an amount in another currency, for the
// extractor: its whole text is taken, so that ParseMoney refuses it with
// the reason.
const ForeignAmountPattern = `[€£¥₹₩₽]\s?\d[\d,.]*|\b(?:eur|gbp|cad|aud|nzd|hkd|sgd|chf|jpy|cny|inr|mxn)\s?\d[\d,.]*|\d[\d,.]*\s?(?:` + ForeignWordsPattern + `)\b|\d[\d,.]*\s?` + ForeignDollarsPattern + `\b`
