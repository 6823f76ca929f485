package concierge

// A value of the task just finished called wrong, with no right one given
// (round 33's ins10): after a letter for 28PL90, "actually scrap that,
// wrong claim" was read as a cancel and a new task, and the claim-id
// finder asked "internal or partner?"; "oops wrong id" and "that was the
// wrong claim number" fell to the fallback or to the finder too. What the
// user means is "that value is wrong, I'll give the right one": so the
// task is set up again with every other value it ran with (and the reason
// a letter named), the wrong value is left out, and its question is asked.
// The answer then runs the task as a correction would. A task with side
// effects is never set up again here: what ran stays done (correct_last.go
// says so).

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

const execWrongLast turnExec = iota + 11600 // correct_value(last, SLOT=?): the last task set up again, the wrong value asked for

// valueCalledWrong says a value was wrong: "wrong", "incorrect", "typo",
// "not right", "messed up", with a few common misspellings.
var valueCalledWrong = reading.Lazy(`\b(?:wrong|wromg|wrnog|wrng|worng|rong|incorrect|incorrectly|typo|typod|mistyped|mistake|mistaken|not (?:the )?right|isnt right|not correct|(?:messed|stuffed|screwed|mucked|mixed) up|got [\w ]{1,20} wrong)\b`)

// valueSought says the user wants help to find the value, not to give it:
// "wrong claim number, where do i find the right one" is the finder's.
var valueSought = reading.Lazy(`\b(?:find|finding|look up|lookup|where|dont know|do not know|no idea|lost|forgot|forgotten|cant remember)\b`)

// idWords name an identifier without naming which: "wrong id", "wrong
// number", "wrong ref".
var idWords = map[string]bool{"id": true, "ids": true, "number": true, "num": true, "ref": true, "reference": true, "code": true}

// wrongLastRead reads a value of the last finished task called wrong with
// no right one given; ok is false for any other message. It only reads.
func (e *Engine) wrongLastRead(raw string) (turnCmd, bool) {
	l := e.sess.Last
	if l == nil || !e.nothingInHand() || e.sess.Plan != nil {
		return turnCmd{}, false
	}
	a := e.domain.Agent(l.Agent)
	if a == nil || a.HasSideEffects() || redoesUneditable(a) {
		return turnCmd{}, false
	}
	n := normalise(raw)
	if !valueCalledWrong.MatchString(n) || valueSought.MatchString(n) {
		return turnCmd{}, false
	}
	s := wrongSlotNamed(a, n)
	if s == nil || l.Slots[s.Name] == "" {
		return turnCmd{}, false
	}
	if len(agents.Extract(a, raw, "")) > 0 || strings.ContainsAny(withoutReasonClause(raw), "0123456789") {
		return turnCmd{}, false // "wrong claim, it's 28PL09" gives the right one (correct_last.go)
	}
	c := turnCommand(agents.CmdCorrectValue, execWrongLast, raw)
	c.a, c.Text = a, s.Name
	c.shown = "correct_value(" + a.Name + ", last, " + s.Name + "=?)"
	c.why = "the " + s.LabelOrName() + " of the task just done (" + a.TaskPhrase() + ") is called wrong, and no right one is given: it is asked for, the rest kept"
	return c, true
}

// wrongSlotNamed is the slot of a that words of text name, nil when none
// or it is unclear. A word that names one slot only decides ("type",
// "id"); a word every id shares with other slots ("claim" of "claim id"
// and "claim type") names the thing itself, which its id stands for.
func wrongSlotNamed(a *agents.Agent, text string) *agents.Slot {
	words := reading.Words(text)
	var only, shared []*agents.Slot
	for _, w := range words {
		var named []*agents.Slot
		for i := range a.Slots {
			s := &a.Slots[i]
			if s.Kind == agents.KindSecret {
				continue
			}
			if slotOwnWords(s)[w] || idWords[w] && s.Kind == agents.KindPattern {
				named = append(named, s)
			}
		}
		switch len(named) {
		case 0:
		case 1:
			only = appendSlot(only, named[0])
		default:
			for _, s := range named {
				shared = appendSlot(shared, s)
			}
		}
	}
	if len(only) == 1 {
		return only[0]
	}
	if len(only) > 1 {
		return nil // "wrong id and type": which one is for the user to say
	}
	var ids []*agents.Slot
	for _, s := range shared {
		if s.Kind == agents.KindPattern {
			ids = append(ids, s)
		}
	}
	if len(ids) == 1 {
		return ids[0]
	}
	return nil
}

// slotOwnWords are the words of a slot's name and label, fillers left out.
func slotOwnWords(s *agents.Slot) map[string]bool {
	own := map[string]bool{}
	for _, w := range append(reading.Words(strings.ReplaceAll(s.Name, "_", " ")), reading.Words(s.LabelOrName())...) {
		if len(w) > 1 && w != "the" && w != "your" && w != "of" {
			own[w] = true
		}
	}
	return own
}

func appendSlot(list []*agents.Slot, s *agents.Slot) []*agents.Slot {
	for _, o := range list {
		if o == s {
			return list
		}
	}
	return append(list, s)
}

// runWrongLast sets the last task up again without the value called wrong,
// keeping the others and the reason, and asks for it; done is false for
// another command.
func (e *Engine) runWrongLast(t *turn, c turnCmd) (step, bool) {
	if c.exec != execWrongLast {
		return stop, false
	}
	a, l := c.a, e.sess.Last
	s := a.Slot(c.Text)
	if l == nil || s == nil {
		return stop, false
	}
	w := e.sess.WorkFor(a.Name)
	var kept []string
	for _, o := range a.Slots {
		if v := l.Slots[o.Name]; v != "" && o.Name != s.Name {
			w.Slots[o.Name] = v
			if o.Kind != agents.KindSecret {
				kept = append(kept, o.LabelOrName()+" "+v)
			}
		}
	}
	if l.Reason != "" {
		w.Memory[reasonMemory] = l.Reason
		kept = append(kept, "the reason you gave")
	}
	wrong := l.Slots[s.Name]
	lead := fmt.Sprintf("Sorry about that: I'll do it again with the right %s", s.LabelOrName())
	if art := e.lastArtifactOf(a.Name); art != nil {
		lead = fmt.Sprintf("Sorry about that: don't use \"%s\". I'll write it again with the right %s", art.Title, s.LabelOrName())
	}
	if len(kept) > 0 {
		lead += ", keeping " + joinAnd(kept)
	}
	e.note(state.NoteInfo, fmt.Sprintf("%s set up again: the %s %s called wrong is asked for again", a.Name, s.LabelOrName(), wrong))
	t.say(lead + ".")
	return enterStep(a, "", false), true
}
