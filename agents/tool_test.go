package agents_test

import (
	"maps"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/bank"
	"github.com/concierge-dev/concierge/state"
)

// The model's view of a tool (its requirements, its arguments as shown
// and as a model sees them), tested on the bank's tools.

// bankTool returns a tool of a fresh bank domain's agent, failing the test
// when the declaration lost it.
func bankTool(t *testing.T, agent, tool string) *agents.Tool {
	t.Helper()
	a := bank.Domain().Agent(agent)
	if a == nil {
		t.Fatalf("no agent %s", agent)
	}
	tl := a.Tool(tool)
	if tl == nil {
		t.Fatalf("agent %s has no tool %s", agent, tool)
	}
	return tl
}

func TestToolCheckRequirements(t *testing.T) {
	t.Parallel()
	transfer := bankTool(t, "transfer_money", "transfer")
	getID := bankTool(t, "account_balance", "get_account_id")
	search := bankTool(t, "stock_lookup", "search_for_stock_symbol")
	tests := []struct {
		name    string
		tool    *agents.Tool
		facts   agents.Facts
		wantErr string
	}{
		{"transfer, nothing", transfer, agents.Facts{"authenticated": "false", "balance_checked": "false"}, "transfer refused: it needs authentication first"},
		{"transfer, no facts", transfer, agents.Facts{}, "needs authentication"},
		{"transfer, balance unchecked", transfer, agents.Facts{"authenticated": "true", "balance_checked": "false"}, "transfer refused: it needs a checked account balance first"},
		{"transfer, checked but logged out", transfer, agents.Facts{"authenticated": "false", "balance_checked": "true"}, "needs authentication"},
		{"transfer, all met", transfer, agents.Facts{"authenticated": "true", "username": "seldo", "balance_checked": "true",
			"account_name": "Checking", "account_id": "1234567890", "account_balance": "1000.00"}, ""},
		{"account id, logged out", getID, agents.Facts{"authenticated": "false"}, "get_account_id refused: it needs authentication first"},
		{"account id, logged in", getID, agents.Facts{"authenticated": "true"}, ""},
		{"stock, no requirement", search, agents.Facts{}, ""},
	}
	for _, tt := range tests {
		err := tt.tool.CheckRequirements(tt.facts)
		if tt.wantErr == "" {
			if err != nil {
				t.Errorf("%s: CheckRequirements = %v, want nil", tt.name, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
			t.Errorf("%s: CheckRequirements = %v, want %q", tt.name, err, tt.wantErr)
		}
	}
}

func TestToolRedacted(t *testing.T) {
	t.Parallel()
	login := bankTool(t, "authenticate", "login")
	args := agents.Args{"username": "seldo", "password": "monkey"}
	got := login.Redacted(args)
	if got["password"] != state.SecretMask || got["username"] != "seldo" {
		t.Errorf("Redacted = %v, want the password masked and the username kept", got)
	}
	if args["password"] != "monkey" {
		t.Error("Redacted changed the caller's arguments")
	}
	// an absent secret is not invented
	if got := login.Redacted(agents.Args{"username": "seldo"}); len(got) != 1 {
		t.Errorf("Redacted without a password = %v, want only the username", got)
	}
	// tools without secrets are copied as they are
	transfer := bankTool(t, "transfer_money", "transfer")
	in := agents.Args{"from_account_id": "1", "to_account_id": "2", "amount": "3"}
	if got := transfer.Redacted(in); !maps.Equal(got, in) {
		t.Errorf("Redacted(transfer) = %v, want %v", got, in)
	}
}

func TestToolSchema(t *testing.T) {
	t.Parallel()
	login := bankTool(t, "authenticate", "login").Schema()
	props, _ := login["properties"].(map[string]any)
	if _, ok := props["password"]; ok {
		t.Errorf("login schema shows the secret password: %v", login)
	}
	if _, ok := props["username"]; !ok {
		t.Errorf("login schema lost the username: %v", login)
	}
	if req, _ := login["required"].([]string); len(req) != 1 || req[0] != "username" {
		t.Errorf("login schema required = %v, want [username]", login["required"])
	}
	if login["type"] != "object" {
		t.Errorf("schema type = %v, want object", login["type"])
	}

	transfer := bankTool(t, "transfer_money", "transfer").Schema()
	tprops, _ := transfer["properties"].(map[string]any)
	amount, _ := tprops["amount"].(map[string]any)
	if amount["type"] != "number" {
		t.Errorf("amount type = %v, want number", amount["type"])
	}
	from, _ := tprops["from_account_id"].(map[string]any)
	if from["type"] != "string" {
		t.Errorf("from_account_id type = %v, want the default string", from["type"])
	}
	getID := bankTool(t, "account_balance", "get_account_id").Schema()
	gprops, _ := getID["properties"].(map[string]any)
	name, _ := gprops["account_name"].(map[string]any)
	if enum, _ := name["enum"].([]string); len(enum) != 2 {
		t.Errorf("account_name enum = %v, want Checking and Savings", name["enum"])
	}
}

func TestArgsKey(t *testing.T) {
	t.Parallel()
	a := agents.Args{"b": "2", "a": "1"}
	b := agents.Args{"a": "1", "b": "2"}
	if a.Key("t") != b.Key("t") {
		t.Error("Key depends on map order")
	}
	if a.Key("t") == a.Key("u") {
		t.Error("Key ignores the tool name")
	}
	if (agents.Args{"a": "1", "b": "3"}).Key("t") == a.Key("t") {
		t.Error("Key ignores a value")
	}
}
