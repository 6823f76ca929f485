package reading

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Cents is an amount of money in cents; money never travels as a float.
type Cents int64

// maxCents keeps amounts far from overflow: a trillion dollars.
const maxCents = Cents(100_000_000_000_000)

// ParseMoney reads "$1,000.50", "1000", "500 dollars", "12.5", and an
// amount said in two parts, "100 dollars and 50 cents".
func ParseMoney(s string) (Cents, error) {
	if m := roughAmount.FindStringSubmatch(strings.TrimSpace(s)); m != nil {
		// "about 50", "50ish", "like 50ish", "~50": the figure said, as
		// near as the user can; a transfer's summary still asks a yes
		// (issue 24 round 26: "like 50ish" was no amount)
		s = m[1] + m[2]
	}
	if m := dollarsAndCents.FindStringSubmatch(strings.TrimSpace(s)); m != nil {
		whole, err := ParseMoney(m[1])
		if err != nil || whole%100 != 0 {
			return 0, fmt.Errorf("%q is not an amount of money", Clip(strings.TrimSpace(s), 40)) // "12.50 and 50 cents"
		}
		c, err := strconv.Atoi(m[2])
		if err != nil {
			n, ok := wordsNumber(m[2]) // "twelve dollars and fifty cents"
			if !ok || n < 1 || n > 99 {
				return 0, fmt.Errorf("%q is not an amount of money", Clip(strings.TrimSpace(s), 40))
			}
			c = int(n)
		}
		if whole < 0 {
			return whole - Cents(c), nil
		}
		return whole + Cents(c), nil
	}
	if m := dollarsThenCents.FindStringSubmatch(strings.TrimSpace(s)); m != nil {
		// "twelve dollars fifty", "12 dollars 50", "forty five dollars and
		// 50": the number after the dollars is their cents, as prices are
		// said, never dropped (issue 24, round 21)
		return ParseMoney(m[1] + " and " + m[2] + " cents")
	}
	v := strings.ToLower(Clip(strings.TrimSpace(s), 40))
	v = strings.TrimSuffix(v, ".")
	// a sign in words or typography is still a sign: "minus 50" must never
	// become a transfer of 50
	for _, neg := range []string{"minus", "negative", "−", "–"} {
		if strings.HasPrefix(v, neg) {
			v = "-" + strings.TrimSpace(strings.TrimPrefix(v, neg))
		}
	}
	if strings.HasPrefix(v, "-") {
		v = "-" + strings.TrimSpace(v[1:])
	}
	if hasLetterOrSymbol(v) && foreignCurrency.MatchString(v) {
		return 0, ErrNotDollars
	}
	for _, pre := range []string{"usd", "us$"} {
		v = strings.TrimSpace(strings.TrimPrefix(v, pre)) // "USD 50"
	}
	cents := false
	for _, cut := range []string{"cents", "cent", "¢"} {
		if strings.HasSuffix(v, cut) {
			v, cents = strings.TrimSpace(strings.TrimSuffix(v, cut)), true
			break
		}
	}
	for _, cut := range []string{"usd", "dollars", "dollar", "bucks", "$"} {
		v = strings.TrimSpace(strings.TrimSuffix(v, cut))
	}
	if n, ok := wordsNumber(v); ok {
		v = strconv.FormatInt(n, 10) // "fifty dollars", "two hundred and fifty"
	} else if big, small, ok := spokenPair(v); ok {
		// "three fifty": $350.00 or $3.50 — which is not said, so asked
		return 0, fmt.Errorf("I can't tell whether %q means %s or %s: say %q or %q",
			Clip(strings.TrimSpace(s), 40), big, small, big.Plain(), small.Plain())
	}
	// "$5k", "2.5 thousand", "1 million": the multiplier moves the decimal
	// point, so "$5k" is never read as $5.00
	shift := 0
	for _, m := range moneyMultipliers {
		if strings.HasSuffix(v, m.word) && (m.attached || strings.HasSuffix(v, " "+m.word) || !endsInLetter(strings.TrimSuffix(v, m.word))) {
			rest := strings.TrimSpace(strings.TrimSuffix(v, m.word))
			if rest != "" && rest[len(rest)-1] >= '0' && rest[len(rest)-1] <= '9' {
				v, shift = rest, m.digits
				break
			}
		}
	}
	neg := strings.HasPrefix(v, "-")
	v = strings.TrimPrefix(v, "-")
	v = strings.TrimSpace(strings.TrimPrefix(v, "$"))
	if strings.HasPrefix(v, "-") { // "$-5"
		if neg {
			return 0, fmt.Errorf("%q is not an amount of money", Clip(strings.TrimSpace(s), 40))
		}
		neg, v = true, strings.TrimSpace(v[1:])
	}
	if !thousandsGrouped(v) {
		// "5,5" is no amount: a comma only separates thousands
		return 0, fmt.Errorf("%q is not an amount of money", Clip(strings.TrimSpace(s), 40))
	}
	v = strings.ReplaceAll(v, ",", "")
	if v == "" {
		return 0, errors.New("no amount given")
	}
	whole, frac, hasFrac := strings.Cut(v, ".")
	if whole == "" {
		whole = "0"
	}
	if shift > 0 {
		if !allDigits(whole) || !allDigits(frac) || hasFrac && frac == "" {
			return 0, fmt.Errorf("%q is not an amount of money", Clip(strings.TrimSpace(s), 40))
		}
		for ; shift > 0; shift-- {
			if frac != "" {
				whole, frac = whole+frac[:1], frac[1:]
			} else {
				whole += "0"
			}
		}
		hasFrac = frac != ""
	}
	// digits only: a second sign, a stray letter or a sign inside the
	// fraction ("1.-5") is not an amount
	if !allDigits(whole) || !allDigits(frac) {
		return 0, fmt.Errorf("%q is not an amount of money", Clip(strings.TrimSpace(s), 40))
	}
	if hasFrac && (len(frac) == 0 || len(frac) > 2) {
		return 0, fmt.Errorf("%q is not an amount of money (at most two decimals)", Clip(s, 40))
	}
	for len(frac) < 2 {
		frac += "0"
	}
	w, err := strconv.ParseInt(whole, 10, 64)
	if err != nil || w > int64(maxCents/100) {
		return 0, fmt.Errorf("%q is not an amount of money", Clip(strings.TrimSpace(s), 40))
	}
	f, err := strconv.ParseInt(frac, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("%q is not an amount of money", Clip(strings.TrimSpace(s), 40))
	}
	c := Cents(w*100 + f)
	if cents {
		if f != 0 {
			return 0, fmt.Errorf("%q is not an amount of money", Clip(strings.TrimSpace(s), 40))
		}
		c = Cents(w) // "50 cents"
	}
	if neg {
		c = -c
	}
	return c, nil
}

// Plain renders "1000.00": the form facts and tool arguments use.
func (c Cents) Plain() string {
	sign := ""
	if c < 0 {
		sign, c = "-", -c
	}
	return fmt.Sprintf("%s%d.%02d", sign, c/100, c%100)
}

// String renders "$1,000.00": the form people read.
func (c Cents) String() string {
	sign := ""
	if c < 0 {
		sign, c = "-", -c
	}
	whole := strconv.FormatInt(int64(c/100), 10)
	var b strings.Builder
	for i, r := range whole {
		if i > 0 && (len(whole)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	return fmt.Sprintf("%s$%s.%02d", sign, b.String(), c%100)
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// moneyMultipliers are the words that scale an amount ("5k", "1 million");
// attached ones count only right after the digits.
var moneyMultipliers = []struct {
	word     string
	digits   int
	attached bool
}{
	{"hundred", 2, false}, {"thousand", 3, false}, {"grand", 3, false}, {"million", 6, false}, {"mil", 6, false},
	{"billion", 9, false}, {"bn", 9, false}, {"mn", 6, false}, {"k", 3, true}, {"m", 6, true}, {"b", 9, true},
}

func endsInLetter(s string) bool {
	return s != "" && (s[len(s)-1] >= 'a' && s[len(s)-1] <= 'z')
}

// ErrNotDollars refuses an amount in another currency: it is never taken
// as dollars (R27).
var ErrNotDollars = errors.New("I can only move US dollars; please give the amount in dollars")

// MarkedMoney reports an amount that says it is money ("$300", "300
// dollars", "5k"), not a bare number that might be anything.
func MarkedMoney(s string) bool {
	l := strings.ToLower(s)
	for _, m := range []string{"$", "dollar", "usd", "buck"} {
		if strings.Contains(l, m) {
			return true
		}
	}
	return false
}

// thousandsGrouped reports commas that only separate thousands: "1,250"
// and "12,000,000", never "5,5" or "1,0,0".
func thousandsGrouped(v string) bool {
	whole, _, _ := strings.Cut(v, ".")
	if !strings.Contains(whole, ",") {
		return !strings.Contains(v, ",")
	}
	groups := strings.Split(whole, ",")
	if len(groups[0]) == 0 || len(groups[0]) > 3 {
		return false
	}
	for _, g := range groups[1:] {
		if len(g) != 3 {
			return false
		}
	}
	return true
}

// hasLetterOrSymbol is a cheap test before the currency pattern: "500.00"
// names no currency.
func hasLetterOrSymbol(v string) bool {
	for _, r := range v {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r > 0x7f {
			return true
		}
	}
	return false
}

// dollarsAndCents is a whole amount of dollars, then its cents: "100
// dollars and 50 cents", "$100 and 5 cents".
var dollarsAndCents = Lazy(`(?i)^(.*(?:\d|dollars?|bucks|usd))\s*,?\s+(?:and\s+)?(\d{1,2}|` + CentsWordsPattern + `)\s*(?:cents?|¢)$`)

// dollarsThenCents is a whole amount of dollars, then its cents without
// the word: "twelve dollars fifty", "12 dollars 50", "ten bucks and 99".
// Cents in figures are two digits ("12 dollars 5" says neither 5 nor 50).
var dollarsThenCents = Lazy(`(?i)^(.*(?:\d|\b` + NumberWordsPattern + `)\s*(?:dollars?|bucks|usd))\s+(?:and\s+)?(\d{2}|` + CentsWordsPattern + `)$`)

// TrailingCentsPattern is the cents said after an amount that ends in its
// currency word ("… dollars fifty", "… bucks and 50"), for the
// extractor; CentsAfterDollars says whether what follows lets it stand.
const TrailingCentsPattern = `^\s+(?:and\s+)?(?:\d{2}|` + CentsWordsPattern + `)\b`

// centsNotAfter are the words after a number that make it no cents: a
// unit of its own ("50 shares", "fifty percent") or more of a number.
var centsNotAfter = Lazy(`(?i)^\s*(?:[%$€£.,]?\d|%|cents?\b|dollars?\b|bucks\b|usd\b|shares?\b|percent\b|per\b|times\b|hundred\b|thousand\b|million\b|grand\b|k\b|days?\b|weeks?\b|months?\b|years?\b|minutes?\b|hours?\b|of\b|more\b|each\b|[-‐]\s*\d)`)

// CentsAfterDollars reports that rest, the text after a trailing cents
// part, lets the part stand as cents.
func CentsAfterDollars(rest string) bool {
	return !centsNotAfter.MatchString(rest)
}

// roughAmount is an amount said roughly: a hedge before it ("about",
// "around", "roughly", "approx", "like", "~") or "ish" after it ("50ish",
// "50-ish"), or both; group 1 is the amount.
var roughAmount = Lazy(`(?i)^(?:(?:about|around|roughly|approximately|approx\.?|like|~|circa|ca\.?)\s*)?([$]?\d[\d,]*(?:\.\d{1,2})?\s*(?:k|grand|hundred|thousand|bucks|dollars?)?)(?:\s*-?\s*ish|\s+or\s+so)$|^(?:about|around|roughly|approximately|approx\.?|like|~|circa)\s*([$]?\d[\d,]*(?:\.\d{1,2})?\s*(?:k|grand|hundred|thousand|bucks|dollars?)?)$`)
