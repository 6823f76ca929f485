package understand

import "github.com/concierge-dev/concierge/agents/reading"

// withinOneEdit reports whether a and b are equal or one edit apart: a
// letter changed, added or dropped, or two neighbours swapped — what
// reading.EditDistance(a, b, 1) <= 1 says, without its allocations, for
// the typo checks every message runs (ASCII; other text asks reading).
func withinOneEdit(a, b string) bool {
	if !ascii(a) || !ascii(b) {
		return reading.EditDistance(a, b, 1) <= 1
	}
	if len(a) < len(b) {
		a, b = b, a
	}
	switch len(a) - len(b) {
	case 0:
		i := 0
		for i < len(a) && a[i] == b[i] {
			i++
		}
		if i == len(a) {
			return true
		}
		if a[i+1:] == b[i+1:] {
			return true // one letter changed
		}
		// two neighbours swapped
		return i+1 < len(a) && a[i] == b[i+1] && a[i+1] == b[i] && a[i+2:] == b[i+2:]
	case 1:
		i := 0
		for i < len(b) && a[i] == b[i] {
			i++
		}
		return a[i+1:] == b[i:]
	}
	return false
}

func ascii(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}
