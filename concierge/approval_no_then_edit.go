package concierge

// A no that leads a change (R50, §15 correction; round 18): at the
// approval of a note, "no wait add butter too", "nope, put jam on it
// too", "no hold on, also add jam", "nah i forgot butter" do not turn the
// call down: the no says the summary is not right yet and the words after
// it say how. The change is applied and the call asked again, so nothing
// is saved without a yes to the summary shown last. A no with nothing
// after it that changes the call stays a rejection.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// noEditLead is the no, the pause and the fillers that open a change:
// "no wait", "nah,", "nope hold on", "no no, hang on", "oh".
var noEditLead = reading.Lazy(`(?i)^(?:(?:no+|nope|nah|na|not\s+quite|not\s+yet|wait|hold\s+on|hang\s+on|hold\s+up|one\s+sec|oh|oops|whoops|hm+|actually|sorry)[,!.:;\s-]+)+`)

// forgotWords is a change said as what was left out: "i forgot butter",
// "forgot to add jam", "you missed the eggs", "left out bread".
var forgotWords = reading.Lazy(`(?i)^(?:(?:i|you)\s+)?(?:forgot|missed|left\s+out)(?:\s+to\s+(?:add|put|write|include|mention|put\s+down))?\s+(.+?)(?:\s+(?:on|in|to|from)\s+(?:it|that|the\s+(?:note|text|list)))?(?:\s+(?:too|as\s+well|please|pls))*\s*[.!]*\s*$`)

// withoutNoLead is text with the no and pauses that open it taken off,
// "" when nothing is left after them or none opened it.
func withoutNoLead(text string) string {
	text = strings.TrimSpace(text)
	loc := noEditLead.FindStringIndex(text)
	if loc == nil || loc[1] >= len(text) {
		return ""
	}
	return strings.TrimSpace(text[loc[1]:])
}

// forgottenWords is what a "forgot …" change adds, "" when the message
// says no such thing or what it names is no words for a note (a sign-in
// secret, an infinitive: "i forgot to say thanks").
func forgottenWords(text string) string {
	m := forgotWords.FindStringSubmatch(strings.TrimSpace(text))
	if m == nil {
		return ""
	}
	more := strings.TrimSpace(m[1])
	low := strings.ToLower(more)
	for _, no := range []string{"to ", "my password", "my pin", "the password", "the pin", "password", "pin", "it", "that", "something"} {
		if low == strings.TrimSpace(no) || strings.HasPrefix(low, no) && strings.HasSuffix(no, " ") {
			return ""
		}
	}
	if strings.HasPrefix(low, "my password") || strings.HasPrefix(low, "my pin") {
		return ""
	}
	if q := unquoted(more); q != "" {
		more = q
	}
	return more
}
