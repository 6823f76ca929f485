package concierge

// "No" and a new value at an approval (R50: a correction replaces the
// yes; issue 24 round 13): "no its call dad actually", "nope call dad
// instead", "no the title is call dad", "nah its dentist appointment". The
// no takes back the value the summary shows and the words after it give
// the new one, so the call is asked again with it. Read as a no with a
// reason, the to-do was dropped ("OK, I did not do it") and the old value
// proposed again on the next yes. A bare "no", or a no with a reason
// ("no, too early", "no its wrong"), still declines. Free-text values
// only: an amount or an id after a no is read by the value reader.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

var (
	// valueLead opens the new value: "its", "it should be", "make it",
	// "i meant", or a label and "is" ("the title is", "text:").
	valueLead = reading.Lazy(`(?i)^\s*[,.:;!-]*\s*(?:(?P<frame>it'?s|it\s+is|it\s+should\s+(?:be|say|read)|should\s+(?:be|say|read)|make\s+it|change\s+it\s+to|i\s+meant|i\s+mean|meant|rather)|(?:the\s+|my\s+)?(?P<label>[a-z]+)\s+(?:is|should\s+(?:be|say|read)|=)|(?P<label2>[a-z]+)\s*:)\s*[,:]?\s+`)
	// valueTail closes it with a word that says it replaces: "instead",
	// "actually", "rather", "then", "lol", "final answer".
	valueTail = reading.Lazy(`(?i)(?:[\s,]+(?:instead|actually|actualy|rather|then|please|pls|thanks|lol|haha|final answer|for real|ok|okay))+\s*[.!]*\s*$`)
	// valueLeadFillers stand before the new value and are none of it: "no
	// wait its …", "no actually call dad", "nope sorry, its …".
	valueLeadFillers = reading.Lazy(`(?i)^(?:\s*[,.!-]*\s*(?:actually|actualy|wait|sorry|um+|uh+|hmm+|oh|oops|i mean|no|nope|nah)\b[,.!]*)+\s*`)
	// reasonWords open a reason for the no, never a value: "its too
	// early", "it's wrong", "not now".
	reasonWords = lazyWordSet(`too not wrong bad incorrect never nothing no dont don't cant can't wont won't
		mistake right correct fine ok okay sure what why later now yet ready needed necessary`)
)

// noThenTextValue is the correct_value for "no" and a new free-text value
// of a's call; ok is false for any other message.
func (e *Engine) noThenTextValue(a *agents.Agent, ap *state.Approval, text string) (apCommand, bool) {
	reason, no := rejection(text)
	if !no && isCorrection(text) {
		reason = text // "actually its call dad": the no left out
	} else if !no {
		return apCommand{}, false
	}
	reason = valueLeadFillers.ReplaceAllString(reason, "") // "no wait its …", "no actualy call dad"
	if reason == "" || strings.Contains(reason, "?") || askedAboutCall(reason) || hasCancel(reason) {
		return apCommand{}, false
	}
	value, label, framed := reason, "", false
	if m := valueLead.FindStringSubmatch(value); m != nil {
		label = strings.ToLower(m[valueLead.SubexpIndex("label")] + m[valueLead.SubexpIndex("label2")])
		if label == "" || e.labelOfCall(a, ap, label) != nil {
			value, framed = value[len(m[0]):], true
		}
	}
	if loc := valueTail.FindStringIndex(value); loc != nil && loc[0] > 0 {
		value, framed = value[:loc[0]], framed || strongTail(reason)
	}
	value = strings.TrimSpace(strings.Trim(value, " ,.;:!\"'"))
	words := reading.Words(value)
	if value == "" || len(words) == 0 || reasonWords()[words[0]] {
		return apCommand{}, false
	}
	s := e.labelOfCall(a, ap, label)
	if s == nil {
		s = textSlotSharing(a, e.sess.WorkFor(a.Name).Slots, value)
	}
	if s == nil || s.Kind != agents.KindText {
		return apCommand{}, false
	}
	held := e.sess.WorkFor(a.Name).Slots[s.Name]
	if !framed && !sharesWord(held, value) {
		return apCommand{}, false // "no, call dad" may be a reason as well as a value
	}
	if label == "" && !sharesWord(held, value) && !strongTail(reason) && len(textSlots(a)) > 1 {
		return apCommand{}, false // "no its X" at a note with a title and a text: which one is not said
	}
	if v, err := s.Normalize(value, agents.Facts(e.sess.Facts)); err != nil || strings.EqualFold(v, held) {
		return apCommand{}, false
	}
	return correctCmd(agents.Interpretation{Slots: map[string]string{s.Name: value}}, text), true
}

// labelOfCall is the free-text slot of a that label names: the slot's
// name or label, or an argument of the call the summary shows ("title"
// of a to-do whose call is add_note) when a has one free-text slot only.
func (e *Engine) labelOfCall(a *agents.Agent, ap *state.Approval, label string) *agents.Slot {
	if label == "" {
		return nil
	}
	texts := textSlots(a)
	for _, s := range texts {
		if strings.EqualFold(s.Name, label) || strings.EqualFold(s.LabelOrName(), label) {
			return s
		}
	}
	if _, ok := ap.Args[label]; ok && len(texts) == 1 {
		return texts[0]
	}
	return nil
}

// textSlots are a's free-text slots.
func textSlots(a *agents.Agent) []*agents.Slot {
	var out []*agents.Slot
	for i := range a.Slots {
		if a.Slots[i].Kind == agents.KindText {
			out = append(out, &a.Slots[i])
		}
	}
	return out
}

// textSlotSharing is the free-text slot the new value is for: the only
// one, or the one whose value shares a word with it, or the last one.
func textSlotSharing(a *agents.Agent, held map[string]string, value string) *agents.Slot {
	texts := textSlots(a)
	if len(texts) == 0 {
		return nil
	}
	for _, s := range texts {
		if sharesWord(held[s.Name], value) {
			return s
		}
	}
	return texts[len(texts)-1]
}

// sharesWord reports two values with a word of three letters or more in
// common: "call mum" and "call dad".
func sharesWord(a, b string) bool {
	in := map[string]bool{}
	for _, w := range reading.Words(a) {
		if len(w) >= 3 {
			in[w] = true
		}
	}
	for _, w := range reading.Words(b) {
		if in[w] {
			return true
		}
	}
	return false
}

// strongTail reports a no whose words end with one that replaces:
// "… instead", "… actually", "… rather".
func strongTail(reason string) bool {
	m := valueTail.FindString(reason)
	for _, w := range reading.Words(m) {
		switch w {
		case "instead", "actually", "actualy", "rather":
			return true
		}
	}
	return false
}
