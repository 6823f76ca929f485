package concierge

// Everyday language end to end (R27, R28, R29): how people really say
// cancel, log out, amounts, destinations, corrections and "when".

import (
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents"
)

// R28: a cancel said at length still cancels, at any prompt, the secret
// prompt included (where it is no password try).
func TestLongerCancelsAtAnyPrompt(t *testing.T) {
	t.Parallel()
	for _, c := range []string{"never mind, cancel that", "forget it, I don't want to transfer anymore",
		"I don't want to do this anymore", "stop the transfer", "I changed my mind", "nah forget it"} {
		for _, at := range [][]string{{"send 50 to 1234324"}, {"send 50 to 1234324", "seldo"}} {
			e, rec := newBank(t, nil)
			say(t, e, at...)
			say(t, e, c)
			if e.Speaker() != "" || len(e.Stack()) != 0 {
				t.Errorf("%q after %q: speaker %q stack %v; replies %q", c, at, e.Speaker(), e.Stack(), rec.lastReply())
			}
		}
	}
}

// R29: "log out" ends the authentication: a later transfer asks for the
// login again.
func TestLogout(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	say(t, e, "log in", "seldo monkey")
	if e.Fact("authenticated") != "true" {
		t.Fatal("setup: not logged in")
	}
	say(t, e, "log out")
	if e.Fact("authenticated") != "false" || !containsIn(rec.replies(), "signed out") {
		t.Fatalf("after log out: authenticated %s, %q", e.Fact("authenticated"), rec.lastReply())
	}
	say(t, e, "send 5 to 1234324")
	if e.Speaker() != "authenticate" {
		t.Errorf("a transfer after logging out: speaker %q", e.Speaker())
	}
}

// R27: another currency is never dollars, in a request or as a
// correction at the approval; amounts in words are what they say.
func TestCurrenciesAndWordsEndToEnd(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	loggedInWithBalance(t, e)
	say(t, e, "send 20 euros to 1234324")
	if _, ok := e.PendingApproval(); ok || !strings.Contains(rec.lastReply(), "US dollars") {
		t.Fatalf("20 euros: %q", rec.lastReply())
	}
	say(t, e, "fifty dollars")
	if a, ok := e.PendingApproval(); !ok || !strings.Contains(a.Summary, "$50.00") {
		t.Fatalf("fifty dollars: %+v %v", a, ok)
	}
	say(t, e, "make it 300 euros")
	if a, _ := e.PendingApproval(); !strings.Contains(a.Summary, "$50.00") || !strings.Contains(rec.lastReply(), "US dollars") {
		t.Errorf("a correction in euros: approval %q, reply %q", a.Summary, rec.lastReply())
	}
}

// R28: "to my savings" names the destination, never the source; a side
// question about savings at the same prompt is answered and changes
// nothing of the transfer.
func TestToMySavingsIsTheDestination(t *testing.T) {
	t.Parallel()
	for _, lines := range [][]string{{"send 100 to my savings"}, {"send 100", "to my savings"}, {"send 100", "my savings account"}} {
		e, rec := newBank(t, nil)
		loggedInWithBalance(t, e)
		say(t, e, lines...)
		a, ok := e.PendingApproval()
		if !ok || a.Summary != "Transfer $100.00 from Checking (1234567890) to Savings (2345678901)?" {
			t.Errorf("%q: approval %+v %v; %q", lines, a, ok, rec.lastReply())
		}
	}
	e, rec := newBank(t, nil)
	loggedInWithBalance(t, e)
	say(t, e, "send 100", "what's my savings balance?")
	if !containsIn(rec.replies(), "Savings account (2345678901) has a balance") || e.Speaker() != "transfer_money" {
		t.Errorf("side question: speaker %q, %q", e.Speaker(), rec.replies())
	}
	say(t, e, "1234324")
	if a, _ := e.PendingApproval(); a.Summary != "Transfer $100.00 from Checking (1234567890) to 1234324?" {
		t.Errorf("after the side question: %q", a.Summary)
	}
}

// R27: a "when" or "how often" no agent can honour is said back, never
// silently dropped; the task still runs once, after its own approval.
func TestLaterWordsAreSaidBack(t *testing.T) {
	t.Parallel()
	for _, msg := range []string{"send 50 to 1234324 on friday", "send 50 to 1234324 every month", "transfer 50 to 1234324 tomorrow",
		"send 50 to 1234324 friday", "send 50 to 1234324 by fri", "send 50 to 1234324 tmrw", "send 50 to 1234324 this weekend",
		"send 50 to 1234324 at the end of the month", "send 50 to 1234324 on the 1st"} {
		e, rec := newBank(t, nil)
		loggedInWithBalance(t, e)
		say(t, e, msg)
		if !strings.Contains(rec.lastReply(), "can't schedule or repeat") {
			t.Errorf("%q: %q", msg, rec.lastReply())
		}
		if _, ok := e.PendingApproval(); !ok {
			t.Errorf("%q: no approval", msg)
		}
	}
}

// §15: a transfer's checks use its own source, pinned when it took its
// task, not the account a side question looked at since.
func TestTransferChecksItsOwnSource(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	loggedInWithBalance(t, e)
	say(t, e, "send money to 7654321", "what's my savings balance", "3000")
	if _, ok := e.PendingApproval(); ok || !strings.Contains(rec.lastReply(), "more than the Checking balance of $1,000.00") {
		t.Errorf("3000 from Checking after a savings check: %q", rec.lastReply())
	}
	e, rec = newBank(t, nil)
	loggedInWithBalance(t, e)
	say(t, e, "send 50 dollars", "what's my savings balance", "1234567890")
	if _, ok := e.PendingApproval(); ok || !strings.Contains(rec.lastReply(), "the account the money comes from") {
		t.Errorf("the source as the destination: %q", rec.lastReply())
	}
}

// R29: "log out" said inside a longer message, or at the password prompt.
func TestLogoutSaidAtLength(t *testing.T) {
	t.Parallel()
	for _, msg := range []string{"bye, log out", "log out and bye", "thanks, sign me out", "I'm done, log me out",
		"I want to log out", "can you sign me out", "sign off for today"} {
		e, rec := newBank(t, nil)
		say(t, e, "log in", "seldo monkey", msg)
		if e.Fact("authenticated") != "false" {
			t.Errorf("%q: still signed in; %q", msg, rec.lastReply())
		}
	}
	e, rec := newBank(t, nil)
	say(t, e, "log in", "seldo monkey", "log out and look up AAPL")
	if e.Fact("authenticated") != "false" || !containsIn(rec.replies(), "AAPL (Apple Inc.)") {
		t.Errorf("log out and a lookup: %q", rec.replies())
	}
	e, rec = newBank(t, nil)
	say(t, e, "log in", "seldo", "log out")
	if _, secret := e.PendingSecret(); secret || e.Speaker() != "" {
		t.Error("\"log out\" at the password prompt did not end the login")
	}
	say(t, e, "log in", "seldo", "hunter2")
	if !strings.Contains(rec.lastReply(), "(2 tries left)") {
		t.Errorf("the logout at the password prompt spent a try: %q", rec.lastReply())
	}
}

// A "when" word is said back only where it matters: a lookup is no task
// to schedule, and "charged twice" is no repeat.
func TestLaterWordsOnlyForActions(t *testing.T) {
	t.Parallel()
	for _, msg := range []string{"what's the daily price of AAPL", "I was charged twice, what's the price of AAPL"} {
		e, rec := newBank(t, nil)
		say(t, e, msg)
		if containsIn(rec.replies(), "can't schedule") {
			t.Errorf("%q: %q", msg, rec.replies())
		}
	}
}

// A probe of free phrasings: answers at a prompt said in words, corrected,
// or with a filler, and a no said with a filler at the approval.
func TestPromptAnswersSaidFreely(t *testing.T) {
	t.Parallel()
	for answer, want := range map[string]string{"fifty": "$50.00", "five hundred": "$500.00", "a grand": "$1,000.00", "30, no wait, 40": "$40.00"} {
		e, rec := newBank(t, nil)
		loggedInWithBalance(t, e)
		say(t, e, "send money to 7654321", answer)
		if a, ok := e.PendingApproval(); !ok || !strings.Contains(a.Summary, want) {
			t.Errorf("amount %q: %+v; %q", answer, a, rec.lastReply())
		}
	}
	for _, answer := range []string{"savings please", "the savings one"} {
		e, _ := newBank(t, nil)
		loggedInWithBalance(t, e)
		say(t, e, "send 50", answer)
		if a, _ := e.PendingApproval(); !strings.Contains(a.Summary, "to Savings (2345678901)") {
			t.Errorf("destination %q: %q", answer, a.Summary)
		}
	}
	for _, answer := range []string{"nah", "hmm no", "not now"} {
		e, rec := newBank(t, nil)
		toApproval(t, e)
		say(t, e, answer)
		if _, ok := e.PendingApproval(); ok || !strings.Contains(rec.lastReply(), "OK, I did not do it. Nothing was changed.") {
			t.Errorf("%q at the approval: %q", answer, rec.lastReply())
		}
	}
}

// A second probe of free phrasings: what it found, end to end.
func TestSecondProbeOfFreePhrasings(t *testing.T) {
	t.Parallel()
	route := func(msg, want string) {
		t.Helper()
		e, rec := newBank(t, nil)
		say(t, e, msg)
		if !containsIn(rec.notes(), "Choosing "+want) {
			t.Errorf("%q: notes %q", msg, rec.notes())
		}
	}
	route("check my savings account", "account_balance")
	route("check my account", "account_balance")
	route("transfer money from my savings account", "transfer_money")
	route("I want to send money to my savings account", "transfer_money")

	e, rec := newBank(t, nil)
	loggedInWithBalance(t, e)
	say(t, e, "transfer $1,500.50 to 7654321")
	if e.Session().Plan != nil || !strings.Contains(rec.lastReply(), "$1,500.50 is more than") {
		t.Errorf("one amount with a thousands comma: %q", rec.lastReply())
	}
	for _, answer := range []string{"one fifty", "fifty fifty", "zero point five"} {
		e, rec := newBank(t, nil)
		loggedInWithBalance(t, e)
		say(t, e, "send money to 7654321", answer)
		if _, ok := e.PendingApproval(); ok {
			t.Errorf("%q was read as an amount: %q", answer, rec.lastReply())
		}
	}
	for _, answer := range []string{"absolutely not", "don't do it", "no thanks"} {
		e, rec := newBank(t, nil)
		toApproval(t, e)
		say(t, e, answer)
		if !strings.Contains(rec.lastReply(), "OK, I did not do it. Nothing was changed.") {
			t.Errorf("%q: %q", answer, rec.lastReply())
		}
	}
	e, _ = newBank(t, nil)
	toApproval(t, e)
	say(t, e, "yes, and then log me out")
	if balance(t, e, "1234324") != "500.00" || e.Fact("authenticated") != "false" {
		t.Errorf("yes and log out: moved %q, authenticated %s", balance(t, e, "1234324"), e.Fact("authenticated"))
	}
	e, _ = newBank(t, nil)
	say(t, e, "I don't want to transfer, just show me my balance")
	if e.Session().Plan != nil {
		t.Errorf("a refused request became a plan step: %v", e.Session().Plan.Lines())
	}
}

// SPEC §15 rule 4 at a plan prompt: a side question is answered by its
// agent — signing in first if it must — and the plan is asked again, all
// its steps still waiting; a yes then runs it.
func TestSideQuestionAtThePlanPrompt(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	say(t, e, "price of AAPL and send 20 to 1234324", "what's the price of MSFT?")
	if !containsIn(rec.replies(), "MSFT (Microsoft") || !strings.Contains(rec.lastReply(), "Your plan is still waiting") {
		t.Fatalf("replies = %q", rec.replies())
	}
	if _, ok := e.PendingPlan(); !ok {
		t.Fatal("the plan no longer waits")
	}
	say(t, e, "what's my savings balance?")
	if _, ok := e.PendingPlan(); ok || e.Speaker() != "authenticate" {
		t.Fatalf("a side task that asks something holds the turn: plan shown %v, speaker %q", ok, e.Speaker())
	}
	say(t, e, "seldo", "monkey")
	if !containsIn(rec.replies(), "Savings account (2345678901) has a balance") || !strings.Contains(rec.lastReply(), "Your plan is still waiting") {
		t.Fatalf("replies = %q", rec.replies())
	}
	say(t, e, "yes")
	if !containsIn(rec.replies(), "AAPL (Apple Inc.) is trading") {
		t.Errorf("the plan did not run: %q", rec.replies())
	}
	// chit-chat at the plan prompt goes to no agent: the plan is restated
	e2, rec2 := newBank(t, nil)
	say(t, e2, "price of AAPL and send 20 to 1234324", "hmm let me think")
	if !strings.Contains(rec2.lastReply(), "Take your time: nothing has run. Your plan waits") { // a put-off (issue 24 round 6)
		t.Errorf("reply = %q", rec2.lastReply())
	}
}

// R27: phrasings the loop's old regular expressions read wrong, which the
// lexicon of agents/reading reads right.
func TestPhrasingsTheLexiconReadsRight(t *testing.T) {
	t.Parallel()
	// a cancel said with "wanna", in smart quotes, or trailing off
	for _, c := range []string{"I don't wanna do this anymore", "“cancel”", "never mind…"} {
		e, rec := newBank(t, nil)
		say(t, e, "send 50 to 1234324", c)
		if e.Speaker() != "" || len(e.Stack()) != 0 {
			t.Errorf("%q: speaker %q stack %v; %q", c, e.Speaker(), e.Stack(), rec.lastReply())
		}
	}
	// "stop the letter": no cancel phrase names a domain's task
	e, rec := newOn(t, mustDomain(t, "insurance"), nil)
	say(t, e, "I want to craft a declined letter.", "stop the letter")
	if e.Speaker() != "" {
		t.Errorf("stop the letter: speaker %q; %q", e.Speaker(), rec.lastReply())
	}
	// "okay" is no "ok" with "ay" after it
	e, rec = newBank(t, nil)
	say(t, e, "log in", "seldo monkey", "okay log me out for today")
	if e.Fact("authenticated") != "false" || containsIn(rec.replies(), "not signed in") {
		t.Errorf("okay log me out for today: authenticated %s; %q", e.Fact("authenticated"), rec.replies())
	}
	// "c'mon" is no Monday; a time with minutes is a time
	e, rec = newBank(t, nil)
	loggedInWithBalance(t, e)
	say(t, e, "c'mon, send 50 to 1234324")
	if containsIn(rec.replies(), "can't schedule") {
		t.Errorf("c'mon: %q", rec.replies())
	}
	e, rec = newBank(t, nil)
	loggedInWithBalance(t, e)
	say(t, e, "send 50 to 1234324 at 5:30pm")
	if !strings.Contains(rec.lastReply(), "can't schedule or repeat") || !strings.Contains(rec.lastReply(), "at 5:30pm") {
		t.Errorf("at 5:30pm: %q", rec.lastReply())
	}
	// a no with a dash keeps its whole reason; a thumbs-up is a yes
	e, rec = newBank(t, nil)
	toApproval(t, e)
	say(t, e, "no—that's too much")
	if !strings.Contains(rec.lastReply(), "(that's too much)") {
		t.Errorf("no—that's too much: %q", rec.lastReply())
	}
	e, _ = newBank(t, nil)
	toApproval(t, e)
	say(t, e, "ok👍")
	if balance(t, e, "1234324") != "500.00" {
		t.Errorf("ok👍 did not approve: moved %q", balance(t, e, "1234324"))
	}
}

func mustDomain(t *testing.T, name string) *agents.Domain {
	t.Helper()
	d, err := BuiltinDomains().New(name)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// R27: what the rules did not use is said back, never silently dropped:
// an unknown company, and the words around a transfer no value took.
func TestUnusedWordsSaidBack(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		lines []string
		want  string
	}{
		{[]string{"what's the price of SpaceX"}, `I can't look up a stock price for "SpaceX" here. I have quotes for AAPL`},
		// "cash" names what moves, no word missed (bank round 32)
		{[]string{"I'd like to move some cash to my sister for her birthday", "seldo", "monkey", "checking"}, `I didn't use "sister" or "birthday" from your message. Which account ID`},
		{[]string{"what's the price of apple"}, "AAPL (Apple Inc.)"},                                                        // everything used: nothing said back
		{[]string{"send 50 to 1234324 on friday", "seldo", "monkey", "checking"}, `("on friday"): this happens once, now.`}, // a when, said once
	} {
		e, rec := newBank(t, nil)
		say(t, e, c.lines...)
		if !containsIn(rec.replies(), c.want) {
			t.Errorf("%q: replies %q", c.lines, rec.replies())
		}
		if strings.Contains(strings.Join(rec.replies(), "\n"), `"on friday" from your message`) {
			t.Errorf("%q: the when was said back twice", c.lines)
		}
	}
}

// An answer to the waiting task's question given at the login prompt is
// kept for that task, and two account names are never a username and a
// password: no login try is spent on them.
func TestAccountNamesAtTheLoginPrompt(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	say(t, e, "check my balance", "savings")
	if !strings.Contains(rec.lastReply(), "Noted: Savings, for when we check a balance. What is your username?") {
		t.Fatalf("reply = %q", rec.lastReply())
	}
	say(t, e, "seldo", "monkey")
	if !containsIn(rec.replies(), "Savings account (2345678901) has a balance") {
		t.Errorf("the kept account was not used: %q", rec.replies())
	}
	e2, rec2 := newBank(t, nil)
	say(t, e2, "check my balance", "checking savings", "seldo", "wrong")
	if !strings.Contains(rec2.lastReply(), "2 tries left") {
		t.Errorf("two account names spent a login try: %q", rec2.replies())
	}
}

// Review D9: a login typed with its password among other requests runs
// at once, with the password the message carries, and the rest follows;
// a yes to something else than the plan shown starts nothing.
func TestLoginAmongRequestsAndYesToAnotherPlan(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	say(t, e, "log in as seldo with password monkey and look up AAPL")
	if e.Fact("authenticated") != "true" || !containsIn(rec.replies(), "AAPL (Apple Inc.) is trading") {
		t.Errorf("replies %q", rec.replies())
	}
	e, rec = newBank(t, nil)
	say(t, e, "login seldo monkey", "look up AAPL and send 200 to 1234324", "yes, and make the transfer 300")
	// the yes says another amount: that step changes and says so, nothing
	// starts (bank20a: a yes with a restatement that differs is a correction)
	if p, waits := e.PendingPlan(); !waits || e.Speaker() != "" || !strings.Contains(rec.lastReply(), "so I changed that step") || p.Steps[1].Action != "send 300 to 1234324" {
		t.Errorf("plan waits %v, speaker %q, reply %q", waits, e.Speaker(), rec.lastReply())
	}
}

// R27, R28 (review D12): what follows a cancel is a request of its own,
// never dropped: the task ends and the rest is served.
func TestCancelThenARequest(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	say(t, e, "send 200 to 1234324", "seldo", "forget it, what is the AAPL price")
	if e.Speaker() != "" || !containsIn(rec.replies(), "OK, I won't log you in or transfer money.") || !containsIn(rec.replies(), "AAPL (Apple Inc.) is trading") {
		t.Errorf("replies %q", rec.replies())
	}
	e, rec = newBank(t, nil)
	say(t, e, "login seldo monkey", "send 200 from checking to 1234324", "cancel that, send 50 instead")
	if !strings.Contains(rec.lastReply(), "Which account ID should I send the money to?") || strings.Contains(rec.lastReply(), "instead") {
		t.Errorf("reply %q", rec.lastReply())
	}
	if b := balance(t, e, "1234567890"); b != "" && b != "1000.00" {
		t.Errorf("money moved: %s", b)
	}
}

// SPEC §15, review D2: the source of a transfer is the account checked for
// it — a request that names another source ("from my savings") has that
// account's balance checked first; "to my savings" names the destination.
func TestTransferFromAnotherAccountThanChecked(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"send 200 to 1234324 from my savings", "Transfer $200.00 from Savings (2345678901) to 1234324?"},
		{"move 200 from savings to checking", "Transfer $200.00 from Savings (2345678901) to Checking (1234567890)?"},
		{"send 200 to my savings", "Transfer $200.00 from Checking (1234567890) to Savings (2345678901)?"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", "check my checking balance", c.line)
		if !strings.Contains(rec.lastReply(), c.want) {
			t.Errorf("%q: reply %q, want %q", c.line, rec.lastReply(), c.want)
		}
	}
}
