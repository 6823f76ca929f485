package concierge

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// A cancel word inside a thing to write down is text, not a cancel (R50,
// R27): "remind me to cancel the gym", "todo: cancel netflix", "add
// cancel the milk by friday to my list", "note that the plumber
// cancelled". Only a line with the frame of writing something down counts,
// and only where an agent keeps free text: "cancel the gym" alone still
// drops the task in hand.

// writeDownFrame opens or closes a line that asks for something to be
// written down: a reminder, a labelled to-do or note, "note that …",
// "add … to my list", "put … on my to-do list".
var writeDownFrame = reading.Lazy(`(?i)^(?:(?:please|pls|can you|could you|would you|ok|okay|also|and)[, ]+)*(?:` +
	`remind me (?:to|that|about)\s|` +
	`(?:to[- ]?do|reminder|note|memo)\s*(?::|\s[-–—])\s*|` +
	`(?:note|jot|write|put|scribble)(?: it)?(?: down)?(?: that)?\s.*\b(?:on|to|onto|in|into) (?:my|the|our) (?:to[- ]?do |todo |task |shopping )?(?:list|notes?)\b|` +
	`(?:note|jot down|write down|note down|make a note|remember) that\s|` +
	`(?:add|put|stick|pop|throw)\s.+\s(?:to|on|onto|in|into) (?:my|the|our) (?:to[- ]?do |todo |task |shopping )?(?:list|notes?)\b)`)

// writesDown reports a line with the frame of writing something down, in
// a domain with an agent that keeps free text of any length.
func (e *Engine) writesDown(text string) bool {
	if !writeDownFrame.MatchString(strings.TrimSpace(text)) && !agents.OpensWritingDown(text) && !agents.MindsSomething(text) {
		return false
	}
	for _, a := range e.domain.Agents {
		for i := range a.Slots {
			if a.Slots[i].Long {
				return true
			}
		}
	}
	return false
}
