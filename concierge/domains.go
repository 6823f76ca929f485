package concierge

import (
	"github.com/concierge-dev/concierge/agents"
	// the built-in domains register themselves (agents.Register, R39)
	_ "github.com/concierge-dev/concierge/agents/bank"
	_ "github.com/concierge-dev/concierge/agents/insurance"
)

// BuiltinDomains are the registered domains (agents.Registered): the bank
// of seed 001 (the default) and the insurance desk of seed 000, which
// register themselves when this package is linked, plus any a program
// registers the same way. A scenario names one of them unless its replay
// is given others; a binary built on cmd/cli may serve more.
func BuiltinDomains() agents.Domains {
	return agents.Registered()
}
