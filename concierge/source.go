package concierge

// The source a request names (SPEC §15): a transfer is made from the
// account checked for it, so a request that names another one has that
// one checked first.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// otherSourceNamed reports a requirement met for another value than the
// request names: "send 200 from my savings" when the balance checked is
// Checking's. The requirement's agent has a choice the request names
// after one of its cues ("from my savings"), and the agent's pinned facts
// hold another of its choices: that agent runs again, for the value
// named, and the pins follow it (SPEC §15: the source is the account
// checked for this transfer). A choice named without the cue ("to my
// savings") is the destination and changes nothing (R28). What the agent
// holds is its pinned copy (pinnedFacts), which a side task never writes.
func (e *Engine) otherSourceNamed(a *agents.Agent, text string) (agents.Requirement, bool) {
	r, note, ok := e.sourceNamedOver(a, text)
	if !ok {
		r, note, ok = e.sourceSaidOver(a, text) // "from savigns", "using savings" (source_said.go)
	}
	if ok {
		e.note(state.NotePrerequisite, note)
	}
	return r, ok
}

// sourceNamedOver is otherSourceNamed without its note, which it returns:
// it only reads (the approval's reading, approval_read.go).
func (e *Engine) sourceNamedOver(a *agents.Agent, text string) (agents.Requirement, string, bool) {
	if len(a.Pins) == 0 || text == "" {
		return agents.Requirement{}, "", false
	}
	lower := strings.ToLower(text)
	for _, r := range a.Requires {
		by := e.domain.Agent(r.By)
		if by == nil || e.asksOfWaitingCall(a, by, text) {
			continue
		}
		for _, s := range by.Slots {
			if s.Kind != agents.KindEnum {
				continue
			}
			named := cuedChoice(s, lower)
			if named == "" {
				named = sharedChoice(s, text) // "empty my checking into 7654321"
			}
			if named == "" {
				continue
			}
			pinned := e.pinnedFacts(a)
			for _, f := range a.Pins {
				// the task's own pin, not the live fact: a side balance
				// check of Savings while a Checking transfer waits leaves
				// the transfer's source Checking (issue 24, round 9)
				held := pinned[f]
				if held != "" && !strings.EqualFold(held, named) && isChoiceOf(s, held) {
					return r, sourceNamedNote(named, r.Need, held), true
				}
			}
		}
	}
	return agents.Requirement{}, "", false
}

// sourceNamedNote is the Why panel's note for a request that names
// another value than the one its requirement was met with.
func sourceNamedNote(named, need, held string) string {
	return fmt.Sprintf("The request names %s, but %s was given for %s", named, need, held)
}

// cuedChoice is the choice of an enum slot the text names right after one
// of the slot's cues ("from my savings"), "" when none.
func cuedChoice(s agents.Slot, lower string) string {
	for _, cue := range s.Cues {
		for _, c := range s.Choices {
			for _, w := range append([]string{c.Value}, c.Aliases...) {
				if i := reading.PhraseIndex(lower, strings.ToLower(cue+" "+w)); i >= 0 && !deniedBefore(lower[:i]) {
					return c.Value // "from my savings", never "not from savings"
				}
			}
		}
	}
	return ""
}

// sharedChoice is the choice of s whose balance a share phrase of text
// is of ("everything i have in savings", "empty my checking"), "" when
// none: the money comes from the account it is a share of.
func sharedChoice(s agents.Slot, text string) string {
	sh, ok := reading.FindShare(text)
	if !ok || sh.Name == "" {
		return ""
	}
	for _, c := range s.Choices {
		for _, w := range append([]string{c.Value}, c.Aliases...) {
			if strings.EqualFold(w, sh.Name) || strings.EqualFold(strings.TrimSuffix(w, "s"), strings.TrimSuffix(sh.Name, "s")) {
				return c.Value
			}
		}
	}
	return ""
}

func isChoiceOf(s agents.Slot, v string) bool {
	for _, c := range s.Choices {
		if strings.EqualFold(c.Value, v) {
			return true
		}
	}
	return false
}

// deniedBefore reports a negation among the last words before a phrase:
// "not from savings", "but don't take it from savings".
func deniedBefore(before string) bool {
	if i := strings.LastIndexAny(before, ",.;!?"); i >= 0 {
		// "wait no, from checking": a no in a clause before is no denial
		// of this one
		before = before[i+1:]
	}
	f := strings.Fields(before)
	if len(f) > 4 {
		f = f[len(f)-4:]
	}
	for _, w := range f {
		w = strings.Trim(w, ",.;:!")
		if w == "not" || w == "never" || w == "no" || strings.HasSuffix(w, "n't") || w == "dont" {
			return true
		}
	}
	return false
}

// asksOfWaitingCall reports a message at a's approval that the reader
// takes for a request of the requirement's own agent by: "balance of
// savings pls" while a Checking transfer waits is a side question, whose
// "balance of" cue names the account asked about, never the transfer's
// new source ("from savings instead" reads as a correction).
func (e *Engine) asksOfWaitingCall(a, by *agents.Agent, text string) bool {
	ap := e.sess.Pending.Approval
	if ap == nil || ap.Agent != a.Name || e.reader == nil {
		return false
	}
	rd := e.reader.Read(text, e.moment(nil))
	return len(rd.Commands) > 0 && rd.Commands[0].Kind == agents.CmdStartTask && rd.Commands[0].Agent == by.Name
}
