package concierge

// A thing's code said as content the user asked to save (issue 24 round
// 20, secret20; R55): "gym locker code is 4471" at the note-text
// question, or in a note asked for by a signed-in user, was masked as a
// PIN and cut from the note, which then read "gym locker code is". A
// number that is no sign-in's secret, in content, is content: a code, a
// combination or a key of digits is kept where the domain writes free
// text down (a long slot) and the sign-in is done or the long text is
// asked. A password said so ("the wifi password is hunter22"), a PIN
// ("my card pin is 4471"), a code in letters, and the user's own secret
// (masked by the memory of what was typed) stay masked, and so does
// every code in a domain that writes nothing down.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
)

// contentCodeWords name a thing's code, not a secret of the user's.
var contentCodeWords = lazyWordSet("code codes combo combination key")

// codeIsContent reports the value v of a thing's code named by word as
// content to keep in the clear.
func (e *Engine) codeIsContent(word, v string) bool {
	if !contentCodeWords()[strings.ToLower(word)] || strings.Trim(v, "0123456789 ") != "" || !e.writesTextDown() {
		return false
	}
	if e.noteTextAsked() {
		return true
	}
	return e.signedIn() && e.sess.Pending.Secret == nil
}

// writesTextDown reports a domain with free text of any length to keep
// (a note's text).
func (e *Engine) writesTextDown() bool {
	for _, a := range e.domain.Agents {
		for i := range a.Slots {
			if a.Slots[i].Long {
				return true
			}
		}
	}
	return false
}

// noteTextAsked reports the speaker's open question asking for free text
// of any length, before the turn has read anything.
func (e *Engine) noteTextAsked() bool {
	a := e.domain.Agent(e.sess.Speaker)
	if a == nil || e.sess.Pending.Secret != nil {
		return false
	}
	s := a.NextSlot(e.sess.WorkFor(a.Name).Slots)
	return s != nil && s.Long && s.Kind == agents.KindText
}
