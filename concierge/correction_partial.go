package concierge

// A correction that names only the part of a free text it changes
// (tryout 39 notes 05): "add buy milk and eggs to my todo" then "actually
// oat milk" put "oat milk" on the list, the rest lost. When the said words
// end on a word the old text holds once, and are shorter than it, they
// replace that word: "buy oat milk and eggs". A correction sharing no
// word ("make it call mum") still replaces the whole text; the approval
// that follows shows the text, and nothing is written without its yes.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// partialsMerged rewrites each free-text value of vals that corrects part
// of the value a holds into the whole text corrected.
func (e *Engine) partialsMerged(a *agents.Agent, vals map[string]string) {
	held := e.sess.WorkFor(a.Name).Slots
	for _, s := range a.Slots {
		v, ok := vals[s.Name]
		if !ok || s.Kind != agents.KindText || titleSlot(a) != nil && s.Name == titleSlot(a).Name {
			continue
		}
		if merged, ok := partOf(held[s.Name], v); ok {
			vals[s.Name] = merged
		}
	}
}

// partOf is old with the word said ends on replaced by said; ok is false
// when said is no part of old.
func partOf(old, said string) (string, bool) {
	ow, sw := strings.Fields(old), strings.Fields(said)
	if len(sw) == 0 || len(sw) >= len(ow) || len(sw) > 3 {
		return "", false
	}
	for _, w := range reading.Words(said) {
		if w == "and" || w == "or" {
			return "", false // a list of its own: the whole text
		}
	}
	last := strings.ToLower(strings.Trim(sw[len(sw)-1], ".,!?"))
	at, n := -1, 0
	for i, w := range ow {
		if strings.ToLower(strings.Trim(w, ".,!?")) == last {
			at, n = i, n+1
		}
	}
	if n != 1 || strings.EqualFold(said, old) {
		return "", false
	}
	if at > 0 && len(sw) > 1 && strings.EqualFold(ow[at-1], sw[len(sw)-2]) {
		return "", false // "buy milk" said again: the whole text
	}
	out := append(append(append([]string{}, ow[:at]...), sw...), ow[at+1:]...)
	return strings.Join(out, " "), true
}
