package concierge

// A change said after a second-thought lead at an approval (R50's
// ordering rule; round 36's bank 20, severe): "on second thought take it
// from checking" was read as an answer put off ("let me think"), the old
// call was shown again, and the next yes moved the money from Savings;
// "on second thought make the title vet visit" at a note's approval was
// read as a decline in words and dropped the note. A lead that
// reconsiders says the user thought again; what follows it is what they
// now want. When the rest, read alone at the approval, changes the call,
// the rest is the message, and so is a plain yes ("on second thought,
// yes", which was read as a decline in words); any other rest ("on second thought no",
// "let me think about it") is read whole, as before.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// secondThoughtLead is a message's leading reconsideration, after the
// fillers people start with.
var secondThoughtLead = reading.Lazy(`(?i)^\s*(?:(?:ok|okay|hmm+|hm+|um+|uh+|oh|ah|wait|well|so|actually|sorry|no wait)[\s,.!-]+)*` +
	`(?:on (?:second|2nd) thoughts?|second thoughts|on reflection|thinking about it|having thought about it|come to think of it|now that i think about it|(?:let me|lemme) (?:think|see)(?: about it)?|i(?:'ve| have) been thinking|you know what)` +
	`[\s,.!:;-]*`)

// secondThoughtRest is what follows a second-thought lead at an approval
// when it changes the pending call ("" otherwise). It only reads.
func (e *Engine) secondThoughtRest(t *turn, text string) string {
	ap := e.sess.Pending.Approval
	if ap == nil {
		return ""
	}
	loc := secondThoughtLead.FindStringIndex(text)
	if loc == nil || loc[1] >= len(text) {
		return ""
	}
	rest := strings.TrimSpace(text[loc[1]:])
	a := e.domain.Agent(ap.Agent)
	if a == nil || rest == "" {
		return ""
	}
	cs, err := e.readApproval(t, a, ap, rest)
	if err != nil {
		return ""
	}
	for _, c := range cs {
		switch c.Kind {
		case agents.CmdCorrectValue, cmdSwitchSource:
			return rest
		case agents.CmdApprove:
			if len(cs) == 1 {
				return rest // "on second thought, yes": the yes gate reads the rest's yes-word
			}
		}
	}
	return ""
}
