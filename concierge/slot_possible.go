package concierge

// A request that asks what a task can take ("what stocks can u look up",
// "which companies do you have", "what accounts can you check") is
// answered from the slot's own hint before its question: the user asked
// what is possible, not to be asked which one.

import (
	"github.com/concierge-dev/concierge/agents/reading"

	"github.com/concierge-dev/concierge/agents"
)

// asksWhatPossible asks which values a task takes.
var asksWhatPossible = reading.Lazy(`(?i)^\W*(?:(?:so|ok|okay|hey|and|um|hi)\W+)*(?:what|which|wat|wht|whats|what's)\s+(?:[a-z]+\s+){1,2}(?:can|could|do|does|will)\s+(?:you|u|ya|this|it)\s+(?:\w+\s+){0,2}?(?:look\s*up|lookup|check|find|get|quote|do|handle|support|have|know|cover|track|show|give)\b|^\W*(?:what|which)\s+(?:[a-z]+\s+){1,2}(?:are|is)\s+(?:available|supported|there|covered|possible)\b|^\W*(?:list|show)\s+(?:me\s+)?(?:the\s+|all\s+)?(?:[a-z]+\s+)?(?:you\s+(?:can|have|support|know)|available|supported)\b`)

// possibleValues is the slot's hint when text asks what the task can
// take and the slot says it, "" otherwise.
func possibleValues(s *agents.Slot, text string) string {
	if s == nil || s.Kind == agents.KindSecret || s.Hint == "" || !asksWhatPossible.MatchString(text) {
		return ""
	}
	return s.Hint
}
