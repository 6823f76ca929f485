package concierge

// A change of task kind at a slot's question (tryout 39's 16): while
// add_note asked for its title, "hmm actually just put it on my to do list
// instead" became the note's text and "no, i mean a TODO not a note" its
// title. A line that names the other kind kept with the same tool, with a
// word of switching ("make it a to-do instead", "I mean a todo not a
// note", "no wait, a reminder not a note"), is a change of task, never a
// value: the task in hand is dropped and the other started, carrying the
// text already given or said with the switch ("actually a todo: buy
// milk"). The new task asks what it lacks and asks for its own yes.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// textWithSwitch is the text said after the switch: "a todo: buy milk",
// "make it a to-do saying call mum".
var textWithSwitch = reading.Lazy(`(?i)(?::|\b(?:saying|that says|which says|to say)\b)\s*['"“‘]?([^'"”’]+?)['"”’]?\s*$`)

// kindSwitchAtSlotRead reads a change of kind at the question of the
// speaker's slot into cancel(all) and the other task's request; ok is
// false for any other message.
func (e *Engine) kindSwitchAtSlotRead(t *turn, text string) (turnCmd, bool) {
	if e.sess.Pending.Approval != nil || e.sess.Pending.Secret != nil || e.planWaits() || !switchWordAt.MatchString(text) {
		return turnCmd{}, false
	}
	a := e.domain.Agent(e.sess.Speaker)
	if a == nil || a.NextSlot(e.filled(t, a)) == nil {
		return turnCmd{}, false
	}
	own := longSlot(a)
	if own == nil {
		return turnCmd{}, false
	}
	other := e.otherKind(a, text)
	if other == nil {
		return turnCmd{}, false
	}
	held := ""
	if m := textWithSwitch.FindStringSubmatch(text); m != nil {
		held = strings.TrimSpace(m[1])
	} else if w := e.sess.Work[a.Name]; w != nil {
		held = w.Slots[own.Name]
	}
	req := other.TaskPhrase()
	if m := titleSaidAt.FindStringSubmatch(text); m != nil && other.Slot("title") != nil {
		req += fmt.Sprintf(" titled %q", strings.TrimSpace(m[1]))
	}
	if held != "" {
		req += fmt.Sprintf(" saying %q", held)
	}
	c := turnCommand(agents.CmdCancel, execCancelAll, text)
	c.Scope, c.Text, c.keep = "all", req, true
	c.why = "a change of task at " + a.Name + "'s question: " + other.Name + " instead"
	return c, true
}
