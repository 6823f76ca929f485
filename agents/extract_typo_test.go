package agents_test

import (
	"maps"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/bank"
	"github.com/concierge-dev/concierge/agents/insurance"
)

// R27, R51: a misspelt choice is the choice it stands for, when it can
// stand for one only; an English word, a cue, an id or money never is.
func TestExtractTypoChoices(t *testing.T) {
	t.Parallel()
	b, ins := bank.Domain(), insurance.Domain()
	tests := []struct {
		agent *agents.Agent
		text  string
		asked string
		want  map[string]string
	}{
		// asked: the answer is the misspelt word
		{b.Agent("account_balance"), "chekcing", "account", map[string]string{"account": "Checking"}},
		{b.Agent("account_balance"), "savngs please", "account", map[string]string{"account": "Savings"}},
		{b.Agent("account_balance"), "SAVINS", "account", map[string]string{"account": "Savings"}},
		{ins.Agent("DeclineLetterAssistance"), "hmoe", "topology", map[string]string{"topology": "Home"}},
		{ins.Agent("DeclineLetterAssistance"), "motr", "topology", map[string]string{"topology": "Motor"}},
		{ins.Agent("SmartStrategy"), "i'm a partnr", "relationship", map[string]string{"relationship": "partner"}},
		{ins.Agent("SmartStrategy"), "interal", "relationship", map[string]string{"relationship": "internal"}},
		{b.Agent("stock_lookup"), "microsft", "company", map[string]string{"company": "MSFT"}},
		// vowels wrong, consonants right: two edits, one reading (round 38's ins 09)
		{ins.Agent("DeclineLetterAssistance"), "its a vehical claim", "topology", map[string]string{"topology": "Motor"}},
		{ins.Agent("DeclineLetterAssistance"), "vehicel", "topology", map[string]string{"topology": "Motor"}},
		{ins.Agent("DeclineLetterAssistance"), "propertee", "topology", map[string]string{"topology": "Home"}},
		{b.Agent("account_balance"), "savangs", "account", map[string]string{"account": "Savings"}},
		// unasked: a misspelt company in a request
		{b.Agent("stock_lookup"), "how is nvidea doing", "", map[string]string{"company": "NVDA"}},
		{b.Agent("stock_lookup"), "price of teslla", "", map[string]string{"company": "TSLA"}},
		{b.Agent("stock_lookup"), "netflx share price", "", map[string]string{"company": "NFLX"}},
		{b.Agent("stock_lookup"), "googel quote", "", map[string]string{"company": "GOOGL"}},
		{b.Agent("stock_lookup"), "what is amazn at", "", map[string]string{"company": "AMZN"}},
		{b.Agent("account_balance"), "whats in my cheking", "", map[string]string{"account": "Checking"}},
		// a correction still wins over a misspelt first value
		{b.Agent("account_balance"), "savngs, no wait, checking", "account", map[string]string{"account": "Checking"}},
		// an English word is what it says
		{ins.Agent("DeclineLetterAssistance"), "motel", "topology", map[string]string{}},
		{ins.Agent("DeclineLetterAssistance"), "homes", "topology", map[string]string{}},
		{b.Agent("stock_lookup"), "apply", "company", map[string]string{}},
		// too short to repair, and two choices named
		{b.Agent("stock_lookup"), "ibn", "company", map[string]string{}},
		{b.Agent("account_balance"), "chekcing and savngs", "account", map[string]string{}},
	}
	for _, tt := range tests {
		if got := agents.Extract(tt.agent, tt.text, tt.asked); !maps.Equal(got, tt.want) {
			t.Errorf("Extract(%s, %q, asked %q) = %v, want %v", tt.agent.Name, tt.text, tt.asked, got, tt.want)
		}
	}
}

// A word within reach of two choices, or that is a cue of the agent, is
// never guessed into a choice.
func TestExtractTypoNeverGuesses(t *testing.T) {
	t.Parallel()
	a := &agents.Agent{Name: "plan", Slots: []agents.Slot{{
		Name: "tier", Kind: agents.KindEnum,
		Choices: []agents.Choice{{Value: "Basic"}, {Value: "Basil"}, {Value: "Xfel"}},
	}, {
		Name: "amount", Kind: agents.KindMoney, Cues: []string{"xfer"},
	}}}
	for _, text := range []string{"basix", "xfer 20"} {
		if got := agents.Extract(a, text, "tier"); got["tier"] != "" {
			t.Errorf("Extract(%q) took tier %q", text, got["tier"])
		}
	}
	if got := agents.Extract(a, "basicc", "tier"); got["tier"] != "Basic" {
		t.Errorf("Extract(basicc) = %v, want Basic", got)
	}
	// Normalize, what every engine's values go through, forgives alike
	s := a.Slot("tier")
	for raw, want := range map[string]string{"basicc": "Basic", "basix": "", "Xfle": "Xfel"} {
		got, err := s.Normalize(raw, nil)
		if (want == "") != (err != nil) || got != want {
			t.Errorf("Normalize(%q) = %q, %v; want %q", raw, got, err, want)
		}
	}
}

// "2" read as "to" between an amount and an account id, and a cue without
// its vowels or with one typo: "snd 20 2 1234324".
func TestExtractShorthandTransfer(t *testing.T) {
	t.Parallel()
	a := bank.Domain().Agent("transfer_money")
	for text, want := range map[string]map[string]string{
		"snd 45 2 7654321":          {"amount": "45", "destination": "7654321"},
		"trnsfr 300 2 7654321":      {"amount": "300", "destination": "7654321"},
		"sned 15 dollars 2 1234324": {"amount": "15 dollars", "destination": "1234324"},
		"send 2 to 1234324":         {"amount": "2", "destination": "1234324"},
		// no cue, but the number right before "to" and the account is the
		// amount said with where it goes
		"pyy 30 to 1234324": {"amount": "30", "destination": "1234324"},
	} {
		if got := agents.Extract(a, text, ""); !maps.Equal(got, want) {
			t.Errorf("Extract(%q) = %v, want %v", text, got, want)
		}
	}
}
