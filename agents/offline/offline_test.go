package offline

import (
	"context"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/bank"
)

func TestOfflineIdentity(t *testing.T) {
	t.Parallel()
	o := New(bank.Domain())
	if o.Name() != "offline" || o.Model() != "" || o.Usage() != (agents.Usage{}) {
		t.Errorf("Name %q Model %q Usage %+v; want offline, no model, no usage", o.Name(), o.Model(), o.Usage())
	}
}

func TestOfflineInterpret(t *testing.T) {
	t.Parallel()
	d := bank.Domain()
	o := New(d)
	checked := agents.Facts{"authenticated": "true", "username": "seldo", "balance_checked": "true",
		"account_id": "1234567890", "account_name": "Checking", "account_balance": "1000.00"}
	tests := []struct {
		name      string
		agent     string
		text      string
		asked     string
		others    []string
		wantPass  bool
		passNames string            // agent the pass reason must name
		wantSlots map[string]string // checked when not passing
	}{
		{name: "price question while asked amount", agent: "transfer_money", text: "what's the price of AAPL?", asked: "amount",
			others: []string{"stock_lookup"}, wantPass: true, passNames: "stock_lookup"},
		{name: "balance question while asked amount", agent: "transfer_money", text: "check my balance", asked: "amount",
			others: []string{"account_balance", "stock_lookup"}, wantPass: true, passNames: "account_balance"},
		{name: "balance question while asked username", agent: "authenticate", text: "check my balance", asked: "username",
			others: []string{"account_balance", "stock_lookup"}, wantPass: true, passNames: "account_balance"},
		{name: "login while asked account", agent: "account_balance", text: "log me in", asked: "account",
			others: []string{"authenticate"}, wantPass: true, passNames: "authenticate"},
		{name: "answer found", agent: "transfer_money", text: "500", asked: "amount",
			others: []string{"stock_lookup"}, wantSlots: map[string]string{"amount": "500"}},
		{name: "answer found in a sentence naming another agent's words", agent: "transfer_money", text: "send 200 to 1234324", asked: "amount",
			others: []string{"stock_lookup", "account_balance"}, wantSlots: map[string]string{"amount": "200", "destination": "1234324"}},
		{name: "nothing asked never passes", agent: "transfer_money", text: "what's the price of AAPL?", asked: "",
			others: []string{"stock_lookup"}, wantSlots: map[string]string{}},
		{name: "no other agent to pass to", agent: "transfer_money", text: "what's the price of AAPL?", asked: "amount",
			wantSlots: map[string]string{}},
		{name: "nonsense is not another agent's", agent: "transfer_money", text: "blah blah", asked: "amount",
			others: []string{"stock_lookup"}, wantSlots: map[string]string{}},
		{name: "own words are not a pass", agent: "transfer_money", text: "transfer money please", asked: "amount",
			others: []string{"stock_lookup", "account_balance"}, wantSlots: map[string]string{}},
		// a wrong answer (over the balance) is still an answer: the loop
		// explains the problem instead of treating it as a digression
		{name: "wrong amount is still an answer", agent: "transfer_money", text: "5000 dollars", asked: "amount",
			others: []string{"stock_lookup", "account_balance"}, wantSlots: map[string]string{"amount": "5000 dollars"}},
		// a free-text guess that does not fit may be a digression
		{name: "username guess that is another agent's", agent: "authenticate", text: "what's the price of AAPL?", asked: "username",
			others: []string{"stock_lookup"}, wantPass: true, passNames: "stock_lookup"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			var others []*agents.Agent
			for _, n := range tt.others {
				others = append(others, d.Agent(n))
			}
			in := agents.InterpretInput{Agent: d.Agent(tt.agent), Text: tt.text, Asked: tt.asked, Others: others, Facts: checked}
			got, err := o.Interpret(context.Background(), in)
			if err != nil {
				t.Fatalf("Interpret: %v", err)
			}
			if got.Pass != tt.wantPass {
				t.Fatalf("Interpret(%q, asked %q).Pass = %v (%q), want %v", tt.text, tt.asked, got.Pass, got.PassReason, tt.wantPass)
			}
			if tt.wantPass {
				if !strings.Contains(got.PassReason, tt.passNames) || !strings.Contains(got.PassReason, tt.agent) {
					t.Errorf("pass reason %q should name %s and %s", got.PassReason, tt.passNames, tt.agent)
				}
				if len(got.Slots) != 0 {
					t.Errorf("a pass carries slot values: %v", got.Slots)
				}
				return
			}
			if got.PassReason != "" {
				t.Errorf("no pass, but a pass reason %q", got.PassReason)
			}
			if len(got.Slots) != len(tt.wantSlots) {
				t.Fatalf("Slots = %v, want %v", got.Slots, tt.wantSlots)
			}
			for k, v := range tt.wantSlots {
				if got.Slots[k] != v {
					t.Fatalf("Slots = %v, want %v", got.Slots, tt.wantSlots)
				}
			}
		})
	}
}

// With nothing asked, no message is ever passed on, whatever it says.
func TestOfflineInterpretNothingAskedNeverPasses(t *testing.T) {
	t.Parallel()
	d := bank.Domain()
	o := New(d)
	for _, a := range d.Agents {
		for _, text := range []string{"what's the price of AAPL?", "check my balance", "log me in", "transfer money", "hello"} {
			got, err := o.Interpret(context.Background(), agents.InterpretInput{Agent: a, Text: text, Others: d.Agents, Facts: agents.Facts{}})
			if err != nil {
				t.Fatal(err)
			}
			if got.Pass {
				t.Errorf("%s passed %q with nothing asked: %s", a.Name, text, got.PassReason)
			}
		}
	}
}

func TestOfflineInterpretCancelled(t *testing.T) {
	t.Parallel()
	d := bank.Domain()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := New(d).Interpret(ctx, agents.InterpretInput{Agent: d.Agent("stock_lookup"), Text: "AAPL"}); err == nil {
		t.Fatal("Interpret on a cancelled context: no error")
	}
	if _, err := New(d).Continue(ctx, agents.ContinueInput{Queue: []string{"x"}}); err == nil {
		t.Fatal("Continue on a cancelled context: no error")
	}
}

func TestOfflineContinue(t *testing.T) {
	t.Parallel()
	o := New(bank.Domain())
	tests := []struct {
		name      string
		queue     []string
		want      string
		fromQueue bool
		mention   string
	}{
		{"queue", []string{"look up AAPL", "check my balance"}, "look up AAPL", true, `"look up AAPL"`},
		{"one left", []string{"transfer money"}, "transfer money", true, "transfer money"},
		{"empty queue", nil, "", false, "no further task"},
		{"empty slice", []string{}, "", false, "no further task"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			queue := append([]string(nil), tt.queue...)
			got, err := o.Continue(context.Background(), agents.ContinueInput{Queue: queue})
			if err != nil {
				t.Fatal(err)
			}
			if got.Request != tt.want || got.FromQueue != tt.fromQueue {
				t.Fatalf("Continue(%q) = %+v, want request %q fromQueue %v", tt.queue, got, tt.want, tt.fromQueue)
			}
			if !strings.Contains(got.Reason, tt.mention) {
				t.Errorf("reason %q does not mention %q", got.Reason, tt.mention)
			}
			for i := range queue {
				if queue[i] != tt.queue[i] {
					t.Errorf("Continue changed the queue: %q", queue)
				}
			}
		})
	}
}
