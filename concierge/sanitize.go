package concierge

import (
	"strings"
	"unicode/utf8"
)

// Terminal sanitising (SPEC R18).
//
// Untrusted text (model output, tool output, artifacts, user paste) must not
// be able to drive the terminal it is shown on: no clipboard writes (OSC 52),
// no hidden hyperlinks (OSC 8), no cursor movement that paints over earlier
// output, no title changes, no terminal resets. Sanitize removes:
//
//   - C0 controls except '\n' and '\t', and DEL (0x7F);
//   - C1 controls U+0080–U+009F (as UTF-8);
//   - whole escape sequences: CSI (ESC [ ... final, or U+009B ... final),
//     OSC (ESC ] or U+009D, up to BEL or ST), DCS/SOS/PM/APC (ESC P, ESC X,
//     ESC ^, ESC _, or U+0090/U+0098/U+009E/U+009F, up to ST), and the short
//     ESC sequences (ESC, optional intermediates 0x20–0x2F, final 0x30–0x7E,
//     e.g. ESC c, ESC 7, ESC ( B);
//   - the bidi embedding/override/isolate controls U+202A–U+202E and
//     U+2066–U+2069, which can make text read differently from what it is.
//
// ST is ESC \ or U+009C. A string sequence (OSC, DCS, ...) with no
// terminator swallows the rest of the string; an ESC inside it that does not
// start ST ends it, and the ESC is parsed as the start of a new sequence, as
// a VT500-style terminal parser does.
//
// "\r\n" becomes "\n" and a lone '\r' becomes '\n', so pasted Windows text
// keeps its lines and a carriage return cannot overwrite a line already shown.
// Invalid UTF-8 bytes each become U+FFFD. Everything else, including emoji,
// CJK, accents and zero-width joiners, is kept byte for byte.
//
// The output therefore never contains a byte below 0x20 other than '\n' and
// '\t', never 0x7F, never a rune in U+0080–U+009F or in the bidi ranges
// above, and is always valid UTF-8; Sanitize is idempotent.

const (
	sanitizeESC = 0x1b
	sanitizeBEL = 0x07
)

// Sanitize returns s with every terminal control byte and escape sequence removed (R18).
func Sanitize(s string) string {
	// Fast path: Sanitize runs on every rendered string, and almost all of
	// them are already clean. Scan first and hand back s itself, with no
	// allocation and no copy, unless something actually has to change.
	if sanitizeIsClean(s) {
		return s
	}
	return sanitizeSlow(s)
}

// SanitizeLine is Sanitize for single-line contexts (input lines, labels): newlines and tabs become spaces.
func SanitizeLine(s string) string {
	s = Sanitize(s)
	if !strings.ContainsAny(s, "\n\t") {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '\n' || c == '\t' {
			c = ' '
		}
		b.WriteByte(c)
	}
	return b.String()
}

// sanitizeIsClean reports whether Sanitize would return s unchanged. It
// must accept exactly the strings that sanitizeSlow maps to themselves.
func sanitizeIsClean(s string) bool {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if (c < 0x20 && c != '\n' && c != '\t') || c == 0x7f {
				return false
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if (r == utf8.RuneError && size == 1) || sanitizeRemovedRune(r) {
			return false
		}
		i += size
	}
	return true
}

// sanitizeRemovedRune reports whether r is a non-ASCII rune Sanitize drops:
// a C1 control or a bidi embedding/override/isolate control.
func sanitizeRemovedRune(r rune) bool {
	return (r >= 0x80 && r <= 0x9f) ||
		(r >= 0x202a && r <= 0x202e) ||
		(r >= 0x2066 && r <= 0x2069)
}

func sanitizeSlow(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == sanitizeESC:
			i = sanitizeSkipEscape(s, i+1)
		case c == '\r':
			b.WriteByte('\n')
			i++
			if i < len(s) && s[i] == '\n' {
				i++
			}
		case c == '\n' || c == '\t':
			b.WriteByte(c)
			i++
		case c < 0x20 || c == 0x7f:
			i++
		case c < utf8.RuneSelf:
			b.WriteByte(c)
			i++
		default:
			r, size := utf8.DecodeRuneInString(s[i:])
			switch {
			case r == utf8.RuneError && size == 1:
				b.WriteRune(utf8.RuneError)
			case r == 0x9b: // 8-bit CSI
				i = sanitizeSkipCSI(s, i+size)
				continue
			case r == 0x9d: // 8-bit OSC
				i = sanitizeSkipString(s, i+size, true)
				continue
			case r == 0x90 || r == 0x98 || r == 0x9e || r == 0x9f: // 8-bit DCS, SOS, PM, APC
				i = sanitizeSkipString(s, i+size, false)
				continue
			case sanitizeRemovedRune(r):
				// Other C1 controls and bidi controls: dropped.
			default:
				b.WriteString(s[i : i+size])
			}
			i += size
		}
	}
	return b.String()
}

// sanitizeSkipEscape returns the index just past the escape sequence whose
// ESC byte is at i-1. A lone ESC (at the end, or before a byte that cannot
// continue a sequence) is dropped by itself and the next byte is processed
// normally.
func sanitizeSkipEscape(s string, i int) int {
	if i >= len(s) {
		return i
	}
	switch c := s[i]; {
	case c == '[':
		return sanitizeSkipCSI(s, i+1)
	case c == ']':
		return sanitizeSkipString(s, i+1, true)
	case c == 'P' || c == 'X' || c == '^' || c == '_':
		return sanitizeSkipString(s, i+1, false)
	case c >= 0x20 && c <= 0x2f:
		// ESC, intermediates, final: e.g. ESC ( B, ESC # 8.
		for i < len(s) && s[i] >= 0x20 && s[i] <= 0x2f {
			i++
		}
		if i < len(s) && s[i] >= 0x30 && s[i] <= 0x7e {
			i++
		}
		return i
	case c >= 0x30 && c <= 0x7e:
		// Two-byte sequence: ESC c, ESC 7, ESC 8, ESC =, ESC M, ...
		return i + 1
	default:
		return i
	}
}

// sanitizeSkipCSI returns the index just past a CSI sequence whose body
// starts at i: parameter and intermediate bytes (0x20–0x3F), then one final
// byte (0x40–0x7E). If another byte interrupts it, the sequence ends there
// and that byte is processed normally; at the end of the string it swallows
// everything.
func sanitizeSkipCSI(s string, i int) int {
	for i < len(s) && s[i] >= 0x20 && s[i] <= 0x3f {
		i++
	}
	if i < len(s) && s[i] >= 0x40 && s[i] <= 0x7e {
		i++
	}
	return i
}

// sanitizeSkipString returns the index just past a control string (OSC,
// DCS, SOS, PM, APC) whose body starts at i. It ends at ST (ESC \ or U+009C)
// or, for OSC, at BEL. An ESC not followed by '\' ends it too, and is left
// for the caller to parse as a new sequence. Unterminated, it runs to the
// end of s.
func sanitizeSkipString(s string, i int, belEnds bool) int {
	for i < len(s) {
		switch s[i] {
		case sanitizeBEL:
			if belEnds {
				return i + 1
			}
		case sanitizeESC:
			if i+1 < len(s) && s[i+1] == '\\' {
				return i + 2
			}
			return i
		case 0xc2: // U+009C is C2 9C; 0xC2 is never a continuation byte.
			if i+1 < len(s) && s[i+1] == 0x9c {
				return i + 2
			}
		}
		i++
	}
	return i
}
