package concierge

import (
	"encoding/json"
	"errors"
	"unicode/utf8"
)

// sanitizeJSON returns the JSON document raw, compacted, with every string
// in it (object keys included) sanitised as Sanitize does (R18, R46). Keys
// keep their order and numbers their digits.
//
// It works on the bytes: a string that Sanitize would leave as it is (the
// common case) is copied untouched, escapes and all; only a string that
// holds something to remove is decoded, sanitised and encoded again. A
// long session's export reads tens of megabytes of JSON, which a decoder
// going token by token took seconds over (R55).
func sanitizeJSON(raw []byte) (json.RawMessage, error) {
	if !json.Valid(raw) {
		var v any
		if err := json.Unmarshal(raw, &v); err != nil {
			return nil, err
		}
		return nil, errors.New("not valid JSON")
	}
	return sanitizeValidJSON(raw), nil
}

// sanitizeValidJSON is sanitizeJSON for a document already known to be
// valid JSON.
func sanitizeValidJSON(raw []byte) json.RawMessage {
	out := make([]byte, 0, len(raw))
	for i := 0; i < len(raw); {
		switch c := raw[i]; c {
		case '"':
			end := stringEnd(raw, i)
			out = appendSanitizedString(out, raw[i:end])
			i = end
		case ' ', '\t', '\n', '\r':
			i++
		default:
			out = append(out, c)
			i++
		}
	}
	return out
}

// stringEnd is the index just past the closing quote of the JSON string
// that opens at raw[i]. raw is valid JSON.
func stringEnd(raw []byte, i int) int {
	for j := i + 1; j < len(raw); j++ {
		switch raw[j] {
		case '\\':
			j++ // the escaped byte
		case '"':
			return j + 1
		}
	}
	return len(raw)
}

// appendSanitizedString appends the JSON string q (quotes included),
// sanitised: as it is when Sanitize would not change what it decodes to.
func appendSanitizedString(dst, q []byte) []byte {
	if quotedClean(q[1 : len(q)-1]) {
		return append(dst, q...)
	}
	var s string
	if err := json.Unmarshal(q, &s); err != nil {
		return append(dst, `""`...) // q was checked: not reached
	}
	return appendJSONString(dst, Sanitize(s))
}

// quotedClean reports whether the body of a JSON string decodes to text
// that sanitizeIsClean accepts. It is cautious: an escape it does not read
// as plainly clean (a surrogate, a control) sends the string to the slow
// path, which is always right.
func quotedClean(body []byte) bool {
	for i := 0; i < len(body); {
		c := body[i]
		switch {
		case c == '\\':
			if i+1 >= len(body) {
				return false
			}
			switch body[i+1] {
			case '"', '\\', '/', 'n', 't':
				i += 2
			case 'u':
				if i+6 > len(body) {
					return false
				}
				r, ok := hex4(body[i+2 : i+6])
				if !ok || r < 0x20 && r != '\n' && r != '\t' || r == 0x7f ||
					r >= 0xd800 && r <= 0xdfff || sanitizeRemovedRune(r) {
					return false
				}
				i += 6
			default: // \b, \f, \r: controls Sanitize removes or changes
				return false
			}
		case c < 0x20 || c == 0x7f:
			return false
		case c < utf8.RuneSelf:
			i++
		default:
			r, size := utf8.DecodeRune(body[i:])
			if r == utf8.RuneError && size == 1 || sanitizeRemovedRune(r) {
				return false
			}
			i += size
		}
	}
	return true
}

// hex4 reads four hex digits.
func hex4(b []byte) (rune, bool) {
	var r rune
	for _, c := range b {
		switch {
		case c >= '0' && c <= '9':
			r = r<<4 | rune(c-'0')
		case c >= 'a' && c <= 'f':
			r = r<<4 | rune(c-'a'+10)
		case c >= 'A' && c <= 'F':
			r = r<<4 | rune(c-'A'+10)
		default:
			return 0, false
		}
	}
	return r, true
}
