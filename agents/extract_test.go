package agents_test

import (
	"maps"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/bank"
	"github.com/concierge-dev/concierge/agents/insurance"
	"github.com/concierge-dev/concierge/agents/reading"
)

// extractCase is one Extract call on a bank agent and the exact values it
// must find.
type extractCase struct {
	name  string
	agent string
	text  string
	asked string
	want  map[string]string
}

// bankExtractCases are shared with the fuzz target's seed corpus.
var bankExtractCases = []extractCase{
	// transfer_money: destination and amount in free phrasings
	{"send amount to id", "transfer_money", "send 200 to 1234324", "", map[string]string{"amount": "200", "destination": "1234324"}},
	{"marked amount, cued account", "transfer_money", "transfer $1,500.25 to account 9876543", "", map[string]string{"amount": "$1,500.25", "destination": "9876543"}},
	{"answer with cue when asked destination", "transfer_money", "To account ID 1234324", "destination", map[string]string{"destination": "1234324"}},
	{"bare id when asked destination", "transfer_money", "1234324", "destination", map[string]string{"destination": "1234324"}},
	{"bare number when asked amount", "transfer_money", "500", "amount", map[string]string{"amount": "500"}},
	{"bare decimal when asked amount", "transfer_money", "12.50", "amount", map[string]string{"amount": "12.50"}},
	{"dollars word", "transfer_money", "10000 dollars to 1234324", "", map[string]string{"amount": "10000 dollars", "destination": "1234324"}},
	{"no amount given", "transfer_money", "transfer to 1234324", "", map[string]string{"destination": "1234324"}},
	{"no amount given, asked destination", "transfer_money", "transfer to 1234324", "destination", map[string]string{"destination": "1234324"}},
	{"no amount given, asked amount", "transfer_money", "transfer to 1234324", "amount", map[string]string{"destination": "1234324"}},
	{"new destination while asked amount", "transfer_money", "actually, transfer to 7654321 instead", "amount", map[string]string{"destination": "7654321"}},
	{"wire to, asked amount", "transfer_money", "wire to 7654321", "amount", map[string]string{"destination": "7654321"}},
	{"amount by cue while asked destination", "transfer_money", "make it 300", "destination", map[string]string{"amount": "300"}},
	{"amount by cue unasked", "transfer_money", "make it 300", "", map[string]string{"amount": "300"}},
	{"amount by cue when asked amount", "transfer_money", "change it to $75", "amount", map[string]string{"amount": "$75"}},
	{"marked amount while asked destination", "transfer_money", "$200", "destination", map[string]string{"amount": "$200"}},
	{"bare number unasked is not an amount", "transfer_money", "200", "destination", map[string]string{}},
	{"amount is", "transfer_money", "the amount is 75.50", "destination", map[string]string{"amount": "75.50"}},
	{"both with dollars and account", "transfer_money", "send 200 dollars to account 1234324", "", map[string]string{"amount": "200 dollars", "destination": "1234324"}},
	{"from account named", "transfer_money", "transfer 200 from checking to 1234324", "", map[string]string{"amount": "200", "destination": "1234324"}},
	{"destination first", "transfer_money", "to 1234324 send 500", "", map[string]string{"amount": "500", "destination": "1234324"}},
	{"pay", "transfer_money", "pay 50 to 12345", "", map[string]string{"amount": "50", "destination": "12345"}},
	{"destination words are not an id", "transfer_money", "send 200 to my account", "", map[string]string{"amount": "200"}},
	{"digression gives nothing", "transfer_money", "what's the price of AAPL?", "amount", map[string]string{}},
	{"no id in words", "transfer_money", "I want to send money to my friend", "destination", map[string]string{}},

	// authenticate: username answers, cued or asked
	{"bare username", "authenticate", "seldo", "username", map[string]string{"username": "seldo"}},
	{"it's username", "authenticate", "it's seldo", "username", map[string]string{"username": "seldo"}},
	{"filler and punctuation", "authenticate", "ok, it is seldo.", "username", map[string]string{"username": "seldo"}},
	{"my username is", "authenticate", "my username is seldo", "username", map[string]string{"username": "seldo"}},
	{"my username is, unasked", "authenticate", "my username is seldo", "", map[string]string{"username": "seldo"}},
	{"a denied amount", "transfer_money", "not 500", "amount", map[string]string{}},
	{"a denied amount and its cue", "transfer_money", "don't send 500", "amount", map[string]string{}},
	{"a denied amount, then the one meant", "transfer_money", "not 500, 600", "amount", map[string]string{"amount": "600"}},
	{"a percentage is no amount", "transfer_money", "10%", "amount", map[string]string{}},
	{"a denied account id", "transfer_money", "not 1234324 but 7654321", "destination", map[string]string{"destination": "7654321"}},
	{"an amount in words after its cue", "transfer_money", "send two hundred to 1234324", "", map[string]string{"amount": "two hundred", "destination": "1234324"}},
	{"an amount in words with and", "transfer_money", "send one hundred and twenty dollars to 1234324", "", map[string]string{"amount": "one hundred and twenty dollars", "destination": "1234324"}},
	{"twelve hundred", "transfer_money", "transfer twelve hundred to 1234324", "", map[string]string{"amount": "twelve hundred", "destination": "1234324"}},
	{"an article is no amount", "transfer_money", "send a transfer to 1234324", "", map[string]string{"destination": "1234324"}},
	{"dollars and cents", "transfer_money", "transfer 100 dollars and 50 cents to 1234324", "", map[string]string{"amount": "100 dollars and 50 cents", "destination": "1234324"}},
	{"a misspelt cue", "transfer_money", "tranfer 200 from savings to 1234324", "", map[string]string{"amount": "200", "destination": "1234324"}},
	{"yes is no username", "authenticate", "yes", "username", map[string]string{}},
	{"login and a name", "authenticate", "login seldo", "", map[string]string{"username": "seldo"}},
	{"log in and no name", "authenticate", "log in please", "", map[string]string{}},
	{"value before its cue", "authenticate", "seldo is my username", "username", map[string]string{"username": "seldo"}},
	{"value before its cue, unasked", "authenticate", "ok, seldo is my user name", "", map[string]string{"username": "seldo"}},
	{"value before the account id cue", "transfer_money", "1234324 is the account id", "amount", map[string]string{"destination": "1234324"}},
	{"log in as, unasked", "authenticate", "log in as seldo", "", map[string]string{"username": "seldo"}},
	{"sign in as, unasked", "authenticate", "please sign in as ada", "", map[string]string{"username": "ada"}},
	{"user cue", "authenticate", "user seldo", "", map[string]string{"username": "seldo"}},
	{"username and password in one go", "authenticate", "my username is seldo and my password is monkey", "username", map[string]string{"username": "seldo"}},
	{"long sentence is no answer", "authenticate", "I would really like to know what time the bank opens tomorrow", "username", map[string]string{}},
	{"unasked bare word is no answer", "authenticate", "seldo", "", map[string]string{}},
	{"log me in is no username", "authenticate", "log me in", "", map[string]string{}},

	// account_balance: enum by word
	{"savings named", "account_balance", "check my savings balance", "", map[string]string{"account": "Savings"}},
	{"choice answer", "account_balance", "Checking", "account", map[string]string{"account": "Checking"}},
	{"alias answer", "account_balance", "chequing please", "account", map[string]string{"account": "Checking"}},
	{"two choices named", "account_balance", "checking and savings", "account", map[string]string{}},
	{"two choices named unasked", "account_balance", "what's in checking or savings?", "", map[string]string{}},
	{"no choice named", "account_balance", "check my balance", "", map[string]string{}},

	// stock_lookup: company names and symbols
	{"company name", "stock_lookup", "what is the price of apple?", "", map[string]string{"company": "AAPL"}},
	{"symbol", "stock_lookup", "tell me the MSFT price", "", map[string]string{"company": "MSFT"}},
	{"symbol lower case", "stock_lookup", "how is nvda doing", "", map[string]string{"company": "NVDA"}},
	{"alias answer", "stock_lookup", "chase", "company", map[string]string{"company": "JPM"}},
	{"two-word alias", "stock_lookup", "jp morgan please", "company", map[string]string{"company": "JPM"}},
	{"unknown company", "stock_lookup", "acme corp", "company", map[string]string{}},
	{"name inside another word", "stock_lookup", "pineapple prices", "", map[string]string{}},
}

func TestExtractBank(t *testing.T) {
	t.Parallel()
	d := bank.Domain()
	for _, tt := range bankExtractCases {
		t.Run(tt.agent+"/"+tt.name, func(t *testing.T) {
			t.Parallel()
			a := d.Agent(tt.agent)
			if a == nil {
				t.Fatalf("no agent %s", tt.agent)
			}
			got := agents.Extract(a, tt.text, tt.asked)
			if !maps.Equal(got, tt.want) {
				t.Fatalf("Extract(%s, %q, asked %q) = %v, want %v", tt.agent, tt.text, tt.asked, got, tt.want)
			}
		})
	}
}

// The values Extract finds for the bank must pass the slot's own check,
// so the loop accepts what the offline engine reads.
func TestExtractBankValuesNormalize(t *testing.T) {
	t.Parallel()
	d := bank.Domain()
	facts := agents.Facts{"account_id": "1234567890", "account_name": "Savings", "account_balance": "50000.00"}
	for _, tt := range bankExtractCases {
		a := d.Agent(tt.agent)
		for name, v := range tt.want {
			if _, err := a.Slot(name).Normalize(v, facts); err != nil {
				t.Errorf("%s: %s value %q does not normalise: %v", tt.name, name, v, err)
			}
		}
	}
}

// Secret slots are never read by Extract, whether asked, cued or typed bare.
func TestExtractNeverReadsSecrets(t *testing.T) {
	t.Parallel()
	auth := bank.Domain().Agent("authenticate")
	for _, tt := range []struct{ text, asked string }{
		{"monkey", "password"},
		{"my password is monkey", "password"},
		{"my password is monkey", ""},
		{"password: ••••••", "username"}, // the loop masks a clear secret before Extract sees it
		{"my username is seldo and my password is monkey", "password"},
		{"passcode = 1234", "password"},
	} {
		got := agents.Extract(auth, tt.text, tt.asked)
		if _, ok := got["password"]; ok {
			t.Errorf("Extract(%q, asked %q) read the password: %v", tt.text, tt.asked, got)
		}
		for k, v := range got {
			if strings.Contains(v, "monkey") {
				t.Errorf("Extract(%q, asked %q) leaked the secret into %s=%q", tt.text, tt.asked, k, v)
			}
		}
	}
}

// TestExtractOneWordQuestion documents a bug: shortAnswer means to refuse
// questions (it tests for "?"), but trims the "?" off first, so a one-word
// question asked back becomes the username.
func TestExtractOneWordQuestion(t *testing.T) {
	t.Parallel()
	auth := bank.Domain().Agent("authenticate")
	for _, text := range []string{"why?", "what?", "huh?", "who is asking?"} {
		t.Run(text, func(t *testing.T) {
			t.Parallel()
			if got := agents.Extract(auth, text, "username"); len(got) != 0 {
				t.Fatalf("Extract(%q, asked username) = %v, want nothing", text, got)
			}
		})
	}
}

// A minus in any spelling stays with the amount, so the slot's check
// refuses it: "send minus 50" must never move $50.
func TestExtractKeepsTheSign(t *testing.T) {
	t.Parallel()
	tm := bank.Domain().Agent("transfer_money")
	facts := agents.Facts{"account_id": "1234567890", "account_name": "Checking", "account_balance": "1000.00"}
	for _, tt := range []struct{ text, asked, want string }{
		{"send -50 to 1234324", "", "-50"},
		{"send minus 50 to 1234324", "", "minus 50"},
		{"send negative 50 dollars to 1234324", "", "negative 50 dollars"},
		{"send −50 to 1234324", "", "−50"},
		{"make it - 50", "amount", "- 50"},
		{"-$20", "amount", "-$20"},
		{"minus 20", "amount", "minus 20"},
	} {
		got := agents.Extract(tm, tt.text, tt.asked)
		if got["amount"] != tt.want {
			t.Errorf("Extract(%q, asked %q) amount = %q, want %q", tt.text, tt.asked, got["amount"], tt.want)
			continue
		}
		if v, err := tm.Slot("amount").Normalize(got["amount"], facts); err == nil {
			t.Errorf("amount %q from %q normalised to %q, want a refusal", got["amount"], tt.text, v)
		}
	}
}

// TestExtractUnicodeCaseFolding documents a bug: Extract finds cues in
// strings.ToLower(text) and slices the original text with those offsets,
// but lower-casing changes the byte length of some text (Ⱥ grows from 2 to
// 3 bytes, an invalid byte becomes the 3-byte U+FFFD, İ and the Kelvin sign
// shrink). The offsets then point at the wrong place: the wrong value is
// read, or the slice runs off the end and panics. FuzzExtract found the
// invalid-UTF-8 panic (testdata/fuzz/FuzzExtract/de98c9e8a38283ca).
func TestExtractUnicodeCaseFolding(t *testing.T) {
	t.Parallel()
	d := bank.Domain()
	for _, tt := range []struct {
		name, agent, text string
		want              map[string]string
	}{
		// panics: slice bounds out of range [35:27]
		{"growing letters panic", "transfer_money", strings.Repeat("Ⱥ", 10) + " send 5", map[string]string{"amount": "5"}},
		// panics: slice bounds out of range [37:35]
		// (an invalid byte is not a word character, so the first run of
		// digits is a whole account id)
		{"invalid UTF-8 panics", "transfer_money", "000000000000000\xbe000000000000000 pAY", map[string]string{"destination": "000000000000000"}},
		// got username "do"
		{"growing letters misread", "authenticate", "ȺȺȺȺ user seldo", map[string]string{"username": "seldo"}},
		// got nothing: the amount cue is misread
		{"shrinking letters misread", "transfer_money", strings.Repeat("İ", 10) + " send 5", map[string]string{"amount": "5"}},
		// got only the destination
		{"Kelvin sign misread", "transfer_money", "\u212a\u212a\u212a send 200 to 1234324", map[string]string{"amount": "200", "destination": "1234324"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got := agents.Extract(d.Agent(tt.agent), tt.text, "")
			if !maps.Equal(got, tt.want) {
				t.Fatalf("Extract(%q) = %v, want %v", tt.text, got, tt.want)
			}
		})
	}
}

// R27: negation and correction — the last affirmed value wins.
func TestNegationAndCorrection(t *testing.T) {
	t.Parallel()
	bk, ins := bank.Domain(), insurance.Domain()
	for _, tc := range []struct {
		a    *agents.Agent
		text string
		want string // "" for no value
	}{
		{bk.Agent("account_balance"), "not savings, checking", "Checking"},
		{bk.Agent("account_balance"), "savings, no wait, checking", "Checking"},
		{bk.Agent("account_balance"), "checking - actually savings", "Savings"},
		{bk.Agent("account_balance"), "checking and savings", ""},
		{bk.Agent("account_balance"), "not checking", ""},
		{bk.Agent("account_balance"), "no, savings", "Savings"},
		{bk.Agent("account_balance"), "no the savings one", "Savings"},
		{bk.Agent("account_balance"), "checking, no, savings", "Savings"},
		{ins.Agent("SmartStrategy"), "no, partner", "partner"},
		{ins.Agent("SmartStrategy"), "I'm not internal staff but a partner", "partner"},
		{ins.Agent("SmartStrategy"), "I'm not internal, I'm a partner", "partner"},
		{ins.Agent("SmartStrategy"), "I am not a partner, I'm an internal employee", "internal"},
	} {
		got := agents.Extract(tc.a, tc.text, tc.a.Slots[0].Name)[tc.a.Slots[0].Name]
		if !strings.EqualFold(got, tc.want) {
			t.Errorf("%s %q = %q, want %q", tc.a.Name, tc.text, got, tc.want)
		}
	}
}

// R27: "50 cents" is fifty cents wherever it is said.
func TestExtractCents(t *testing.T) {
	t.Parallel()
	a := bank.Domain().Agent("transfer_money")
	for _, tc := range []struct{ text, asked string }{{"send 50 cents to 7654321", ""}, {"50 cents", "amount"}} {
		raw := agents.Extract(a, tc.text, tc.asked)["amount"]
		if c, err := reading.ParseMoney(raw); err != nil || c.Plain() != "0.50" {
			t.Errorf("%q → %q → %s, %v", tc.text, raw, c.Plain(), err)
		}
	}
}

// A word about when or how after a sign-in cue names nobody ("log in now"
// once gave the username "w": the connector "no" read inside "now", and
// "log in as nowak" the username "wak").
func TestExtractSignInCueWithoutAName(t *testing.T) {
	t.Parallel()
	d := bank.Domain()
	for _, text := range []string{"log in now", "pls sign in quickly", "login again", "log in asap", "log in now please"} {
		if got := agents.Extract(d.Agent("authenticate"), text, ""); got["username"] != "" {
			t.Errorf("Extract(%q) = %v: no username was said", text, got)
		}
	}
	if got := agents.Extract(d.Agent("authenticate"), "log in as nowak", ""); got["username"] != "nowak" {
		t.Errorf(`Extract("log in as nowak") = %v, want username nowak`, got)
	}
}
