package concierge

// The word "reason" is a label, never part of the reason (fresh rounds
// 35–36: ins 29). "AND PUT REASON LATE NOTIFICATION, REPORTED 8 MONTHS
// AFTER" wrote "The reason for this decision: Reason late notification,
// …" and "put reason late notification", "add reason non disclosure",
// "use reason excluded driver" put "put reason …" in the letter: a
// reason's label said with no colon or "is" after it, led by the verb
// that asks for it, or trailing it ("late notification as the reason"),
// is cut wherever the reason was read, before the letter is written.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// reasonWordLead is a reason's label at its head with no colon needed:
// "put reason …", "and add the reason as …", "reason being …", "rsn …".
var reasonWordLead = reading.Lazy(`(?i)^(?:(?:and|also|then|so|ok|okay|pls|plz|please|just|can\s+(?:you|u)|could\s+(?:you|u))\s+)*` +
	`(?:(?:put|add|use|include|give|write|mention|state|set|insert|enter|stick|list|cite|type|with|w/)\s+(?:in\s+|down\s+|on\s+)?(?:the\s+|a\s+|as\s+(?:the\s+)?)?)?` +
	`(?:reason|reasons|resaon|reson|reasn|rsn)(?:\s+(?:as|being|is|was|of|for\s+(?:it|this|the\s+decline)|should\s+be|will\s+be|would\s+be))?(?:\s+that)?\s*[:=,\-–—]?\s+`)

// reasonWordTail is the label after the reason: "late notification as the
// reason", "…, that's the reason".
var reasonWordTail = reading.Lazy(`(?i)[\s,;-]+(?:(?:as|for)\s+(?:the\s+|a\s+|my\s+)?(?:reason|reasons)|(?:is|being|that'?s|thats)\s+the\s+reason)\W*$`)

// reasonWordCut is r without its label at either end; r itself when
// nothing would be left.
func reasonWordCut(r string) string {
	out := strings.TrimSpace(r)
	if loc := reasonWordLead.FindStringIndex(out); loc != nil && len(reading.Words(out[loc[1]:])) > 0 {
		out = strings.TrimSpace(out[loc[1]:])
	}
	if loc := reasonWordTail.FindStringIndex(out); loc != nil && loc[0] > 0 {
		out = strings.TrimSpace(out[:loc[0]])
	}
	return out
}
