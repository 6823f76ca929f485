package concierge

import "strings"

// A reason given under its label is no question about a decision's
// reasons (round 32's insurance tester, items 27 and 28): "decline letter
// home 64TU25 (reason: flood damage not covered under this policy)",
// "claim 44HH21 - reason (not covered): gradual leak", "decline 44HH21,
// reasons - wear and tear" were read as "why was it not covered?" and
// answered that nothing here holds the reasons, and the letter's values
// were lost. The label "reason", an aside in parentheses after it, then a
// colon, a dash or an equals sign gives the reason; "what was the reason
// 19DE44 was refused" asks it.

// reasonUnderLabel reports a reason given under its label in text as typed.
func reasonUnderLabel(text string) bool {
	low := strings.ToLower(text)
	for i := 0; ; {
		j := strings.Index(low[i:], "reason")
		if j < 0 {
			return false
		}
		rest := low[i+j+len("reason"):]
		i += j + len("reason")
		rest = strings.TrimPrefix(rest, "s")
		rest = strings.TrimLeft(rest, " ")
		if strings.HasPrefix(rest, "(") {
			if k := strings.Index(rest, ")"); k > 0 {
				rest = strings.TrimLeft(rest[k+1:], " ")
			}
		}
		if rest != "" && strings.ContainsAny(rest[:1], ":=-–—") {
			return true
		}
	}
}
