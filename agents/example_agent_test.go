package agents_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/bank"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/state"
)

// currencyConverter is the "Adding an agent" example of
// docs/agents-and-domains.md, kept here so that the documented code keeps
// compiling and working.
func currencyConverter() *agents.Agent {
	return &agents.Agent{
		Name: "convert_currency", Title: "Currency converter", ExposeToUser: true,
		Intro:       "Converting dollars to euros",
		Description: "Converts an amount of US dollars to euros at today's rate.",
		Examples:    []string{"convert 100 dollars to euros", "how much is $50 in euros", "exchange rate"},
		Slots: []agents.Slot{{
			Name: "amount", Kind: agents.KindMoney, Cues: []string{"convert", "exchange"},
			Question: "How many dollars should I convert?",
		}},
		Act: func(t *agents.Turn) agents.Result {
			usd, _ := reading.ParseMoney(t.Slot("amount"))
			eur := reading.Cents(int64(usd) * 92 / 100)
			return agents.Done(fmt.Sprintf("%s is about €%s.", usd, eur.Plain()))
		},
	}
}

func TestReadmeAgentExample(t *testing.T) {
	t.Parallel()
	d := bank.Domain()
	d.Agents = append(d.Agents, currencyConverter())
	var replies []string
	e, err := concierge.New(concierge.Config{Domain: d, Sink: func(ev concierge.Event) {
		if m, ok := ev.(concierge.MessageAdded); ok && m.Message.Role == state.RoleAgent {
			replies = append(replies, m.Message.Agent+": "+m.Message.Text)
		}
	}})
	if err != nil {
		t.Fatal(err)
	}
	e.Start()
	if !strings.Contains(replies[0], "- Converting dollars to euros") {
		t.Errorf("welcome lacks the new agent: %q", replies[0])
	}
	for _, line := range []string{"how much is that in euros?", "250"} {
		if err := e.Send(context.Background(), line); err != nil {
			t.Fatal(err)
		}
	}
	want := "convert_currency: $250.00 is about €230.00."
	if !containsReply(replies, want) {
		t.Errorf("replies = %q, want %q", replies, want)
	}
}

func containsReply(replies []string, want string) bool {
	for _, r := range replies {
		if r == want {
			return true
		}
	}
	return false
}
