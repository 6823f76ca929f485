package cli_test

import (
	"context"
	"fmt"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/domainfile/domainfiletest"
	"github.com/concierge-dev/concierge/agents/mcp"
	"github.com/concierge-dev/concierge/cmd/cli"
)

// travel is a program's own domain, in Go: one agent that answers from a
// table.
func travel() *agents.Domain {
	return &agents.Domain{
		Name: "travel", Greeting: "Hi, I plan trips. I can help you with:",
		Agents: []*agents.Agent{{
			Name: "weather", Title: "Weather", ExposeToUser: true,
			Intro:       "Telling the weather at a destination",
			Description: "Tells the weather forecast for a city.",
			Examples:    []string{"what is the weather in Lisbon", "forecast for Oslo"},
			Slots: []agents.Slot{{
				Name: "city", Kind: agents.KindEnum, Question: "Which city?",
				Choices: []agents.Choice{{Value: "Lisbon"}, {Value: "Oslo"}},
			}},
			Act: func(t *agents.Turn) agents.Result {
				forecast := map[string]string{"Lisbon": "sunny, 24°C", "Oslo": "rain, 9°C"}
				return agents.Done(t.Slot("city") + ": " + forecast[t.Slot("city")] + ".")
			},
		}},
	}
}

// A program builds its own concierge binary (R39): its Go domain is
// registered the way the built-in bank and insurance are, and its domain
// files reach MCP servers through the StartServers it gives (here the
// tools of a fake pharmacy, in process). Its main is one call:
//
//	func init() { agents.Register("travel", travel) }
//
//	func main() {
//		os.Exit(cli.Execute(context.Background(), cli.Options{StartServers: start}))
//	}
//
// Below, the same binary runs three command lines a user would type.
func Example_ownBinary() {
	agents.Register("travel", travel)
	start := func(_ context.Context, _ []mcp.ServerSpec) (mcp.Provider, func(), error) {
		return domainfiletest.Pharmacy(), func() {}, nil
	}
	for _, args := range [][]string{
		{"agents", "--domain", "travel"},
		{"check", "../../examples/pharmacy/pharmacy.yaml"},
		{"replay", "../../examples/pharmacy/refill.scenario"},
	} {
		code := cli.Execute(context.Background(), cli.Options{StartServers: start, Args: args})
		fmt.Println("exit", code)
	}
	// Output:
	// weather — Weather
	//   Tells the weather forecast for a city.
	//   slot city (enum): Which city?
	// exit 0
	// ok   ../../examples/pharmacy/pharmacy.yaml (3 agents, 1 server)
	// exit 0
	// ok   ../../examples/pharmacy/refill.scenario (14 steps)
	// exit 0
}
