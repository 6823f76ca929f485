package concierge

// The protected-ground cut on every reason a letter names (round 36's
// tester): the cut ran only where a reason was noted from the message
// (ins20b_reason.go), so a reason the app inferred on another path — a
// fact added after the letter, a reason queued for each claim — reached
// the letter unchecked, and "customer doesnt read english" was printed as
// the ground of a decline. The cut runs where a reason is noted and once
// more right before the letter is written, whatever path set the reason.

import (
	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/agents/understand"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// lawfulReason is r with every part that gives a protected trait (the
// person's language too) cut, "" when nothing lawful is left; the cut is
// said once.
func (e *Engine) lawfulReason(t *turn, a *agents.Agent, r string) string {
	kept, cut := e.withoutTraitParts(r)
	if cut == "" && personLanguage.MatchString(r) && !understand.TraitDisclaimed(r) {
		kept, cut = "", r // all of it the person's language: never in the letter (any other trait alone is refused before)
	}
	if cut == "" {
		return r
	}
	w := e.sess.WorkFor(a.Name)
	if w.Memory[traitCutMemory] != cut {
		w.Memory[traitCutMemory] = cut
		e.note(state.NoteGuardrail, "Cut from the letter's reason, a protected trait: "+cut)
		if kept == "" {
			t.say(prompts.TraitCutAll(reading.Clip(cut, 60)))
		} else {
			t.say(prompts.TraitCut(reading.Clip(cut, 60)))
		}
	}
	return kept
}

// lawfulBeforeLetter checks the reason a decline letter is about to name,
// whatever path set it.
func (e *Engine) lawfulBeforeLetter(t *turn, a *agents.Agent) {
	if !declines(a) {
		return
	}
	w := e.sess.WorkFor(a.Name)
	if r := w.Memory[reasonMemory]; r != "" {
		k := reasonOrNone(a, r) // "tbc", "it's because …" (reason_not_given.go)
		if k != "" {
			k = e.lawfulReason(t, a, k)
		}
		if k != r {
			w.Memory[reasonMemory] = k
		}
	}
}
