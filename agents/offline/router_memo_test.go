package offline

import (
	"testing"

	"github.com/concierge-dev/concierge/agents"
)

func memoAgents(alias string) []*agents.Agent {
	return []*agents.Agent{
		{Name: "memo_balance", Title: "Balance", Examples: []string{"what is my balance"},
			Slots: []agents.Slot{{Name: "account", Choices: []agents.Choice{{Value: "Checking", Aliases: []string{alias}}}}}},
		{Name: "memo_quote", Title: "Stock price", Examples: []string{"price of apple"}},
	}
}

// The same declarations give the same router (built once), and a change to
// any declaration the router reads, down to one alias, gives another.
func TestRouterBuiltOncePerDeclarations(t *testing.T) {
	a, b := NewRouter(memoAgents("current")), NewRouter(memoAgents("current"))
	if a != b {
		t.Fatal("the same declarations built two routers")
	}
	c := NewRouter(memoAgents("everyday"))
	if c == a {
		t.Fatal("a changed alias was given the router of the old one")
	}
	if !c.Named(memoAgents("everyday")[0], "everyday") || a.Named(memoAgents("current")[0], "everyday") {
		t.Fatal("each router must know its own alias only")
	}
}
