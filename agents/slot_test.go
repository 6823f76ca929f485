package agents_test

import (
	"errors"
	"regexp"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/bank"
)

// normCase is one Slot.Normalize call: want is the stored value, or
// wantErr a substring of the problem.
type normCase struct {
	name    string
	slot    *agents.Slot
	raw     string
	facts   agents.Facts
	want    string
	wantErr string
}

func runNormalize(t *testing.T, tests []normCase) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got, err := tt.slot.Normalize(tt.raw, tt.facts)
			if tt.wantErr != "" {
				if err == nil {
					t.Fatalf("Normalize(%q) = %q, want an error containing %q", tt.raw, got, tt.wantErr)
				}
				if !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("Normalize(%q) error = %q, want it to contain %q", tt.raw, err, tt.wantErr)
				}
				if got != "" {
					t.Fatalf("Normalize(%q) returned %q along with an error", tt.raw, got)
				}
				return
			}
			if err != nil {
				t.Fatalf("Normalize(%q) error: %v", tt.raw, err)
			}
			if got != tt.want {
				t.Fatalf("Normalize(%q) = %q, want %q", tt.raw, got, tt.want)
			}
		})
	}
}

func TestSlotNormalizeBank(t *testing.T) {
	t.Parallel()
	d := bank.Domain()
	username := d.Agent("authenticate").Slot("username")
	password := d.Agent("authenticate").Slot("password")
	account := d.Agent("account_balance").Slot("account")
	company := d.Agent("stock_lookup").Slot("company")
	destination := d.Agent("transfer_money").Slot("destination")
	amount := d.Agent("transfer_money").Slot("amount")
	checked := agents.Facts{"account_id": "1234567890", "account_name": "Checking", "account_balance": "1000.00"}

	runNormalize(t, []normCase{
		// text with a pattern
		{name: "username plain", slot: username, raw: "seldo", want: "seldo"},
		{name: "username trimmed of quotes and punctuation", slot: username, raw: ` "seldo". `, want: "seldo"},
		{name: "username with dot and digits", slot: username, raw: "ada.l_99", want: "ada.l_99"},
		{name: "username two words", slot: username, raw: "log me in", wantErr: "not a valid username"},
		{name: "username one letter", slot: username, raw: "s", wantErr: "not a valid username"},
		{name: "username starts with digit", slot: username, raw: "9seldo", wantErr: "not a valid username"},
		{name: "username too long for pattern", slot: username, raw: strings.Repeat("a", 33), wantErr: "not a valid username"},
		{name: "username empty", slot: username, raw: "   ", wantErr: "no username given"},

		// secrets are taken as typed inside
		{name: "password inner characters kept", slot: password, raw: "  p@ss w0rd. ", want: "p@ss w0rd."},
		{name: "password empty", slot: password, raw: "", wantErr: "no password given"},

		// enum with aliases
		{name: "enum value", slot: account, raw: "Checking", want: "Checking"},
		{name: "enum value any case", slot: account, raw: "SAVINGS", want: "Savings"},
		{name: "enum alias", slot: account, raw: "chequing", want: "Checking"},
		{name: "enum multiword alias", slot: account, raw: "savings account", want: "Savings"},
		{name: "enum with punctuation", slot: account, raw: "savings!", want: "Savings"},
		{name: "enum longer answer naming one", slot: account, raw: "I'd like my savings please", want: "Savings"},
		{name: "enum longer answer naming one by alias", slot: account, raw: "the current account, thanks", want: "Checking"},
		{name: "enum naming two", slot: account, raw: "checking or savings", wantErr: "not one of Checking or Savings"},
		{name: "enum naming none", slot: account, raw: "brokerage", wantErr: "not one of Checking or Savings"},
		{name: "enum word inside another word", slot: account, raw: "savingsbook", wantErr: "not one of"},
		{name: "stock by company name", slot: company, raw: "Apple Inc.", want: "AAPL"},
		{name: "stock by alias", slot: company, raw: "google", want: "GOOGL"},
		{name: "stock by symbol in a sentence", slot: company, raw: "I mean MSFT", want: "MSFT"},
		{name: "stock unknown", slot: company, raw: "acme", wantErr: "not one of AAPL or MSFT"},

		// pattern
		{name: "pattern bare", slot: destination, raw: "1234324", want: "1234324", facts: checked},
		{name: "pattern inside a sentence", slot: destination, raw: "account 1234324 please", want: "1234324", facts: checked},
		{name: "pattern too short", slot: destination, raw: "1234", wantErr: "not a valid destination account ID", facts: checked},
		{name: "pattern too long", slot: destination, raw: strings.Repeat("1", 18), wantErr: "not a valid destination account ID", facts: checked},
		{name: "pattern not digits", slot: destination, raw: "my friend", wantErr: "not a valid destination account ID", facts: checked},
		{name: "Check hook: destination is the source", slot: destination, raw: "1234567890", wantErr: "the account the money comes from", facts: checked},

		// money
		{name: "money marked", slot: amount, raw: "$1,000.50", wantErr: "more than the Checking balance of $1,000.00", facts: checked},
		{name: "money plain", slot: amount, raw: "500", want: "500.00", facts: checked},
		{name: "money words", slot: amount, raw: "12.5 dollars", want: "12.50", facts: checked},
		{name: "money the whole balance", slot: amount, raw: "$1,000", want: "1000.00", facts: checked},
		{name: "money zero", slot: amount, raw: "0", wantErr: "must be more than zero", facts: checked},
		{name: "money negative", slot: amount, raw: "-50", wantErr: "must be more than zero", facts: checked},
		{name: "money three decimals", slot: amount, raw: "1.234", wantErr: "at most two decimals", facts: checked},
		{name: "money not a number", slot: amount, raw: "lots", wantErr: "not an amount of money", facts: checked},
		{name: "money without a known balance", slot: amount, raw: "10000", want: "10000.00", facts: agents.Facts{}},
	})
}

func TestSlotNormalizeKinds(t *testing.T) {
	t.Parallel()
	code := &agents.Slot{Name: "claim_id", Label: "claim id", Kind: agents.KindPattern, Question: "?",
		Pattern: regexp.MustCompile(`(?i)\bclaim\s+([A-Z0-9]{6})\b`)}
	word := &agents.Slot{Name: "pet", Kind: agents.KindText, Question: "?"}
	count := &agents.Slot{Name: "count", Kind: agents.KindNumber, Question: "?"}
	even := &agents.Slot{Name: "count", Kind: agents.KindNumber, Question: "?",
		Check: func(v string, f agents.Facts) error {
			if strings.HasSuffix(v, "1") {
				return errors.New("odd numbers are not allowed")
			}
			if f["limit"] != "" && len(v) > len(f["limit"]) {
				return errors.New("over the limit")
			}
			return nil
		}}
	topology := &agents.Slot{Name: "topology", Kind: agents.KindEnum, Question: "?",
		Choices: []agents.Choice{{Value: "Home"}, {Value: "Motor", Aliases: []string{"car", "vehicle"}}}}

	runNormalize(t, []normCase{
		{name: "pattern takes the group", slot: code, raw: "it is claim 123ABH", want: "123ABH"},
		{name: "pattern without match", slot: code, raw: "123ABH", wantErr: `"123ABH" is not a valid claim id`},
		{name: "label defaults to name", slot: word, raw: "", wantErr: "no pet given"},
		{name: "text without pattern", slot: word, raw: "a small dog.", want: "a small dog"},
		{name: "text too long", slot: word, raw: strings.Repeat("x", 201), wantErr: "too long"},
		{name: "text at the limit", slot: word, raw: strings.Repeat("x", 200), want: strings.Repeat("x", 200)},
		{name: "number int", slot: count, raw: "42", want: "42"},
		{name: "number thousands", slot: count, raw: "1,234.5", want: "1234.5"},
		{name: "number negative", slot: count, raw: "-3.25", want: "-3.25"},
		{name: "number trailing zeros dropped", slot: count, raw: "2.50", want: "2.5"},
		{name: "number spaces", slot: count, raw: "  7 ", want: "7"},
		{name: "number words", slot: count, raw: "twelve", wantErr: `"twelve" is not a number`},
		{name: "number with letters", slot: count, raw: "12abc", wantErr: "not a number"},
		{name: "Check passes", slot: even, raw: "42", want: "42"},
		{name: "Check refuses", slot: even, raw: "41", wantErr: "odd numbers are not allowed"},
		{name: "Check sees facts", slot: even, raw: "1000", facts: agents.Facts{"limit": "99"}, wantErr: "over the limit"},
		{name: "enum only choice", slot: topology, raw: "I want to do Motor", want: "Motor"},
		{name: "enum alias in sentence", slot: topology, raw: "it's about my car", want: "Motor"},
		{name: "enum two choices in sentence", slot: topology, raw: "home or motor", wantErr: "not one of Home or Motor"},
	})
}

// TestSlotNormalizeNumberRejectsNonFinite documents a bug: KindNumber uses
// strconv.ParseFloat as is, which reads "NaN" and "Inf" (and hex floats and
// underscores) as numbers.
func TestSlotNormalizeNumberRejectsNonFinite(t *testing.T) {
	t.Parallel()
	count := &agents.Slot{Name: "count", Kind: agents.KindNumber, Question: "?"}
	for _, raw := range []string{"NaN", "inf", "-Infinity", "0x1p-2", "1_000"} {
		t.Run(raw, func(t *testing.T) {
			t.Parallel()
			if v, err := count.Normalize(raw, nil); err == nil {
				t.Fatalf("Normalize(%q) = %q, want an error", raw, v)
			}
		})
	}
}

func TestAgentNeeds(t *testing.T) {
	t.Parallel()
	d := bank.Domain()
	tests := []struct{ agent, want string }{
		{"transfer_money", "authentication and a checked account balance"},
		{"account_balance", "authentication"},
		{"stock_lookup", ""},
		{"authenticate", ""},
	}
	for _, tt := range tests {
		if got := d.Agent(tt.agent).Needs(); got != tt.want {
			t.Errorf("%s.Needs() = %q, want %q", tt.agent, got, tt.want)
		}
	}
	three := &agents.Agent{Requires: []agents.Requirement{{Need: "a"}, {Need: "b"}, {Need: "c"}}}
	if got, want := three.Needs(), "a, b and c"; got != want {
		t.Errorf("Needs() of three = %q, want %q", got, want)
	}
}

func TestAgentUnmet(t *testing.T) {
	t.Parallel()
	tm := bank.Domain().Agent("transfer_money")
	tests := []struct {
		facts agents.Facts
		want  string // "" for all met
	}{
		{agents.Facts{}, "authenticated"},
		{agents.Facts{"authenticated": "false", "balance_checked": "true"}, "authenticated"},
		{agents.Facts{"authenticated": "true", "balance_checked": "false"}, "balance_checked"},
		{agents.Facts{"authenticated": "TRUE", "balance_checked": "true"}, "authenticated"}, // only "true" counts
		{agents.Facts{"authenticated": "true", "balance_checked": "true"}, ""},
	}
	for _, tt := range tests {
		r, unmet := tm.Unmet(tt.facts)
		if tt.want == "" {
			if unmet {
				t.Errorf("Unmet(%v) = %s, want none", tt.facts, r.Name)
			}
			continue
		}
		if !unmet || r.Name != tt.want {
			t.Errorf("Unmet(%v) = %q, %v; want %q", tt.facts, r.Name, unmet, tt.want)
		}
	}
	if r, _ := tm.Unmet(agents.Facts{}); r.By != "authenticate" {
		t.Errorf("the unmet authentication is satisfied by %q, want authenticate", r.By)
	}
	if r, _ := tm.Unmet(agents.Facts{"authenticated": "true"}); r.By != "account_balance" {
		t.Errorf("the unmet balance check is satisfied by %q, want account_balance", r.By)
	}
}

func TestAgentNextSlotAndQuestion(t *testing.T) {
	t.Parallel()
	tm := bank.Domain().Agent("transfer_money")
	values := map[string]string{}
	if s := tm.NextSlot(values); s == nil || s.Name != "destination" {
		t.Fatalf("NextSlot(empty) = %v, want destination", s)
	}
	values["destination"] = "1234324"
	s := tm.NextSlot(values)
	if s == nil || s.Name != "amount" {
		t.Fatalf("NextSlot(destination set) = %v, want amount", s)
	}
	if got, want := s.QuestionWith(values), "How much would you like to transfer to 1234324?"; got != want {
		t.Errorf("QuestionWith = %q, want %q", got, want)
	}
	values["amount"] = "5.00"
	if s := tm.NextSlot(values); s != nil {
		t.Errorf("NextSlot(all set) = %s, want nil", s.Name)
	}
	if got := tm.Slot("nope"); got != nil {
		t.Errorf("Slot(nope) = %v, want nil", got)
	}
	if got := tm.Tool("nope"); got != nil {
		t.Errorf("Tool(nope) = %v, want nil", got)
	}
}

func TestSlotLabelAndChoices(t *testing.T) {
	t.Parallel()
	if got := (&agents.Slot{Name: "claim_id"}).LabelOrName(); got != "claim id" {
		t.Errorf("LabelOrName = %q, want %q", got, "claim id")
	}
	if got := (&agents.Slot{Name: "claim_id", Label: "claim number"}).LabelOrName(); got != "claim number" {
		t.Errorf("LabelOrName = %q, want %q", got, "claim number")
	}
	acct := bank.Domain().Agent("account_balance").Slot("account")
	if got := strings.Join(acct.ChoiceValues(), ","); got != "Checking,Savings" {
		t.Errorf("ChoiceValues = %q, want Checking,Savings", got)
	}
}
