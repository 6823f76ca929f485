package tui

import (
	"strings"
	"unicode/utf8"
)

// Markdown in agent replies (issue 15): the text side, without glamour.
//
// A reply goes through glamour only when it looks like Markdown; a plain
// sentence is drawn exactly as before, so plain replies keep their look and
// their cost. A Markdown reply is cut into top-level blocks at blank lines,
// and each block is rendered on its own and cached: a streamed reply then
// renders each block once, when it is complete, and draws only its growing
// last block as plain wrapped text (R24). Rendering the whole reply again on
// every delta, as glow does for a whole file, costs milliseconds a kilobyte.
// A cut is made only where CommonMark would end a block anyway (a blank
// line, outside a fence, before a line that neither is indented nor
// continues a list), so the blocks render as the whole reply would; what is
// lost is a reference link defined in another block, which models rarely
// write.

// mdSpan is one top-level block of a body: body[from:to], no blank line at
// either end.
type mdSpan struct{ from, to int }

// looksLikeMarkdown is the cheap test of whether a reply is written in
// Markdown: a heading, a fence, a quote, a table, emphasis, a code span or
// a link. Lists and rules alone do not count: "- item" lines read the same
// as typed, plain replies (the offline engine's menus) are written that
// way, and a plain reply must look exactly as it always did. A false
// positive only costs a glamour render; a false negative shows the marks
// as typed, as before.
func looksLikeMarkdown(s string) bool { return mdScan(s, false) }

// mdHasSyntax is looksLikeMarkdown for one block of a reply already taken
// as Markdown: there lists and rules count too, so every list of the reply
// is drawn alike.
func mdHasSyntax(s string) bool { return mdScan(s, true) }

func mdScan(s string, lists bool) bool {
	for len(s) > 0 {
		line := s
		if i := strings.IndexByte(s, '\n'); i >= 0 {
			line, s = s[:i], s[i+1:]
		} else {
			s = ""
		}
		if mdBlockLine(line, lists) || mdInline(line) {
			return true
		}
	}
	return false
}

// mdBlockLine reports whether a line opens a Markdown block construct;
// list items and rules only when lists.
func mdBlockLine(line string, lists bool) bool {
	t := strings.TrimLeft(line, " ")
	if t == "" {
		return false
	}
	switch t[0] {
	case '#':
		n := len(t) - len(strings.TrimLeft(t, "#"))
		return n <= 6 && (n == len(t) || t[n] == ' ')
	case '>':
		return true
	case '|':
		return strings.IndexByte(t[1:], '|') >= 0
	case '`', '~':
		if mdFence(t) != "" {
			return true
		}
	}
	if lists && (mdListItem(t) || mdRule(t)) {
		return true
	}
	return mdTableDelimiter(t)
}

// mdListItem reports whether t (no leading spaces) starts a list item:
// "- x", "* x", "+ x", "1. x", "12) x".
func mdListItem(t string) bool {
	if len(t) >= 2 && (t[0] == '-' || t[0] == '*' || t[0] == '+') && t[1] == ' ' {
		return strings.TrimSpace(t[2:]) != ""
	}
	n := 0
	for n < len(t) && n < 9 && t[n] >= '0' && t[n] <= '9' {
		n++
	}
	return n > 0 && n+1 < len(t) && (t[n] == '.' || t[n] == ')') && t[n+1] == ' '
}

// mdRule reports a thematic break: three or more of one of - * _, spaces
// allowed between.
func mdRule(t string) bool {
	c, n := t[0], 0
	if c != '-' && c != '*' && c != '_' {
		return false
	}
	for i := 0; i < len(t); i++ {
		switch t[i] {
		case c:
			n++
		case ' ':
		default:
			return false
		}
	}
	return n >= 3
}

// mdTableDelimiter reports a table's delimiter row written without outer
// pipes: "---|:---:".
func mdTableDelimiter(t string) bool {
	pipe, dash := false, false
	for i := 0; i < len(t); i++ {
		switch t[i] {
		case '|':
			pipe = true
		case '-':
			dash = true
		case ':', ' ':
		default:
			return false
		}
	}
	return pipe && dash
}

// mdFence is the marker run that opens a fenced code block ("```",
// "~~~~"), or "" when t (no leading spaces) does not open one.
func mdFence(t string) string {
	if len(t) < 3 || (t[0] != '`' && t[0] != '~') {
		return ""
	}
	n := len(t) - len(strings.TrimLeft(t, t[:1]))
	if n < 3 || (t[0] == '`' && strings.IndexByte(t[n:], '`') >= 0) {
		return ""
	}
	return t[:n]
}

// mdInline reports inline Markdown on a line: a code span, strong or
// struck-through text, emphasis with a star, a link or image. An
// underscore inside a word (transfer_money) is not emphasis. One pass,
// whatever the line holds: it runs over a streaming reply on every delta.
func mdInline(line string) bool {
	var opened [4]bool // a span of each kind opened earlier on the line
	bracket, paren := false, strings.LastIndexByte(line, ')')
	for i := 0; i < len(line); i++ {
		switch c := line[i]; c {
		case '`':
			if i+2 < len(line) && strings.IndexByte(line[i+2:], '`') >= 0 && line[i+1] != '`' {
				return true
			}
		case '*', '_', '~':
			n := 1
			if i+1 < len(line) && line[i+1] == c {
				n = 2
			}
			kind := mdSpanKind(c, n)
			if kind < 0 {
				i += n - 1
				continue
			}
			before, after := byte(' '), byte(' ')
			if i > 0 {
				before = line[i-1]
			}
			if i+n < len(line) {
				after = line[i+n]
			}
			// A closing run follows text and precedes a boundary; an
			// opening one follows a boundary and precedes text.
			if opened[kind] && before != ' ' && before != c && mdBoundary(after) {
				return true
			}
			if mdBoundary(before) && after != ' ' && after != c {
				opened[kind] = true
			}
			i += n - 1
		case '[':
			bracket = true
		case ']':
			if bracket && i+1 < len(line) && line[i+1] == '(' && paren > i+1 {
				return true
			}
		}
	}
	return false
}

// mdSpanKind numbers the delimiter runs that make a span: *, **, __, ~~;
// -1 for a single _ or ~, left as typed.
func mdSpanKind(c byte, n int) int {
	switch {
	case c == '*' && n == 1:
		return 0
	case c == '*':
		return 1
	case c == '_' && n == 2:
		return 2
	case c == '~' && n == 2:
		return 3
	}
	return -1
}

// mdBoundary reports a byte that may stand next to an emphasis mark on its
// outer side: white space or ASCII punctuation.
func mdBoundary(b byte) bool {
	return b == ' ' || (b < utf8.RuneSelf && strings.IndexByte("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~", b) >= 0)
}

// mdBlocks cuts a body into its top-level blocks, appending to spans.
func mdBlocks(s string, spans []mdSpan) []mdSpan {
	var (
		fence string // marker of the open fenced block; "" when none
		start = -1   // start of the open block; -1 when none
		end   int    // end of its last non-blank line
		gap   bool   // blank lines since that line
		list  bool   // the open block ends in a list
	)
	for pos := 0; pos < len(s); {
		lineEnd := len(s)
		if i := strings.IndexByte(s[pos:], '\n'); i >= 0 {
			lineEnd = pos + i
		}
		line := s[pos:lineEnd]
		t := strings.TrimLeft(line, " ")
		switch {
		case fence != "":
			if strings.HasPrefix(t, fence) && strings.Trim(t, fence[:1]+" ") == "" {
				fence = ""
			}
			end = lineEnd
		case t == "":
			gap = start >= 0
		default:
			indented := len(t) < len(line)
			item := mdListItem(t)
			if start >= 0 && gap && !indented && !(list && item) {
				spans = append(spans, mdSpan{start, end})
				start = -1
			}
			if start < 0 {
				start, list = pos, false
			}
			gap, end = false, lineEnd
			list = item || (list && indented)
			fence = mdFence(t)
		}
		pos = lineEnd + 1
	}
	if start >= 0 {
		spans = append(spans, mdSpan{start, end})
	}
	return spans
}

// mdMaxNesting is the longest run of quote and list marks and indentation a
// line of a block may start with to go through glamour: its cost grows
// faster than the square of the nesting (a reply of 200 '>' takes 0.2 s,
// 400 bytes of nested dashes 0.7 s), and real replies nest three or four
// deep.
const mdMaxNesting = 24

// mdTooDeep reports a block nested deeper than mdMaxNesting outside its
// fenced code, which is drawn as typed instead.
func mdTooDeep(s string) bool {
	fence := ""
	for len(s) > 0 {
		line := s
		if i := strings.IndexByte(s, '\n'); i >= 0 {
			line, s = s[:i], s[i+1:]
		} else {
			s = ""
		}
		t := strings.TrimLeft(line, " ")
		switch {
		case fence != "":
			if strings.HasPrefix(t, fence) && strings.Trim(t, fence[:1]+" ") == "" {
				fence = ""
			}
		case mdFence(t) != "":
			fence = mdFence(t)
		default:
			if n := len(line) - len(strings.TrimLeft(line, " >-*+.)0123456789")); n > mdMaxNesting {
				return true
			}
		}
	}
	return false
}
