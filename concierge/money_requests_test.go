package concierge

import (
	"strings"
	"testing"
)

// Several money moves in one message (R50, R7): each is a transfer of
// its own, queued and asked for its own approval — none is dropped in
// silence, and no plan is asked for requests of one agent.
func TestTwoTransfersInOneMessageQueue(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"pay 15 to 7654321 and 35 to 1234324",
		"transfer $15 to 7654321, then $35 to 1234324",
		"send 15 dollars to 7654321 and another 35 to 1234324",
		"wire 15 to account 7654321 plus 35 to account 1234324",
		"move 15 to 7654321 and 35 more to 1234324",
	} {
		e, rec := newBank(t, nil)
		loggedInWithBalance(t, e)
		say(t, e, line)
		if !strings.Contains(rec.lastReply(), "Transfer $15.00 from Checking (1234567890) to 7654321?") {
			t.Errorf("%q: first approval: %q", line, rec.lastReply())
			continue
		}
		say(t, e, "yes")
		if !strings.Contains(rec.lastReply(), "Transfer $35.00 from Checking (1234567890) to 1234324?") {
			t.Errorf("%q: the second transfer was not asked: %q", line, rec.lastReply())
			continue
		}
		say(t, e, "yes")
		if got := e.Fact("account_balance"); got != "950.00" {
			t.Errorf("%q: balance %s after both, want 950.00", line, got)
		}
		if containsIn(rec.replies(), "Here is my plan") {
			t.Errorf("%q: a plan was asked for two transfers", line)
		}
	}
}

// toDestinationQuestion brings a bank engine to the transfer's question
// "Which account ID should I send the money to?", Checking checked.
func toDestinationQuestion(t *testing.T) (*Engine, *recorder) {
	t.Helper()
	e, rec := newBank(t, nil)
	say(t, e, "i have to pay somebody", "seldo", "monkey", "checking")
	if !strings.Contains(rec.lastReply(), "Which account ID should I send the money to?") {
		t.Fatalf("setup: %q", rec.lastReply())
	}
	return e, rec
}

// An answer to one slot that carries the other values of the task keeps
// them all, at either question (R50: nothing said is dropped).
func TestAmountAndAccountSaidTogether(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"40 to 7654321",
		"ok, 40 to account 7654321",
		"forty to 7654321 please",
		"7654321, send 40",
		"its 40 dollars into 7654321",
		"account 7654321, 40",
	} {
		e, rec := toDestinationQuestion(t)
		say(t, e, line)
		if !strings.Contains(rec.lastReply(), "Transfer $40.00 from Checking (1234567890) to 7654321?") {
			t.Errorf("at the account question, %q: %q", line, rec.lastReply())
		}
	}
	for _, line := range []string{"40 to 1234324", "make it 40, to 1234324"} {
		e, rec := toDestinationQuestion(t)
		say(t, e, "7654321", line)
		if !strings.Contains(rec.lastReply(), "Transfer $40.00 from Checking (1234567890) to 1234324?") {
			t.Errorf("at the amount question, %q: %q", line, rec.lastReply())
		}
	}
}

// At the amount question, an id-shaped number is the account when the
// words name it, an amount when money words say so, and asked about when
// nothing says which (R51): never $7,654,312.00 by default.
func TestIDShapedNumberAtTheAmountQuestion(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		line, dest, reply string
	}{
		{"oh no wrong number, its 1234324", "1234324", "How much would you like to transfer to 1234324?"},
		{"the account is 1234324", "1234324", "How much would you like to transfer to 1234324?"},
		{"sorry I meant account 1234324", "1234324", "How much would you like to transfer to 1234324?"},
		{"wrong acct id: 1234324", "1234324", "How much would you like to transfer to 1234324?"},
		{"no hold on, 1234324 not 7654321", "1234324", "How much would you like to transfer to 1234324?"},
		{"1234324", "7654321", `I can't tell whether 1234324 is the amount or the destination account ID`},
		{"hmm 55555", "7654321", `I can't tell whether 55555 is the amount or the destination account ID`},
		{"1234324 dollars", "7654321", "$1,234,324.00 is more than the Checking balance"},
	} {
		e, rec := toDestinationQuestion(t)
		say(t, e, "7654321", c.line)
		if got := e.sess.WorkFor("transfer_money").Slots["destination"]; got != c.dest {
			t.Errorf("%q: destination %q, want %q", c.line, got, c.dest)
		}
		if _, ok := e.PendingApproval(); ok || !strings.Contains(rec.lastReply(), c.reply) {
			t.Errorf("%q: %q, want %q", c.line, rec.lastReply(), c.reply)
		}
	}
}

// A transfer between one's own accounts said by name is a transfer, from
// the other account when only the destination is named (R28): never a
// balance check that cannot read the verb.
func TestOwnAccountTransferByName(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, approval string }{
		{"stick 60 into my savings", "Transfer $60.00 from Checking (1234567890) to Savings (2345678901)?"},
		{"please add 60 to savings", "Transfer $60.00 from Checking (1234567890) to Savings (2345678901)?"},
		{"shift 60 from savings to checking", "Transfer $60.00 from Savings (2345678901) to Checking (1234567890)?"},
		{"put sixty into my checking account", "Transfer $60.00 from Savings (2345678901) to Checking (1234567890)?"},
		{"i'd like to put 60 bucks into checking", "Transfer $60.00 from Savings (2345678901) to Checking (1234567890)?"},
		{"top up my savings with 60", "Transfer $60.00 from Checking (1234567890) to Savings (2345678901)?"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, "sign in", "seldo", "monkey", c.line)
		if !strings.Contains(rec.lastReply(), c.approval) {
			t.Errorf("%q: %q, want %q", c.line, rec.lastReply(), c.approval)
			continue
		}
		say(t, e, "yes")
		if !containsIn(rec.replies(), "Done: $60.00 sent from") || containsIn(rec.notes(), "Choosing account_balance due to") {
			t.Errorf("%q: %q (notes %q)", c.line, rec.lastReply(), rec.notes())
		}
	}
}

// An own account named at an approval, with no word giving it a role, is
// the source when the money goes to an id — re-summarised after its
// balance is checked — and asked about when the money goes to one of the
// user's own accounts (R50, R51).
func TestOwnAccountNamedAtAnApproval(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"no the other one, savings",
		"nah savings",
		"wrong account, my savings",
		"hmm savings pls",
		"no savings not checking",
		"the other account please",
		"not from checking",
	} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", "wire 150 from checking to 7654321", line)
		if !strings.Contains(rec.lastReply(), "Transfer $150.00 from Savings (2345678901) to 7654321?") {
			t.Errorf("%q: %q", line, rec.lastReply())
			continue
		}
		if e.Fact("account_name") != "Savings" || balance(t, e, "1234567890") != "" && balance(t, e, "1234567890") != "1000.00" {
			t.Errorf("%q: the new source's balance was not checked first, or money moved", line)
		}
	}
	for _, line := range []string{"no, savings", "checking"} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", "move 150 from checking into my savings", line)
		ap, ok := e.PendingApproval()
		if !ok || ap.Summary != "Transfer $150.00 from Checking (1234567890) to Savings (2345678901)?" ||
			!strings.Contains(rec.lastReply(), "as the account the money comes from, or the one it goes to?") {
			t.Errorf("%q between own accounts: %q", line, rec.lastReply())
		}
	}
}

// A second money move the message could not be read as is said back,
// never dropped in silence (R50): its numbers are named before the first
// one's approval.
func TestSecondTransferNeverDroppedInSilence(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"send 10 to 7654321 with 20 to 1234324",
		"transfer 10 to 7654321 20 to 1234324",
		"pay 10 to 7654321 & 20 to 1234324",
		"send 10 to 7654321 as well as 20 to 1234324",
	} {
		e, rec := newBank(t, nil)
		loggedInWithBalance(t, e)
		say(t, e, line)
		queued := len(e.sess.Agenda.Requests()) == 1
		named := strings.Contains(rec.lastReply(), `"20"`) && strings.Contains(rec.lastReply(), `"1234324"`)
		if !queued && !named {
			t.Errorf("%q: the second transfer was neither queued nor named: %q", line, rec.lastReply())
		}
	}
	// values all taken: nothing is said back
	e, rec := newBank(t, nil)
	loggedInWithBalance(t, e)
	say(t, e, "send 100 dollars and 50 cents to 1234324")
	if strings.Contains(rec.lastReply(), "I didn't use") {
		t.Errorf("a value taken was said back: %q", rec.lastReply())
	}
}

// Amounts said in number words with no currency word, in a money task,
// are amounts; said as prices are spoken ("three fifty") both readings
// are named and asked about, never a bare "how much?" again (R27, R51).
func TestNumberWordsWithoutCurrency(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"i want make a transfer of money three hundred to account 7654321", "Transfer $300.00 from Checking (1234567890) to 7654321?"},
		{"send eight hundred to 7654321", "Transfer $800.00 from Checking (1234567890) to 7654321?"},
		{"pay seventy five to 7654321 please", "Transfer $75.00 from Checking (1234567890) to 7654321?"},
		{"transfer one hundred and ten to 7654321", "Transfer $110.00 from Checking (1234567890) to 7654321?"},
		{"wire nine forty to 7654321", `I can't tell whether "nine forty" means $940.00 or $9.40`},
	} {
		e, rec := newBank(t, nil)
		loggedInWithBalance(t, e)
		say(t, e, c.line)
		if !strings.Contains(rec.lastReply(), c.want) {
			t.Errorf("%q: %q, want %q", c.line, rec.lastReply(), c.want)
		}
	}
	e, rec := newBank(t, nil)
	loggedInWithBalance(t, e)
	say(t, e, "send money to 7654321", "six hundred")
	if !strings.Contains(rec.lastReply(), "Transfer $600.00 from Checking (1234567890) to 7654321?") {
		t.Errorf("at the amount question: %q", rec.lastReply())
	}
}

// A cancel at the first of several queued transfers ends them all
// (R28's cancel(all)), and says which of the queued ones were dropped.
func TestCancelSaysWhichQueuedRequestsAreDropped(t *testing.T) {
	t.Parallel()
	for _, cancel := range []string{"never mind", "forget it", "cancel that"} {
		e, rec := newBank(t, nil)
		loggedInWithBalance(t, e)
		say(t, e, "send 15 to 7654321 and 35 to 1234324", cancel)
		if !strings.Contains(rec.lastReply(), `I dropped what you asked after it too: "send 35 to 1234324".`) {
			t.Errorf("%q: %q", cancel, rec.lastReply())
		}
		if len(e.sess.Agenda.Requests()) != 0 || e.Fact("account_balance") != "1000.00" {
			t.Errorf("%q: queue %q, balance %s", cancel, e.sess.Agenda.Requests(), e.Fact("account_balance"))
		}
	}
}

// Three transfers in one message are three, each asked in turn.
func TestThreeTransfersInOneMessage(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	loggedInWithBalance(t, e)
	say(t, e, "pay these: 5 to 7654321, 6 to 1234324 and 7 to 5555555", "yes", "yes", "yes")
	for _, want := range []string{"$5.00 sent from Checking (1234567890) to 7654321", "$6.00 sent from Checking (1234567890) to 1234324", "$7.00 sent from Checking (1234567890) to 5555555"} {
		if !containsIn(rec.replies(), want) {
			t.Errorf("missing %q in %q", want, rec.replies())
		}
	}
}
