package concierge

// A cancel that says what was meant instead (R28, R50's cannot_handle;
// issue 24 round 7): "no stop, i meant approve it not decline" drops the
// letter, and also says whether what was meant can be done — "I can't
// approve, pay out or reopen a claim here" — never only "OK, I won't
// craft a declined letter."

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// meantLead opens what the user meant: "i meant", "i wanted to", "what i
// want is".
var meantLead = reading.Lazy(`(?i)\b(?:i\s+meant(?:\s+to)?|i\s+mean|what\s+i\s+(?:meant|mean|want(?:ed)?)\s+(?:was|is)(?:\s+to)?|i\s+want(?:ed)?\s+(?:to|you\s+to)|i\s+wanna|i\s+was\s+(?:trying|hoping)\s+to|i\s+need(?:ed)?\s+(?:to|you\s+to)|i\s+actually\s+(?:wanted|want|meant|needed|need)(?:\s+to)?)\s+`)

// meantContrast is the "not decline" after what was meant.
var meantContrast = reading.Lazy(`(?i)[\s,]+(?:not|rather\s+than|instead\s+of)\b.*$`)

// pronounIt is the pronoun standing for the task's object.
var pronounIt = reading.Lazy(`(?i)\b(?:it|that|this|this\s+one|that\s+one)\b`)

// meantInstead is what the cancel says was meant, as a clause nobody
// here does ("approve the claim"), its "it" the dropped task's object;
// "" when it says nothing meant or what was meant is an agent's work.
func (e *Engine) meantInstead(text string) string {
	m := meantLead.FindStringIndex(text)
	if m == nil {
		return ""
	}
	meant := strings.TrimSpace(meantContrast.ReplaceAllString(text[m[1]:], ""))
	meant = strings.TrimRight(meant, " .!?")
	if meant == "" {
		return ""
	}
	if object := e.taskObject(); object != "" {
		meant = pronounIt.ReplaceAllString(meant, object)
	}
	if e.cannotKind(strings.ToLower(meant)) == nil {
		return ""
	}
	return meant
}

// taskObject names what the task in hand, or the one just done, works on, from its slots' labels
// ("the claim" for a claim id): what "it" stands for in "approve it".
func (e *Engine) taskObject() string {
	a := e.domain.Agent(e.sess.Speaker)
	if a == nil && e.sess.Last != nil {
		a = e.domain.Agent(e.sess.Last.Agent) // "no i meant approve it" right after the letter
	}
	if a == nil {
		return ""
	}
	for _, s := range a.Slots {
		if s.Kind == agents.KindPattern {
			words := reading.Words(s.LabelOrName())
			if n := len(words); n > 1 && (words[n-1] == "id" || words[n-1] == "number" || words[n-1] == "no") {
				words = words[:n-1] // "claim id": the claim
			}
			if len(words) > 0 {
				return "the " + strings.Join(words, " ")
			}
		}
	}
	return ""
}
