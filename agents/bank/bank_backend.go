package bank

import (
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// The fake bank of seed 001. Its balances live in a ledger outside every
// session ("balance:<account id>" → dollars), shared by the sessions of a
// data dir, as a real bank's would: a rolled-back or resumed session can
// never undo a transfer, and a second run of one would show (R42). Every
// function re-checks its own preconditions: the bank trusts no caller,
// not even the loop.

type bankAccount struct{ Name, ID string }

type bankUser struct {
	password string
	accounts []bankAccount
}

var bankUsers = map[string]bankUser{
	"seldo": {password: "monkey", accounts: []bankAccount{{"Checking", "1234567890"}, {"Savings", "2345678901"}}},
	"ada":   {password: "lovelace", accounts: []bankAccount{{"Checking", "3456789012"}, {"Savings", "4567890123"}}},
}

// opening balances, in cents, for accounts the session has not touched yet.
var bankOpening = map[string]reading.Cents{
	"1234567890": 100000, "2345678901": 500000,
	"3456789012": 250000, "4567890123": 12000,
}

var (
	errUnknownUser   = errors.New("there is no user with that name")
	errWrongPassword = errors.New("the password is wrong")
)

// bankLogin checks a username and password.
func bankLogin(username, password string) error {
	u, ok := bankUsers[strings.ToLower(username)]
	if !ok {
		return errUnknownUser
	}
	if u.password != password {
		return errWrongPassword
	}
	return nil
}

// bankKnownSecret reports a password of a user of the books, as typed:
// passwords are exact ("Monkey" is another word).
func bankKnownSecret(v string) bool {
	for _, u := range bankUsers {
		if u.password != "" && subtle.ConstantTimeCompare([]byte(u.password), []byte(v)) == 1 {
			return true
		}
	}
	return false
}

// loginTries wrong tries lock a username for loginLock, counted by the
// bank (in its ledger) across logins and sessions, not by the chat: a new
// login never buys new guesses (R29).
const (
	loginTries = 3
	loginLock  = 60 * time.Second
)

// loginRefused is a failed login: the same for a wrong username and a
// wrong password, so that nobody learns which names exist (R29).
type loginRefused struct {
	Left   int  // tries left before the lock
	Locked bool // the username is locked now
}

func (e *loginRefused) Error() string {
	if e.Locked {
		return "too many wrong tries: the login is locked for a while"
	}
	return "the username and password do not match"
}

// bankCheckLogin checks a login against the bank's books: a locked name
// is refused whatever the password, and every wrong try counts.
func bankCheckLogin(env agents.ToolEnv, username, password string) error {
	user := loginKey(username)
	now := env.Time()
	var refused *loginRefused
	err := env.Ledger.Update(func(tx state.LedgerTx) error {
		if until, ok := tx.Get(user + ":locked_until"); ok {
			if t, err := time.Parse(time.RFC3339Nano, until); err == nil && now.Before(t) {
				refused = &loginRefused{Locked: true}
				return nil
			}
		}
		fails := 0
		if v, ok := tx.Get(user + ":fails"); ok {
			fails, _ = strconv.Atoi(v)
		}
		if bankLogin(username, password) == nil {
			tx.Set(user+":fails", "0")
			return nil
		}
		fails++
		if fails >= loginTries {
			tx.Set(user+":locked_until", now.Add(loginLock).Format(time.RFC3339Nano))
			tx.Set(user+":fails", "0")
			refused = &loginRefused{Locked: true}
			return nil
		}
		tx.Set(user+":fails", strconv.Itoa(fails))
		refused = &loginRefused{Left: loginTries - fails}
		return nil
	})
	if err != nil {
		return err
	}
	if refused != nil {
		return refused
	}
	return nil
}

// loginKey is where the books count a username's tries: a digest of the
// name, not the name, since what was typed as a username may have been the
// password ("monkey seldo", R55), and the books are stored.
func loginKey(username string) string {
	sum := sha256.Sum256([]byte(strings.ToLower(username)))
	return "login:" + hex.EncodeToString(sum[:12])
}

// bankAccountID finds the id of the logged-in user's account by name.
func bankAccountID(f agents.Facts, name string) (string, error) {
	if !f.Bool("authenticated") {
		return "", errors.New("not logged in")
	}
	u := bankUsers[strings.ToLower(f["username"])]
	for _, a := range u.accounts {
		if strings.EqualFold(a.Name, name) {
			return a.ID, nil
		}
	}
	return "", fmt.Errorf("%s has no account called %q", f["username"], name)
}

// bankAccountName is the name of one of the logged-in user's accounts.
func bankAccountName(f agents.Facts, id string) string {
	u := bankUsers[strings.ToLower(f["username"])]
	for _, a := range u.accounts {
		if a.ID == id {
			return a.Name
		}
	}
	return "account"
}

// bankOwns reports whether the logged-in user owns the account.
func bankOwns(f agents.Facts, id string) bool {
	u := bankUsers[strings.ToLower(f["username"])]
	for _, a := range u.accounts {
		if a.ID == id {
			return true
		}
	}
	return false
}

// balanceIn reads an account's balance inside a ledger transaction;
// accounts the ledger has not seen yet have their opening balance.
func balanceIn(tx state.LedgerTx, id string) reading.Cents {
	if v, ok := tx.Get("balance:" + id); ok {
		if c, err := reading.ParseMoney(v); err == nil {
			return c
		}
	}
	return bankOpening[id]
}

// bankBalance reads an account's balance.
func bankBalance(l state.Ledger, id string) (reading.Cents, error) {
	var c reading.Cents
	err := l.Update(func(tx state.LedgerTx) error {
		c = balanceIn(tx, id)
		return nil
	})
	return c, err
}

// bankTransfer moves money from an account of the logged-in user, in one
// ledger transaction, and returns the source's balance after it.
func bankTransfer(f agents.Facts, l state.Ledger, from, to string, amount reading.Cents) (reading.Cents, error) {
	switch {
	case !f.Bool("authenticated"):
		return 0, errors.New("transfer refused: not logged in")
	case !bankOwns(f, from):
		return 0, errors.New("transfer refused: the source account is not yours")
	case amount <= 0:
		return 0, errors.New("transfer refused: the amount must be more than zero")
	case from == to:
		return 0, errors.New("transfer refused: the source and destination are the same account")
	}
	var left reading.Cents
	err := l.Update(func(tx state.LedgerTx) error {
		have := balanceIn(tx, from)
		if amount > have {
			return fmt.Errorf("transfer refused: %s is more than the balance of %s", amount, have)
		}
		left = have - amount
		tx.Set("balance:"+from, left.Plain())
		tx.Set("balance:"+to, (balanceIn(tx, to) + amount).Plain())
		return nil
	})
	return left, err
}

// stockQuote is one row of the built-in quote table.
type stockQuote struct {
	Symbol, Company string
	Aliases         []string
	Price           reading.Cents
}

var stockQuotes = []stockQuote{
	{"AAPL", "Apple Inc.", []string{"apple"}, 18984},
	{"MSFT", "Microsoft Corporation", []string{"microsoft"}, 41550},
	{"GOOGL", "Alphabet Inc.", []string{"alphabet", "google", "goog"}, 17263}, // "goog": its class C ticker, as people type it (cls24)
	{"AMZN", "Amazon.com Inc.", []string{"amazon"}, 18507},
	{"TSLA", "Tesla Inc.", []string{"tesla"}, 24842},
	{"NVDA", "NVIDIA Corporation", []string{"nvidia"}, 12091},
	{"META", "Meta Platforms Inc.", []string{"meta", "facebook"}, 50512},
	{"NFLX", "Netflix Inc.", []string{"netflix"}, 65130},
	{"IBM", "International Business Machines", []string{"ibm"}, 18325},
	{"JPM", "JPMorgan Chase & Co.", []string{"jpmorgan", "jp morgan", "chase"}, 19870},
	// well-known tickers people ask for (issue 24 round 20: "AMD is
	// unknown"); none is an English word or shorter than three letters,
	// so that no word of a request is read as a company
	{"AMD", "Advanced Micro Devices Inc.", []string{"advanced micro devices"}, 16251},
	{"INTC", "Intel Corporation", []string{"intel"}, 3118},
	{"ORCL", "Oracle Corporation", []string{"oracle"}, 16842},
	{"CRM", "Salesforce Inc.", []string{"salesforce"}, 27305},
	{"ADBE", "Adobe Inc.", []string{"adobe"}, 48916},
	{"PYPL", "PayPal Holdings Inc.", []string{"paypal"}, 7244},
	{"CSCO", "Cisco Systems Inc.", []string{"cisco"}, 5791},
	{"QCOM", "Qualcomm Inc.", []string{"qualcomm"}, 16527},
	{"UBER", "Uber Technologies Inc.", []string{"uber"}, 7412},
	{"WMT", "Walmart Inc.", []string{"walmart"}, 8123},
	{"XOM", "Exxon Mobil Corporation", []string{"exxon", "exxonmobil", "exxon mobil"}, 11834},
	{"CVX", "Chevron Corporation", []string{"chevron"}, 15419},
	{"JNJ", "Johnson & Johnson", []string{"johnson and johnson"}, 15608},
	{"PFE", "Pfizer Inc.", []string{"pfizer"}, 2871},
	{"NKE", "Nike Inc.", []string{"nike"}, 7653},
	{"SBUX", "Starbucks Corporation", []string{"starbucks"}, 9477},
	{"PLTR", "Palantir Technologies Inc.", []string{"palantir"}, 6538},
	{"TSM", "Taiwan Semiconductor Manufacturing", []string{"tsmc", "taiwan semiconductor"}, 17952},
	{"BABA", "Alibaba Group", []string{"alibaba"}, 8469},
	{"ABNB", "Airbnb Inc.", []string{"airbnb"}, 13561},
	{"GME", "GameStop Corp.", []string{"gamestop"}, 2394},
	// asked in a list of oil majors (issue 24, cls24: "quotes for xom cvx
	// bp"); two letters, but no English word and no word of banking
	{"BP", "BP p.l.c.", []string{"british petroleum"}, 3512},
}

// stockSymbol finds the symbol for a company name or symbol.
func stockSymbol(name string) (stockQuote, error) {
	n := strings.ToLower(strings.TrimSpace(name))
	for _, q := range stockQuotes {
		if strings.EqualFold(q.Symbol, n) || strings.EqualFold(q.Company, n) {
			return q, nil
		}
		for _, a := range q.Aliases {
			if a == n {
				return q, nil
			}
		}
	}
	return stockQuote{}, fmt.Errorf("no listed company matches %q", name)
}

// stockChoices turns the quote table into enum choices for the company slot.
func stockChoices() []agents.Choice {
	out := make([]agents.Choice, len(stockQuotes))
	for i, q := range stockQuotes {
		out[i] = agents.Choice{Value: q.Symbol, Aliases: append([]string{q.Company}, q.Aliases...)}
	}
	return out
}

// stockSymbols lists the symbols, for hints.
func stockSymbols() string {
	s := make([]string, len(stockQuotes))
	for i, q := range stockQuotes {
		s[i] = q.Symbol
	}
	return strings.Join(s, ", ")
}
