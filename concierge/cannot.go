package concierge

// What the product cannot do (R50's cannot_handle): a request whose main
// verb and object are outside every agent's work — buying shares, paying
// a bill, opening an account, filing a claim, emailing a document,
// changing an address — is said plainly with the closest thing an agent
// does ("I can't buy or sell shares here. I can look up a stock price."),
// instead of being routed to the agent whose words it shares. Where the
// message also asks for something an agent does, that part runs.

import (
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// outOfScope is one kind of work people ask a concierge for that may be
// nobody's here: the verbs that ask for it (said first in the clause),
// the objects that make it that work, and how a sentence names it.
type outOfScope struct {
	what    string // "buy or sell shares"
	verbs   []string
	objects []string
}

// outOfScopes are the kinds, held as data. A kind any agent of the domain
// declares (a verb and an object of it in its description, task or
// examples) is that agent's work, and is left to the router.
var outOfScopes = []outOfScope{
	{"buy or sell shares", []string{"buy", "buying", "bought", "purchase", "purchasing", "sell", "selling", "sold", "trade", "trading", "invest", "investing", "short", "shorting"},
		[]string{"share", "shares", "stock", "stocks", "equities", "etf", "etfs", "crypto", "cryptocurrency", "cryptocurrencies", "bitcoin", "bitcoins", "btc", "ethereum", "eth", "dogecoin", "doge", "solana", "coins", "nft", "nfts", "gold", "options", "bonds", "fund", "funds", "index", "tesla", "apple", "tsla", "aapl", "msft"}},
	{"pay bills", []string{"pay", "paying", "settle", "settling"},
		[]string{"bill", "bills", "invoice", "invoices", "electricity", "electric", "gas", "water", "utility", "utilities", "phone", "internet", "mortgage", "loan", "credit", "taxes", "tax", "fine", "ticket", "subscription"}},
	{"file or lodge a claim", []string{"file", "filing", "lodge", "lodging", "submit", "submitting", "start", "open", "raise", "register", "make", "report", "create"},
		[]string{"claim", "claims", "accident", "incident", "theft"}},
	{"open or close accounts", []string{"open", "opening", "close", "closing", "create", "set", "setup", "start", "make"},
		[]string{"account", "accounts"}},
	{"apply for a loan, a card or a mortgage", []string{"apply", "applying", "approve", "increase", "raise", "extend"},
		[]string{"loan", "loans", "mortgage", "overdraft", "credit", "limit", "card"}},
	{"send documents by email or post", []string{"email", "e-mail", "mail", "post", "fax", "text", "sms", "send", "forward", "print"},
		[]string{"letter", "letters", "statement", "statements", "receipt", "receipts", "document", "documents", "pdf", "copy", "it", "me", "customer", "them", "him", "her", "email"}},
	{"change your personal details", []string{"change", "changing", "update", "updating", "edit"},
		[]string{"address", "phone", "email", "surname", "postcode", "contact", "personal"}},
	{"block, freeze or replace a card", []string{"block", "freeze", "replace", "unblock", "unfreeze", "order", "activate", "cancel"},
		[]string{"card", "cards", "debit"}},
	{"set up recurring payments", []string{"set", "setup", "create", "schedule", "arrange", "start"},
		[]string{"direct", "debit", "standing", "recurring", "automatic", "autopay", "repeating"}},
	{"take out a loan or a mortgage", []string{"get", "take", "borrow"},
		[]string{"loan", "loans", "mortgage", "overdraft"}},
	{"exchange currency", []string{"exchange", "convert", "swap", "change"},
		[]string{"currency", "currencies", "eur", "euro", "euros", "gbp", "pounds", "yen", "pesos", "rupees", "foreign"}},
	{"withdraw or deposit cash or cheques", []string{"withdraw", "withdrawing", "deposit", "depositing", "cash"},
		[]string{"cash", "cheque", "cheques", "check", "atm", "money", "coins"}},
	{"approve, pay out or reopen a claim", []string{"approve", "accept", "pay", "payout", "settle", "reopen", "appeal", "reimburse"},
		[]string{"claim", "claims", "out", "claimant", "customer"}},
	{"buy, change or cancel a policy", []string{"cancel", "renew", "change", "update", "buy", "get", "upgrade", "extend", "quote"},
		[]string{"policy", "policies", "cover", "coverage", "quote", "premium", "excess", "insurance"}},
	{"book appointments or call people", []string{"book", "schedule", "call", "ring", "arrange"},
		[]string{"appointment", "meeting", "me", "back", "advisor", "adviser", "someone", "assessor"}},
}

// objectReach is how many words after the verb its object may stand
// ("pay my electricity bill", "send the decline letter").
const objectReach = 4

// framing are the words that put a request before its verb ("can you",
// "what about", "i'd like to").
var framing = sync.OnceValue(func() map[string]bool {
	return map[string]bool{"can": true, "could": true, "would": true, "will": true, "u": true, "you": true, "ya": true,
		"please": true, "pls": true, "plz": true, "i": true, "id": true, "i'd": true, "like": true, "want": true, "wanna": true,
		"need": true, "to": true, "what": true, "about": true, "how": true, "help": true, "me": true, "and": true, "also": true,
		"then": true, "just": true, "do": true, "is": true, "it": true, "possible": true, "ok": true, "okay": true, "hey": true,
		"so": true, "for": true, "would've": true, "lets": true, "let's": true, "let": true, "im": true, "trying": true, "try": true,
		"go": true, "ahead": true, "and/or": true, "now": true, "quickly": true, "quick": true, "kindly": true, "hi": true, "hello": true}
})

// cannotKind is the out-of-scope kind a clause asks for, nil when none:
// its verb the first word after the framing, an object of the kind close
// after it, and no agent of the domain declaring it.
func (e *Engine) cannotKind(clause string) *outOfScope {
	if d := e.depositKind(clause); d != nil {
		return d // "deposit 500 into my checking": money from outside (cannot_deposit.go)
	}
	if h := e.hoursKind(clause); h != nil {
		return h // "is the stock market open today" (cannot_hours.go)
	}
	k := kindOf(clause)
	if k == &seeHistory && e.sess.Pending.Approval != nil && onlyAboutTheCall(clause) {
		return nil // "did that already go through??" at the approval: it has not run (about_shown.go), no history asked (round 22's tester)
	}
	if k == &seeHistory && !e.keepsAccounts() && !historyOfMoney.MatchString(clause) {
		k = nil // "the client just gave me a policy no" in insurance: no payment asked about (ins32_history_elsewhere.go)
	}
	if k == &seeHistory && e.movesMoney() && pastPaymentAsked(clause) {
		return nil // "did my last payment actually go thru?": answered from the session (past_payment.go)
	}
	if k == sharesKind() && priceOfTrade(clause) {
		k = nil // "trading price of apple" (cannot_trade.go)
	}
	if k == nil {
		if tk := e.tradeKind(clause); tk != nil {
			return tk // "sell my meta", "invest 500 in nvidia" (cannot_trade.go)
		}
	}
	if m := e.moneyKind(clause); m != nil && (m == &moveMoney || k == nil || e.declares(k)) {
		return m // "send fifty bucks" where nobody keeps money (cannot_money.go)
	}
	if k != nil && !strongObject(k, clause) && !askedBack(k, clause) && e.transferSaid(clause) {
		k = nil // "pay 7654321 $2k out of savings": a transfer, not a claim paid out (cannot_transfer.go)
	}
	if k == nil || k == &seeHistory {
		if c := e.cardKind(clause); c != nil {
			return c // "my card got stolen", "a charge i don't recognise" (cannot_cards.go)
		}
	}
	if k == nil || e.declares(k) {
		return e.phrasedCannot(clause) // "letters for every claim jenny did" (cannot_claims.go)
	}
	return k
}

// kindOf is the out-of-scope kind a clause's words ask for, nil when none.
func kindOf(clause string) *outOfScope {
	words := reading.Words(clause)
	i := 0
	for i < len(words) && framing()[words[i]] {
		i++
	}
	if i >= len(words) {
		return nil
	}
	verb, after := words[i], words[i+1:min(len(words), i+1+objectReach)]
	if callNames(verb, after) {
		return nil // "call it board meeting": a name, not a phone call (cannot_naming.go)
	}
	for k := range outOfScopes {
		kind := &outOfScopes[k]
		if !inList(kind.verbs, verb) || !anyIn(kind.objects, after) {
			continue
		}
		if !inList(kind.objects, "letter") && anyIn([]string{"letter", "letters"}, after) {
			continue // "make letter for refuse claim": the verb is the letter's (issue 24 round 9)
		}
		if verb == "send" && !anyIn([]string{"letter", "letters", "statement", "statements", "receipt", "receipts", "document", "documents", "pdf", "copy", "email"}, after) {
			continue // "send 50 to 7654321" is a transfer; "send the letter by email" is not
		}
		return kind
	}
	return historyKind(clause, words) // "did my rent bounce?" (cannot_history.go)
}

// declares reports an agent of the domain that says, in its own words (a
// description, task or example), that it does the kind of work: then
// it is that agent's, and the router's to give.
func (e *Engine) declares(kind *outOfScope) bool {
	for _, a := range e.domain.Agents {
		for _, said := range append([]string{a.Description, a.Task, a.Intro}, a.Examples...) {
			for _, clause := range splitClauses(said) {
				if kindOf(clause) == kind {
					return true
				}
			}
		}
	}
	return false
}

// cannotDo is what a message asks that nobody here does, said as one
// sentence with the closest thing an agent does, and the rest of the
// message that an agent may do ("" when nothing); ok is false when the
// whole message is work for the agents.
func (e *Engine) cannotDo(t *turn, text string) (said, rest, what string, ok bool) {
	if e.answersAsked(t, text) {
		return "", "", "", false // "pay the electricity bill" typed as a note's text
	}
	if _, listed := listedItems(text); listed {
		return "", "", "", false // "to-do: renew passport, pay council tax": items, not requests
	}
	if e.labelsRecord(text) {
		return "", "", "", false // "heading: groceries. body: eggs and milk" (labelled_record.go)
	}
	var cannot []string
	var kinds []*outOfScope
	var others []string
	// the rest is kept as typed: its values ("claim 63MK17") are read
	// again from it, and must not come back lower-cased
	for _, clause := range read(text).TypedClauses() {
		k := e.cannotKind(strings.ToLower(clause))
		if k == nil && e.nothingInHand() {
			k = e.productKind(strings.ToLower(clause)) // "hi what are your mortgage rates" (cannot_products.go)
		}
		if k == nil && e.nothingInHand() {
			k = e.infoKind(strings.ToLower(clause)) // "what interest rate does my savings earn" (cannot_info.go)
		}
		if k != nil {
			cannot = append(cannot, strings.ToLower(clause))
			kinds = append(kinds, k)
			continue
		}
		if len(kinds) > 0 && kinds[len(kinds)-1] == sharesKind() && e.onlyInstruments(clause) {
			cannot[len(cannot)-1] += " and " + strings.ToLower(clause)
			continue // "sell my meta and ibm shares": the trade goes on (cannot_trade.go)
		}
		if len(kinds) > 0 && onlyPointsBack.MatchString(clause) {
			continue // "…, can you check that": the thing it cannot do, asked again
		}
		others = append(others, clause)
	}
	if len(kinds) == 0 {
		cannot, kinds, others = e.unownedClauses(text, others) // "…, and also check the weather" (cannot_unowned.go)
	}
	if len(kinds) == 0 {
		return "", "", "", false
	}
	rest = strings.Join(others, " and ")
	if rest != "" && (!e.newRequest(rest) || ownsValues(kinds[0]) && e.valuesOwner(rest) != nil) {
		rest = ""
	}
	closest := ""
	if best, ok := e.router.Best(strings.Join(cannot, " "), e.domain.Agents); ok && best.Agent.ExposeToUser {
		closest = best.Agent.TaskPhrase()
	} else if ranked := e.router.Score(strings.Join(cannot, " "), e.domain.Agents); len(ranked) > 0 && ranked[0].Score > 0 && ranked[0].Agent.ExposeToUser {
		closest = ranked[0].Agent.TaskPhrase()
	}
	if kinds[0] == &depositOutside {
		// where to pay it in, and the transfer between own accounts
		// offered; "…, not from savings" said with it asks nothing
		if read(rest).Mentions(reading.Negation) {
			rest = ""
		}
		return prompts.CannotDeposit(rest != ""), rest, kinds[0].what, true
	}
	if rest != "" && undoesMoneyNamed(rest) && e.undoesPast(rest) == nil {
		rest = "" // "…, please reverse the payment to 7654321": never a transfer to it (undo_money_named.go)
	}
	more := rest != "" && e.undoesPast(rest) == nil && !undoesMoneyNamed(rest) // answered, never "I'll do the rest"
	if advice := urgentAdvice()[kinds[0].what]; advice != "" {
		// "my card got stolen": who can, never a task that shares a word
		can := e.capabilityPhrases()
		if kinds[0].what == fraudWhat {
			can = nil // its advice offers the balance check (cannot_fraud.go)
		}
		return prompts.CannotDoAdvice(kinds[0].what, advice, can, more), rest, kinds[0].what, true
	}
	if kinds[0] == &moveMoney || kinds[0] == &seeBalances || isProductKind(kinds[0]) || kinds[0].what == "open or close accounts" {
		// nothing here is near money: what can be done, never a task named "nearest"
		return prompts.CannotDoHere(kinds[0].what, e.capabilityPhrases(), more), rest, kinds[0].what, true
	}
	if closest == "" {
		return prompts.CannotDoHere(kinds[0].what, e.capabilityPhrases(), more), rest, kinds[0].what, true // "i want a mortgage": what can be done, not "say what can you do"
	}
	return prompts.CannotDo(kinds[0].what, closest, more), rest, kinds[0].what, true
}

func inList(list []string, w string) bool {
	for _, l := range list {
		if l == w {
			return true
		}
	}
	return false
}

func anyIn(list, words []string) bool {
	for _, w := range words {
		if inList(list, w) {
			return true
		}
	}
	return false
}

// cannotAnswered reads work nobody here does in a request queued for later
// and answers it as the loop would (turn_read_cancel.go); ok is false for
// any other request.
func (e *Engine) cannotAnswered(t *turn, text string) (step, bool) {
	said, rest, what, ok := e.cannotDo(t, text)
	if !ok {
		return stop, false
	}
	e.note(state.NoteRoute, "Read as: cannot_handle — no agent here can "+what)
	return e.answerCannot(t, said, rest), true
}

// answerCannot says what the message asks that nobody here does (said),
// and goes on with the part an agent does (rest), if any.
func (e *Engine) answerCannot(t *turn, said, rest string) step {
	if rest != "" {
		t.say(said)
		return handleStep(rest)
	}
	e.speak(t, agents.ConciergeName, join(said, e.pendingSummary(t)))
	return stop
}
