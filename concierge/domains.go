package concierge

import (
	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/bank"
	"github.com/concierge-dev/concierge/agents/insurance"
)

// BuiltinDomains are the domains that come with the product: the bank of
// seed 001 (the default) and the insurance desk of seed 000. A scenario
// names one of them unless its replay is given others; a binary built on
// cmd/cli may serve more.
func BuiltinDomains() agents.Domains {
	return agents.Domains{"bank": bank.Domain, "insurance": insurance.Domain}
}
