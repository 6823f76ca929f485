package concierge

// "both" after two claims (issue 24, ins26b). With two claims said at
// once ("claims 12AB34 and 55CD66 need declining"), the letter for the
// first asks its claim type and the second waits; "decline both" there
// was read as both claim types, writing a Home and a Motor letter for the
// first claim. After two claims, "both", "each", "all of them" mean the
// claims: every claim type is meant only where the message names the
// type ("both types", "home and motor").

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// bothMeansTheClaims reports "both" (or "each", "all of them") said at a
// question of a's, while a's task holds one id and another of a's
// requests with another id waits: the word means the two claims, not
// every choice of s.
func (e *Engine) bothMeansTheClaims(a *agents.Agent, s *agents.Slot, text string) bool {
	lower := strings.ToLower(text)
	for _, w := range reading.Words(strings.ToLower(s.LabelOrName() + " " + s.Name)) {
		if len(w) > 3 && w != "claim" && strings.Contains(lower, w) {
			return false // "both types", "every claim type"
		}
	}
	if strings.Contains(lower, "type") || strings.Contains(lower, "kind") {
		return false
	}
	held := e.sess.WorkFor(a.Name).Slots
	for i := range a.Slots {
		p := &a.Slots[i]
		if p.Kind != agents.KindPattern || held[p.Name] == "" {
			continue
		}
		for _, req := range e.sess.Agenda.Requests() {
			if v := agents.Extract(a, req, "")[p.Name]; v != "" && !strings.EqualFold(v, held[p.Name]) {
				return true
			}
		}
	}
	return false
}
