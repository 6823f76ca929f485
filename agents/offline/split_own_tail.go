package offline

// Each request's own words after its values (issue 24, ins28b): "decline
// 12AB34 home for fraud and 56CD78 motor for late reporting" worded the
// second request as the first with its values swapped, "decline 56CD78
// Motor for fraud", and both letters named fraud. What a piece says after
// its last value ("for late reporting", ": late reporting") is its own,
// and takes the place of what the request before it said after its
// values; a piece that says nothing more ("… and 56CD78 motor", "…
// too") keeps the words it was worded with.

import (
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// tailCourtesy are the words after a value that add nothing of the
// request's own: "… and 56CD78 motor too", "… as well please".
var tailCourtesy = sync.OnceValue(func() map[string]bool {
	set := map[string]bool{}
	for _, w := range strings.Fields(`too also as well aswell please pls plz thanks thx ty cheers both same again likewise the one ` +
		`and then now asap for it them that this`) {
		set[w] = true
	}
	return set
})

// withOwnTail is request (a piece worded anew from the request before it)
// with the words after its values replaced by what piece says after its
// own, when piece says something there.
func withOwnTail(a *agents.Agent, request, piece string, vals map[string]string) string {
	pEnd := lastValueEnd(a, piece, vals)
	rEnd := lastValueEnd(a, request, vals)
	if pEnd < 0 || rEnd < 0 {
		return request
	}
	tail := strings.TrimSpace(piece[pEnd:])
	if !ownWords(tail) {
		return request
	}
	sep := " "
	if strings.HasPrefix(strings.TrimLeft(piece[pEnd:], " "), ":") || strings.HasPrefix(tail, ",") {
		sep = ""
	}
	return strings.TrimRight(request[:rEnd], " ") + sep + tail
}

// ownWords reports a tail with a word that is not courtesy.
func ownWords(tail string) bool {
	for _, w := range reading.Words(tail) {
		if !tailCourtesy()[w] {
			return true
		}
	}
	return false
}

// lastValueEnd is where the last of vals (as typed, or a choice's alias,
// each where it is first said) ends in text, -1 when one of them is not found there.
func lastValueEnd(a *agents.Agent, text string, vals map[string]string) int {
	lower := reading.ASCIILower(text)
	end := -1
	for name, v := range vals {
		said := []string{v}
		if sl := a.Slot(name); sl != nil {
			for _, c := range sl.Choices {
				if strings.EqualFold(c.Value, v) {
					said = append(said, c.Value)
					said = append(said, c.Aliases...)
				}
			}
		}
		found := -1
		for _, s := range said {
			s = reading.ASCIILower(s)
			if s == "" {
				continue
			}
			for from := 0; from < len(lower); {
				i := strings.Index(lower[from:], s)
				if i < 0 {
					break
				}
				i += from
				if reading.WordBoundary(lower, i-1) && reading.WordBoundary(lower, i+len(s)) {
					if found < 0 || i+len(s) < found {
						found = i + len(s) // the value as first said: "home … the house was empty"
					}
					break
				}
				from = i + 1
			}
		}
		if found < 0 {
			return -1
		}
		if found > end {
			end = found
		}
	}
	return end
}
