//nolint:all
package util

import (
	_ "embed"
	"strconv"
	"sync"
)

// Patched for concierge (see PATCHED.md): the table is built on first use,
// not at package init, which every run of a program that links goldmark
// paid; and it is text, one folding a line ("hex hex,hex"), not a map
// literal, whose 156 KB of machine code stayed in the binary and was paged
// in around code that did run (html5entities_test.go holds it to the
// literal).
//
//go:embed unicode_case_folding.txt
var unicodeCaseFoldingsText string

var unicodeCaseFoldings = sync.OnceValue(func() map[rune][]rune {
	lines := tableLines(unicodeCaseFoldingsText)
	m := make(map[rune][]rune, len(lines))
	for _, l := range lines {
		k, err := strconv.ParseUint(l.key, 16, 32)
		if err != nil {
			panic("goldmark/util: malformed case folding " + l.key)
		}
		m[rune(k)] = l.values
	}
	return m
})
