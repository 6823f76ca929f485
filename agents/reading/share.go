package reading

import (
	"strconv"
	"strings"
)

// An amount said as a share of a balance (R27): "half my checking
// balance", "a third of my savings", "10% of the balance", "all of my
// savings", "everything in checking", "three quarters of my account".
// The phrase is read here; what it comes to is worked out by whoever
// knows the balance.

// Share is a share phrase found in a text.
type Share struct {
	From, To int    // the phrase's bytes in the text
	Num, Den int64  // the fraction: 1/2 for "half"
	Name     string // the word naming whose balance ("checking"), "" for none
	// Object is set when the phrase says what it is a share of in a word
	// that is no name: "balance", "account", "money", "funds".
	Object bool
}

// shareWord is a word of the text and its bytes.
type shareWord struct {
	w        string
	from, to int
}

// FindShare finds the first share phrase in text.
func FindShare(text string) (Share, bool) {
	ws := shareWords(text)
	for i := range ws {
		if sh, ok := shareAt(ws, i); ok {
			return sh, true
		}
	}
	return Share{}, false
}

// ParseShare reads text as one share phrase, whole (bar spaces and
// punctuation around it).
func ParseShare(text string) (Share, bool) {
	t := strings.Trim(text, " \t.,!?;:\"'")
	sh, ok := FindShare(t)
	if !ok || sh.From != 0 || sh.To != len(t) {
		return Share{}, false
	}
	return sh, true
}

func shareWords(text string) []shareWord {
	var out []shareWord
	lower := ASCIILower(text)
	i := 0
	for i < len(lower) {
		c := lower[i]
		if c == '%' {
			out = append(out, shareWord{"%", i, i + 1})
			i++
			continue
		}
		if j := slashFractionEnd(lower, i); j > i {
			out = append(out, shareWord{lower[i:j], i, j}) // "1/4", one word
			i = j
			continue
		}
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '.' && i+1 < len(lower) && lower[i+1] >= '0' && lower[i+1] <= '9') {
			i++
			continue
		}
		j := i
		for j < len(lower) && (lower[j] >= 'a' && lower[j] <= 'z' || lower[j] >= '0' && lower[j] <= '9' || lower[j] == '\'' ||
			lower[j] == '.' && j+1 < len(lower) && lower[j+1] >= '0' && lower[j+1] <= '9') {
			j++
		}
		out = append(out, shareWord{lower[i:j], i, j})
		i = j
	}
	return out
}

// shareAt reads a share phrase starting at word i.
func shareAt(ws []shareWord, i int) (Share, bool) {
	at := func(k int) string {
		if k < len(ws) {
			return ws[k].w
		}
		return ""
	}
	sh := Share{From: ws[i].from}
	possessive := false
	n := 0 // words of the head
	switch w, next := at(i), at(i+1); {
	case w == "half":
		sh.Num, sh.Den, n = 1, 2, 1
	case (w == "a" || w == "one") && next == "half":
		sh.Num, sh.Den, n = 1, 2, 2
	case (w == "a" || w == "one") && next == "third":
		sh.Num, sh.Den, n = 1, 3, 2
	case w == "two" && next == "thirds":
		sh.Num, sh.Den, n = 2, 3, 2
	case (w == "a" || w == "one") && (next == "quarter" || next == "fourth"):
		sh.Num, sh.Den, n = 1, 4, 2
	case w == "three" && (next == "quarters" || next == "fourths"):
		sh.Num, sh.Den, n = 3, 4, 2
	case w == "all" || w == "everything":
		sh.Num, sh.Den, n = 1, 1, 1
		n += heldClause(ws, i+1) // "everything i got in checking"
		if k := i + n; at(k) == "of" && (at(k+1) == "it" || at(k+1) == "that") && n == 1 {
			// "all of it" said of the balance in hand: the source's
			sh.Object = true
			sh.To = ws[k+1].to
			return sh, true
		}
	case w == "every" && (next == "cent" || next == "penny" || next == "dollar"):
		sh.Num, sh.Den, n = 1, 1, 2
		n += heldClause(ws, i+2) // "every cent i have in savings"
	case (w == "empty" || w == "drain") && (next == "out" || next == "my" || next == "the" || isNameWord(next)), w == "clear" && next == "out":
		// "empty my savings into 7654321", "drain checking": the whole of
		// the account named
		sh.Num, sh.Den, n, possessive = 1, 1, 1, true
		if next == "out" {
			n++
		}
		if x := at(i + n); x == "my" || x == "the" || x == "our" {
			n++
		}
		if !isNameWord(at(i + n)) {
			return Share{}, false
		}
	case (w == "the" || w == "my") && (next == "whole" || next == "entire" || next == "full"):
		// "my whole balance": the possessive is said already
		sh.Num, sh.Den, n, possessive = 1, 1, 2, true
	case isSlashFraction(w):
		// "1/4 of checking", "3/4 of my savings": a fraction in figures
		sh.Num, sh.Den, _ = slashFraction(w)
		n = 1
	default:
		num, den, ok := percent(w)
		switch {
		case !ok:
			return Share{}, false
		case next == "%" || next == "percent":
			n = 2
		case next == "per" && at(i+2) == "cent":
			n = 3
		default:
			return Share{}, false
		}
		sh.Num, sh.Den = num, den
	}
	k := i + n
	if (at(i) == "everything" || at(i) == "every") && n <= 2 && (i == 0 || moneyVerbs[ws[i-1].w]) && (at(k) == "" || at(k) == "to" || at(k) == "into" || at(k) == "please" || at(k) == "pls") {
		// "everything", "every cent to 7654321": the balance in hand
		sh.Object = true
		sh.To = ws[k-1].to
		return sh, true
	}
	// "of", "in", "from", "of what's in", "out of"
	if w := at(k); (w == "out" && at(k+1) == "of") || w == "outta" {
		// "everything out of checking", "all outta savings": from it
		k++
		if w == "out" {
			k++
		}
	} else if w == "of" || w == "in" || w == "from" {
		k++
		if w := at(k); w == "what's" || w == "whats" {
			k++
			if at(k) == "in" {
				k++
			}
		}
	}
	if w := at(k); w == "my" || w == "the" || w == "our" {
		k++
		possessive = true
	}
	switch w := at(k); {
	case w == "balance" || w == "account" || w == "money" || w == "funds" || w == "cash":
		sh.Object = true
		k++
		if w == "balance" && (at(k) == "of" || at(k) == "in" || at(k) == "from") {
			// "half the balance of my savings"
			n := k + 1
			if x := at(n); x == "my" || x == "the" || x == "our" {
				n++
			}
			if name := at(n); isNameWord(name) {
				sh.Name = name
				k = n + 1
				if at(k) == "account" {
					k++
				}
			}
		}
	case isNameWord(w) && (possessive || at(k-1) == "of" || at(k-1) == "in" || at(k-1) == "from" || at(k-1) == "outta"):
		sh.Name = strings.TrimSuffix(w, "'s")
		k++
		if at(k) == "account" || at(k) == "account's" {
			sh.Object = true
			k++
		}
		if at(k) == "balance" {
			sh.Object = true
			k++
		}
	default:
		return Share{}, false
	}
	sh.To = ws[k-1].to
	return sh, true
}

// moneyVerbs lead a bare "everything" that is an amount: "send
// everything", "ok everything", never "is that everything".
var moneyVerbs = toSet(`send transfer move take pay wire withdraw make it's its just ok okay then yes`)

// heldClause is how many words at ws[k:] say whose the whole is, before
// the account: "i got", "i have", "that i've got", "the money i have" in
// "everything i got in checking", "all the money i have in savings". 0
// unless an "in", "on" or "from" follows them.
func heldClause(ws []shareWord, k int) int {
	at := func(k int) string {
		if k < len(ws) {
			return ws[k].w
		}
		return ""
	}
	j := k
	if at(j) == "the" && (at(j+1) == "money" || at(j+1) == "cash" || at(j+1) == "funds") {
		j += 2
	}
	if at(j) == "that" || at(j) == "which" {
		j++
	}
	if x := at(j); x == "i" || x == "i've" || x == "ive" || x == "we" || x == "i'd" {
		j++
		for x := at(j); x == "have" || x == "got" || x == "has" || x == "had" || x == "own" || x == "keep" || x == "kept" || x == "saved"; x = at(j) {
			j++
		}
	}
	if j == k {
		return 0
	}
	if x := at(j); x == "in" || x == "on" || x == "from" {
		return j - k
	}
	return 0
}

// isNameWord is a word that may name an account: letters only.
func isNameWord(w string) bool {
	w = strings.TrimSuffix(w, "'s")
	if w == "" || notNames[w] {
		return false
	}
	for i := 0; i < len(w); i++ {
		if w[i] < 'a' || w[i] > 'z' {
			return false
		}
	}
	return true
}

// notNames are words after "half my" that name no balance.
var notNames = map[string]bool{"of": true, "to": true, "in": true, "from": true, "into": true, "and": true, "it": true, "that": true, "this": true}

// percent reads "10", "12.5" as a fraction of 100, at most 100%.
func percent(w string) (int64, int64, bool) {
	if w == "" || !(w[0] >= '0' && w[0] <= '9' || w[0] == '.') {
		return 0, 0, false
	}
	den := int64(100)
	digits := w
	if i := strings.IndexByte(w, '.'); i >= 0 {
		frac := w[i+1:]
		if len(frac) > 4 {
			return 0, 0, false
		}
		for range frac {
			den *= 10
		}
		digits = w[:i] + frac
	}
	n, err := strconv.ParseInt(digits, 10, 64)
	if err != nil || n <= 0 || n > den {
		return 0, 0, false
	}
	return n, den, true
}
