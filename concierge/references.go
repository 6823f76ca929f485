package concierge

// References to values said before (R50, R53): "send another 60 to the
// same account", "same as before", "that account again", "him again",
// "the usual" after a transfer. The reference stands for the value the
// last finished task of that agent ran with; it is put in the message in
// the value's place, and said back in front of the next reply so the
// user sees which value it was (the approval shows it again before any
// money moves). Nothing is guessed: with no finished task of that agent,
// or no value of the kind the reference names, the message is read as
// typed.

import (
	"fmt"
	"maps"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// referenceNouns name what a reference stands for: an amount, or the
// other end of the call (an account, a person, a place).
const referenceNouns = `account|acct|acc|one|person|guy|girl|recipient|destination|number|place|payee|friend|people|amount|sum|money|value|figure`

// references are the ways of pointing back at a value, matched on the
// normalised message; the group "noun" is what is pointed at, empty when
// the reference names nothing ("same as before", "the usual").
var references = reading.Lazy(strings.ReplaceAll(`(?i)\b(?:`+
	`(?:the |that |this )?same (?P<noun>`+referenceNouns+`)(?: (?:as|like) (?:before|last time|earlier|previously|then|the last one|the other one|the last time|yesterday))?`+
	`|(?:the |that |this )?same (?:as|like) (?:before|last time|earlier|previously|then|the last one|the last time)`+
	`|(?:that|this|the) (?P<noun2>`+referenceNouns+`) again`+
	`|(?:the )?(?:last|previous) (?P<noun3>account|acct|recipient|destination|payee|person|amount|sum)(?: again)?`+
	`|(?P<who>him|her|them) again`+
	`|the usual(?: (?P<noun4>`+referenceNouns+`))?`+
	`|(?:the |that )?same (?:(?:transfer|payment|thing|one) )?again|repeat the last (?:one|transfer|payment)(?: again)?|(?:that|the last) (?:transfer|payment) again`+
	`|`+repeatPhrases+
	`)\b`, " ", `\s+`))

// pronoun points at a person, a reference only with "again" or
// "another" in the message.
var pronoun = reading.Lazy(`(?i)\b(?:him|her|them)\b`)

// saysAgain reports a message that asks for something once more.
func saysAgain(text string) bool {
	for _, w := range reading.Words(text) {
		if againWords()[w] || w == "more" {
			return true
		}
	}
	return false
}

// accountNouns point at an account: only a slot that names one (the
// destination account ID) may take their value, never a company.
var accountNouns = lazyWordSet(`account acct acc number destination recipient payee`)

// amountNouns point at an amount; the other nouns at the other end.
var amountNouns = lazyWordSet(`amount sum money value figure`)

// personNouns point at someone: never an account of the user's own, a
// choice among named values.
var personNouns = lazyWordSet(`him her them person guy girl friend people payee recipient`)

// resolveReferences is the message with a reference to an earlier value
// put as that value, or the message as typed.
func (e *Engine) resolveReferences(t *turn, text string) string {
	if e.sess.Last == nil || e.sess.Pending.Secret != nil {
		return text
	}
	noun, typed := "", text
	if againAlone.MatchString(text) {
		text = "same again" // "again pls": the last task once more (references_repeat.go)
	}
	m := references.FindStringSubmatchIndex(text)
	if m != nil {
		for _, g := range []string{"noun", "noun2", "noun3", "noun4", "who"} {
			if i := references.SubexpIndex(g); m[2*i] >= 0 {
				noun = strings.ToLower(text[m[2*i]:m[2*i+1]])
			}
		}
		if noun == "" {
			if askedToSayAgain.MatchString(text[:m[0]]) {
				return text // "can you say that one more time?": words, not work
			}
			// "same again but 20": the figure said with the repeat is
			// its new amount, never a word left unused
			text = e.repeatChange(text, m[0], m[1])
			m = references.FindStringSubmatchIndex(text)
		}
	} else if m = pronoun.FindStringIndex(text); m != nil && saysAgain(text) {
		noun = strings.ToLower(text[m[0]:m[1]]) // "send him 20 again", "another 15 to her"
	} else {
		return text
	}
	for _, a := range e.meantFor(text) {
		last := e.lastOf(a)
		filled := referredSlots(a, last, text, noun, e.sess.Work[a.Name])
		if len(filled) == 0 {
			continue
		}
		var put, said []string
		for _, s := range filled {
			v := last[s.Name]
			if s.Kind == agents.KindMoney {
				if c, err := reading.ParseMoney(v); err == nil {
					v = c.Plain()
				}
			}
			put = append(put, s.LabelOrName()+" "+v)
			said = append(said, s.LabelOrName()+" "+shownValue(s, last[s.Name]))
		}
		if r := e.sameReason(a, typed); r != "" {
			said = append(said, "reason "+r) // "same again for 61AP10": the reason too (same_again_reason.go)
		}
		e.note(state.NoteRoute, fmt.Sprintf("Read %q as %s: the values %s last ran with", text[m[0]:m[1]], strings.Join(said, " and "), a.Name))
		t.say(prompts.SameAsBefore(strings.Join(said, " and ")))
		return text[:m[0]] + strings.Join(put, ", ") + text[m[1]:]
	}
	return typed // nothing referred to: the message as typed
}

// referredSlots are agent a's slots a reference stands for: those of the
// kind its noun names (an amount; the other end, never one of the
// user's own named choices for a person) that the message and the work
// in hand lack and a's
// last task had; named nothing ("the usual"), every value it lacks.
func referredSlots(a *agents.Agent, last map[string]string, text, noun string, w *state.Work) []*agents.Slot {
	if len(last) == 0 {
		return nil
	}
	given := agents.Extract(a, text, "")
	if given == nil {
		given = map[string]string{}
	}
	if w != nil {
		for name, v := range w.Slots {
			if v != "" && given[name] == "" {
				given[name] = v // "send 40", then "same as before": the 40 stands
			}
		}
	}
	var filled []*agents.Slot
	for i := range a.Slots {
		s := &a.Slots[i]
		if last[s.Name] == "" || given[s.Name] != "" || s.Kind == agents.KindSecret || s.Kind == agents.KindText {
			continue
		}
		money := s.Kind == agents.KindMoney || s.Kind == agents.KindNumber
		if noun != "" && amountNouns()[noun] != money || personNouns()[noun] && s.Kind == agents.KindEnum {
			continue // "the same account": not the amount; "him": not Savings
		}
		if accountNouns()[noun] && !slotNamesAccount(s) {
			continue // "the same account": not the stock looked up last
		}
		filled = append(filled, s)
	}
	return filled
}

// shownValue is a slot's value as the user reads it: an amount in
// dollars, anything else as it is.
func shownValue(s *agents.Slot, v string) string {
	if s.Kind == agents.KindMoney {
		if c, err := reading.ParseMoney(v); err == nil {
			return c.String()
		}
	}
	return v
}

// meantFor are the agents a message may be for: the one whose question
// is open, whose call waits for a yes, or whose work the message asks
// for; else every agent that finished a task, the latest first ("him
// again").
func (e *Engine) meantFor(text string) []*agents.Agent {
	if e.sess.Speaker != "" {
		return []*agents.Agent{e.domain.Agent(e.sess.Speaker)}
	}
	if ap := e.sess.Pending.Approval; ap != nil {
		return []*agents.Agent{e.domain.Agent(ap.Agent)}
	}
	var out []*agents.Agent
	if best, ok := e.router.Best(text, e.domain.Agents); ok {
		if best.Core {
			return []*agents.Agent{best.Agent} // "send 20 to the same account": the transfer's
		}
		out = append(out, best.Agent)
	}
	for _, name := range append([]string{e.sess.Last.Agent}, earlierNames(e.sess.Last)...) {
		if a := e.domain.Agent(name); a != nil {
			out = append(out, a)
		}
	}
	return out
}

// earlierNames are the agents of l's earlier tasks.
func earlierNames(l *state.LastTask) []string {
	var out []string
	for _, t := range l.Earlier {
		out = append(out, t.Agent)
	}
	return out
}

// earlierThan are the last finished tasks of the agents other than name,
// one each, the latest first: what a reference may still point at once
// another agent has finished since.
func (e *Engine) earlierThan(name string) []state.LastTask {
	l := e.sess.Last
	if l == nil {
		return nil
	}
	var out []state.LastTask
	if l.Agent != name {
		out = append(out, state.LastTask{Agent: l.Agent, Slots: maps.Clone(l.Slots)})
	}
	for _, t := range l.Earlier {
		if t.Agent != name && t.Agent != l.Agent {
			out = append(out, state.LastTask{Agent: t.Agent, Slots: maps.Clone(t.Slots)})
		}
	}
	return out
}

// lastOf are the values agent a's last finished task ran with, nil when
// it has none.
func (e *Engine) lastOf(a *agents.Agent) map[string]string {
	l := e.sess.Last
	if l == nil {
		return nil
	}
	if l.Agent == a.Name {
		return l.Slots
	}
	for _, t := range l.Earlier {
		if t.Agent == a.Name {
			return t.Slots
		}
	}
	return nil
}

// slotNamesAccount reports a slot whose name or label speaks of an
// account, a destination or a recipient.
func slotNamesAccount(s *agents.Slot) bool {
	for _, w := range append(reading.Words(s.Name), reading.Words(s.LabelOrName())...) {
		if accountNouns()[w] || w == "to" || w == "id" {
			return true
		}
	}
	return false
}
