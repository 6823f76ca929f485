package concierge

import (
	"strings"
	"testing"
)

// Issue 24, bank28b, kind 1: a logout said instead of an answer, with
// "no", "instead", "actually" or "just" around it, at an approval, at a
// slot's question or at the password prompt: what waits is dropped
// (nothing moves, the reply says it was not sent) and the user is signed
// out; at the password prompt no login try is spent.
func TestBank28bLogoutInsteadOfAnswer(t *testing.T) {
	t.Parallel()
	cases := []struct {
		setup  []string
		logout string
		want   string // in the logout's reply
	}{
		// at the approval
		{[]string{"login seldo monkey", "send 20 from checking to 1234324"}, "log me out instead", "$20.00 from checking"},
		{[]string{"login seldo monkey", "send 20 from checking to 1234324"}, "no, log me out", "$20.00 from checking"},
		{[]string{"login seldo monkey", "move 45 from savings to 7654321"}, "nah just sign me out", "$45.00 from savings"},
		{[]string{"login seldo monkey", "send 300 to 7654321 from checking"}, "actually sign out instead", "$300.00 from checking"},
		{[]string{"login seldo monkey", "pay 1234324 12.50 from savings"}, "hmm no, logout pls", "$12.50 from savings"},
		{[]string{"login seldo monkey", "send 20 from checking to 1234324"}, "no i want to log out instead", "$20.00 from checking"},
		{[]string{"login seldo monkey", "send 20 from checking to 1234324"}, "ok im leaving, log me out", "$20.00 from checking"},
		{[]string{"login seldo monkey", "send 99 from checking to 1234324"}, "nope. log me off instead thanks", "$99.00 from checking"},
		// at the source question
		{[]string{"send 20 to 1234324", "seldo", "monkey"}, "no, log me out instead", "$20.00 to 1234324"},
		{[]string{"login seldo monkey", "send 60 to 7654321"}, "actually just sign me out", "$60.00 to 7654321"},
	}
	for _, c := range cases {
		e, rec := newBank(t, nil)
		say(t, e, c.setup...)
		before := len(rec.replies())
		say(t, e, c.logout)
		got := strings.ToLower(strings.Join(rec.replies()[before:], "\n"))
		if e.Fact("authenticated") == "true" {
			t.Errorf("%q: still signed in: %q", c.logout, got)
		}
		if !strings.Contains(got, "signed out") || !strings.Contains(got, "nothing was sent") || !strings.Contains(got, c.want) {
			t.Errorf("%q: reply %q, want it signed out and %q said dropped", c.logout, got, c.want)
		}
		if strings.Contains(got, "not sure how to help") || strings.Contains(got, "already logged in") || strings.Contains(got, "did not do it") {
			t.Errorf("%q: %q", c.logout, got)
		}
		if e.sess.Pending.Approval != nil || e.sess.Agenda.Holds("transfer_money") || e.Speaker() == "transfer_money" || e.Speaker() == "account_balance" {
			t.Errorf("%q: the transfer still waits (speaker %q)", c.logout, e.Speaker())
		}
		say(t, e, "yes")
		if got := strings.ToLower(rec.lastReply()); strings.Contains(got, "done:") || strings.Contains(got, "sent from") || strings.Contains(got, "transfer $") {
			t.Errorf("%q then yes: %q", c.logout, got)
		}
		if b := balance(t, e, "1234567890"); b != "" && b != "1000.00" {
			t.Errorf("%q: checking is %s: money moved", c.logout, b)
		}
		if b := balance(t, e, "2345678901"); b != "" && b != "5000.00" {
			t.Errorf("%q: savings is %s: money moved", c.logout, b)
		}
	}
	// at the password prompt: no login, and no try spent
	for _, logout := range []string{"no, log me out instead", "actually just log me out", "nah sign out"} {
		e, rec := newBank(t, nil)
		say(t, e, "send 20 from checking to 1234324", "seldo", logout)
		if e.sess.Pending.Secret != nil || e.Fact("authenticated") == "true" {
			t.Errorf("%q at the password: still asked or signed in: %q", logout, rec.lastReply())
		}
		say(t, e, "login", "seldo", "monkey")
		if e.Fact("authenticated") != "true" {
			t.Errorf("%q at the password: a later login fails: %q", logout, rec.lastReply())
		}
	}
}

// Kind 2: something outside the domain said at the approval gets "That's
// outside what I can help with here" and the summary asked again: never
// an approval, a request queued, or silence; a question about the call
// is still answered as one.
func TestBank28bOffTopicAtApproval(t *testing.T) {
	t.Parallel()
	for _, m := range []string{"whats the weather like", "what's the weather today?", "tell me a joke", "play some music",
		"whats the capital of france", "can u recommend a good place for dinner", "how tall is the eiffel tower?", "order me a pizza"} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", "send 20 from checking to 1234324", m)
		got := rec.lastReply()
		if !strings.Contains(got, "That's outside what I can help with here") || !strings.Contains(got, "Transfer $20.00 from Checking (1234567890) to 1234324?") {
			t.Errorf("%q at the approval: %q", m, got)
		}
		if e.sess.Pending.Approval == nil || len(e.sess.Agenda.Requests()) > 0 {
			t.Errorf("%q at the approval: the approval is gone or something was queued (%v)", m, e.sess.Agenda.Requests())
		}
		say(t, e, "yes")
		if b := balance(t, e, "1234567890"); b != "980.00" {
			t.Errorf("%q then yes: checking is %s", m, b)
		}
	}
	for _, m := range []string{"will they get a notification?", "is there a fee for this?"} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", "send 20 from checking to 1234324", m)
		if got := rec.lastReply(); strings.Contains(got, "outside what I can help") {
			t.Errorf("%q is about the call: %q", m, got)
		}
	}
}

// Kind 4: a balance asked of an account number that is not the user's own
// says plainly that only the user's own accounts can be shown and names
// them; the question for one of them follows. The user's own number is
// still that account, and a transfer to another number is untouched.
func TestBank28bSomeoneElsesAccount(t *testing.T) {
	t.Parallel()
	for _, lines := range [][]string{
		{"login seldo monkey", "whats the balance on account 7654321"},
		{"whats the balance on account 7654321", "seldo", "monkey"},
		{"login seldo monkey", "how much is in acct 9876543"},
		{"login seldo monkey", "check balance of 1234324 pls"},
		{"login seldo monkey", "can u show me the balance on 55512345"},
		{"login seldo monkey", "balance 7654321"},
		{"login seldo monkey", "how much money does account number 24681357 have"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, lines...)
		got := rec.lastReply()
		if !strings.Contains(got, "only show your own accounts") || !strings.Contains(got, "Checking and Savings") || !strings.Contains(got, "Which account") {
			t.Errorf("%q: %q", lines, got)
		}
		if strings.Contains(got, "has a balance") {
			t.Errorf("%q: a balance is shown: %q", lines, got)
		}
		before := len(rec.replies())
		say(t, e, "savings")
		if got := strings.Join(rec.replies()[before:], "\n"); !strings.Contains(got, "Your Savings account (2345678901) has a balance") {
			t.Errorf("%q then savings: %q", lines, got)
		}
	}
	for _, c := range []struct {
		lines []string
		want  string
	}{
		{[]string{"login seldo monkey", "whats the balance of 2345678901"}, "Your Savings account (2345678901) has a balance"},
		{[]string{"login seldo monkey", "send 20 to 7654321"}, "Which account should the $20.00 come from"},
		{[]string{"login seldo monkey", "send 20 from checking to 7654321"}, "Transfer $20.00 from Checking (1234567890) to 7654321?"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, c.lines...)
		all := strings.Join(rec.replies(), "\n")
		if !strings.Contains(all, c.want) || strings.Contains(all, "only show your own") {
			t.Errorf("%q: want %q:\n%s", c.lines, c.want, all)
		}
	}
}

// Kind 5: a company or ticker the quotes do not have is said plainly —
// "I can't look up a stock price for Lockheed Martin here." — with the
// ones there are, once; never a parsing complaint, never passed to the
// login or a transfer. A ticker-shaped word at the question is a ticker.
func TestBank28bUnknownStock(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		lines []string
		name  string
	}{
		{[]string{"what's the price of lockheed martin stock"}, "lockheed martin"},
		{[]string{"how much is boeing stock"}, "boeing"},
		{[]string{"price of LMT"}, "LMT"},
		{[]string{"whats the stock price of spacex rn"}, "spacex"},
		{[]string{"stock price", "LMT"}, "LMT"},
		{[]string{"stock price", "lockheed martin"}, "lockheed martin"},
		{[]string{"stock price", "boeing pls"}, "boeing"},
		{[]string{"look up a share price", "BA"}, "BA"},
		{[]string{"stock quote", "the price of RTX"}, "RTX"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, c.lines...)
		got := rec.lastReply()
		want := `I can't look up a stock price for "` + c.name + `" here. I have quotes for AAPL`
		if !strings.Contains(got, want) || strings.Count(got, "I have quotes for") != 1 || !strings.HasSuffix(got, "Which company or ticker symbol should I look up?") {
			t.Errorf("%q: %q, want %q", c.lines, got, want)
		}
		if strings.Contains(got, "didn't use") || strings.Contains(got, "recognise") || strings.Contains(got, "couldn't take") || strings.Contains(got, "username") {
			t.Errorf("%q: %q", c.lines, got)
		}
		say(t, e, "ok apple then")
		if got := strings.Join(rec.replies(), "\n"); !strings.Contains(got, "AAPL (Apple Inc.) is trading at") {
			t.Errorf("%q then apple: %q", c.lines, rec.lastReply())
		}
	}
}

// Kind 3: a goodbye said with a cancel, with or without a comma, cancels
// what is open and says goodbye; a greeting said with an apology, an emoji or stretched letters
// is a greeting, never distress, a username or "not sure how to help" —
// in the bank and in insurance.
func TestBank28bGoodbyesAndGreetings(t *testing.T) {
	t.Parallel()
	byes := []string{"nevermind bye", "lol ok nevermind, bye", "nvm bye", "forget it, cya", "ok never mind thanks bye",
		"nah forget it, see ya", "meh nvm, goodbye", "never mind lol bye bye"}
	greets := []string{"hey sorry its late", "omg hiii 😊", "heyyy", "hiii", "yo sorry to bother u", "hello sorry for the trouble",
		"heyyyy 😊", "hiya sorry to bug u"}
	for _, d := range []string{"bank", "insurance"} {
		start := func() (*Engine, *recorder) {
			if d == "bank" {
				return newBank(t, nil)
			}
			return newInsurance(t)
		}
		open := "check my balance"
		if d == "insurance" {
			open = "decline claim CLM-12345"
		}
		for _, m := range byes {
			e, rec := start()
			say(t, e, open)
			before := len(rec.replies())
			say(t, e, m)
			got := strings.ToLower(strings.Join(rec.replies()[before:], "\n"))
			if !strings.Contains(got, "bye") || strings.Contains(got, "not sure how to help") || strings.Contains(got, "username") {
				t.Errorf("[%s] %q with a task open: %q", d, m, got)
			}
			if e.sess.Agenda.Depth() > 0 || e.sess.Pending.Secret != nil {
				t.Errorf("[%s] %q: the task still waits: %q", d, m, got)
			}
		}
		for _, m := range greets {
			e, rec := start()
			say(t, e, m)
			got := rec.lastReply()
			if !strings.Contains(got, "Hello") && !strings.Contains(got, "Hi") || strings.Contains(got, "not sure how to help") || strings.Contains(got, "Sorry this has been hard") || strings.Contains(got, "password") {
				t.Errorf("[%s] %q: %q", d, m, got)
			}
		}
	}
}
