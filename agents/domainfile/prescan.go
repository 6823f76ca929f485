package domainfile

import (
	"fmt"
	"unicode/utf8"
)

// The YAML library builds its whole syntax tree before its own depth
// limit applies, and deep nesting costs it far more than its bytes: 40 KB
// of "[[[[…" took 677 MB. So the file is pre-scanned first, in one pass
// and constant memory, for how deep its lists and mappings go — flow
// brackets, block indentation, and the two mixed — and refused at the
// place it goes too deep (R55), whatever its size. A real domain file
// nests half a dozen levels.

// MaxDepth is how deep a domain file's lists and mappings may nest.
const MaxDepth = 64

// depthScan is the state of the pre-scan: where it is, the columns of the
// open block levels, and the open flow brackets.
type depthScan struct {
	src       []byte
	i         int // the next byte
	line, col int // of the next byte, 1-based; col counts characters
	blocks    []int
	flow      int
	at        Pos // where the file first goes too deep
}

// deepAt says where src first nests deeper than MaxDepth, if it does.
func deepAt(src []byte) (Pos, bool) {
	s := &depthScan{src: src, line: 1, col: 1}
	for s.i < len(s.src) && s.at == (Pos{}) {
		s.scanLine()
	}
	return s.at, s.at != Pos{}
}

// depth is how deep the scan is: the open block levels and brackets.
func (s *depthScan) depth() int { return len(s.blocks) + s.flow }

// deeper opens a level at the next byte (a bracket, a dash, a line's
// first character), noting the place when it is one too deep. col is a
// block level's column.
func (s *depthScan) deeper(block bool, col int) {
	if block {
		s.blocks = append(s.blocks, col)
	} else {
		s.flow++
	}
	if s.depth() > MaxDepth && s.at == (Pos{}) {
		s.at = Pos{s.line, s.col}
	}
}

// here is the place of the next byte.
func (s *depthScan) here() Pos { return Pos{s.line, s.col} }

func (s *depthScan) peek(k int) byte {
	if s.i+k < len(s.src) {
		return s.src[s.i+k]
	}
	return '\n'
}

// next moves past one byte, keeping the line and the column (in
// characters: a UTF-8 continuation byte is part of the one counted).
func (s *depthScan) next() {
	if s.i >= len(s.src) {
		return
	}
	b := s.src[s.i]
	s.i++
	switch {
	case b == '\n':
		s.line, s.col = s.line+1, 1
	case utf8.RuneStart(b):
		s.col++
	}
}

func blank(b byte) bool { return b == ' ' || b == '\t' || b == '\r' || b == '\n' }

// skipSpaces moves past spaces and tabs on the line.
func (s *depthScan) skipSpaces() {
	for s.i < len(s.src) && (s.src[s.i] == ' ' || s.src[s.i] == '\t') {
		s.next()
	}
}

// restOfLine moves to the start of the next line.
func (s *depthScan) restOfLine() {
	for s.i < len(s.src) && s.src[s.i] != '\n' {
		s.next()
	}
	s.next()
}

// scanLine reads one line (and, inside brackets or quotes, as many as
// they take).
func (s *depthScan) scanLine() {
	if s.flow > 0 {
		// brackets opened on an earlier line; what follows the last
		// one on this line is block content again
		s.scanFlow()
		if s.flow == 0 {
			s.scanBlockContent(s.top(), false)
		}
		return
	}
	indent := 0
	for s.i < len(s.src) && s.src[s.i] == ' ' {
		indent++
		s.next()
	}
	if c := s.peek(0); c == '\n' || c == '#' || c == '\r' {
		s.restOfLine() // blank lines and comments open nothing
		return
	}
	// the block levels this line closes, and the one it opens
	for len(s.blocks) > 0 && s.blocks[len(s.blocks)-1] > indent {
		s.blocks = s.blocks[:len(s.blocks)-1]
	}
	if len(s.blocks) == 0 || s.blocks[len(s.blocks)-1] < indent {
		s.deeper(true, indent)
	}
	s.scanBlockContent(indent, true)
}

// top is the column of the innermost block level, 0 with none.
func (s *depthScan) top() int {
	if len(s.blocks) == 0 {
		return 0
	}
	return s.blocks[len(s.blocks)-1]
}

// scanBlockContent reads the rest of a block line from a token start:
// "- " and "? " open a level each, a bracket starts flow, a quote a
// quoted scalar, | or > a block scalar whose lines are skipped.
// start says whether it is at the start of a node, where [ { " ' | >
// mean something.
func (s *depthScan) scanBlockContent(keyCol int, start bool) {
	for s.i < len(s.src) && s.at == (Pos{}) {
		c := s.peek(0)
		switch {
		case c == '\n':
			s.next()
			return
		case c == ' ' || c == '\t' || c == '\r':
			s.next()
		case c == '#' && (start || blank(s.prevByte())):
			s.restOfLine()
			return
		case start && (c == '-' || c == '?') && blank(s.peek(1)):
			dash := s.here()
			s.next()
			s.skipSpaces()
			keyCol = s.col - 1
			if c := s.peek(0); c != '\n' && c != '#' {
				s.deeper(true, keyCol)
				if s.at != (Pos{}) {
					s.at = dash
				}
			}
		case start && (c == '&' || c == '!'):
			for !blank(s.peek(0)) && s.i < len(s.src) {
				s.next() // an anchor or a tag: the node comes after it
			}
		case start && (c == '[' || c == '{'):
			s.deeper(false, 0)
			s.next()
			s.scanFlow()
			if s.flow > 0 {
				return // the brackets go on past this line
			}
			start = false
		case start && (c == '"' || c == '\''):
			s.quoted(c)
			start = false
		case start && (c == '|' || c == '>'):
			s.restOfLine()
			s.skipBlockScalar(keyCol)
			return
		case c == ':' && blank(s.peek(1)):
			s.next()
			start = true
		default:
			s.next()
			start = false
		}
	}
}

// prevByte is the byte before the next one, '\n' at the start.
func (s *depthScan) prevByte() byte {
	if s.i == 0 {
		return '\n'
	}
	return s.src[s.i-1]
}

// skipBlockScalar skips a block scalar's lines: blank ones and those
// indented more than the key that holds it.
func (s *depthScan) skipBlockScalar(keyCol int) {
	for s.i < len(s.src) {
		j, indent := s.i, 0
		for j < len(s.src) && s.src[j] == ' ' {
			j, indent = j+1, indent+1
		}
		if j < len(s.src) && s.src[j] != '\n' && s.src[j] != '\r' && indent <= keyCol {
			return
		}
		s.restOfLine()
	}
}

// scanFlow reads inside brackets until they all close: only quotes and
// comments hide a bracket there.
func (s *depthScan) scanFlow() {
	start := true
	for s.i < len(s.src) && s.flow > 0 && s.at == (Pos{}) {
		c := s.peek(0)
		switch {
		case c == '[' || c == '{':
			s.deeper(false, 0)
			s.next()
			start = true
			continue
		case c == ']' || c == '}':
			s.flow--
		case c == '#' && blank(s.prevByte()):
			s.restOfLine()
			start = true
			continue
		case start && (c == '"' || c == '\''):
			s.quoted(c)
			start = false
			continue
		}
		start = blank(c) || c == ',' || c == ':' || c == ']' || c == '}'
		s.next()
	}
}

// quoted moves past a quoted scalar, which may span lines: "…" with
// backslash escapes, '…' with a doubled quote for a quote.
func (s *depthScan) quoted(q byte) {
	s.next()
	for s.i < len(s.src) {
		c := s.peek(0)
		switch {
		case q == '"' && c == '\\':
			s.next()
		case c == q && q == '\'' && s.peek(1) == '\'':
			s.next()
		case c == q:
			s.next()
			return
		}
		s.next()
	}
	// an unclosed quote is the parser's to say
}

// depthProblem is what deepAt's place says.
func depthProblem() string {
	return fmt.Sprintf("lists and mappings nest deeper than %d levels here: a domain file needs far fewer", MaxDepth)
}
