package concierge

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// A free-text value corrected at an approval by contrast with the one the
// summary holds (R50, issue 24): "no, Standup not Meeting", "nope, its
// Standup not Meeting", "Standup, not Meeting". The old value names the
// slot — whichever holds it — and the words set against it are the new
// one: a correction with a new summary, never a bare reject.

var (
	// newNotOld is "<new> not <old>", after a no and "it's".
	newNotOld = reading.Lazy(`(?i)^\s*(?:(?:no|nope|nah|wrong|oops|sorry)\b[\s,.!:-]*)*(?:(?:it'?s|it is|its|it should be|should be|it should say|should say|make it|make that|call it|i meant|i mean)\s+)?["'“]?(.+?)["'”]?\s*[,;]?\s+(?:not|instead of|rather than)\s+(?:the\s+)?["'“]?(.+?)["'”]?[\s.!]*$`)
	// notOldNew is "not <old>, <new>".
	notOldNew = reading.Lazy(`(?i)^\s*(?:(?:no|nope|nah)\b[\s,.!:-]*)*not\s+["'“]?(.+?)["'”]?\s*[,;:-]+\s*(?:(?:it'?s|it is|its|but|call it|make it|should be)\s+)?["'“]?(.+?)["'”]?[\s.!]*$`)
)

// contrastValues reads a new free-text value set against the one a slot
// of the pending call holds; nil when the message names no held value.
func (e *Engine) contrastValues(a *agents.Agent, text string) map[string]string {
	w := e.sess.WorkFor(a.Name)
	try := func(newV, oldV string) map[string]string {
		newV, oldV = strings.TrimSpace(newV), strings.TrimSpace(oldV)
		if agents.NoValue(newV) || strings.EqualFold(newV, oldV) {
			return nil
		}
		for _, s := range a.Slots {
			if s.Kind == agents.KindText && len(s.FreeCues()) > 0 && strings.EqualFold(w.Slots[s.Name], oldV) {
				return map[string]string{s.Name: newV}
			}
		}
		return nil
	}
	if m := newNotOld.FindStringSubmatch(text); m != nil {
		if vals := try(m[1], m[2]); vals != nil {
			return vals
		}
		if vals := e.replaceInside(a, m[1], m[2]); vals != nil {
			return vals // "make it 5 not 4": inside the text (approval_contrast_inside.go)
		}
	}
	if m := notOldNew.FindStringSubmatch(text); m != nil {
		if vals := try(m[2], m[1]); vals != nil {
			return vals
		}
		if vals := e.replaceInside(a, m[2], m[1]); vals != nil {
			return vals
		}
	}
	return e.changedInside(a, text) // "change 4 to 5"
}
