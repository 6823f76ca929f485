package concierge

// "Which am I, if …" (R28, R50's ask; issue 24 round 13): "i work for a
// broker that sells suncorp policies, idk if im internal or partner" was
// asked the same question again with no hint. The user is unsure between
// the choices, and tells something of themselves that one choice covers
// ("broker" is what partner covers): that is said as a hint, and the
// question asked again. The choice stays the user's to make.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// choiceHint is the hint for a message unsure between s's choices that
// tells of one of them in other words, "" when it tells of none or of
// more than one.
func choiceHint(s *agents.Slot, text string) string {
	if s == nil || s.Kind != agents.KindEnum || len(s.Choices) < 2 {
		return ""
	}
	lower := strings.Join(reading.Words(text), " ")
	var values []string
	for _, c := range s.Choices {
		values = append(values, strings.ToLower(c.Value))
	}
	var hinted *agents.Choice
	said := ""
	for i := range s.Choices {
		c := &s.Choices[i]
		for _, al := range c.Aliases {
			al = strings.ToLower(al)
			if namesAValue(al, values) || reading.PhraseIndex(lower, al) < 0 {
				continue // "a partner", "internal employee": the choice itself, which the user is unsure of
			}
			if hinted != nil && hinted != c {
				return "" // it tells of both
			}
			hinted = c
			if len(al) > len(said) {
				said = al
			}
		}
	}
	if hinted == nil {
		return ""
	}
	return prompts.ChoiceHint(said, hinted.Value, covers(hinted))
}

// namesAValue reports an alias that holds a word of a choice's value.
func namesAValue(alias string, values []string) bool {
	for _, w := range reading.Words(alias) {
		for _, v := range values {
			if w == v {
				return true
			}
		}
	}
	return false
}

// covers is what a choice stands for, in a few of its aliases.
func covers(c *agents.Choice) string {
	var like []string
	for _, al := range c.Aliases {
		if len(like) == 4 {
			break
		}
		if !strings.Contains(strings.ToLower(al), strings.ToLower(c.Value)) {
			like = append(like, al)
		}
	}
	switch len(like) {
	case 0:
		return c.Value
	case 1:
		return like[0]
	}
	return strings.Join(like[:len(like)-1], ", ") + " or " + like[len(like)-1]
}

// unsureBetween reports a message that names two or more of s's choices
// with "or" and says the user does not know which: "idk if im internal
// or partner".
func unsureBetween(s *agents.Slot, text string) bool {
	if s == nil || s.Kind != agents.KindEnum {
		return false
	}
	lower := strings.Join(reading.Words(text), " ")
	named := 0
	for _, c := range s.Choices {
		if reading.PhraseIndex(lower, strings.ToLower(c.Value)) >= 0 {
			named++
		}
	}
	hasOr, unsure := false, false
	for _, w := range reading.Words(text) {
		hasOr = hasOr || w == "or"
		unsure = unsure || unsureWords()[w] || w == "not" || w == "no"
	}
	return named >= 2 && hasOr && unsure
}

// hintAtRequestRead reads a request unsure between the choices of a
// slot it will ask: "i need to find my claim id but idk if im internal or
// partner, i work for a broker". Its command says the hint in front of the
// question and lets the message go on as usual; ok is false for any other
// message. It only reads.
func (e *Engine) hintAtRequestRead(text string) (turnCmd, bool) {
	if !e.idle() || !strings.Contains(" "+strings.ToLower(text)+" ", " or ") {
		return turnCmd{}, false // the router is asked only of a message unsure between choices
	}
	best, ok := e.router.Best(text, e.domain.Agents)
	if !ok {
		return turnCmd{}, false
	}
	for i := range best.Agent.Slots {
		s := &best.Agent.Slots[i]
		if unsureBetween(s, text) {
			h := choiceHint(s, text)
			if h == "" {
				return turnCmd{}, false
			}
			c := turnCommand(agents.CmdClarify, execHint, text)
			c.Text, c.shown = h, "clarify("+s.Name+": hint)"
			c.why = "the request is unsure between the " + s.LabelOrName() + "'s choices; a hint is said before its question"
			return c, true
		}
	}
	return turnCmd{}, false
}
