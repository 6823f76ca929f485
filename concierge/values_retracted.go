package concierge

// A figure the user took back in the same message is no left-over request
// (tryout 34, bank 43): "move 50 from savings to checking, no wait, 60"
// sent $60 and then said 'I didn't use "50" … ask again once this is
// done', inviting the user to ask for the $50 they had just retracted.
// A number said before the message's last correction ("no wait",
// "actually", "i mean", "make that", a bare "no, 60"), when a number after
// it was taken as a value, was replaced: it is never said back as unused.

import (
	"slices"
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// withoutRetracted is left without the numbers a correction in text
// replaced by a number that values took.
func withoutRetracted(text string, values map[string]string, left []string) []string {
	at := reading.LastCorrection(text)
	if at < 0 || len(left) == 0 {
		return left
	}
	head, tail := text[:at], text[at:]
	replaced := false
	for _, n := range numbersIn(tail) {
		for _, v := range values {
			replaced = replaced || strings.TrimSpace(v) == n || saysNumber(v, n)
		}
	}
	if !replaced {
		return left // "send 50 to 7654321, actually also 20 to 1234324": nothing was replaced
	}
	before := numbersIn(head)
	return slices.DeleteFunc(left, func(n string) bool { return slices.Contains(before, n) })
}

// numbersIn lists the numbers of s, as typed.
func numbersIn(s string) []string {
	var out []string
	for _, loc := range numberish.FindAllStringIndex(s, -1) {
		if n := strings.TrimRight(strings.TrimSpace(s[loc[0]:loc[1]]), ","); n != "" {
			out = append(out, n)
		}
	}
	return out
}
