package concierge

// A call for attention before a request (round 41's insurance 29, 30):
// "hello?? what even is a claim id and how do i get one" and "anyone
// there? need a decline letter for 12AB34 motor" were answered "Yes, I'm
// here!" and the request after the call was dropped. The call only asks
// to be heard: with a request after it, the request is read without it;
// alone, it is the call (app_questions.go).

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// attentionOpener is a call for attention that opens a message.
var attentionOpener = reading.Lazy(`(?i)^\s*(?:hel+o+\s*\?+|(?:hel+o+\s*[,.!]*\s*)?(?:is\s+)?(?:any\s*(?:one|body)|some\s*(?:one|body))\s+(?:there|here|home|around|awake|listening)\s*\?*|(?:hel+o+\s*[,.!]*\s*)?(?:are\s+)?(?:you|u)\s+(?:still\s+)?(?:there|awake|listening)\s*\?*|is\s+this\s+(?:thing\s+)?(?:on|working)\s*\?*)[\s,.!?]*`)

// withoutAttention is text without a call for attention that opens it,
// when a request of two words or more follows; text itself otherwise.
func withoutAttention(text string) string {
	m := attentionOpener.FindStringIndex(text)
	if m == nil {
		return text
	}
	rest := strings.TrimSpace(text[m[1]:])
	if len(strings.Fields(rest)) < 2 {
		return text
	}
	return rest
}
