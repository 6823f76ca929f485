package concierge

// A figure said after the accounts for a task that waits (R4, R7; tryout
// 37 bank 15): "savings to checking, 250" at the balance check's "Which
// account should the money come from?". The extractor reads the
// destination and stops there, so the 250 was lost and the transfer asked
// "How much?" later. A lone figure left once the values read are taken
// out is the one value still needed that takes it (the amount), as a bare
// figure is (waiting_bare_figure.go).

import (
	"strconv"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// looseFigure is a figure standing on its own in what is left of a
// message: "$250", "250 bucks", "80.50".
var looseFigure = reading.Lazy(`(?i)(?:^|[\s,;:(])((?:[$€£]\s*)?\d[\d,]*(?:\.\d+)?(?:\s*(?:dollars?|bucks|usd))?)(?:$|[\s,.;:!?)])`)

// leftoverFigure adds to vals the one value of a, not yet held, that the
// lone figure left in text takes once the values said are taken out; the
// figure's slot is returned, nil when there is none or more than one
// figure.
func (e *Engine) leftoverFigure(a *agents.Agent, taskText, text string, said, vals map[string]string) *agents.Slot {
	rest := text
	for _, raw := range said {
		if i := strings.Index(strings.ToLower(rest), strings.ToLower(raw)); i >= 0 && raw != "" {
			rest = rest[:i] + " " + rest[i+len(raw):]
		}
	}
	m := looseFigure.FindAllStringSubmatch(rest, -1)
	if len(m) != 1 || strings.Count(rest, m[0][1]) != 1 || strings.ContainsAny(strings.Replace(rest, m[0][1], "", 1), "0123456789") {
		return nil // no figure, or two: which is which is not this message's to say
	}
	s, v, ok := e.oneSlotTakes(a, taskText, m[0][1])
	if !ok || vals[s.Name] != "" {
		return nil
	}
	vals[s.Name] = v
	return s
}

// valuesCount says how many values were kept: "1 value", "3 values".
func valuesCount(n int) string {
	if n == 1 {
		return "1 value"
	}
	return strconv.Itoa(n) + " values"
}
