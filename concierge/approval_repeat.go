package concierge

// A request to see the summary again at an approval (round 19's tester):
// "sorry can you show me that again?", "what was that again", "repeat
// that pls"; round 23's "can you show me that again before I say yes" and
// "what was i about to approve". It asks nothing new and changes nothing: the summary is shown
// again and the approval waits. "show" was read as the balance agent's
// work and "what was that" as a question nothing here answers.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// repeatAsked is a whole message asking for what was just said again.
// "give" and "send" ask for it only sent to someone ("send me that
// again"): "send it" at a transfer's approval is a yes (bank22b).
var repeatAsked = reading.Lazy(`(?i)^(?:(?:sorry|pardon|huh|eh|um+|uh+|oh|wait|hold on|ok|okay|hmm+|erm?|what)[\s,.!?]*)*` +
	`(?:` +
	`(?:(?:can|could|would|will) (?:you|u) (?:please |pls |plz )?)?(?:(?:show|say|read|repeat|tell)(?: me| us)?|(?:give|send)(?: me| us))(?: that| it| this| the (?:summary|details|transfer|question|last (?:bit|part|message)))(?: back)?(?: to (?:me|us))?(?: one more time| once more| again)?` +
	`|repeat(?: that| it| this| the (?:summary|details|question))?(?: one more time| once more| again)?` +
	`|(?:say|show) (?:it |that )?again` +
	`|what (?:was|were|is) (?:that|it|the (?:summary|details|question))(?: again)?` +
	`|come again|say what|one more time|what did (?:you|u) (?:just )?say|i missed (?:that|it)` +
	`|what (?:was|am|are|were) (?:i|we) (?:about to |going to |gonna )?(?:approv(?:e|ing)|agree(?:ing)? to|say(?:ing)? yes to|confirm(?:ing)?|sign(?:ing)? off on)(?: again| exactly)?` +
	`)(?:[\s,.!?]+(?:please|pls|plz|thanks|thx|sorry|again|first|(?:before|b4) i (?:say yes|confirm|approve|agree|decide|answer|say anything)))*[\s.!?]*$`)

// asksRepeat reports a message that asks for the summary again and
// nothing else.
func asksRepeat(text string) bool {
	t := strings.TrimSpace(text)
	return t != "" && len(t) < 80 && repeatAsked.MatchString(t)
}
