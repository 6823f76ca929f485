package concierge

// A part of a free-text value corrected together with another value at
// its approval (R50; issue 24 round 16): the note "dentist" / "tuesday
// 3pm" waits and "actually title it Dentist appt and make it wednesday"
// set the title and made the whole text "wednesday" (3pm lost). Alone,
// "make it wednesday" replaces the day (approval_part15.go,
// text_part_at_approval.go); said beside another value it does the same:
// a new value for the long text that is only a part of one shape (a time,
// a day, a date) replaces the one part of that shape the text holds,
// unless the message names the text itself ("make the text wednesday").

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// wholeTextCue are words that, said just before a new value, name the
// whole text: the value is all of it, not a part.
var wholeTextCue = lazyWordSet(`text note body message content contents say says read reads saying`)

// partsInCombined rewrites, in a correct_value read with two or more
// values, a long text's new value that is a lone part into held with
// that part replaced.
func (e *Engine) partsInCombined(a *agents.Agent, text string, cs []apCommand) {
	w := e.sess.Work[a.Name]
	if w == nil || len(cs) != 1 || cs[0].Kind != agents.CmdCorrectValue || len(cs[0].in.Slots) < 2 {
		return
	}
	for name, v := range cs[0].in.Slots {
		s := a.Slot(name)
		held := w.Slots[name]
		if s == nil || s.Kind != agents.KindText || !s.Long || held == "" || v == held {
			continue
		}
		kind, ok := wholePart(v)
		if !ok || kind > 2 || namesWholeText(s, text, v) {
			continue // a number alone may be anything; "the text is wednesday" is all of it
		}
		olds := partKinds()[kind].FindAllStringIndex(held, -1)
		if len(olds) != 1 {
			continue // none, or which one is not told: the value as read
		}
		part := strings.TrimSpace(v)
		if low := strings.ToLower(part); strings.HasPrefix(low, "the ") && strings.HasSuffix(strings.ToLower(held[:olds[0][0]]), "the ") {
			part = part[len("the "):] // "the 5th" where the text says "on the 3rd"
		}
		cs[0].in.Slots[name] = held[:olds[0][0]] + part + held[olds[0][1]:]
	}
}

// namesWholeText reports a message that names slot s (or the text) in the
// few words before value: "make the text wednesday", "have it say friday".
func namesWholeText(s *agents.Slot, text, value string) bool {
	i := strings.Index(strings.ToLower(text), strings.ToLower(strings.TrimSpace(value)))
	if i < 0 {
		return false
	}
	before := reading.Words(text[:i])
	if len(before) > 4 {
		before = before[len(before)-4:]
	}
	own := map[string]bool{strings.ToLower(s.Name): true}
	for _, w := range reading.Words(s.LabelOrName()) {
		own[w] = true
	}
	for _, w := range before {
		if wholeTextCue()[w] || own[w] {
			return true
		}
	}
	return false
}
