package offline

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
)

// A value said in a piece of background before the request that takes it
// (R50, issue 24 round 5): "the customer called, the claim number is
// 47HG20, so I need the standard decline letter for it. Also where do
// staff find claim ids?". The piece that asks nothing and gives only
// values a later request's agent takes goes with that request ("for it"
// refers back), not to the agent whose words it shares (the strategy's
// "claim number"), and the letter does not ask for it again.

// valuesToLaterRequest joins a piece that asks nothing, and whose own
// agent takes no value from it, to the first later request whose agent
// takes a value from it that the request does not give itself.
func (o *Brain) valuesToLaterRequest(parts []string, among []*agents.Agent) []string {
	if len(parts) < 2 {
		return parts
	}
	out := append([]string(nil), parts...)
	for i := 0; i < len(out)-1; i++ {
		p := out[i]
		if asksSomething.MatchString(p) {
			continue
		}
		if own, ok := o.router.Best(p, among); ok && takesValue(own.Agent, p) {
			continue
		}
		for j := i + 1; j < len(out); j++ {
			later, ok := o.router.Best(out[j], among)
			if !ok || !givesMissing(later.Agent, p, out[j]) {
				continue
			}
			out[j] = strings.TrimRight(p, " ,.;") + ", " + out[j]
			out = append(out[:i], out[i+1:]...)
			i--
			break
		}
	}
	return out
}

// givesMissing reports a value of a's in piece, checked, of a slot the
// request itself gives no value for.
func givesMissing(a *agents.Agent, piece, request string) bool {
	own := agents.Extract(a, request, "")
	for name, raw := range agents.Extract(a, piece, "") {
		s := a.Slot(name)
		if s == nil || s.Kind == agents.KindText || s.Kind == agents.KindSecret {
			continue
		}
		if _, err := s.Normalize(raw, nil); err != nil {
			continue
		}
		if v, said := own[name]; said {
			if _, err := s.Normalize(v, nil); err == nil {
				continue
			}
		}
		return true
	}
	return false
}
