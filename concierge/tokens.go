package concierge

import "strconv"

// Tokens is a token count as every front end shows it: with thousands
// separators, and marked "~" when some of it is the brain's estimate
// because the server reported no usage (R56): "1,423" or "~1,423".
func Tokens(n int, estimated bool) string {
	s := strconv.Itoa(n)
	neg := n < 0
	if neg {
		s = s[1:]
	}
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	if neg {
		s = "-" + s
	}
	if estimated {
		return "~" + s
	}
	return s
}
