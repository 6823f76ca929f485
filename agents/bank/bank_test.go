package bank

import (
	"errors"
	"maps"
	"strings"
	"testing"
	"time"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/state"
)

// bankTool returns a tool of a fresh bank domain's agent, failing the test
// when the declaration lost it.
func bankTool(t *testing.T, agent, tool string) *agents.Tool {
	t.Helper()
	a := Domain().Agent(agent)
	if a == nil {
		t.Fatalf("no agent %s", agent)
	}
	tl := a.Tool(tool)
	if tl == nil {
		t.Fatalf("agent %s has no tool %s", agent, tool)
	}
	return tl
}

// seldoChecked are the facts after seldo logged in and checked Checking.
func seldoChecked() agents.Facts {
	return agents.Facts{"authenticated": "true", "username": "seldo", "balance_checked": "true",
		"account_name": "Checking", "account_id": "1234567890", "account_balance": "1000.00"}
}

func TestBankTransferRefusals(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		facts   agents.Facts
		backend map[string]string
		args    agents.Args
		wantErr string
	}{
		{"not authenticated", agents.Facts{"authenticated": "false", "username": "seldo", "account_id": "1234567890", "account_balance": "1000.00", "balance_checked": "true"},
			nil, agents.Args{"from_account_id": "1234567890", "to_account_id": "1234324", "amount": "10.00"}, "not logged in"},
		{"no facts at all", agents.Facts{}, nil,
			agents.Args{"from_account_id": "1234567890", "to_account_id": "1234324", "amount": "10.00"}, "not logged in"},
		{"more than the balance", seldoChecked(), nil,
			agents.Args{"from_account_id": "1234567890", "to_account_id": "1234324", "amount": "1000.01"}, "more than the balance of $1,000.00"},
		{"more than the stored balance", seldoChecked(), map[string]string{"balance:1234567890": "5.00"},
			agents.Args{"from_account_id": "1234567890", "to_account_id": "1234324", "amount": "5.01"}, "more than the balance of $5.00"},
		{"zero", seldoChecked(), nil,
			agents.Args{"from_account_id": "1234567890", "to_account_id": "1234324", "amount": "0"}, "more than zero"},
		{"negative", seldoChecked(), nil,
			agents.Args{"from_account_id": "1234567890", "to_account_id": "1234324", "amount": "-50.00"}, "more than zero"},
		{"negative with sign after dollar", seldoChecked(), nil,
			agents.Args{"from_account_id": "1234567890", "to_account_id": "1234324", "amount": "$-50"}, "more than zero"},
		{"not an amount", seldoChecked(), nil,
			agents.Args{"from_account_id": "1234567890", "to_account_id": "1234324", "amount": "all of it"}, "not an amount"},
		{"missing amount", seldoChecked(), nil,
			agents.Args{"from_account_id": "1234567890", "to_account_id": "1234324"}, "no amount"},
		{"source is someone else's", seldoChecked(), nil,
			agents.Args{"from_account_id": "3456789012", "to_account_id": "1234324", "amount": "10"}, "source account is not yours"},
		{"source is outside the bank", seldoChecked(), nil,
			agents.Args{"from_account_id": "1234324", "to_account_id": "1234567890", "amount": "10"}, "source account is not yours"},
		{"source missing", seldoChecked(), nil,
			agents.Args{"to_account_id": "1234324", "amount": "10"}, "source account is not yours"},
		{"same source and destination", seldoChecked(), nil,
			agents.Args{"from_account_id": "1234567890", "to_account_id": "1234567890", "amount": "10"}, "same account"},
		{"authenticated flag without a user", agents.Facts{"authenticated": "true", "balance_checked": "true"}, nil,
			agents.Args{"from_account_id": "1234567890", "to_account_id": "1234324", "amount": "10"}, "not yours"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			tool := bankTool(t, "transfer_money", "transfer")
			backend := map[string]string{}
			maps.Copy(backend, tt.backend)
			before := maps.Clone(backend)
			facts := maps.Clone(tt.facts)
			out, err := tool.Run(agents.ToolEnv{Facts: facts, Ledger: mapLedger(backend)}, tt.args)
			if err == nil {
				t.Fatalf("transfer %v ran (%q), want a refusal containing %q", tt.args, out, tt.wantErr)
			}
			if !strings.Contains(err.Error(), tt.wantErr) {
				t.Fatalf("transfer error = %q, want it to contain %q", err, tt.wantErr)
			}
			if !maps.Equal(backend, before) {
				t.Errorf("a refused transfer changed the back end: %v → %v", before, backend)
			}
			if !maps.Equal(facts, tt.facts) {
				t.Errorf("a refused transfer changed the facts: %v → %v", tt.facts, facts)
			}
		})
	}
}

func TestBankTransferMovesMoney(t *testing.T) {
	t.Parallel()
	tool := bankTool(t, "transfer_money", "transfer")
	facts := seldoChecked()
	backend := map[string]string{}
	env := agents.ToolEnv{Facts: facts, Ledger: mapLedger(backend)}

	left, err := tool.Run(env, agents.Args{"from_account_id": "1234567890", "to_account_id": "1234324", "amount": "200.00"})
	if err != nil {
		t.Fatalf("transfer: %v", err)
	}
	if left != "800.00" {
		t.Errorf("transfer returned %q, want the balance left, 800.00", left)
	}
	want := map[string]string{"balance:1234567890": "800.00", "balance:1234324": "200.00"}
	if !maps.Equal(backend, want) {
		t.Errorf("back end = %v, want %v", backend, want)
	}
	if facts["account_balance"] != "800.00" {
		t.Errorf("account_balance fact = %q, want 800.00", facts["account_balance"])
	}

	// the second transfer sees the first: 800 left, 900 is too much
	if _, err := tool.Run(env, agents.Args{"from_account_id": "1234567890", "to_account_id": "1234324", "amount": "900"}); err == nil {
		t.Fatal("a transfer over the balance left by an earlier one ran")
	}
	// the whole rest may go, and adds to what the destination holds
	if _, err := tool.Run(env, agents.Args{"from_account_id": "1234567890", "to_account_id": "1234324", "amount": "$800"}); err != nil {
		t.Fatalf("transfer of the whole balance: %v", err)
	}
	want = map[string]string{"balance:1234567890": "0.00", "balance:1234324": "1000.00"}
	if !maps.Equal(backend, want) {
		t.Errorf("back end = %v, want %v", backend, want)
	}
	if facts["account_balance"] != "0.00" {
		t.Errorf("account_balance fact = %q, want 0.00", facts["account_balance"])
	}
	if _, err := tool.Run(env, agents.Args{"from_account_id": "1234567890", "to_account_id": "1234324", "amount": "0.01"}); err == nil {
		t.Fatal("a transfer from an empty account ran")
	}
}

// Moving money between the user's own accounts adds to the destination's
// opening balance; a transfer from the account that was not checked leaves
// the checked balance fact alone.
func TestBankTransferBetweenOwnAccounts(t *testing.T) {
	t.Parallel()
	tool := bankTool(t, "transfer_money", "transfer")
	facts := seldoChecked()
	backend := map[string]string{}
	env := agents.ToolEnv{Facts: facts, Ledger: mapLedger(backend)}

	if _, err := tool.Run(env, agents.Args{"from_account_id": "1234567890", "to_account_id": "2345678901", "amount": "12.34"}); err != nil {
		t.Fatal(err)
	}
	if got := backend["balance:2345678901"]; got != "5012.34" {
		t.Errorf("Savings = %q, want 5012.34", got)
	}
	left, err := tool.Run(env, agents.Args{"from_account_id": "2345678901", "to_account_id": "1234324", "amount": "12.34"})
	if err != nil {
		t.Fatal(err)
	}
	if left != "5000.00" {
		t.Errorf("Savings left = %q, want 5000.00", left)
	}
	if facts["account_balance"] != "987.66" {
		t.Errorf("account_balance fact = %q, want the Checking balance 987.66", facts["account_balance"])
	}
}

func TestBankTransferSummary(t *testing.T) {
	t.Parallel()
	tool := bankTool(t, "transfer_money", "transfer")
	if !tool.Sensitive {
		t.Fatal("transfer is not sensitive: it would run without the user's approval")
	}
	got := tool.Summary(agents.Args{"from_account_id": "1234567890", "to_account_id": "1234324", "amount": "500.00"}, seldoChecked())
	if want := "Transfer $500.00 from Checking (1234567890) to 1234324?"; got != want {
		t.Errorf("Summary = %q, want %q", got, want)
	}
}

func TestBankLogin(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name     string
		args     agents.Args
		wantErr  error
		wantUser string
	}{
		{"right password", agents.Args{"username": "seldo", "password": "monkey"}, nil, "seldo"},
		{"other user", agents.Args{"username": "ada", "password": "lovelace"}, nil, "ada"},
		{"username any case", agents.Args{"username": "Seldo", "password": "monkey"}, nil, "Seldo"},
		{"wrong password", agents.Args{"username": "seldo", "password": "banana"}, errWrongPassword, ""},
		{"password is case-sensitive", agents.Args{"username": "seldo", "password": "Monkey"}, errWrongPassword, ""},
		{"empty password", agents.Args{"username": "seldo", "password": ""}, errWrongPassword, ""},
		{"another user's password", agents.Args{"username": "seldo", "password": "lovelace"}, errWrongPassword, ""},
		{"unknown user", agents.Args{"username": "mallory", "password": "monkey"}, errUnknownUser, ""},
		{"no user", agents.Args{"password": "monkey"}, errUnknownUser, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			tool := bankTool(t, "authenticate", "login")
			facts := agents.Facts{"authenticated": "false"}
			out, err := tool.Run(agents.ToolEnv{Facts: facts, Ledger: mapLedger{}}, tt.args)
			if tt.wantErr != nil {
				// a wrong name and a wrong password look the same (R29)
				var refused *loginRefused
				if !errors.As(err, &refused) || refused.Locked || refused.Left != 2 || err.Error() != "the username and password do not match" {
					t.Fatalf("login(%s) error = %v, want a refusal with 2 tries left", tt.args["username"], err)
				}
				if want := (agents.Facts{"authenticated": "false"}); !maps.Equal(facts, want) {
					t.Errorf("a failed login changed the facts to %v", facts)
				}
				return
			}
			if err != nil {
				t.Fatalf("login: %v", err)
			}
			if out == "" {
				t.Error("login returned an empty result")
			}
			if facts["authenticated"] != "true" || facts["username"] != tt.wantUser {
				t.Errorf("facts after login = %v, want authenticated=true username=%s", facts, tt.wantUser)
			}
			if strings.Contains(out, tt.args["password"]) {
				t.Errorf("login result %q shows the password", out)
			}
		})
	}
}

func TestBankAccountTools(t *testing.T) {
	t.Parallel()
	getID := bankTool(t, "account_balance", "get_account_id")
	getBalance := bankTool(t, "account_balance", "get_account_balance")
	seldo := agents.Facts{"authenticated": "true", "username": "seldo"}
	ada := agents.Facts{"authenticated": "true", "username": "ada"}

	ids := []struct {
		facts   agents.Facts
		name    string
		want    string
		wantErr string
	}{
		{seldo, "Checking", "1234567890", ""},
		{seldo, "savings", "2345678901", ""},
		{ada, "Checking", "3456789012", ""},
		{seldo, "Brokerage", "", "no account called"},
		{agents.Facts{"authenticated": "false", "username": "seldo"}, "Checking", "", "not logged in"},
	}
	for _, tt := range ids {
		got, err := getID.Run(agents.ToolEnv{Facts: tt.facts}, agents.Args{"account_name": tt.name})
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("get_account_id(%s, %s) = %q, %v; want error %q", tt.facts["username"], tt.name, got, err, tt.wantErr)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("get_account_id(%s, %s) = %q, %v; want %q", tt.facts["username"], tt.name, got, err, tt.want)
		}
	}

	backend := map[string]string{"balance:1234567890": "42.00"}
	balances := []struct {
		facts   agents.Facts
		id      string
		want    string
		wantErr string
	}{
		{seldo, "1234567890", "42.00", ""},   // from the back end
		{seldo, "2345678901", "5000.00", ""}, // opening balance
		{ada, "4567890123", "120.00", ""},
		{seldo, "3456789012", "", "not yours"}, // ada's
		{ada, "1234567890", "", "not yours"},
		{seldo, "1234324", "", "not yours"},
	}
	for _, tt := range balances {
		got, err := getBalance.Run(agents.ToolEnv{Facts: tt.facts, Ledger: mapLedger(backend)}, agents.Args{"account_id": tt.id})
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("get_account_balance(%s, %s) = %q, %v; want error %q", tt.facts["username"], tt.id, got, err, tt.wantErr)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("get_account_balance(%s, %s) = %q, %v; want %q", tt.facts["username"], tt.id, got, err, tt.want)
		}
	}
}

func TestBankStockTools(t *testing.T) {
	t.Parallel()
	search := bankTool(t, "stock_lookup", "search_for_stock_symbol")
	price := bankTool(t, "stock_lookup", "lookup_stock_price")
	for _, tt := range []struct{ company, symbol, price string }{
		{"AAPL", "AAPL", "189.84"},
		{"apple", "AAPL", "189.84"},
		{"Apple Inc.", "AAPL", "189.84"},
		{" msft ", "MSFT", "415.50"},
		{"jp morgan", "JPM", "198.70"},
		{"Google", "GOOGL", "172.63"},
	} {
		sym, err := search.Run(agents.ToolEnv{}, agents.Args{"company": tt.company})
		if err != nil || sym != tt.symbol {
			t.Errorf("search_for_stock_symbol(%q) = %q, %v; want %s", tt.company, sym, err, tt.symbol)
			continue
		}
		p, err := price.Run(agents.ToolEnv{}, agents.Args{"symbol": sym})
		if err != nil || p != tt.price {
			t.Errorf("lookup_stock_price(%q) = %q, %v; want %s", sym, p, err, tt.price)
		}
	}
	if _, err := search.Run(agents.ToolEnv{}, agents.Args{"company": "acme"}); err == nil || !strings.Contains(err.Error(), `"acme"`) {
		t.Errorf("search_for_stock_symbol(acme) error = %v, want one naming acme", err)
	}
	if _, err := price.Run(agents.ToolEnv{}, agents.Args{"symbol": ""}); err == nil {
		t.Error("lookup_stock_price of no symbol gave a price")
	}
}

// Every symbol the company slot accepts has a price, so an accepted answer
// never ends in "no listed company".
func TestBankStockChoicesHavePrices(t *testing.T) {
	t.Parallel()
	slot := Domain().Agent("stock_lookup").Slot("company")
	for _, c := range slot.Choices {
		for _, w := range append([]string{c.Value}, c.Aliases...) {
			v, err := slot.Normalize(w, nil)
			if err != nil || v != c.Value {
				t.Errorf("Normalize(%q) = %q, %v; want %s", w, v, err, c.Value)
				continue
			}
			q, err := stockSymbol(v)
			if err != nil || q.Price <= 0 {
				t.Errorf("stockSymbol(%q) = %+v, %v", v, q, err)
			}
		}
	}
}

// mapLedger is a ledger over a plain map, so a test can look at the books.
type mapLedger map[string]string

func (m mapLedger) Update(fn func(tx state.LedgerTx) error) error {
	tx := mapTx{base: m, sets: map[string]string{}}
	if err := fn(tx); err != nil {
		return err
	}
	maps.Copy(m, tx.sets)
	return nil
}

type mapTx struct{ base, sets map[string]string }

func (t mapTx) Get(k string) (string, bool) {
	if v, ok := t.sets[k]; ok {
		return v, true
	}
	v, ok := t.base[k]
	return v, ok
}

func (t mapTx) Set(k, v string) { t.sets[k] = v }

// R29, R42: three wrong tries lock a username for a minute of the
// injected clock, in the bank's own books: across new logins and across
// sessions sharing them; an unknown name locks the same way.
func TestBankLockout(t *testing.T) {
	t.Parallel()
	tool := bankTool(t, "authenticate", "login")
	books := mapLedger{}
	now := time.Date(2026, 1, 2, 9, 30, 0, 0, time.UTC)
	env := func() agents.ToolEnv { // a new session each time, the same bank
		return agents.ToolEnv{Facts: agents.Facts{"authenticated": "false"}, Ledger: books, Now: func() time.Time { return now }}
	}
	for _, user := range []string{"seldo", "mallory"} {
		for i, want := range []int{2, 1} {
			var refused *loginRefused
			if _, err := tool.Run(env(), agents.Args{"username": user, "password": "nope"}); !errors.As(err, &refused) || refused.Left != want {
				t.Fatalf("%s try %d: %v", user, i+1, err)
			}
		}
		var refused *loginRefused
		if _, err := tool.Run(env(), agents.Args{"username": user, "password": "nope"}); !errors.As(err, &refused) || !refused.Locked {
			t.Fatalf("%s third try: %v, want locked", user, err)
		}
	}
	// locked: even the right password is refused, in a new session too
	var refused *loginRefused
	if _, err := tool.Run(env(), agents.Args{"username": "seldo", "password": "monkey"}); !errors.As(err, &refused) || !refused.Locked {
		t.Fatalf("right password while locked: %v", err)
	}
	now = now.Add(61 * time.Second)
	if _, err := tool.Run(env(), agents.Args{"username": "seldo", "password": "monkey"}); err != nil {
		t.Fatalf("after the lock: %v", err)
	}
}
