package concierge

// "add X to it" after the to-do list (round 41 notes 03): "I NEED TO SEE MY
// TODO LIST RIGHT NOW" showed the list, then "ADD BUY PRINTER INK TO IT"
// was "I'm not sure how to help with that": "it" is the list just shown,
// and nothing read it so. Right after a look-up that showed the to-do
// list, "to it/that/the list/there" is put as "to my todo list", so the
// to-do task reads the thing to add as if typed.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

var (
	// addedToIt is an addition whose place is a pointer: "add X to it",
	// "put X on there", "stick X on that list".
	addedToIt = reading.Lazy(`(?i)^\s*(?:(?:ok|okay|and|also|oh|pls|please|can you|could you)[\s,]+)*(?:add|put|stick|throw|chuck|pop|slap|whack|write)\s+(.+?)\s+(?:to|on|onto|in|into)\s+(?:it|that|this|there|the list|that list|this list|the same list)(?:[\s,]+(?:pls|plz|please|thanks|thx|too|as well))*\s*[.!]*\s*$`)
	// todoWords name the to-do list.
	todoWords = reading.Lazy(`(?i)\bto[- ]?dos?\b|\btodo\b`)
)

// resolveListAddedTo is the message with its pointer to the to-do list
// just shown put as that list, or the message as typed.
func (e *Engine) resolveListAddedTo(text string) string {
	if e.sess.Pending.Approval != nil || e.sess.Pending.Secret != nil || !e.todoListJustShown() {
		return text
	}
	m := addedToIt.FindStringSubmatch(text)
	if m == nil {
		return text
	}
	e.note(state.NoteRoute, "Read \"it\" as the to-do list just shown")
	return "add " + strings.TrimSpace(m[1]) + " to my todo list"
}

// todoListJustShown reports a look-up's reply to the user's message
// before this one, where that message or the reply speaks of the to-do
// list.
func (e *Engine) todoListJustShown() bool {
	ms := e.sess.Messages
	i := len(ms) - 1
	if i >= 0 && ms[i].Role == state.RoleUser {
		i-- // this message, stored already
	}
	shown, said := false, false
	for ; i >= 0; i-- {
		m := ms[i]
		if m.Role == state.RoleUser {
			return shown && (said || todoWords.MatchString(m.Text))
		}
		if a := e.domain.Agent(m.Agent); a != nil && !a.HasSideEffects() && len(a.Slots) == 0 {
			shown = true
			said = said || todoWords.MatchString(m.Text)
		}
	}
	return false
}
