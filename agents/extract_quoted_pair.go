package agents

// A title and a text each in quotes (issue 24, round 28, ins30): 'add a
// note "books" with "dune, piranesi"' took `books" with "dune, piranesi`
// as the note's text and asked for the title. Two quoted values in a row,
// joined by with / saying / that says / a colon, are the title then the
// text, as "called books saying dune, piranesi" says them.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// quotedPair is `"A" with "B"`: a quoted title, a joining word, a quoted
// text.
var quotedPair = reading.Lazy(`(?i)["“]([^"“”]{1,80})["”]\s*(?:,\s*)?(?:with|saying|that says|which says|reading|containing|contents?|text|body|:|-|–|—)?\s*(?:(?:the )?(?:text|body|contents?|words)\s*)?:?\s*["“]([^"“”]+)["”]`)

// quotedTitleAndText words a quoted title and text as the markers say
// them, for an agent with a titled slot and a long text slot; the text is
// kept as it is otherwise.
func quotedTitleAndText(a *Agent, text string) string {
	titled, long := false, false
	for _, s := range a.Slots {
		if s.Kind != KindText {
			continue
		}
		titled = titled || !s.Long && s.titled()
		long = long || s.Long
	}
	if !titled || !long {
		return text
	}
	m := quotedPair.FindStringSubmatchIndex(text)
	if m == nil {
		out, _ := quotedTitleThenText(a, text) // "another 'car' book the service" (extract_quoted_title.go)
		return out
	}
	title, body := strings.TrimSpace(text[m[2]:m[3]]), strings.TrimSpace(text[m[4]:m[5]])
	if title == "" || body == "" {
		return text
	}
	return text[:m[0]] + "called " + title + " saying " + body + text[m[1]:]
}
