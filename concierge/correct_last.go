package concierge

// A correction after a task finished (R50's correct_value): "oops, it
// should have been motor" once the letter is written. A task without side
// effects runs again with the value corrected and the others as they were;
// one with side effects cannot be changed after the fact, and says so.

import (
	"fmt"
	"maps"
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// remember keeps the values a finished task ran with (never a secret:
// those live in the turn only).
func (e *Engine) remember(a *agents.Agent) {
	w := e.sess.Work[a.Name]
	if w == nil || len(w.Slots) == 0 {
		e.sess.Last = nil
		return
	}
	e.sess.Last = &state.LastTask{Agent: a.Name, Slots: maps.Clone(w.Slots), Pinned: pinsOf(a, w), Earlier: e.earlierThan(a.Name),
		Reason: w.Memory[reasonMemory]}
}

// correctLastRead reads a correction of the last finished task: the values
// it changes; ok is false when the message is no correction of it. It only
// reads.
func (e *Engine) correctLastRead(t *turn, text string) (lastFix, bool) {
	l := e.sess.Last
	if l == nil || e.sess.Speaker != "" || e.sess.Pending.Approval != nil || e.sess.Plan != nil || e.sess.Agenda.Depth() > 0 {
		return lastFix{}, false
	}
	a := e.domain.Agent(l.Agent)
	if a == nil {
		return lastFix{}, false
	}
	text = withoutAfterthought(text) // "its home btw": read as "its home" (correct_last_afterthought.go)
	if fx, ok := e.redoOfferTaken(l, a, text); ok || onlyWhatIf(text) {
		return fx, ok // yes to "shall I … again, with partner …?"; "and if it was motor?" asks first (redo_offer.go)
	}
	marked := e.saysItWasWrong(t, text) || e.picksLastChoice(l, a, text) || redoesUneditable(a) && addsToLast(text) || // "ok go with home then", "hang on, candles too"
		!redoesUneditable(a) && changeOfLast.MatchString(text) || // "change that letter to motor pls" (correct_last_target.go)
		redoesUneditable(a) && editLead.MatchString(text) // "change it to read call bob" (notes22_edits.go)
	if !marked && !isCorrection(text) {
		return lastFix{}, false
	}
	if best, ok := e.router.Best(text, e.domain.Agents); ok && (best.Agent != a && best.Core && !e.readAsCorrection(t, text) && !(marked && len(agents.Extract(best.Agent, text, "")) == 0) || best.Agent == a && best.Core && !marked) {
		// "send 200 to 1234324, not from savings": a request of its own;
		// "no wait, it was a motor claim" names the task's words, and
		// says the last one was wrong; "typo, the claim number is 31QR89"
		// names another agent's words but none of its values
		return lastFix{}, false
	}
	vals := agents.Extract(a, text, "")
	for _, s := range a.Slots {
		if v := correctedChoice(&s, text); v != "" && vals != nil {
			vals[s.Name] = v // "home, actually make that motor": the choice said last
		}
		if v := correctionTarget(&s, text, l.Slots[s.Name]); v != "" {
			if vals == nil {
				vals = map[string]string{}
			}
			vals[s.Name] = v // "make it home, the car was in the garage": the choice pointed at (correct_last_target.go)
		}
	}
	for i := 0; len(vals) == 0 && i < len(a.Slots); i++ {
		// "it should have been 50": a bare value, read as each slot's in turn
		if s := a.Slots[i]; s.Kind != agents.KindSecret && l.Slots[s.Name] != "" {
			if raw, ok := agents.Extract(a, text, s.Name)[s.Name]; ok {
				vals = map[string]string{s.Name: raw}
			}
		}
	}
	changed := map[string]string{}
	for name, raw := range vals {
		s := a.Slot(name)
		if s == nil || s.Kind == agents.KindSecret {
			continue
		}
		if v, err := s.Normalize(raw, e.pinnedFacts(a)); err == nil && v != l.Slots[name] && l.Slots[name] != "" {
			changed[name] = raw
		}
	}
	if len(changed) == 0 && !redoesUneditable(a) {
		return lastFix{}, false
	}
	return lastFix{a: a, changed: changed}, true
}

// lastFix is a correction of the last finished task: its agent, and the
// values the correction changes.
type lastFix struct {
	a       *agents.Agent
	changed map[string]string
}

// fixLast runs the last finished task again with the values corrected;
// done is false when the correction cannot be taken, and the message is
// read on. from is the message, for a task that cannot be edited: its
// corrected call is worked out from the words (correct_after_saved.go).
func (e *Engine) fixLast(t *turn, fx lastFix, from string) (step, bool) {
	a, l, changed := fx.a, e.sess.Last, fx.changed
	from = withoutAfterthought(from) // as it was read: "by the way" is no part of the values (correct_last_afterthought.go)
	if redoesUneditable(a) {
		if st, ok := e.proposeCorrected(t, a, l, from); ok {
			return st, true // "no wait, apples AND pears": a new note, asked first
		}
	}
	if len(changed) == 0 {
		return stop, false
	}
	if a.HasSideEffects() {
		// a transfer that ran stays as it ran: never run again on a
		// correction; a new one is the user's to ask for
		e.note(state.NoteInfo, "Not undone: "+a.Name+"'s work that ran stays done; nothing new was started")
		e.speak(t, agents.ConciergeName, prompts.CannotChangeDone(a.TaskPhrase()))
		return stop, true
	}
	w := e.sess.WorkFor(a.Name)
	for k, v := range l.Slots {
		w.Slots[k] = v
	}
	if l.Reason != "" && reasonGiven(a, from) == "" {
		// "sorry the id is 45XY98" after "decline 45XY99 home for late
		// reporting": the letter is written again with its reason
		// (issue 24, ins28b)
		w.Memory[reasonMemory] = l.Reason
	}
	if problems := e.take(a, agents.Interpretation{Slots: changed}, from); len(problems) > 0 {
		delete(e.sess.Work, a.Name)
		return stop, false
	}
	e.note(state.NoteProgress, fmt.Sprintf("%s runs again with the value corrected", a.Name))
	e.sayReasonNoted(t, a, from) // "decline 31AB77 home, water damage, no wait, I mean wear and tear" (ins26a_reason.go)
	return enterStep(a, "", false), true
}

// wrongWords say that what was just done had a mistake in it ("ugh typo,
// claim is 19KK20", "thats wrong it should say motor, can u redo it").
var wrongWords = sync.OnceValue(func() map[string]bool {
	return map[string]bool{"typo": true, "typos": true, "wrong": true, "mistake": true, "mistyped": true,
		"misspelt": true, "misspelled": true, "redo": true, "incorrect": true, "oops": true, "whoops": true, "sorry": true}
})

// wrongPhrases say it in more words.
var wrongPhrases = []string{" my bad ", " no wait ", " it was ", " should say ", " should read ",
	" should have said ", " meant ", " do it again ", " try again with ", " again with ", " not right "}

// saysItWasWrong reports a message that says the last task's values were
// wrong, in words or as the reader's likeliest reading (correct_value).
func (e *Engine) saysItWasWrong(t *turn, text string) bool {
	for _, w := range reading.Words(text) {
		if wrongWords()[w] {
			return true
		}
	}
	n := " " + normalise(text) + " "
	for _, p := range wrongPhrases {
		if strings.Contains(n, p) {
			return true
		}
	}
	return e.readAsCorrection(t, text)
}

// readAsCorrection reports a message the reader takes for a correction
// of a value more likely than not: "argh typo, the claim number is
// 31QR89" names another agent's words ("claim number") and is still one.
func (e *Engine) readAsCorrection(t *turn, text string) bool {
	rd := e.reading(t, text)
	return len(rd.Commands) > 0 && rd.Commands[0].Kind == agents.CmdCorrectValue && actMass(rd, agents.CmdCorrectValue) >= 0.5
}
