package offline

import (
	"context"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/bank"
)

// modelSpy stands for a model brain: it counts what it is asked and
// answers with a marker the test can see.
type modelSpy struct {
	routes, interprets int
}

func (m *modelSpy) Name() string        { return "spy" }
func (m *modelSpy) Model() string       { return "spy-model" }
func (m *modelSpy) Usage() agents.Usage { return agents.Usage{Requests: m.routes + m.interprets} }
func (m *modelSpy) Route(context.Context, agents.RouteInput) (agents.Route, error) {
	m.routes++
	return agents.Route{Agent: agents.ConciergeName, Reason: "model"}, nil
}
func (m *modelSpy) Interpret(context.Context, agents.InterpretInput) (agents.Interpretation, error) {
	m.interprets++
	return agents.Interpretation{Reply: "model"}, nil
}
func (m *modelSpy) Continue(context.Context, agents.ContinueInput) (agents.Continuation, error) {
	return agents.Continuation{}, nil
}

// R34: the rules answer what they are sure of and hand the rest to the
// model: unclear routes, unused words, values that do not parse.
func TestRulesFirst(t *testing.T) {
	t.Parallel()
	d := bank.Domain()
	agent := func(n string) *agents.Agent { return d.Agent(n) }
	routes := []struct {
		text  string
		model bool
	}{
		{"Transfer money", false},
		{"what's the price of AAPL?", false},
		{"check my balance", false},
		{"transfer money and check my balance", true}, // two requests: the model plans
		{"I'd like to move some cash to my sister for her birthday", true},
		{"hmm", true},
	}
	for _, c := range routes {
		spy := &modelSpy{}
		f := NewFirst(d, spy)
		r, err := f.Route(context.Background(), agents.RouteInput{Text: c.text, Agents: d.Agents})
		if err != nil {
			t.Fatal(err)
		}
		if (spy.routes > 0) != c.model {
			t.Errorf("Route(%q): model asked %v, want %v (route %+v)", c.text, spy.routes > 0, c.model, r)
		}
	}
	reads := []struct {
		agent, asked, text string
		model              bool
	}{
		{"authenticate", "username", "seldo", false},
		{"account_balance", "account", "Checking", false},
		{"transfer_money", "", "Transfer money", false},
		{"transfer_money", "destination", "To account ID 1234324", false},
		{"transfer_money", "amount", "500", false},
		{"transfer_money", "amount", "$5k", false},
		{"transfer_money", "amount", "500 bucks", false},
		{"transfer_money", "amount", "500, and make it quick because my landlord is waiting", true},
		{"transfer_money", "amount", "what's my savings balance?", true}, // no answer: perhaps a side question
		{"transfer_money", "amount", "20 euros", true},                   // does not parse as dollars
		{"transfer_money", "", "send 50 to 1234324 on friday", true},
	}
	for _, c := range reads {
		spy := &modelSpy{}
		f := NewFirst(d, spy)
		facts := agents.Facts{"authenticated": "true", "balance_checked": "true", "account_balance": "1000.00", "account_id": "1234567890", "account_name": "Checking"}
		in, err := f.Interpret(context.Background(), agents.InterpretInput{Agent: agent(c.agent), Asked: c.asked, Text: c.text, Facts: facts, Others: d.Agents})
		if err != nil {
			t.Fatal(err)
		}
		if (spy.interprets > 0) != c.model {
			t.Errorf("Interpret(%s, %q): model asked %v, want %v (got %+v)", c.agent, c.text, spy.interprets > 0, c.model, in)
		}
	}
}
