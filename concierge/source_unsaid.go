package concierge

// A source not said after several were shown (issue 24 round 20): "log in
// as seldo with password monkey and show me both balances and then send
// 10 to 7654321" proposed Savings as the source, only because its balance
// was shown last. A transfer is made from the account checked for it
// (SPEC §15); when the turn showed two or more different accounts and the
// request names none, nothing says which one the money leaves: the source
// is asked ("Checking or Savings?"), never taken from the order in which
// balances were shown.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// noteRan keeps the enum values a finished task ran with, for the turn.
func (t *turn) noteRan(a *agents.Agent, w *state.Work) {
	if w == nil {
		return
	}
	for _, s := range a.Slots {
		v := w.Slots[s.Name]
		if s.Kind != agents.KindEnum || v == "" {
			continue
		}
		if t.ran == nil {
			t.ran = map[string][]string{}
		}
		key := a.Name + "." + s.Name
		if !containsFold(t.ran[key], v) {
			t.ran[key] = append(t.ran[key], v)
		}
	}
}

// unmetFor is the requirement of a unmet before it takes text: one
// unmet in the facts, then (text being its own request) another source
// named than the one checked, or none named after several were shown,
// with what to say before its question then.
func (e *Engine) unmetFor(t *turn, a *agents.Agent, text string, interpret bool) (agents.Requirement, string, bool) {
	req, unmet := a.Unmet(agents.Facts(e.sess.Facts))
	if !unmet && interpret {
		req, unmet = e.otherSourceNamed(a, text)
	}
	if !unmet && interpret {
		return e.sourceUnsaid(t, a, text)
	}
	return req, "", unmet
}

// containsFold reports whether xs holds x, case aside.
func containsFold(xs []string, x string) bool {
	for _, y := range xs {
		if strings.EqualFold(x, y) {
			return true
		}
	}
	return false
}

// sourceUnsaid reports a's requirement met by an agent that ran in this
// turn with two or more values of one of its choices, where text names
// none of them: the requirement is asked for again, with lead said before
// its question.
func (e *Engine) sourceUnsaid(t *turn, a *agents.Agent, text string) (r agents.Requirement, lead string, ok bool) {
	if len(a.Pins) == 0 || len(t.ran) == 0 {
		return agents.Requirement{}, "", false
	}
	lower := strings.ToLower(text)
	for _, r := range a.Requires {
		by := e.domain.Agent(r.By)
		if by == nil || by == a {
			continue
		}
		for _, s := range by.Slots {
			shown := t.ran[by.Name+"."+s.Name]
			if s.Kind != agents.KindEnum || len(shown) < 2 {
				continue
			}
			for _, c := range s.Choices {
				if choiceSaid(c, lower) {
					return agents.Requirement{}, "", false // "… from checking", "… into savings" (source.go, own_accounts.go)
				}
			}
			if sharedChoice(s, text) != "" {
				return agents.Requirement{}, "", false
			}
			e.note(state.NotePrerequisite, fmt.Sprintf("%s ran for %s in this message and the request names none: %s is asked, not taken from the last one shown", by.Name, andList(shown), s.LabelOrName()))
			return r, prompts.SourceUnsaid(andList(shown)), true
		}
	}
	return agents.Requirement{}, "", false
}
