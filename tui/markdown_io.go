package tui

import (
	"bytes"
	"strings"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"
)

// What goes into glamour and what comes out of it. Its input is the
// sanitised reply (R18), but Markdown has its own ways to write a control
// character, which are defused first; its output is rewritten line by
// line to keep nothing but text and glamour's own SGR styling, compacted,
// and cut to the pane's width.

// mdDefuse makes numeric character references to control characters
// literal ("&#27;" stays those five characters): glamour decodes entities
// after our sanitising (R18), so "&#27;[31m" would otherwise reach the
// terminal as an escape sequence. Go's html.UnescapeString, which glamour
// uses, also takes a reference without its semicolon; so does this.
func mdDefuse(s string) string {
	i := strings.Index(s, "&#")
	if i < 0 {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 16)
	for i >= 0 {
		b.WriteString(s[:i])
		if mdControlRef(s[i+2:]) {
			b.WriteString("&amp;")
		} else {
			b.WriteByte('&')
		}
		s = s[i+1:]
		i = strings.Index(s, "&#")
	}
	b.WriteString(s)
	return b.String()
}

// mdControlRef reports whether the digits of a numeric reference (what
// follows "&#") name a C0 or C1 control character or DEL.
func mdControlRef(s string) bool {
	base := 10
	if s != "" && (s[0] == 'x' || s[0] == 'X') {
		base, s = 16, s[1:]
	}
	v, n := 0, 0
	for ; n < len(s) && v <= 0x10ffff; n++ {
		d := strings.IndexByte("0123456789abcdef", s[n]|0x20)
		if d < 0 || d >= base {
			break
		}
		v = v*base + d
	}
	return n > 0 && (v < 0x20 || (v >= 0x7f && v <= 0x9f))
}

// mdCleanLine is a line of glamour's output made safe and compact. It
// keeps SGR sequences (glamour's own styling) only when keepSGR and drops
// every other escape byte and control character, whatever produced them.
// glamour styles each padding space on its own ("\x1b[38;5;252m \x1b[0m",
// twenty bytes a cell); the line is rewritten as runs of one style, each
// opened once, and the padding at its end is dropped unless it has a
// background colour (a heading's or a code span's). base, when keepSGR,
// is set under every run: the body's colour, for the text glamour leaves
// unstyled.
func mdCleanLine(line string, keepSGR bool, base string) string {
	type run struct {
		style string // SGR sequences in force; "" for none
		text  []byte
	}
	var (
		runs []run
		want string // the style set since the last reset
	)
	for i := 0; i < len(line); {
		c := line[i]
		if c == 0x1b {
			n := mdSGRLen(line[i:])
			if n > 0 && keepSGR {
				if seq := line[i : i+n]; seq == "\x1b[0m" || seq == "\x1b[m" {
					want = ""
				} else {
					want += seq
				}
			}
			i += max(n, 1)
			continue
		}
		if c < 0x20 || c == 0x7f {
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(line[i:])
		if r >= 0x80 && r <= 0x9f {
			i += size
			continue
		}
		if len(runs) == 0 || runs[len(runs)-1].style != want {
			runs = append(runs, run{style: want})
		}
		runs[len(runs)-1].text = append(runs[len(runs)-1].text, line[i:i+size]...)
		i += size
	}
	for len(runs) > 0 {
		last := &runs[len(runs)-1]
		if mdBackground(last.style) {
			break
		}
		last.text = bytes.TrimRight(last.text, " ")
		if len(last.text) > 0 {
			break
		}
		runs = runs[:len(runs)-1]
	}
	var b strings.Builder
	b.Grow(len(line) / 2)
	if !keepSGR {
		base = ""
	}
	open, styled := "", false
	for i, r := range runs {
		if i == 0 || r.style != open {
			if styled {
				b.WriteString("\x1b[0m")
			}
			b.WriteString(base)
			b.WriteString(r.style)
			open, styled = r.style, base+r.style != ""
		}
		b.Write(r.text)
	}
	if styled {
		b.WriteString("\x1b[0m")
	}
	return b.String()
}

// mdBackground reports whether SGR sequences set a background colour.
func mdBackground(style string) bool {
	for style != "" {
		n := mdSGRLen(style)
		params := strings.Split(style[2:n-1], ";")
		style = style[n:]
		for k := 0; k < len(params); k++ {
			switch p := params[k]; {
			case p == "38" || p == "48":
				if p == "48" {
					return true
				}
				if k+1 < len(params) && params[k+1] == "5" {
					k += 2
				} else if k+1 < len(params) && params[k+1] == "2" {
					k += 4
				}
			case len(p) == 2 && p[0] == '4' && p[1] >= '0' && p[1] <= '7',
				len(p) == 3 && p[:2] == "10" && p[2] >= '0' && p[2] <= '7':
				return true
			}
		}
	}
	return false
}

// mdSGRLen is the length of the SGR sequence ("\x1b[1;38;5;252m") s starts
// with, or 0 when it starts with anything else.
func mdSGRLen(s string) int {
	if len(s) < 3 || s[1] != '[' {
		return 0
	}
	for i := 2; i < len(s); i++ {
		switch c := s[i]; {
		case c == 'm':
			return i + 1
		case (c < '0' || c > '9') && c != ';' && c != ':':
			return 0
		}
	}
	return 0
}

// mdFit cuts lines wider than limit cells (long code lines, URLs, wide
// tables) into pieces that fit, appending them to out.
func mdFit(line string, limit int, out []string) []string {
	if ansi.StringWidth(line) <= limit {
		return append(out, line)
	}
	for _, piece := range strings.Split(ansi.Hardwrap(line, limit, true), "\n") {
		if ansi.StringWidth(piece) > limit {
			piece = ansi.Truncate(piece, limit, "")
		}
		out = append(out, piece)
	}
	return out
}
