package concierge

// A value confirmed after the task that used it (R50; issue 24 round 9):
// "15KD60 confirmed", "yep 15KD60 is right", "checked, it's 15KD60" right
// after the letter for 15KD60 — the user had said they would double-check
// the id. It is the id, not a request nobody understands: the reply says
// the task already used it, and nothing runs again.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// checkedWords say a value was checked and holds; with the value and its
// label words, nothing else may stand in the message.
var checkedWords = lazyWordSet(`confirmed confirm confirming correct right checked double checked double-checked verified yes yep yeah yup ok okay it its it's is was the claim id number no that thats that's one definitely indeed all good fine sure i can ` +
	// the same value said again, written another way (issue 24 round 11):
	// "my apologies, the number is 28QX04 without spaces"
	`my apologies apology sorry mean meant without spaces space dashes gaps together written write should be ` +
	// a choice settled on after the task that used it: "ok motor then"
	`then so`)

// restatedWords say the value is said again, another way, rather than
// checked; either makes the message a confirmation.
var restatedWords = lazyWordSet(`apologies apology sorry mean meant without spaces together`)

// valueConfirmed reads a message that only confirms a value the last
// finished task ran with: the Why panel's words and the answer; ok is
// false for any other. It only reads.
func (e *Engine) valueConfirmed(text string) (why, reply string, ok bool) {
	l := e.sess.Last
	if l == nil || e.sess.Speaker != "" || e.sess.Pending.Approval != nil || e.sess.Plan != nil || e.sess.Agenda.Depth() > 0 {
		return "", "", false
	}
	a := e.domain.Agent(l.Agent)
	if a == nil {
		return "", "", false
	}
	if s := claimIDSlot(a); s != nil && l.Slots[s.Name] != "" {
		text = sameIDWritten(text, l.Slots[s.Name]) // "it's 45 xy 99" after 45XY99's letter (ins26a_reason.go)
	}
	vals := agents.Extract(a, text, "")
	if len(vals) == 0 {
		return "", "", false
	}
	var labels, values []string
	rest := text
	var enum *agents.Slot
	for i := range a.Slots { // in the agent's order, so the reply reads the same each time
		s := &a.Slots[i]
		raw, ok := vals[s.Name]
		if !ok {
			continue
		}
		if s.Kind != agents.KindPattern && s.Kind != agents.KindEnum { // "ok motor then" (issue 24 round 13)
			return "", "", false
		}
		v, err := s.Normalize(raw, nil)
		if err != nil || !strings.EqualFold(v, l.Slots[s.Name]) {
			return "", "", false // another value: the corrected task (correct_last.go)
		}
		if s.Kind == agents.KindEnum {
			enum = s
		}
		labels, values = append(labels, s.LabelOrName()), append(values, v)
		rest = strings.Replace(rest, raw, " ", 1)
	}
	if len(values) != len(vals) {
		return "", "", false
	}
	confirm, said := checkedWords(), false
	for _, w := range reading.Words(rest) {
		if !confirm[w] && (enum == nil || !namesChoice(enum, w, l.Slots[enum.Name])) {
			return "", "", false
		}
		said = said || w == "then" || w == "confirmed" || w == "confirm" || w == "correct" || w == "right" || w == "checked" || w == "verified" || w == "definitely" || restatedWords()[w] || agreeWords()[w]
	}
	if !said && (enum != nil || len(values) != 1) {
		return "", "", false // "motor" alone: the task again, as the router reads it
	}
	label, value := strings.Join(labels, " and "), strings.Join(values, " and ")
	why = fmt.Sprintf("%s %s confirmed, which %s already used", label, value, a.Name)
	return why, prompts.ValueConfirmed(label, value, a.TaskPhrase()), true
}

// agreeWords say yes to a value: "motor yes", "yep 17MN33" after the
// letter that used it only agree with it (round 17's i07).
var agreeWords = lazyWordSet(`yes yep yeah yup yea ya sure indeed ok okay exactly`)

// namesChoice reports a word that says the enum value v ("motor", "car"
// for Motor): the value itself, however it was said.
func namesChoice(s *agents.Slot, w, v string) bool {
	if s.Kind != agents.KindEnum {
		return false
	}
	n, err := s.Normalize(w, nil)
	return err == nil && strings.EqualFold(n, v)
}
