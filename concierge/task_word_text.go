package concierge

// A new to-do or note asked for with its text said after the task word
// (a fixer's find, tryout 37): "need a todo cancel netflix" at "Whose
// notes?" dropped the sign-in, because "cancel" in the to-do's text was
// read as a cancel; "I NEED A TODO: RENEW MY PASSPORT", "i need a to do -
// call mom", "I WANT A NOTE TITLED GYM SAYING LEG DAY" there were "I
// couldn't take that as the owner". Such a line is a request to write
// something down: whatever its text says is the text (never a cancel), and
// at the sign-in's owner question it is passed on, to wait for the
// sign-in and run after it.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// taskWordOpens opens a line with the want of a new to-do, note, memo or
// reminder ("i need a todo", "want a new note", "add a to do", "new
// memo") and then its text, its title or a mark before them. The task
// word alone with a mark ("todo: …") is writeDownFrame's. "a to-do list"
// and "my notes" are no new item: the word must end where it does and be
// followed by more than "list".
var taskWordOpens = reading.Lazy(`(?i)^(?:(?:please|pls|plz|ok|okay|hey|hi|so|um|uh|also|and|just|oh|right|yeah|yes)[\s,.!]+)*` +
	`(?:(?:i|we|ill|i'?ll|i'?d|id)\s+)?(?:(?:really\s+|also\s+|just\s+)?(?:need|needa|want|wanna|would\s+like|like|gotta|got|have|require)\s+(?:to\s+(?:add|make|write|create|set|save|put|start|take)\s+)?|` +
	`(?:can|could|would|will)\s+(?:you|u|ya)\s+(?:add|make|write|create|set|save|put|start|take)\s+|(?:add|make|create|start|set|save|take|new)\s+)` +
	`(?:(?:a|an|another|one|me\s+a|new|quick)\s+)*(?:to[- ]?do|to\s+do|todo|note|memo|reminder)` +
	`(?:\s*[:\-–—,]\s*|\s+(?:titled|called|named|saying|that\s+says|says|about|to|for|re|with)\s+|\s+)`)

// notNewItem are the words after a task word that make it no new item:
// "a todo list", "a note app".
var notNewItem = lazyWordSet(`list lists app apps thing feature`)

// opensWithTaskWord reports a line that asks for a new to-do or note and
// says what it holds.
func opensWithTaskWord(text string) bool {
	text = strings.TrimSpace(text)
	loc := taskWordOpens.FindStringIndex(text)
	if loc == nil {
		return false
	}
	rest := strings.Fields(text[loc[1]:])
	return len(rest) > 0 && !notNewItem()[strings.ToLower(strings.Trim(rest[0], ",.!?"))]
}

// writeDownAtOwner passes on a line that writes something down, typed at
// the sign-in's owner question of a: the keeper of its text is started,
// waits for the sign-in as its prerequisite, and runs after it. ok is
// false for any other line or question.
func (e *Engine) writeDownAtOwner(a *agents.Agent, s *agents.Slot, text string) (step, bool) {
	if h := agents.SecretHintsFor(a, s.Name); !h.UserAsked || !e.writesDown(text) && !(opensWithTaskWord(text) && e.keepsFreeText()) {
		return stop, false
	}
	if len(e.router.SplitRequests(text, e.domain.Agents)) > 1 {
		return stop, false // "add a note … and also a todo …": two requests, passed on as usual
	}
	if _, known := e.knownUsers()[reading.ASCIILower(strings.TrimSpace(text))]; known {
		return stop, false
	}
	other := e.textKeeper(text)
	if other == nil || other == a {
		return stop, false
	}
	e.note(state.NoteRoute, fmt.Sprintf("%s passed the message on: the message writes something down, which is %s's work", a.Name, other.Name))
	return step{move: moveSwitch, agent: a, text: text, route: agents.Route{Agent: other.Name, Reason: "the message writes something down"}}, true
}

// textKeeper is the agent that keeps the text of a write-down line: the
// router's choice among the agents that keep free text, the first of them
// when the words do not say.
func (e *Engine) textKeeper(text string) *agents.Agent {
	keepers := e.freeTextKeepers()
	if len(keepers) == 0 {
		return nil
	}
	if best, ok := e.router.Best(text, keepers); ok {
		return best.Agent
	}
	return keepers[0]
}
