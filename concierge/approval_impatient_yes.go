package concierge

// A complaint, then a yes, at an approval (tryout 34, bank 55): "WHY IS
// THIS TAKING SO LONG. YES", "ugh finally. yes", "this is taking forever,
// yes do it", "how much longer?? ok go ahead". The impatience check read
// the whole message as a hurry and asked the approval again, the yes
// unheard, to a user already annoyed. When every clause before the last
// only complains (impatience or annoyance: nothing that names a value,
// cancels, or says no) and the last clause is a plain yes (the approval's
// own gate, R50: a yes-word must be said, and nothing takes it back), the
// message is that yes. A complaint alone is never a yes.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// complaintOpeners are the short complaints said before a yes at last:
// "finally", "about time", "took you long enough".
var complaintOpeners = reading.Lazy(`(?i)^(?:(?:ugh+|omg|jeez|geez|sheesh|god|man|wow|ok|okay|smh|ffs|lord)[\s,.!]+)*(?:finally|at\s+last|about\s+(?:damn\s+|bloody\s+)?time|(?:took|taking|take)\s+(?:you|u|ya)\s+long\s+enough|(?:it\s+)?took\s+(?:forever|ages|long\s+enough)|so\s+slow|slow(?:\s+as\s+\w+)?)[\s.!?]*$`)

// complaintClause reports a clause that only complains: about the wait,
// or about the product.
func (e *Engine) complaintClause(c string) bool {
	c = strings.TrimSpace(c)
	if c == "" || strings.ContainsAny(c, "0123456789") || hasCancel(c) {
		return false
	}
	return impatient(c) || longImpatience.MatchString(c) || frustrated(c) || complaintOpeners.MatchString(c)
}

// impatientYes is the yes said after a complaint at an approval, and
// whether the message is one: every clause but the last complains, and
// the last is a plain yes.
func (e *Engine) impatientYes(text string) (string, bool) {
	if e.sess.Pending.Approval == nil || strings.HasSuffix(strings.TrimSpace(text), "?") {
		return "", false
	}
	parts := complaintSplit(text)
	if len(parts) < 2 {
		return "", false
	}
	last := parts[len(parts)-1]
	for _, p := range parts[:len(parts)-1] {
		if !e.complaintClause(p) {
			return "", false
		}
	}
	if !plainYes(yesSpelled(last)) {
		return "", false
	}
	return last, true
}

// complaintSplit is text cut into clauses at , ; . ! ?, empty ones
// dropped: "how long does this take?? yes" is two.
func complaintSplit(text string) []string {
	var out []string
	for _, p := range strings.FieldsFunc(text, func(r rune) bool { return strings.ContainsRune(",;.!?", r) }) {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// saysImpatientYes reports a complaint then a yes at an approval.
func (e *Engine) saysImpatientYes(text string) bool {
	_, ok := e.impatientYes(text)
	return ok
}
