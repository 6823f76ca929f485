package tui

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"
)

// wrapText word-wraps sanitised, tab-free text to limit cells. It keeps the
// text's own newlines and the indentation a paragraph starts with, breaks
// only at white space, and hard-wraps a word only when it is wider than
// limit on its own. It also gives the byte offset in s where each line
// starts.
//
// It measures cells exactly as ansi.StringWidth (and so lipgloss.Width)
// does, so no line it returns is wider than limit. The ansi package's own
// Wrap can exceed the limit around wide characters and breaks at hyphens.
func wrapText(s string, limit int) (lines []string, offs []int) {
	limit = max(limit, 1)
	for start := 0; ; {
		end := strings.IndexByte(s[start:], '\n')
		if end < 0 {
			return wrapParagraph(s, start, len(s), limit, lines, offs)
		}
		lines, offs = wrapParagraph(s, start, start+end, limit, lines, offs)
		start += end + 1
	}
}

// wrapParagraph wraps s[from:to], a text without newlines, appending to
// lines and offs.
func wrapParagraph(s string, from, to, limit int, lines []string, offs []int) ([]string, []int) {
	if from == to {
		return append(lines, ""), append(offs, from)
	}
	var (
		lineStart = -1 // start of the open line; -1 when none is open
		lineEnd   int  // end of the open line's last word
		width     int  // width of the open line
		emitted   = len(lines)
	)
	flush := func() {
		if lineStart >= 0 {
			lines, offs = append(lines, s[lineStart:lineEnd]), append(offs, lineStart)
			lineStart = -1
		}
	}
	for i := from; i < to; {
		spaceStart, spaceW := i, 0
		for i < to {
			u, w, space := wrapUnit(s[i:to])
			if !space {
				break
			}
			i += len(u)
			spaceW += w
		}
		if i >= to {
			break // trailing white space is dropped
		}
		wordStart, wordW := i, 0
		for i < to {
			u, w, space := wrapUnit(s[i:to])
			if space {
				break
			}
			i += len(u)
			wordW += w
		}

		if lineStart >= 0 {
			if width+spaceW+wordW <= limit {
				lineEnd, width = i, width+spaceW+wordW
				continue
			}
			flush()
		}
		switch {
		case len(lines) == emitted && spaceW > 0 && spaceW+wordW <= limit:
			// The paragraph's first line keeps its indentation.
			lineStart, lineEnd, width = spaceStart, i, spaceW+wordW
		case wordW <= limit:
			lineStart, lineEnd, width = wordStart, i, wordW
		default:
			lines, offs = hardWrap(s, wordStart, i, limit, lines, offs)
			// The last piece stays open, so the next word may join it.
			lineStart, offs = offs[len(offs)-1], offs[:len(offs)-1]
			lineEnd, width = i, ansi.StringWidth(lines[len(lines)-1])
			lines = lines[:len(lines)-1]
		}
	}
	flush()
	if len(lines) == emitted { // only white space
		return append(lines, ""), append(offs, from)
	}
	return lines, offs
}

// hardWrap cuts the word s[from:to] into pieces of at most limit cells.
func hardWrap(s string, from, to, limit int, lines []string, offs []int) ([]string, []int) {
	start, width := from, 0
	for i := from; i < to; {
		u, w, _ := wrapUnit(s[i:to])
		if width+w > limit && i > start {
			lines, offs = append(lines, s[start:i]), append(offs, start)
			start, width = i, 0
		}
		if w > limit {
			// Wider than the whole line (a wide character at width 1):
			// it cannot be shown, so it is left out rather than overflow.
			if i > start {
				lines, offs = append(lines, s[start:i]), append(offs, start)
			}
			i += len(u)
			start, width = i, 0
			continue
		}
		i += len(u)
		width += w
	}
	return append(lines, s[start:to]), append(offs, start)
}

// wrapUnit returns the first unit of s the way ansi.StringWidth counts
// cells: one byte for ASCII, a grapheme cluster otherwise; its width; and
// whether it is a breakable space (the no-break spaces are not).
func wrapUnit(s string) (unit string, width int, space bool) {
	if c := s[0]; c < utf8.RuneSelf {
		return s[:1], 1, c == ' '
	}
	unit, width = ansi.FirstGraphemeCluster(s, ansi.GraphemeWidth)
	r, size := utf8.DecodeRuneInString(unit)
	switch r {
	case '\u00a0', '\u2007', '\u202f':
		return unit, width, false
	}
	return unit, width, size == len(unit) && unicode.IsSpace(r)
}
