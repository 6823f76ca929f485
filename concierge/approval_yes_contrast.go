package concierge

// A yes said over a contrast of values (R50; found by the lead in stop
// 45): "yes, 400 not 40", "yeah yeah 400 not 40", "yes - savings not
// checking". The "not" of the contrast read as the yes being taken back,
// and the approval was asked again unchanged: the correction was dropped,
// and the next "yes" would have sent the old amount. A yes followed by
// "A not B", or "not B, A", where both sides name a value of the same
// kind, is a correction said with a yes: the rest is read as it would be
// alone, and a change of the call replaces the yes.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// valuesContrasted matches "A not B" and "not B, A" (A and B as groups).
var (
	aNotB = reading.Lazy(`(?i)^(.*\S)\s*,?\s+(?:and\s+|but\s+)?not\s+(?:the\s+|a\s+|an\s+)?(\S.*)$`)
	notBA = reading.Lazy(`(?i)^not\s+(?:the\s+|a\s+|an\s+)?([^,;]+?)\s*[,;]\s*(?:but\s+|make it\s+|it'?s\s+|its\s+)?(\S.*)$`)
)

// contrastsValues reports rest as a contrast of two values of one kind:
// two amounts or numbers ("400 not 40"), or two of a choice's values
// ("savings not checking").
func (e *Engine) contrastsValues(rest string) bool {
	rest = strings.TrimSpace(strings.TrimRight(afterYeses(rest), ".!"))
	var a, b string
	if m := aNotB.FindStringSubmatch(rest); m != nil {
		a, b = m[1], m[2]
	} else if m := notBA.FindStringSubmatch(rest); m != nil {
		a, b = m[2], m[1]
	} else {
		return false
	}
	if strings.ContainsAny(a, "0123456789") && strings.ContainsAny(b, "0123456789") {
		return true
	}
	return e.namesChoice(a) && e.namesChoice(b)
}

// namesChoice reports a word of s that is a value some agent's choice
// slot names.
func (e *Engine) namesChoice(s string) bool {
	for _, w := range strings.Fields(s) {
		if e.choiceWord(strings.Trim(w, `,.;:!?"'()`)) {
			return true
		}
	}
	return false
}

// afterYeses is rest without the yes-words that lead it ("yep, not 40,
// 60" after "yep"): a yes said twice is one yes.
func afterYeses(rest string) string {
	for i := 0; i < 4; i++ {
		f := strings.Fields(rest)
		if len(f) < 2 || !isYes(strings.Trim(f[0], ",;.!-:")) {
			break
		}
		rest = strings.TrimLeft(strings.TrimSpace(rest)[len(f[0]):], " ,;.!-:")
	}
	return rest
}
