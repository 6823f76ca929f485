package concierge

// A confirmation followed by a side question at an approval (round 35's
// bank 41): "from checking. actually, wait, what's in savings right now?"
// was read whole as a question about the source ("It comes out of
// Checking, as it stands"), and the Savings balance was never shown. When
// the words before a question only ask about or restate the call as it
// stands (read alone they are an ask, never a change, a yes or a no), the
// question is what the message asks: it is read on its own — a balance,
// a price, "how much will i have left" — and the approval asked again.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// asideBreak is where a side question may start after a confirmation: a
// full stop, a semicolon, a comma or a dash, and any "actually", "wait",
// "oh", "btw", "also", "and", "but", "hmm", "quick question" after it.
var asideBreak = reading.Lazy(`(?i)(?:[.;!,]|\s[-–—])\s+(?:(?:actually|wait|hold on|oh|btw|also|and|but|hmm|um|uh|ok|so|quick question|one thing)\b[,.]?\s*)*`)

// confirmThenAside is the side question said after a confirmation of the
// call as it stands, and whether there is one.
func (e *Engine) confirmThenAside(t *turn, a *agents.Agent, ap *state.Approval, text string) (string, bool) {
	for _, loc := range asideBreak.FindAllStringIndex(text, -1) {
		head, tail := strings.TrimSpace(text[:loc[0]]), strings.TrimSpace(text[loc[1]:])
		if head == "" || len(reading.Words(tail)) < 3 || !(strings.HasSuffix(tail, "?") || isQuestion(tail)) {
			// "that's my checking, correct?": a tag, asking of the head
			continue
		}
		if strings.Contains(head, "?") || isYes(head) || isCancel(head) {
			continue
		}
		cs, err := e.readApprovalStages(t, a, ap, head)
		if err != nil || len(cs) != 1 || cs[0].Kind != agents.CmdAsk {
			continue // "from savings. is that ok?": a change, read whole
		}
		return tail, true
	}
	return "", false
}
