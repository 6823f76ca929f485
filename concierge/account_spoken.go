package concierge

// An account number said the way people say one (R27, R50; issue 24
// round 20): "to account one two three four three two four", digit by
// digit in words, or "to 765-4321", "to 765 4321" in groups. Read as
// typed, the words were no value and the groups two numbers, "765" and
// "4321": a nonsense plan, or the amount taken from the account's digits.
// Where an account is cued ("to", "account", "acct", "#") or asked (the
// question open is for an account id), the digits are put together; the
// approval's summary shows the account read before any money moves, and
// the Why panel says how it was read. Nothing else is joined: "send 20
// to 1234324 50" keeps its two numbers, and no secret prompt is read so.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// digitWordRun is five or more digits said as words, one by one ("oh"
// and "o" for a zero inside a run, never first).
var digitWordRun = reading.Lazy(`(?i)\b(?:zero|one|two|three|four|five|six|seven|eight|nine)(?:[\s,-]+(?:zero|oh|o|one|two|three|four|five|six|seven|eight|nine)){4,16}\b`)

// digitGroups is an account number typed in groups: "765-4321", "765
// 4321", "12-345-678".
// Each group is short, as account numbers are grouped: "to 1234324 500"
// is an account and an amount.
var digitGroups = reading.Lazy(`\b\d{2,4}(?:-\d{2,4}){1,3}\b|\b\d{3,4}(?: \d{3,4}){1,3}\b`)

// accountCueBefore is a cue for an account right before a value: "to",
// "into", "account", "acct", "#", "number", "id".
var accountCueBefore = reading.Lazy(`(?i)(?:\b(?:to|into|account|acct|acc|a/c|number|no|num|id|destination)|#)\s*[:#.]?\s*$`)

// digitValue is the digit a word names.
func digitValue(w string) string {
	switch strings.ToLower(w) {
	case "zero", "oh", "o":
		return "0"
	case "one":
		return "1"
	case "two":
		return "2"
	case "three":
		return "3"
	case "four":
		return "4"
	case "five":
		return "5"
	case "six":
		return "6"
	case "seven":
		return "7"
	case "eight":
		return "8"
	case "nine":
		return "9"
	}
	return ""
}

// spokenAccount is the message with an account number said in words or
// in groups put as its digits, where an account is cued or asked; else
// the message as typed.
func (e *Engine) spokenAccount(t *turn, text string) string {
	if e.sess.Pending.Secret != nil || !e.takesAccountIDs() || e.atSignIn() {
		return text
	}
	asked := e.accountAsked(t)
	out := text
	for _, re := range []*reading.LazyRegexp{digitWordRun, digitGroups} {
		locs := re.FindAllStringIndex(out, -1)
		for i := len(locs) - 1; i >= 0; i-- {
			from, to := locs[i][0], locs[i][1]
			said := out[from:to]
			cued := accountCueBefore.MatchString(out[:from])
			whole := strings.TrimSpace(out[:from]) == "" && strings.TrimSpace(out[to:]) == ""
			if !cued && !(asked && whole) {
				continue
			}
			digits := ""
			for _, f := range strings.FieldsFunc(said, func(r rune) bool { return r == ' ' || r == '-' || r == ',' }) {
				if v := digitValue(f); v != "" && re == digitWordRun {
					digits += v
				} else {
					digits += f
				}
			}
			if len(digits) < 5 || len(digits) > 17 || strings.Trim(digits, "0123456789") != "" {
				continue
			}
			e.note(state.NoteRoute, fmt.Sprintf("Read %q as the account %s", reading.Clip(said, 60), digits))
			out = out[:from] + digits + out[to:]
		}
	}
	return out
}

// takesAccountIDs reports a domain with an agent whose account slot takes
// an id typed as digits (the bank's destination).
func (e *Engine) takesAccountIDs() bool {
	for _, a := range e.domain.Agents {
		for i := range a.Slots {
			s := &a.Slots[i]
			if s.Kind == agents.KindPattern && accountNumberSlot(s) {
				return true
			}
		}
	}
	return false
}

// accountAsked reports the question open asking for an account id.
func (e *Engine) accountAsked(t *turn) bool {
	a := e.domain.Agent(e.sess.Speaker)
	if a == nil {
		return false
	}
	s := a.NextSlot(e.filled(t, a))
	return s != nil && s.Kind == agents.KindPattern && accountNumberSlot(s)
}

// atSignIn reports the question open of an agent with a secret slot (the
// username): nothing typed there is read as an account.
func (e *Engine) atSignIn() bool {
	a := e.domain.Agent(e.sess.Speaker)
	if a == nil {
		return false
	}
	for _, s := range a.Slots {
		if s.Kind == agents.KindSecret {
			return true
		}
	}
	return false
}

// accountNumberSlot reports a slot named for an account by one of the
// account nouns ("destination account ID"). A slot that is only some
// id ("claim id") is not: "claim number 12-345" is the id as typed, to be
// refused with what an id looks like, never joined into "12345".
func accountNumberSlot(s *agents.Slot) bool {
	for _, w := range append(reading.Words(s.Name), reading.Words(s.LabelOrName())...) {
		if accountNouns()[w] && w != "number" {
			return true
		}
	}
	return false
}
