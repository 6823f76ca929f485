package concierge

// The word after "seldo and" that starts a clause (R55; round 17): "sign
// in seldo and keep trying monkey, banana or 123456" masked "keep" as
// seldo's password, since a known username, "and" and one word is how a
// pair is said ("seldo and monkey"). A pair's password ends its clause;
// an everyday English word with more words after it in the same clause
// is the verb of the next request ("keep trying", "then check", "show
// me"), and stays as typed. A word that is no English word ("seldo and
// hunter2 pls") is still masked: when unsure, mask.

import (
	"strings"
	"unicode"

	"github.com/concierge-dev/concierge/agents/reading"
)

// startsClause reports whether fields[k] is an English word that the
// clause goes on after: no mark ends it, and a word of letters follows
// that is not a courtesy.
func startsClause(fields []string, k int) bool {
	if k+1 >= len(fields) || strings.TrimRight(fields[k], ",;.!?)]}\"'") != fields[k] {
		return false
	}
	if !reading.EnglishWord(reading.ASCIILower(trimWrapping(fields[k]))) {
		return false
	}
	return strings.ContainsFunc(fields[k+1], unicode.IsLetter) && !courtesyOnly(fields[k+1:])
}
