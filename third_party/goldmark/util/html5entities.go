//nolint:golint,lll,misspell
package util

import (
	_ "embed"
	"sync"
	"unicode/utf8"
)

// An HTML5Entity struct represents HTML5 entitites.
type HTML5Entity struct {
	Name       string
	CodePoints []int
	Characters []byte
}

// LookUpHTML5EntityByName returns (an HTML5Entity, true) if an entity named
// given name is found, otherwise (nil, false).
func LookUpHTML5EntityByName(name string) (*HTML5Entity, bool) {
	v, ok := html5entities()[name]
	return v, ok
}

// Patched for concierge (see PATCHED.md): the table is text, one entity a
// line ("name hex,hex"), read into the map at first use. As a map literal
// it was 520 KB of machine code (a closure that builds the map), which
// stayed in the binary and was paged in around code that did run; as text
// it is 26 KB of read-only data. An entity's Characters are its code
// points in UTF-8, as they were in the literal (html5entities_test.go).
//
//go:embed html5entities.txt
var html5entitiesText string

var html5entities = sync.OnceValue(func() map[string]*HTML5Entity {
	lines := tableLines(html5entitiesText)
	m := make(map[string]*HTML5Entity, len(lines))
	for _, line := range lines {
		name, points := line.key, line.values
		e := &HTML5Entity{Name: name, CodePoints: make([]int, 0, len(points))}
		for _, p := range points {
			e.CodePoints = append(e.CodePoints, int(p))
			e.Characters = utf8.AppendRune(e.Characters, p)
		}
		m[name] = e
	}
	return m
})

// tableLine is one line of a table file: a key, a space, and hexadecimal
// numbers separated by commas.
type tableLine struct {
	key    string
	values []rune
}

// tableLines reads a table file (html5entities.txt, unicode_case_folding.txt).
// The files are embedded and checked by tests, so a malformed line is a
// bug in this copy: it panics rather than drop an entry unseen.
func tableLines(text string) []tableLine {
	var out []tableLine
	for len(text) > 0 {
		end := 0
		for end < len(text) && text[end] != '\n' {
			end++
		}
		line := text[:end]
		if end < len(text) {
			end++
		}
		text = text[end:]
		sp := 0
		for sp < len(line) && line[sp] != ' ' {
			sp++
		}
		if sp == 0 || sp == len(line) {
			panic("goldmark/util: malformed table line " + line)
		}
		tl := tableLine{key: line[:sp]}
		var v rune
		digits := 0
		for i := sp + 1; i <= len(line); i++ {
			if i == len(line) || line[i] == ',' {
				if digits == 0 {
					panic("goldmark/util: malformed table line " + line)
				}
				tl.values = append(tl.values, v)
				v, digits = 0, 0
				continue
			}
			c := line[i]
			switch {
			case '0' <= c && c <= '9':
				v = v<<4 | rune(c-'0')
			case 'a' <= c && c <= 'f':
				v = v<<4 | rune(c-'a'+10)
			default:
				panic("goldmark/util: malformed table line " + line)
			}
			digits++
		}
		out = append(out, tl)
	}
	return out
}
