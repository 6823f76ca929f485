package offline

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
)

// A value of one request said at the end of another (R50, R51): "where do
// I find the claim id and then write a decline letter for it, I'm
// internal". The closing clause is the strategy's answer (internal), not
// the letter's: it goes with the earlier request whose agent takes it, so
// that agent is not asked for what the user said already.

// valuesToTheirRequest moves a later request's closing clause (after its
// last comma) to the earlier request whose agent takes a value from it,
// when the later request's own agent takes none.
func (o *Brain) valuesToTheirRequest(parts []string, among []*agents.Agent) []string {
	out := append([]string(nil), parts...)
	for i := 1; i < len(out); i++ {
		cut := strings.LastIndexAny(out[i], ",;")
		if cut < 0 {
			continue
		}
		head, clause := strings.TrimSpace(out[i][:cut]), strings.TrimSpace(out[i][cut+1:])
		own, ok := o.router.Best(head, among)
		if clause == "" || !ok || takesValue(own.Agent, clause) {
			continue
		}
		for j := 0; j < i; j++ {
			if prev, ok := o.router.Best(out[j], among); ok && prev.Agent != own.Agent && takesValue(prev.Agent, clause) {
				out[j] = strings.TrimRight(out[j], " ,.") + ", " + clause
				out[i] = head
				break
			}
		}
	}
	return out
}

// takesValue reports a value of a's that is no free text in text and
// checks out: "I'm internal" for the strategy's relationship.
func takesValue(a *agents.Agent, text string) bool {
	for name, raw := range agents.Extract(a, text, "") {
		if s := a.Slot(name); s != nil && s.Kind != agents.KindText && s.Kind != agents.KindSecret {
			if _, err := s.Normalize(raw, nil); err == nil {
				return true
			}
		}
	}
	return false
}
