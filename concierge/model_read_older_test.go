package concierge

import "github.com/concierge-dev/concierge/agents"

// olderProtocol hides the brain's one-request reader (R52): the loop then
// asks Route, Interpret and Continue, as it does of a brain without one.
// Tests whose scripts answer those requests (transport faults, hostile
// words in a route reason or a slot value) keep testing that path.
func olderProtocol(b agents.Brain) agents.Brain { return older{b} }

type older struct{ agents.Brain }

// TakeRequests keeps the trace of the requests (agents.RequestLog).
func (o older) TakeRequests() []agents.ModelRequest {
	if l, ok := o.Brain.(agents.RequestLog); ok {
		return l.TakeRequests()
	}
	return nil
}
