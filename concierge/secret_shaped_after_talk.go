package concierge

// A PIN said with a word or two of filler right after talk about it (R55;
// issue 24, round 27): "i forgot my pin, what is it?", then "fine, 1815".
// No prompt was open and no cue stood beside the digits, so the PIN was
// shown and stored in clear. In a short line typed while the last
// messages name the secret, every value of the secret's strict shape is
// masked and remembered; never used, since no sign-in asked for it. A
// long line is left alone: a note's text may hold a time such as 1430;
// unless the secret's own prompt is open, where a value of its shape is
// the answer to it whatever follows ("1815 and note that the plumber
// comes between 2 and 4, title plumber" showed the PIN: round 37).

import (
	"strings"
	"unicode"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// shapedAfterTalkWords is the longest line read as a secret said with
// filler ("ok fine here it is 1815").
const shapedAfterTalkWords = 7

// maskShapedAfterTalk masks each value of the sign-in secret's shape in a
// short line typed right after talk about that secret.
func (e *Engine) maskShapedAfterTalk(text string) string {
	a, user := e.signInAgent()
	if a == nil {
		return text
	}
	slot := secretSlotAfter(a, user)
	if agents.SecretShape(slot) == nil || !e.secretNamedRecently(slot) {
		return text // a password has no shape: only its cues can mark it
	}
	fields := strings.Fields(text)
	if len(fields) > shapedAfterTalkWords && !e.promptAsksFor(a, slot) {
		return text
	}
	for i, f := range fields {
		if v := strings.Trim(f, `,.;:!?"'()#=`); agents.SecretShaped(slot, v) {
			e.typed.Remember(v)
			text = maskField(text, i, v)
		}
	}
	return text
}

// secretNamedRecently reports a message among the last few that names
// the secret as a word ("pin", its label, a cue): "what's my PIN", "I
// can't tell you your PIN". A word inside another ("shopping") is not it.
func (e *Engine) secretNamedRecently(slot *agents.Slot) bool {
	names := map[string]bool{"pin": true, "passcode": true, reading.ASCIILower(slot.LabelOrName()): true}
	for _, c := range slot.Cues {
		names[reading.ASCIILower(c)] = true
	}
	msgs := e.sess.Messages
	for i := len(msgs) - 1; i >= 0 && i >= len(msgs)-recentSecretTalk; i-- {
		for _, w := range strings.FieldsFunc(reading.ASCIILower(msgs[i].Text), notLetterOrDigit) {
			if names[w] {
				return true
			}
		}
	}
	return false
}

func notLetterOrDigit(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }

// promptAsksFor reports the prompt of slot of agent a open now.
func (e *Engine) promptAsksFor(a *agents.Agent, slot *agents.Slot) bool {
	p := e.sess.Pending.Secret
	return p != nil && slot != nil && p.Agent == a.Name && p.Slot == slot.Name
}
