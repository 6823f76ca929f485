package concierge

// Questions about the flow itself (R28, R50's ask; issue 24 round 13):
// "why do you need to know that?" at "internal employee or partner?" met
// "I don't know that", though the domain says why. A question about why a
// value is asked, or what it changes, is answered from the slot's own
// description (a YAML domain's is its tool property's), or else from what
// the value is needed for; the question is asked again by the caller.

import (
	"strings"
	"unicode"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// whyAskedPattern is a question about why a value is asked, or what it
// changes, over the message's words: "why do you need to know that",
// "whats that for", "why does it matter", "what difference does it make",
// "how come u need my username", "why r u asking".
var whyAskedPattern = reading.Lazy(`^(?:(?:ok|okay|hmm|um|but|and|so|sorry|wait|just|curious|out of curiosity|quick question)\s+)*(?:` +
	`(?:why|how come|whys|why's)\s+(?:(?:do|does|would|did|d|will|should)\s+)?(?:you|u|ya|it|this|the app|they|we|i)\s+(?:even\s+|actually\s+|really\s+)?(?:need|needs|want|wants|require|requires|ask|asking|care|have to know|got to know|gotta know)` +
	`|(?:why|whys|why's)\s+(?:are|r)\s+(?:you|u)\s+asking` +
	`|(?:why|how)\s+(?:is|does|would|'s|s)?\s*(?:that|this|it)\s+(?:even\s+)?(?:matter|matters|needed|necessary|relevant|important|required|count|make a difference)` +
	`|(?:why|whys|why's)\s+(?:that|this)(?:\s+(?:needed|necessary|relevant|important|required))?$` +
	`|what\s+(?:do|does|would)\s+(?:you|u|it)\s+(?:need|want|use)\s+(?:\w+\s+){0,3}for` +
	`|(?:what'?s|whats|what is)\s+(?:that|this|it)\s+(?:needed\s+|used\s+)?for` +
	`|(?:what'?s|whats|what is|what are)\s+(?:the|my|your|a|an)\s+\w+(?:\s+\w+)?\s+(?:needed\s+|used\s+)?for$` +
	`|what\s+(?:difference|changes|does it change|does that change)\s*(?:does|would|will)?\s*(?:it|that|this)?\s*(?:make|change)?` +
	`|(?:does|would)\s+(?:it|that|this)\s+(?:really\s+|even\s+)?(?:matter|make a difference|change anything)` +
	`|what\s+for$|why$` +
	`)`)

// asksWhyAsked reports a question about why a value is asked.
func asksWhyAsked(text string) bool {
	plain := whyPlain(strings.Join(reading.Words(text), " ")) // "why the hell does it matter" (ins41_why_intensified.go)
	return whyAskedPattern.MatchString(plain) || whatMatters.MatchString(plain)
}

// whyAsked is the answer to "why do you need that?" about the slot asked
// (or the slot the question names), "" when the message asks no such
// thing.
func (e *Engine) whyAsked(a *agents.Agent, s *agents.Slot, text string) string {
	if !asksWhyAsked(text) {
		return ""
	}
	words := reading.Words(text)
	if w, r, ok := e.waitingOn(a); ok && r.Ask != "" && s != nil && s.Kind == agents.KindEnum && strings.TrimSpace(s.Description) == "" {
		// the source of a transfer is asked for the transfer, not for a
		// balance (bank26b): "I need it to transfer money"
		if namesSlot(s, words) || !e.namesOtherSlot(a, s, words) {
			return prompts.WhyAsked(s.LabelOrName(), w.TaskPhrase())
		}
	}
	if namesSlot(s, words) {
		return slotWhy(a, s)
	}
	// "why do you need my username" at the password question; "whats the
	// title for?" at the sign-in a note waits on
	for _, o := range append([]*agents.Agent{a}, e.domain.Agents...) {
		for i := range o.Slots {
			if namesSlot(&o.Slots[i], words) {
				return slotWhy(o, &o.Slots[i])
			}
		}
	}
	return slotWhy(a, s)
}

// namesOtherSlot reports words naming a slot of the domain other than s.
func (e *Engine) namesOtherSlot(a *agents.Agent, s *agents.Slot, words []string) bool {
	for _, o := range append([]*agents.Agent{a}, e.domain.Agents...) {
		for i := range o.Slots {
			if &o.Slots[i] != s && namesSlot(&o.Slots[i], words) {
				return true
			}
		}
	}
	return false
}

// slotWhy says why a slot is asked: its description, or what it is needed
// for.
func slotWhy(a *agents.Agent, s *agents.Slot) string {
	d := strings.TrimSpace(s.Description)
	switch {
	case d == "":
		return prompts.WhyAsked(s.LabelOrName(), a.TaskPhrase())
	case isFragment(d):
		// a tool's "the owner of the notes": what it is, and why asked
		return prompts.WhyAskedFor(s.LabelOrName(), strings.TrimRight(d, " .;,"), a.TaskPhrase())
	}
	return d
}

// isFragment reports a description that is no sentence of its own: a
// schema's "the note's title, unique".
func isFragment(d string) bool {
	r := []rune(d)
	last := r[len(r)-1]
	return !unicode.IsUpper(r[0]) || last != '.' && last != '!' && last != '?'
}

// asSentence is a description as a sentence of its own: capitalised, and
// ended with a full stop.
func asSentence(d string) string {
	d = strings.TrimSpace(d)
	if d == "" || !isFragment(d) {
		return d
	}
	r := []rune(strings.TrimRight(d, " .;,"))
	r[0] = unicode.ToUpper(r[0])
	return string(r) + "."
}

// whyAtQuestionRead reads "why does it matter?" typed at a question
// whose answer may be any text (a note's), which the reading takes for a
// question about the app: answered from the slot, and asked again; ok is
// false for any other message. It only reads.
func (e *Engine) whyAtQuestionRead(t *turn, text string) (turnCmd, bool) {
	a := e.domain.Agent(e.sess.Speaker)
	if a == nil || e.sess.Pending.Approval != nil || e.sess.Pending.Secret != nil || e.planWaits() || !asksWhyAsked(text) || len(strings.Fields(whyPlain(strings.ToLower(text)))) > 10 { // "why the hell …": the intensifier not counted (ins41_why_intensified.go)
		return turnCmd{}, false
	}
	s := a.NextSlot(e.filled(t, a))
	if s == nil || s.Kind == agents.KindSecret {
		return turnCmd{}, false
	}
	c := sayCmd(agents.CmdAsk, "ask", text, e.whyAsked(a, s, text), true)
	c.Agent, c.why = a.Name, "why "+a.Name+" asks for the "+s.LabelOrName()+", answered and asked again"
	return c, true
}

// whySlotNamed is the answer to "why do you need my username?" typed
// with no question open: the slot it names, of any agent. ok is false
// when the message is no such question or names no slot.
func (e *Engine) whySlotNamed(text string) (string, bool) {
	if !asksWhyAsked(text) {
		return "", false
	}
	words := reading.Words(text)
	for _, a := range e.domain.Agents {
		for i := range a.Slots {
			if namesSlot(&a.Slots[i], words) {
				return slotWhy(a, &a.Slots[i]), true
			}
		}
	}
	return "", false
}

// whatNeededPattern asks what else the task needs: "do you need anything
// else from me?", "what else do you need", "is that all you need?".
var whatNeededPattern = reading.Lazy(`\b(?:do|would|will)\s+(?:you|u|ya)\s+need\s+(?:anything|something|any\s+thing|more)(?:\s+(?:else|more))?|\bwhat\s+else\s+(?:do|would|will)\s+(?:you|u|ya)\s+need` +
	`|\bis\s+that\s+(?:all|everything|enough)\b|\bwhat\s+(?:do|would|will)\s+(?:you|u|ya)\s+need\s+(?:from\s+me|to\s+(?:do|write|make|finish))|\bwhat\s+(?:info|information|details)\s+(?:do|would|will)\s+(?:you|u|ya)\s+need` +
	`|\banything\s+else\s+(?:you|u|ya)\s+need`)

// asksWhatNeeded reports a question about what else the task needs.
func asksWhatNeeded(text string) bool {
	return whatNeededPattern.MatchString(strings.Join(reading.Words(text), " "))
}

// whatNeeded says what the agent needs, and what of it is still missing
// (given holds the names of the slots given).
func whatNeeded(a *agents.Agent, given map[string]bool) string {
	var needs, got, missing []string
	for _, s := range a.Slots {
		if given[s.Name] {
			got = append(got, "the "+s.LabelOrName())
		} else {
			missing = append(missing, "the "+s.LabelOrName())
		}
		needs = append(needs, "the "+s.LabelOrName())
	}
	return prompts.WhatNeeded(a.TaskPhrase(), andList(needs), andList(got), andList(missing))
}

// andList is "a, b and c".
func andList(items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}
