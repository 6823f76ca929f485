package concierge

// "What's the difference between home and motor?" at the topology
// question (R28): a question about the slot's choices, not an answer that
// names two of them. It is explained from what the slot declares — each
// choice with the words it stands for — and the question is asked again;
// no value is taken and no task starts.

import (
	"fmt"
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// differenceWords ask how choices differ or what one stands for.
var differenceWords = sync.OnceValue(func() map[string]bool {
	return map[string]bool{"difference": true, "differences": true, "different": true, "differ": true, "diff": true,
		"between": true, "vs": true, "versus": true, "mean": true, "means": true, "meaning": true, "explain": true, "which": true,
		"covers": true, "cover": true, "include": true, "includes": true, "counts": true, "count": true}
})

// differs ask how the choices differ, whether or not they are named
// ("what's the difference?").
var differs = sync.OnceValue(func() map[string]bool {
	return map[string]bool{"difference": true, "differences": true, "different": true, "differ": true, "diff": true,
		"vs": true, "versus": true}
})

// explainChoices says what each choice of s stands for when the question
// asks how they differ, or names a choice and asks what it means; ""
// otherwise.
func explainChoices(s *agents.Slot, words []string) string {
	if s.Kind != agents.KindEnum || len(s.Choices) < 2 {
		return ""
	}
	asks, strong := false, false
	for _, w := range words {
		asks = asks || differenceWords()[w]
		strong = strong || differs()[w]
	}
	lower := strings.Join(words, " ")
	named := 0
	for _, c := range s.Choices {
		if choiceSaid(c, lower) {
			named++
		}
	}
	if !strong && (named == 0 || !asks && named < len(s.Choices)) {
		return ""
	}
	var parts []string
	for _, c := range s.Choices {
		var like []string
		v := strings.ToLower(c.Value)
		for _, al := range c.Aliases {
			if len(like) == 4 {
				break
			}
			if a := strings.ToLower(al); !strings.Contains(a, v) && !strings.Contains(v, a) {
				like = append(like, al) // "saving" says nothing "Savings" does not
			}
		}
		if len(like) > 0 {
			parts = append(parts, fmt.Sprintf("%s covers: %s", c.Value, joinOr(like)))
		}
	}
	var out []string
	if s.Hint != "" {
		out = append(out, s.Hint)
	}
	if len(parts) > 0 {
		out = append(out, strings.Join(parts, "; ")+".")
	}
	return strings.Join(out, " ")
}

// joinOr is "a, b, c or d".
func joinOr(items []string) string {
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + " or " + items[len(items)-1]
}

// explainsChoices is explainChoices for a message as typed.
func explainsChoices(s *agents.Slot, text string) string {
	return explainChoices(s, reading.Words(text))
}

// asksHowChoicesDiffer reports a message that asks how choices differ,
// put as a question or not ("sorry whats the diff", "home vs motor").
func asksHowChoicesDiffer(text string) bool {
	for _, w := range reading.Words(text) {
		if differs()[w] {
			return true
		}
	}
	return false
}

// asksAboutChoicesAsked reports a request for help or for what the app can
// do that is really about the choices of the question open ("could you
// explain what home and motor mean here" is read as help): the question's
// own explanation (slotAside) answers it better than the app's help.
func (e *Engine) asksAboutChoicesAsked(t *turn, text string, c agents.Command) bool {
	if c.Kind != agents.CmdHelp && c.Kind != agents.CmdCapabilities {
		return false
	}
	a := e.domain.Agent(e.sess.Speaker)
	if a == nil {
		return false
	}
	s := a.NextSlot(e.filled(t, a))
	// so is a question about the form of the value asked ("can you give
	// me an example claim id?", read as a sure help)
	return s != nil && (explainsChoices(s, text) != "" || asksValueForm(s, text) || asksWhyAsked(text)) // "how come u need that" (slot_why.go)
}
