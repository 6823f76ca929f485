// Package bank is the bank domain of seed 001 (R13): stock lookup,
// authentication, account balance and money transfer, declared as agents,
// over a fake bank whose books are a state.Ledger (bank_backend.go).
package bank

import (
	"errors"
	"fmt"
	"regexp"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// The bank domain of seed 001: stock lookup, authentication, account
// balance and money transfer, over the fake bank in bank_backend.go.

var (
	needAuthenticated = agents.Requirement{
		Name: "authenticated", Need: "authentication", By: "authenticate",
		Satisfied: func(f agents.Facts) bool { return f.Bool("authenticated") },
	}
	needBalanceChecked = agents.Requirement{
		Name: "balance_checked", Need: "a checked account balance", By: "account_balance",
		Satisfied: func(f agents.Facts) bool { return f.Bool("balance_checked") },
		// the account checked for a transfer is the one the money leaves
		Ask: "Which account should the money come from?",
		// with the amount when the request said it: "Which account should
		// the $50.00 come from: Checking or Savings?"
		AskValued: "Which account should the {amount} come from?",
		// said before the balance agent speaks: "To transfer money, first
		// I'll check that Checking has enough."
		First: "check that {account} has enough",
	}
)

// The bank registers itself, as any domain of a program does (R39).
func init() { agents.Register("bank", Domain) }

// Domain builds the bank domain, with fresh agents.
func Domain() *agents.Domain {
	return &agents.Domain{
		Name:      "bank",
		Greeting:  "Hi there! I'm the bank's concierge. Here is what I can help you with:",
		Again:     "Is there anything else I can help you with? I can help you with:",
		Closing:   "What would you like to do?",
		Agents:    []*agents.Agent{stockLookup(), authenticate(), accountBalance(), transferMoney()},
		Facts:     map[string]string{"authenticated": "false", "balance_checked": "false"},
		SignedOut: map[string]string{"authenticated": "false"},
		// "monkey" typed alone at the greeting is seldo's password: masked
		// at once, never echoed (issue 24)
		KnownSecret: bankKnownSecret,
	}
}

func stockLookup() *agents.Agent {
	return &agents.Agent{
		Name: "stock_lookup", Title: "Stock lookup", ExposeToUser: true,
		Intro: "Looking up a stock price", Task: "look up a stock price",
		Steps:       []string{"Look up the {company} stock price"},
		Description: "Looks up the current price of a stock or share by company name or ticker symbol.",
		Examples: []string{"look up a stock price", "what is the price of AAPL", "how much is Apple stock trading at",
			"stock quote for Microsoft", "share price", "ticker symbol"},
		Slots: []agents.Slot{{
			Name: "company", Label: "company or symbol", Kind: agents.KindEnum, Choices: stockChoices(),
			Question: "Which company or ticker symbol should I look up?",
			Hint:     "I have quotes for " + stockSymbols() + ".",
		}},
		Tools: []*agents.Tool{{
			Name: "search_for_stock_symbol", Description: "Find the ticker symbol of a company.",
			Params:   []agents.Param{{Name: "company", Description: "company name or symbol", Required: true}},
			Progress: func(a agents.Args) string { return "Searching for the symbol of " + a["company"] },
			Run: func(_ agents.ToolEnv, a agents.Args) (string, error) {
				q, err := stockSymbol(a["company"])
				return q.Symbol, err
			},
		}, {
			Name: "lookup_stock_price", Description: "Look up the current price of a ticker symbol.",
			Params:   []agents.Param{{Name: "symbol", Description: "ticker symbol, e.g. AAPL", Required: true}},
			Progress: func(a agents.Args) string { return "Looking up the price of " + a["symbol"] },
			Run: func(_ agents.ToolEnv, a agents.Args) (string, error) {
				q, err := stockSymbol(a["symbol"])
				return q.Price.Plain(), err
			},
		}},
		Act: func(t *agents.Turn) agents.Result {
			sym, err := t.Call("search_for_stock_symbol", agents.Args{"company": t.Slot("company")})
			if err != nil {
				return agents.Result{Reply: err.Error() + ".", Clear: []string{"company"}}
			}
			price, err := t.Call("lookup_stock_price", agents.Args{"symbol": sym})
			if err != nil {
				return agents.Result{Reply: err.Error() + ".", Clear: []string{"company"}}
			}
			q, _ := stockSymbol(sym)
			p, _ := reading.ParseMoney(price)
			if n := sharesAsked(t.Request); n > 0 {
				return agents.Done(sharesReply(sym, q.Company, p, n)) // "how much would 10 shares cost" (shares_quantity.go)
			}
			return agents.Done(fmt.Sprintf("%s (%s) is trading at %s.", sym, q.Company, p))
		},
	}
}

func authenticate() *agents.Agent {
	return &agents.Agent{
		Name: "authenticate", Title: "Authentication", ExposeToUser: true,
		Intro: "Authenticating you", Task: "log you in",
		Description: "Logs the user in to the bank with a username and password.",
		Examples:    []string{"login", "sign in", "authenticate me", "log me in to my account", "my username is"},
		Slots: []agents.Slot{{
			// no Fact: the username becomes a fact only when the login succeeds
			Name: "username", Kind: agents.KindText,
			Pattern:  regexp.MustCompile(`^[A-Za-z][A-Za-z0-9._-]{1,31}$`),
			Cues:     []string{"username", "user name", "user", "log in as", "login as", "sign in as", "logged in as", "log me in as", "log in", "login", "sign in", "my name is"},
			Question: "What is your username?",
			Hint:     "A username is one word, like seldo.",
		}, {
			Name: "password", Kind: agents.KindSecret, Cues: []string{"password", "passcode"},
			Question: "Please enter your password.",
		}},
		Tools: []*agents.Tool{{
			Name: "login", Description: "Log a user in to the bank.",
			Params: []agents.Param{
				{Name: "username", Description: "the username", Required: true},
				{Name: "password", Description: "the password", Required: true, Secret: true},
			},
			Progress: func(a agents.Args) string { return "Logging in " + a["username"] },
			Run: func(env agents.ToolEnv, a agents.Args) (string, error) {
				if err := bankCheckLogin(env, a["username"], a["password"]); err != nil {
					return "", err
				}
				if env.Facts["username"] != a["username"] {
					// another user: what was checked belongs to the last one
					for _, k := range []string{"account_name", "account_id", "account_balance"} {
						delete(env.Facts, k)
					}
					env.Facts.SetBool("balance_checked", false)
				}
				env.Facts["username"] = a["username"]
				env.Facts.SetBool("authenticated", true)
				return "logged in", nil
			},
		}},
		Start: func(t *agents.Turn) (agents.Result, bool) {
			// a login as someone else goes on; the same user is done already
			if u := t.Slots["username"]; t.Facts.Bool("authenticated") && (u == "" || strings.EqualFold(u, t.Facts["username"])) {
				return agents.Done("You're already logged in as " + t.Facts["username"] + "."), true
			}
			return agents.Result{}, false
		},
		Act: func(t *agents.Turn) agents.Result {
			user := t.Slot("username")
			_, err := t.Call("login", agents.Args{"username": user, "password": t.Slot("password")})
			if err == nil {
				return agents.Done("You're logged in as " + user + ".")
			}
			var refused *loginRefused
			if !errors.As(err, &refused) {
				return agents.Result{Reply: "The login did not go through: " + err.Error() + ".", Clear: []string{"password"}}
			}
			if refused.Locked {
				return agents.Abandon(fmt.Sprintf("Too many wrong tries: the login of %s is locked for a minute. Try again later.", user))
			}
			left := " (1 try left)"
			if refused.Left != 1 {
				left = fmt.Sprintf(" (%d tries left)", refused.Left)
			}
			// the same words for a wrong name and a wrong password (R29)
			return agents.Result{Reply: "That username and password don't match" + left + ".", Clear: []string{"password"}}
		},
	}
}

func accountBalance() *agents.Agent {
	return &agents.Agent{
		Name: "account_balance", Title: "Account balance", ExposeToUser: true,
		Intro: "Checking an account balance", Task: "check a balance",
		Steps:       []string{"Show the {account} balance"},
		Description: "Tells the balance of one of the user's bank accounts.",
		Examples:    []string{"check my balance", "what is my account balance", "how much money is in my savings", "show my checking balance"},
		Requires:    []agents.Requirement{needAuthenticated},
		Slots: []agents.Slot{{
			Name: "account", Label: "account", Kind: agents.KindEnum,
			Choices: []agents.Choice{
				{Value: "Checking", Aliases: []string{"chequing", "current account"}},
				{Value: "Savings", Aliases: []string{"saving", "savings account"}},
			},
			Question: "Which account would you like the balance of: Checking or Savings?",
			// said when the user asks what the accounts are ("whats the
			// difference between checking and savings?")
			Hint: "Checking is your everyday account, for payments and transfers; Savings is where money is put aside.",
			// "transfer 200 from savings to checking": the account the
			// money leaves is the one whose balance a transfer checks
			// "half my savings", "10% of my checking", "out of savings": a
			// share of a balance is a share of the source's
			// "off my savings", "from me savings" (issue 24 round 26)
			Cues: []string{"from my", "from the", "from", "out of my", "out of", "off my", "off of my", "from me", "balance of my", "balance of",
				"half my", "half of my", "all my", "all of my", "everything in my", "of my"},
		}},
		Tools: []*agents.Tool{{
			Name: "get_account_id", Description: "Find the id of one of the user's accounts by its name.",
			Params:   []agents.Param{{Name: "account_name", Description: "Checking or Savings", Enum: []string{"Checking", "Savings"}, Required: true}},
			Requires: []agents.Requirement{needAuthenticated},
			Progress: func(a agents.Args) string { return "Looking up the account ID for " + a["account_name"] },
			Run: func(env agents.ToolEnv, a agents.Args) (string, error) {
				return bankAccountID(env.Facts, a["account_name"])
			},
		}, {
			Name: "get_account_balance", Description: "Read the balance of one of the user's accounts.",
			Params:   []agents.Param{{Name: "account_id", Description: "the account id", Required: true}},
			Requires: []agents.Requirement{needAuthenticated},
			Progress: func(a agents.Args) string { return "Looking up the balance of " + a["account_id"] },
			Run: func(env agents.ToolEnv, a agents.Args) (string, error) {
				if !bankOwns(env.Facts, a["account_id"]) {
					return "", errors.New("that account is not yours")
				}
				c, err := bankBalance(env.Ledger, a["account_id"])
				if err != nil {
					return "", err
				}
				return c.Plain(), nil
			},
		}},
		Act: func(t *agents.Turn) agents.Result {
			name := t.Slot("account")
			id, err := t.Call("get_account_id", agents.Args{"account_name": name})
			if err != nil {
				return agents.Result{Reply: err.Error() + ".", Clear: []string{"account"}}
			}
			bal, err := t.Call("get_account_balance", agents.Args{"account_id": id})
			if err != nil {
				return agents.Result{Reply: err.Error() + ".", Clear: []string{"account"}}
			}
			t.Facts["account_name"], t.Facts["account_id"], t.Facts["account_balance"] = name, id, bal
			t.Facts.SetBool("balance_checked", true)
			c, _ := reading.ParseMoney(bal)
			return agents.Done(BalanceSentence(name, id, c.String()))
		},
	}
}

func transferMoney() *agents.Agent {
	return &agents.Agent{
		Name: "transfer_money", Title: "Money transfer", ExposeToUser: true,
		Intro: "Transferring money between accounts", Task: "transfer money",
		Steps:       []string{"Send {amount} from {account} to {destination}", "Send {amount} to {destination}", "Send {amount} from {account}", "Send {amount}", "Send money to {destination}"},
		Description: "Transfers money from the user's checked account to another account id.",
		Examples: []string{"transfer money", "send money to an account", "send 200 to 1234324", "wire money",
			"pay someone", "move money to another account", "make a transfer", "make a payment"},
		Requires: []agents.Requirement{needAuthenticated, needBalanceChecked},
		// the source is the account checked for this transfer (SPEC §15)
		Pins: []string{"account_id", "account_name", "account_balance"},
		Slots: []agents.Slot{{
			Name: "destination", Label: "destination account ID", Kind: agents.KindPattern,
			Pattern: regexp.MustCompile(`\b\d{5,17}\b`),
			Cues: []string{"to account id", "to account number", "to account", "to acct", "into account", "account id", "account number", "into", "to", "top up",
				"bump up", "bump", "top", "boost"}, // "bump savings by 75", "top savings up by 75": the account that grows
			Question: "Which account ID should I send the money to?",
			Hint:     "An account ID is 5 to 17 digits, like 1234324.",
			// "to my savings" is the user's own account of that name
			Named: []string{"checking", "chequing", "savings", "saving"},
			Resolve: func(name string, f agents.Facts) (string, error) {
				if name == "chequing" {
					name = "checking"
				}
				if name == "saving" {
					name = "savings"
				}
				return bankAccountID(f, name)
			},
			Check: func(v string, f agents.Facts) error {
				if v == f["account_id"] {
					return errors.New("that is the account the money comes from")
				}
				return nil
			},
		}, {
			Name: "amount", Label: "amount", Kind: agents.KindMoney,
			Cues: []string{"send", "transfer", "pay", "wire", "move", "amount of", "amount", "sum of", "make it", "change it to",
				"payment of", "transfer of", "up by", "by"}, // "bump savings by 75": the growth is the amount
			// "half my checking balance": worked out from the balance
			// checked for this transfer
			Share:    &agents.ShareOf{Amount: "account_balance", Name: "account_name"},
			Question: "How much would you like to transfer to {destination}?",
			Check: func(v string, f agents.Facts) error {
				amount, _ := reading.ParseMoney(v)
				if have, err := reading.ParseMoney(f["account_balance"]); err == nil && amount > have {
					return fmt.Errorf("%s is more than the %s balance of %s", amount, f["account_name"], have)
				}
				return nil
			},
		}},
		Tools: []*agents.Tool{{
			Name: "transfer", Description: "Move money from the user's account to another account.",
			Params: []agents.Param{
				{Name: "from_account_id", Description: "the user's account the money leaves", Required: true},
				{Name: "to_account_id", Description: "the account the money goes to", Required: true},
				{Name: "amount", Type: "number", Description: "the amount in dollars", Required: true},
			},
			Sensitive: true,
			Requires:  []agents.Requirement{needAuthenticated, needBalanceChecked},
			Progress: func(a agents.Args) string {
				return "Transferring " + a["amount"] + " from " + a["from_account_id"] + " to " + a["to_account_id"]
			},
			Summary: func(a agents.Args, f agents.Facts) string {
				amount, _ := reading.ParseMoney(a["amount"])
				to := a["to_account_id"]
				if bankOwns(f, to) {
					to = bankAccountName(f, to) + " (" + to + ")" // the user's own account, by name
				}
				return fmt.Sprintf("Transfer %s from %s (%s) to %s?", amount, bankAccountName(f, a["from_account_id"]), a["from_account_id"], to)
			},
			Run: func(env agents.ToolEnv, a agents.Args) (string, error) {
				amount, err := reading.ParseMoney(a["amount"])
				if err != nil {
					return "", err
				}
				left, err := bankTransfer(env.Facts, env.Ledger, a["from_account_id"], a["to_account_id"], amount)
				if err != nil {
					return "", err
				}
				if a["from_account_id"] == env.Facts["account_id"] {
					env.Facts["account_balance"] = left.Plain()
				}
				return left.Plain(), nil
			},
		}},
		Act: func(t *agents.Turn) agents.Result {
			amount, _ := reading.ParseMoney(t.Slot("amount"))
			to, from, fromName := t.Slot("destination"), t.Pinned("account_id"), t.Pinned("account_name")
			left, err := t.Call("transfer", agents.Args{"from_account_id": from, "to_account_id": to, "amount": amount.Plain()})
			if errors.Is(err, agents.ErrAwaitingApproval) {
				return agents.Result{}
			}
			if err != nil {
				return agents.Result{Reply: "The transfer did not go through: " + err.Error() + ".", Clear: []string{"amount"}}
			}
			l, _ := reading.ParseMoney(left)
			if bankOwns(t.Facts, to) {
				to = bankAccountName(t.Facts, to) + " (" + to + ")" // the user's own account, by name, as the summary said
			}
			res := agents.Done(fmt.Sprintf("Done: %s sent from %s (%s) to %s. Your %s balance is now %s.",
				amount, fromName, from, to, fromName, l))
			res.Artifact = &state.Artifact{
				Title: fmt.Sprintf("Transfer receipt: %s to %s", amount, to), Kind: "receipt",
				Body: fmt.Sprintf("Transfer receipt\n\nFrom:    %s (%s)\nTo:      %s\nAmount:  %s\nBalance: %s after the transfer\nBy:      %s",
					fromName, from, to, amount, l, t.Facts["username"]),
			}
			return res
		},
	}
}

// BalanceSentence tells an account's balance: "Your Checking account
// (1234567890) has a balance of $1,000.00." A name that says "account"
// already is not given a second one ("your Joint Account").
func BalanceSentence(name, id, balance string) string {
	return fmt.Sprintf("Your %s (%s) has a balance of %s.", AccountPhrase(name), id, balance)
}

// AccountPhrase is how a sentence names an account: "Checking account",
// "Joint Account", "Ada's account".
func AccountPhrase(name string) string {
	if f := strings.Fields(strings.ToLower(name)); len(f) > 0 && f[len(f)-1] == "account" {
		return name
	}
	return name + " account"
}
