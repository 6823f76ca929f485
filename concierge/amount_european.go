package concierge

// Amounts written the European way (R25, R27): "1.200,50" is one
// thousand two hundred and fifty cents where a dot groups thousands and a
// comma starts the cents. Read as typed, "1.200" is no amount (three
// decimals) and ",50" a second number nobody used. An amount is put in
// the plain form the extractor reads ("1200.50") before the message is
// read: without a word when the writing says it alone (dot-grouped
// thousands, a comma, exactly two digits), and asked plainly otherwise
// ("1.200", "2.500,5", "12,50": "Did you mean $1,200.00?"), the reading
// taken and the approval showing it again before any money moves. "1,200"
// is the usual thousands and stays as it is.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// europeanAmount finds a number with a decimal comma or dot-grouped
// thousands, standing on its own (not inside an id, a date or a version).
var europeanAmount = reading.Lazy(`(?:^|[\s$€£(])(?P<n>\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?|\d+,\d{1,2})(?:$|[\s!?;)€]|[.,](?:\s|$))`)

// europeanSure is the form that needs no question: dot-grouped thousands,
// a comma, exactly two digits.
var europeanSure = reading.Lazy(`^\d{1,3}(?:\.\d{3})+,\d{2}$`)

// europeanAmounts is the message with its European amounts in the plain
// form, each reading said (and asked, when the form allows two); the
// message as typed when it has none, or when no amount is wanted.
func (e *Engine) europeanAmounts(t *turn, text string) string {
	if e.sess.Pending.Secret != nil || !strings.ContainsAny(text, ".,") {
		return text
	}
	locs := europeanAmount.FindAllStringSubmatchIndex(text, -1)
	if len(locs) == 0 || !e.wantsAmount(text) {
		return text
	}
	n := 2 * europeanAmount.SubexpIndex("n")
	var b strings.Builder
	from := 0
	for _, m := range locs {
		typed := text[m[n]:m[n+1]]
		whole, frac, _ := strings.Cut(typed, ",")
		whole = strings.ReplaceAll(whole, ".", "")
		for len(frac) < 2 {
			frac += "0"
		}
		c, err := reading.ParseMoney(whole + "." + frac)
		if err != nil || c <= 0 {
			continue
		}
		b.WriteString(text[from:m[n]])
		b.WriteString(c.Plain())
		from = m[n+1]
		if europeanSure.MatchString(typed) {
			e.note(state.NoteRoute, "Read \""+typed+"\" as "+c.String()+": a decimal comma after dot-grouped thousands")
			t.say(prompts.AmountRead(typed, c.String()))
		} else {
			e.note(state.NoteRoute, "Read \""+typed+"\" as "+c.String()+", and asked: the writing allows another reading")
			t.say(prompts.AmountGuessed(typed, c.String()))
		}
	}
	if from == 0 {
		return text
	}
	b.WriteString(text[from:])
	return b.String()
}

// wantsAmount reports a message for an agent that takes an amount: the
// one whose question or approval is open, or the one the message asks.
func (e *Engine) wantsAmount(text string) bool {
	var a *agents.Agent
	switch {
	case e.sess.Pending.Approval != nil:
		a = e.domain.Agent(e.sess.Pending.Approval.Agent)
	case e.sess.Speaker != "":
		a = e.domain.Agent(e.sess.Speaker)
	default:
		if best, ok := e.router.Best(text, e.domain.Agents); ok {
			a = best.Agent
		}
	}
	if a == nil {
		return false
	}
	for _, s := range a.Slots {
		if s.Kind == agents.KindMoney {
			return true
		}
	}
	return false
}
