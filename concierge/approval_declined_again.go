package concierge

// A new request right after a plain no that points back at the declined
// call (issue 24 round 9, R41, R27): "send 60 from savings to the same
// account", "ok send 40 to him again". The new request is read as any
// request, and the values its words point to are the declined call's,
// said back ("the same account: destination account ID 7654321") and
// shown in the new summary — never reused without a word that says so.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// declinedReferred is text with the words pointing back at the declined
// call's values ("the same account", "him again") put as those values,
// with the Why panel's note and what to say of it; "" when the words
// point at none. It only reads.
func (e *Engine) declinedReferred(a *agents.Agent, c *cancelledWork, text string) (out, note, said string) {
	w := c.work[a.Name]
	if w == nil || len(w.Slots) == 0 {
		return "", "", ""
	}
	noun := ""
	m := references.FindStringSubmatchIndex(text)
	if m != nil {
		for _, g := range []string{"noun", "noun2", "noun3", "noun4", "who"} {
			if i := references.SubexpIndex(g); m[2*i] >= 0 {
				noun = strings.ToLower(text[m[2*i]:m[2*i+1]])
			}
		}
	} else if m = pronoun.FindStringIndex(text); m == nil || !saysAgain(text) {
		return "", "", ""
	} else {
		noun = strings.ToLower(text[m[0]:m[1]]) // "send him 40 again"
	}
	filled := referredSlots(a, w.Slots, text, noun, nil)
	if len(filled) == 0 {
		return "", "", ""
	}
	var put, saidAs []string
	for _, s := range filled {
		v := w.Slots[s.Name]
		if s.Kind == agents.KindMoney {
			if c, err := reading.ParseMoney(v); err == nil {
				v = c.Plain()
			}
		}
		put = append(put, s.LabelOrName()+" "+v)
		saidAs = append(saidAs, s.LabelOrName()+" "+shownValue(s, w.Slots[s.Name]))
	}
	note = fmt.Sprintf("Read %q as %s: the values of the call just declined", text[m[0]:m[1]], strings.Join(saidAs, " and "))
	return text[:m[0]] + strings.Join(put, ", ") + text[m[1]:], note, prompts.SameAsBefore(strings.Join(saidAs, " and "))
}
