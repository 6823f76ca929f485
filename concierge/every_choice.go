package concierge

// Every choice at once: "both" at "Checking or Savings?", "show me all my
// accounts", "each of them". The task runs for the first choice now and is
// queued for the others (R7), so the user gets every answer without being
// asked again; a task with side effects is never multiplied this way.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// maxEverySpread is the most choices "all" or "both" spreads over. Every
// account of two, every topology of two: yes; every one of ten stock
// symbols for "we share everything" was ten look-ups that ran into the
// hop budget (R19). A longer list is asked from as usual.
const maxEverySpread = 4

// everyWords ask for every choice of a slot.
var everyWords = lazyWordSet(`both all every each everything`) // "either" is no word of every one; built on first use (R55)

// namesEvery reports a message that asks for every choice of s: a word of
// everyWords with no choice named apart from them ("both", "all of them",
// "show me all my accounts"), or every choice named ("checking and
// savings").
func namesEvery(s *agents.Slot, text string) bool {
	if s.Kind != agents.KindEnum || len(s.Choices) < 2 {
		return false
	}
	lower := strings.ToLower(text)
	named := 0
	for _, c := range s.Choices {
		if choiceSaid(c, lower) && !onlyDenied(s, c.Value, lower) {
			named++
		}
	}
	if named == len(s.Choices) {
		return !strings.Contains(" "+lower+" ", " or ") // "checking or savings?" asks which
	}
	if named > 0 {
		return false
	}
	return everyWordMeant(lower) // "all of them", never "hi all" (every_word_meant.go)
}

// takeEvery fills an enum slot the message asks every choice of with the
// first choice and queues the task for the others. It reports whether it
// did; a task with side effects, or a slot already filled, is left alone.
func (e *Engine) takeEvery(t *turn, a *agents.Agent, in *agents.Interpretation, problems map[string]error, text string) bool {
	scene := e.takeScene(a, in, problems, text) // "the kitchen flooded": Home, told not named (scene_choice.go)
	return e.takeEveryChoice(t, a, in, problems, text) || scene
}

// takeEveryChoice is takeEvery but for the choices a story tells of.
func (e *Engine) takeEveryChoice(t *turn, a *agents.Agent, in *agents.Interpretation, problems map[string]error, text string) bool {
	if e.takeTheirs(a, in, problems, text) {
		return true // "my colleague at the partner bodyshop keeps asking …": theirs, once (ins31_third_party.go)
	}
	if e.takeSettled(a, in, problems, text) {
		return true // "99KL00? or 99KL08 … use 99KL08": the one settled on (id_settled.go)
	}
	if e.takeCorrected(a, in, problems, text) {
		return true // "motor, actually no, home": one choice, corrected
	}
	if e.takeStated(a, in, problems, text) {
		return true // "home, the damage came from a vehicle reversing": the type stated (ins31_type_kept.go)
	}
	if takeUndenied(a, in, problems, text) {
		return true // "a partner firm, not your staff": the one not denied
	}
	if e.takeEach(t, a, in, problems, text) {
		return true // "11AA11 and 22BB22": one task each (each_value.go)
	}
	if e.takeSeveral(t, a, in, problems, text) {
		return true // "tsla and googl": one look-up each (several_choices.go)
	}
	if a.HasSideEffects() {
		return false // "send 50 to both": one call, asked as usual
	}
	w := e.sess.WorkFor(a.Name)
	for i := range a.Slots {
		s := &a.Slots[i]
		if _, given := in.Slots[s.Name]; given || w.Slots[s.Name] != "" || len(s.Choices) > maxEverySpread || !namesEvery(s, text) && !asksPlural(a, s, text) {
			continue
		}
		if e.bothMeansTheClaims(a, s, text) {
			continue // "decline both" after two claims: the claims, not both types (ins26b_both_claims.go)
		}
		if in.Slots == nil {
			in.Slots = map[string]string{}
		}
		in.Slots[s.Name] = s.Choices[0].Value
		delete(problems, s.Name)
		with := carriedValues(a, in, w, s.Name)
		var more []string
		for _, c := range s.Choices[1:] {
			more = append(more, strings.Join(append([]string{fmt.Sprintf("%s: %s", a.TaskPhrase(), c.Value)}, with...), ", "))
		}
		if e.everyBeforeSource(t, a, s, s.Choices[0].Value, more) {
			return true // "check both" at a transfer's source question: both shown, the source asked again (every_before_source.go)
		}
		e.queueSpread(a, more...) // inside a plan step, part of it (plan_every_step.go)
		e.status()
		e.note(state.NoteContinuation, fmt.Sprintf("Every %s asked for: %s now, then %s", s.LabelOrName(), s.Choices[0].Value, strings.Join(more, "; ")))
		return true
	}
	return false
}

// carriedValues are the values the message (or the task in hand) gave
// besides the slot spread over, for each queued request: "52GH17 for both
// home and motor" queues the motor letter with its claim id, never asked
// again (issue 24 round 9). Only values that read back as themselves go:
// a choice, or a value of a pattern slot (an id).
func carriedValues(a *agents.Agent, in *agents.Interpretation, w *state.Work, spread string) []string {
	var with []string
	for _, o := range a.Slots {
		if o.Name == spread || o.Kind != agents.KindEnum && o.Kind != agents.KindPattern {
			continue
		}
		v := in.Slots[o.Name]
		if v == "" && w != nil {
			v = w.Slots[o.Name]
		}
		if v != "" {
			with = append(with, v)
		}
	}
	return with
}

// choiceDeniedBefore ends the words before a choice the user says they are not
// ("a partner firm, not your staff", "i'm not one of your employees").
// "not ur staff", "i don't work for you", "we aren't even suncorp staff"
// (ins27: a negation in any register flips the role).
var choiceDeniedBefore = reading.Lazy(`(?i)\b(?:not|no|never|isn't|isnt|aren't|arent|ain't|aint|don't|dont|do not|doesn't|doesnt|does not|didn't|didnt|rather than|instead of)\s+(?:(?:an?|the|your|yours|ur|yr|ya|you|u|one|of|part|from|with|at|in|for|suncorp|suncorp's|suncorps|really|actually|even|officially|technically)\s+)*$`)

// onlyDenied reports a choice every mention of which is denied: "not your
// staff" names no internal employee, so "partner …, not your staff" asks
// for one choice, not every one (round 23's tester was told the internal
// answer).
func onlyDenied(s *agents.Slot, value, lower string) bool {
	seen := false
	for _, m := range choiceMentions(s, lower) {
		if m.value != value {
			continue
		}
		seen = true
		if !choiceDeniedBefore.MatchString(lower[:m.at]) {
			return false
		}
	}
	return seen
}

// takeUndenied fills an enum slot whose message names two or more of its
// choices and denies all but one ("I'm with a partner firm, not your
// staff"): the one left. It reports whether it did.
func takeUndenied(a *agents.Agent, in *agents.Interpretation, problems map[string]error, text string) bool {
	lower := strings.ToLower(text)
	for i := range a.Slots {
		s := &a.Slots[i]
		if s.Kind != agents.KindEnum {
			continue
		}
		named := map[string]bool{}
		for _, m := range choiceMentions(s, lower) {
			named[m.value] = true
		}
		if len(named) == 1 && len(s.Choices) == 2 && s.Remember && s.Fact != "" {
			// "not ur staff", "i don't work for you": a remembered fact about
			// the user with two choices, the one named denied, is the other
			// (ins27: negation flips the role)
			for v := range named {
				if onlyDenied(s, v, lower) {
					other := s.Choices[0].Value
					if other == v {
						other = s.Choices[1].Value
					}
					if in.Slots == nil {
						in.Slots = map[string]string{}
					}
					in.Slots[s.Name] = other
					delete(problems, s.Name)
					return true
				}
			}
		}
		if len(named) < 2 {
			continue
		}
		left := ""
		for v := range named {
			if !onlyDenied(s, v, lower) {
				if left != "" {
					left = "-"
					break
				}
				left = v
			}
		}
		if left == "" || left == "-" {
			continue
		}
		if in.Slots == nil {
			in.Slots = map[string]string{}
		}
		in.Slots[s.Name] = left
		delete(problems, s.Name)
		return true
	}
	return false
}
