package agents

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/concierge-dev/concierge/agents/reading"
)

// An amount glued to letters or digits is no amount the extractor may
// guess at: "$5OO" (the letter O for a zero) is not $5, "l00" is not $0,
// "2k5" is not $2,000. Such a value is taken whole, so that the money
// slot's check refuses it with its reason and asks again; a magnitude
// suffix ("5k", "2.5m", "1bn") is part of the amount patterns, not glue.

// glued widens each span of s to the whole run of letters and digits it
// sits in, dropping the spans that widen to one already listed.
func glued(s string, locs [][]int) [][]int {
	out := make([][]int, 0, len(locs))
	for _, l := range locs {
		from, to := l[0], l[1]
		for from > 0 {
			r, n := utf8.DecodeLastRuneInString(s[:from])
			if !gluing(r) {
				break
			}
			from -= n
		}
		for to < len(s) {
			r, n := utf8.DecodeRuneInString(s[to:])
			if (r == ',' || r == '.') && to+n < len(s) {
				// "5,OOO", "5.OO": a separator inside the run
				if next, m := utf8.DecodeRuneInString(s[to+n:]); unicode.IsLetter(next) {
					to += n + m
					continue
				}
			}
			if !gluing(r) {
				break
			}
			to += n
		}
		if len(out) > 0 && out[len(out)-1][0] == from && out[len(out)-1][1] == to {
			continue
		}
		out = append(out, []int{from, to})
	}
	return out
}

// gluedFor is glued for a money slot's spans; other kinds keep theirs.
func gluedFor(k SlotKind, s string, locs [][]int) [][]int {
	if k != KindMoney {
		return locs
	}
	return glued(s, locs)
}

// gluedAt is glued for a money slot's value m read at the start of t.
func gluedAt(k SlotKind, t, m string) string {
	if m == "" || k != KindMoney {
		return m
	}
	l := glued(t, [][]int{{0, len(m)}})[0]
	return t[:l[1]]
}

// gluing is a character that continues a word or a number.
func gluing(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// UnsaidAmount guards a money value an engine proposes (a model may read
// "$5OO" as 500): when the value is not in the message as typed and the
// message holds an amount glued to letters that is no amount, that token
// is returned, and the value is not to be taken; "" otherwise.
func UnsaidAmount(text, value string) string {
	if value == "" || strings.Contains(strings.ToLower(text), strings.ToLower(strings.TrimSpace(value))) {
		return ""
	}
	for _, l := range bareNumber.FindAllStringIndex(text, -1) {
		w := glued(text, [][]int{l})[0]
		if w[0] == l[0] && w[1] == l[1] {
			continue // an amount on its own
		}
		tok := text[w[0]:w[1]]
		if _, err := reading.ParseMoney(tok); err != nil {
			return tok
		}
	}
	return ""
}
