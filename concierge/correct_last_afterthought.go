package concierge

// An afterthought tag on a correction of the last task (R50's
// correct_value; tryout 40 insurance 29): "its home btw" right after the
// Motor letter started a new letter asking for a claim id, while "its home
// actually" redid the letter as Home. A tag said around the words ("btw",
// "fyi", "by the way", "tho", "lol", "just so you know") adds no meaning:
// the correction is read without it, and the last letter is redone.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// afterthoughtTag is a tag that stands before or after what a message
// says, with the marks that set it apart.
const afterthoughtTag = `(?:btw|fyi|by\s+the\s+way|tho|though|lol+|lmao|haha+|hehe|jsyk|fwiw|ftr|for\s+the\s+record|just\s+so\s+(?:you|u)\s+know|just\s+saying|oh+|also|and)`

var (
	afterthoughtTail = reading.Lazy(`(?i)(?:[\s,;:.!…\-–—]*\b` + afterthoughtTag + `\b)+[\s,;:.!…\-–—)(:xpd]*$`)
	afterthoughtHead = reading.Lazy(`(?i)^(?:\s*\b` + afterthoughtTag + `\b[\s,;:.!…\-–—]*)+`)
)

// withoutAfterthought is text with its afterthought tags dropped, or text
// as it is when nothing else would be left.
func withoutAfterthought(text string) string {
	out := strings.TrimSpace(afterthoughtTail.ReplaceAllString(text, ""))
	out = strings.TrimSpace(afterthoughtHead.ReplaceAllString(out, ""))
	if out == "" {
		return text
	}
	return out
}
