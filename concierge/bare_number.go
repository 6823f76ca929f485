package concierge

// A message that is only a number, with nothing in hand (R51, R53; issue
// 24): "1234567890" as the first line started a transfer to it, and the
// next word typed ("what") was taken for the username. A number alone
// says neither what it is (an account, an amount) nor what to do with
// it, so nothing starts: the user is told how to say it for the task
// that takes it, or to say what they want.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// bareNumberLine is a line of digits alone, maybe grouped by spaces or
// dashes, maybe after "#": no money mark, no word.
var bareNumberLine = reading.Lazy(`^\s*#?\d(?:[\d\s-]*\d)?\s*[.!]?\s*$`)

// bareNumber answers a number typed alone where nothing waits; false for
// any other message, or a number no agent takes.
func (e *Engine) bareNumber(t *turn, text string) bool {
	if e.sess.Speaker != "" || e.sess.Pending.Approval != nil || e.sess.Pending.Secret != nil || e.planWaits() || e.sess.Agenda.Depth() > 0 {
		return false
	}
	if !bareNumberLine.MatchString(text) && !bareMoneyLine.MatchString(text) {
		return false
	}
	said := strings.TrimSpace(strings.Trim(strings.TrimSpace(text), ".!?#"))
	var slot *agents.Slot
	owner := e.valuesOwner(text)
	if owner != nil && bareNumberLine.MatchString(text) {
		for name := range agents.Extract(owner, text, "") {
			s := owner.Slot(name)
			if s == nil || s.Kind == agents.KindSecret {
				continue
			}
			if slot == nil || slot.Kind == agents.KindMoney {
				slot = s // an id over an amount: the id is the likelier reading of a long number
			}
		}
	}
	if slot == nil {
		owner, slot = e.bareMoneyOwner(said) // "500", "$500" (bare_value_kept.go)
	}
	if slot == nil {
		return false
	}
	example := owner.TaskPhrase() + " " + hintFor(slot, said)
	if !strings.HasPrefix(hintFor(slot, said), "to ") && len(slot.Cues) > 0 {
		example = slot.Cues[0] + " " + said // "send 20"
	}
	e.note(state.NoteRoute, fmt.Sprintf("Not started: %q is only a number; what it is for is asked", reading.Clip(said, 30)))
	if shown, ok := e.keepBareValue(owner, slot, said); ok {
		// kept for the request that comes next ("send it"), which shows
		// it in the summary the user approves
		e.speak(t, agents.ConciergeName, prompts.BareValueKept(shown, withArticle(slot.LabelOrName()), owner.TaskPhrase(), example))
		return true
	}
	e.speak(t, agents.ConciergeName, prompts.BareNumber(said, withArticle(slot.LabelOrName()), owner.TaskPhrase(), example))
	return true
}

// withArticle puts "a" or "an" before a label: "an amount", "a claim id".
func withArticle(label string) string {
	if label != "" && strings.ContainsRune("aeiouAEIOU", rune(label[0])) {
		return "an " + label
	}
	return "a " + label
}
