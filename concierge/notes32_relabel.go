package concierge

// A claim relabelled to get its letter (issue 24, notes32): after
// "travel" was answered "isn't covered", "what about calling it home
// then? the luggage was from home" wrote a Home letter for a travel claim
// without a word. Putting a kind the task does not cover down as one it
// does ("just call it home", "put it down as motor", "say its motor") is
// not done: the reply says the letter must give the real kind, and the
// question is asked again.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// relabelSaid asks for a thing to be put down as another kind: its group
// is the word the kind is given as.
var relabelSaid = reading.Lazy(`(?i)\b(?:call|calling|called|label|labelling|labeling|mark|marking|list|listing|class|classify|classing|file|filing|log|logging|record|recording|tag|tagging|treat|treating|count|counting|put|putting|pretend|pretending|say|saying|write|writing|book|booking|code|coding|enter|entering|submit|submitting|pass|passing)\s+(?:it|this|that|the\s+claim|the\s+type|them|the\s+letter)\s+(?:down\s+|off\s+|through\s+)?(?:as\s+|under\s+|is\s+|was\s+|it'?s\s+|its\s+|to\s+be\s+|in\s+)?(?:an?\s+|the\s+)?([a-z]+)\b`)

// relabelled is the choice a message asks a kind not covered to be put
// down as, and that kind; ok is false when the message asks no such thing
// or nothing said before was outside the slot.
func (e *Engine) relabelled(s *agents.Slot, text string) (choice, kind string, ok bool) {
	lower := strings.ToLower(text)
	m := relabelSaid.FindAllStringSubmatch(lower, -1)
	for _, g := range m {
		for _, c := range s.ChoiceValues() {
			if strings.EqualFold(g[1], c) {
				choice = c
			}
		}
	}
	if choice == "" {
		return "", "", false
	}
	if kind = s.OutsideNamed(lower); kind != "" {
		return choice, kind, true // "its travel but call it home"
	}
	if kind = e.notCoveredBefore(s); kind != "" {
		return choice, kind, true
	}
	return "", "", false
}

// notCoveredBefore is the kind last said not covered by s in this task's
// recent notes, "" when none.
func (e *Engine) notCoveredBefore(s *agents.Slot) string {
	notes := e.sess.Notes
	for i, seen := len(notes)-1, 0; i >= 0 && seen < 12; i, seen = i-1, seen+1 {
		n := notes[i]
		if strings.HasPrefix(n.Text, "Abandoned:") || strings.HasPrefix(n.Text, "Calling ") {
			return "" // a task ended since
		}
		rest, ok := strings.CutPrefix(n.Text, "Not covered: ")
		if !ok || n.Kind != state.NoteInfo {
			continue
		}
		kind, tail, ok := strings.Cut(rest, " — the ")
		if ok && strings.HasPrefix(tail, s.LabelOrName()+" is ") {
			return kind
		}
	}
	return ""
}

// relabelRead reads a request to put a kind not covered down as one that
// is, at the question of that kind, into the reply that it is not done and
// the question asked again; ok is false for any other message. It only
// reads.
func (e *Engine) relabelRead(t *turn, text string) (turnCmd, bool) {
	if e.sess.Pending.Approval != nil || e.sess.Pending.Secret != nil || e.planWaits() {
		return turnCmd{}, false
	}
	a := e.domain.Agent(e.sess.Speaker)
	if a == nil {
		return turnCmd{}, false
	}
	s := a.NextSlot(e.filled(t, a))
	if s == nil || s.Kind != agents.KindEnum {
		return turnCmd{}, false
	}
	choice, kind, ok := e.relabelled(s, text)
	if !ok {
		return turnCmd{}, false
	}
	c := turnCommand(agents.CmdAsk, execProductFacts, text)
	c.said = []string{prompts.NoRelabel(choice, kind, s.LabelOrName(), a.TaskPhrase())}
	c.shown = "ask(relabel) — " + kind + " asked to be put down as " + choice + ": not done, the " + s.LabelOrName() + " asked again"
	return c, true
}
