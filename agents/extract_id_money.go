package agents

import "strings"

// A money amount is never an id (round 33, ins 34): "reject 88UU12 home,
// the excess is $1,250.00 and the quote was only $900" read "250.00" (the
// figures after the thousands comma, joined by the decimal point) as an
// id-shaped second claim id, so the message became two letters and the
// second said "reject 250.00 home". An amount is figures marked as money:
// a "$" before them, a currency or a multiplier after them ("1.5k", "900
// dollars"), thousands commas ("1,250") or cents ("250.00"). Its pieces
// are no id of any slot, unless the slot's own cue stands right before
// them ("claim 12.50" is refused as an id, as typed).

// moneyAfter are the words that make the figures before them an amount.
var moneyAfter = []string{"k", "m", "grand", "thousand", "million", "mil", "dollars", "dollar", "bucks", "usd", "aud", "cents"}

// InMoney reports whether the span [from, to) of text lies inside a
// money amount.
func InMoney(text string, from, to int) bool {
	l, r := numberExtent(text, from, to)
	if l < 0 {
		return false
	}
	num := strings.TrimRight(text[l:r], ",.")
	r = l + len(num)
	if before := strings.TrimRight(text[:l], " "); strings.HasSuffix(before, "$") || strings.HasSuffix(before, "$-") {
		return true
	}
	after := strings.ToLower(strings.TrimLeft(text[r:], " "))
	for _, w := range moneyAfter {
		if strings.HasPrefix(after, w) && (len(after) == len(w) || !isIDChar(after[len(w)])) {
			return true
		}
	}
	return thousandsGrouped(num) || cents(num)
}

// numberExtent widens [from, to) to the figures, commas and points
// around it; l is -1 when the span holds anything else (a letter: an id
// like 88UU12 is never part of an amount).
func numberExtent(text string, from, to int) (l, r int) {
	for i := from; i < to; i++ {
		if !numberByte(text[i]) {
			return -1, -1
		}
	}
	l, r = from, to
	for l > 0 && numberByte(text[l-1]) {
		l--
	}
	for r < len(text) && numberByte(text[r]) {
		r++
	}
	if r < len(text) && isIDChar(text[r]) && !strings.ContainsAny(text[r:r+1], "kKmM") {
		return -1, -1 // "1,250AB": figures glued to letters, no amount
	}
	return l, r
}

func numberByte(c byte) bool { return c >= '0' && c <= '9' || c == ',' || c == '.' }

// thousandsGrouped is "1,250" or "12,000.50": groups of three figures
// after a comma.
func thousandsGrouped(num string) bool {
	whole, _, _ := strings.Cut(num, ".")
	groups := strings.Split(whole, ",")
	if len(groups) < 2 || len(groups[0]) == 0 || len(groups[0]) > 3 {
		return false
	}
	for _, g := range groups[1:] {
		if len(g) != 3 || strings.Trim(g, "0123456789") != "" {
			return false
		}
	}
	return true
}

// cents is "250.00", "900.50": figures, one point, two figures.
func cents(num string) bool {
	whole, frac, ok := strings.Cut(num, ".")
	return ok && whole != "" && len(frac) == 2 && strings.Trim(whole+frac, "0123456789") == ""
}
