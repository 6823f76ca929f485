package offline

// A correction naming which request it changes, said at the end of a
// message of several (issue 24, round 32): "send 30 to 1234324 and 30 to
// 7654321 from checking, actually make the second one 40". The clause is
// cut off, the rest is split as usual, and the value goes to the request
// the ordinal names — never to the first one, and never read as a
// correction of the whole message (which proposed $40 to 1234324 and
// garbled the rest into "send 30 to 30 to 7654321").

import (
	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// splitWithOrdinalFix splits a message that ends with an ordinal
// correction; ok is false when it has none, or when the request it names
// is not there or holds no one value of the correction's shape (the
// message is then split as it always was).
func (o *Brain) splitWithOrdinalFix(text string, among []*agents.Agent) ([]string, bool) {
	fix, ok := reading.ReadOrdinalFix(text)
	if !ok {
		return nil, false
	}
	parts := o.SplitRequests(fix.Head, among)
	i := fix.Pick(len(parts))
	if i < 0 {
		return nil, false
	}
	fixed, ok := fix.Apply(parts[i])
	if !ok {
		return nil, false
	}
	out := append([]string(nil), parts...)
	out[i] = fixed
	return out, true
}
