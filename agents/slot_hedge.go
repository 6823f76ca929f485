package agents

// A hedge or a filler said before a short value is never part of it
// (tryout 35's notes 10): "change the title to just mom bday" saved the
// note as "just mom bday", "call it like groceries" as "like groceries".
// A short value (a title, a name) is one thing's name, which people do
// not open with "just", "simply" or "um"; a long text keeps every word
// ("just landed, call me" is what was said).

import (
	"strings"
	"sync"
)

// leadingHedges soften or stall before a value: never its first word.
var leadingHedges = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields("just simply only like actually um umm uh uhh er erm hmm hm maybe basically literally well so ok okay oh") {
		m[w] = true
	}
	return m
})

// withoutLeadingHedge drops leadingHedges from the start of a short
// value, keeping at least one word: "just" alone stays what was said.
// A hedge is matched as typed, in lower case.
func withoutLeadingHedge(v string) string {
	for {
		f := strings.Fields(v)
		// typed in lower case: "Just Smith" may be a name (a hedge is not
		// capitalised in the middle of a sentence)
		if len(f) < 2 || !leadingHedges()[strings.Trim(f[0], `"'.,!?;:`)] {
			return v
		}
		v = strings.TrimLeft(strings.Join(f[1:], " "), ` ,.;:`)
	}
}
