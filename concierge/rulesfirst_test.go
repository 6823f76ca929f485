package concierge

import (
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/offline"
	"github.com/concierge-dev/concierge/agents/openai/openaitest"
)

// rulesFirst is modelEngine with the rules in front (R34).
func rulesFirst(t testing.TB, servers *[]*openaitest.Server) func(*agents.Domain) (agents.Brain, error) {
	model := modelEngine(t, func(d *agents.Domain) openaitest.Handler { return competentModel(t, d) }, servers)
	return func(d *agents.Domain) (agents.Brain, error) {
		m, err := model(d)
		if err != nil {
			return nil, err
		}
		return offline.NewFirst(d, m), nil
	}
}

// freeBank is the bank demo as a stranger types it.
const freeBank = `domain bank
> hey, I need to send some money to a friend
expect speaker authenticate
> it's seldo
> monkey
expect fact authenticated true
> the checking one please
> 1234324
> $500
expect approval ^Transfer \$500\.00 from Checking
approve
expect fact account_balance 500.00
`
