package concierge

import (
	"strings"
	"testing"
)

// Issue 24, bank30, kind 1: attitude and filler around a request ("oh
// great another bot", "one more app, great", "fine, whatever") add no
// task: only the request is served, no plan is proposed, no transfer starts.
func TestBank30FillerAddsNoTask(t *testing.T) {
	t.Parallel()
	cases := []struct {
		msg, want string
	}{
		{"oh great another bot. fine. savings balance i guess", "savings"},
		{"ugh another app. whats in my checking", "checking"},
		{"one more bot, great. savings balance please", "savings"},
		{"fine, whatever. check my savings balance", "savings"},
		{"oh joy another chatbot... balance of checking i guess", "checking"},
		{"another bot, cool. ok. how much is in savings", "savings"},
		{"great, yet another assistant. my checking balance pls", "checking"},
		{"sigh another one of these. savings balance", "savings"},
		{"oh great another bot fine savings balance i guess", "savings"},
	}
	for _, c := range cases {
		e, rec := newBank(t, nil)
		say(t, e, c.msg, "seldo", "monkey")
		got := strings.ToLower(strings.Join(rec.replies(), "\n"))
		if strings.Contains(got, "plan") || strings.Contains(got, "transfer money") && strings.Contains(got, "shall i") || e.sess.Agenda.Holds("transfer_money") || e.Speaker() == "transfer_money" {
			t.Errorf("%q: a task nobody asked for: %q", c.msg, got)
			continue
		}
		if !strings.Contains(got, "your "+c.want+" account") || !strings.Contains(got, "has a balance of") {
			t.Errorf("%q: want the %s balance, got %q", c.msg, c.want, got)
		}
	}
}

// Issue 24, bank30, kind 2: every value of the waiting transfer said at
// the username question (source, destination, amount; together or alone;
// shouted or not) is kept for it, and the summary after the sign-in has
// them all: the source is not asked again, and nothing moves without a yes.
func TestBank30ValuesSaidAtSignIn(t *testing.T) {
	t.Parallel()
	cases := []struct {
		first, atName, want string
	}{
		{"i need to MOVE 200 BUCKS", "FROM SAVINGS TO 1234324", "transfer $200.00 from savings (2345678901) to 1234324?"},
		{"i need to move 200 bucks", "from savings to 1234324", "transfer $200.00 from savings (2345678901) to 1234324?"},
		{"send 75 to 7654321", "from checking", "transfer $75.00 from checking (1234567890) to 7654321?"},
		{"send 75 to 7654321", "out of my savings pls", "transfer $75.00 from savings (2345678901) to 7654321?"},
		{"transfer money", "450 from checking to 7654321", "transfer $450.00 from checking (1234567890) to 7654321?"},
		{"wanna send some cash", "its 60 bucks from savings to acct 1234324", "transfer $60.00 from savings (2345678901) to 1234324?"},
		{"move 30 dollars from checking", "to 1234324", "transfer $30.00 from checking (1234567890) to 1234324?"},
		{"pay 1234324 please", "120 out of savings", "transfer $120.00 from savings (2345678901) to 1234324?"},
		{"SEND 15 TO 7654321", "FROM CHECKING", "transfer $15.00 from checking (1234567890) to 7654321?"},
		{"move 200 to 1234324", "savings", "transfer $200.00 from savings (2345678901) to 1234324?"},
	}
	for _, c := range cases {
		e, rec := newBank(t, nil)
		say(t, e, c.first)
		before := len(rec.replies())
		say(t, e, c.atName)
		kept := strings.ToLower(strings.Join(rec.replies()[before:], "\n"))
		if !strings.Contains(kept, "username") {
			t.Errorf("%q at the username question: %q, want the question asked again", c.atName, kept)
		}
		say(t, e, "seldo", "monkey")
		got := strings.ToLower(strings.Join(rec.replies()[before:], "\n"))
		if !strings.Contains(got, c.want) || strings.Contains(got, "come from") {
			t.Errorf("%q then %q: %q, want %q", c.first, c.atName, got, c.want)
		}
		if e.Fact("authenticated") != "true" {
			t.Errorf("%q: not signed in: %q", c.atName, got)
		}
		if b := balance(t, e, "1234567890"); b != "" && b != "1000.00" {
			t.Errorf("%q: checking is %s: money moved without a yes", c.atName, b)
		}
		if b := balance(t, e, "2345678901"); b != "" && b != "5000.00" {
			t.Errorf("%q: savings is %s: money moved without a yes", c.atName, b)
		}
	}
}

// Issue 24, bank30, kind 4: how-to questions about logging out or
// leaving say how, signed in, with nothing else changed.
func TestBank30HowToLeave(t *testing.T) {
	t.Parallel()
	for _, q := range []string{
		"and how do i get out of it now",
		"how do i sign out",
		"how do i exit this",
		"so how can i log out?",
		"ok how do i logout",
		"how do i leave",
		"um how do i quit this thing",
		"how to sign out pls",
		"thanks. how do i log myself out",
		"HOW DO I GET OUT",
	} {
		e, rec := newBank(t, nil)
		say(t, e, "seldo monkey", "whats my checking balance")
		before := len(rec.replies())
		say(t, e, q)
		got := strings.ToLower(strings.Join(rec.replies()[before:], "\n"))
		if !strings.Contains(got, `say "log out"`) || !strings.Contains(got, `"exit"`) || strings.Contains(got, "here is what i can help you with") {
			t.Errorf("%q: %q, want how to log out and leave", q, got)
		}
		if e.Fact("authenticated") != "true" {
			t.Errorf("%q: signed out by a question", q)
		}
	}
}

// Issue 24, bank30, kind 2: an amount said alone at the username
// question, a transfer waiting for it, is the transfer's (never "not a
// valid username"); after the sign-in the source is asked with it.
func TestBank30AmountAloneAtSignIn(t *testing.T) {
	t.Parallel()
	cases := []struct{ first, atName, want string }{
		{"send money to 1234324", "200", "$200.00 come from"},
		{"pay 7654321", "75.50", "$75.50 come from"},
		{"i wanna transfer to 1234324", "40 bucks", "$40.00 come from"},
		{"send money to 1234324", "$200", "$200.00 come from"},
	}
	for _, c := range cases {
		e, rec := newBank(t, nil)
		say(t, e, c.first)
		before := len(rec.replies())
		say(t, e, c.atName)
		if got := strings.ToLower(rec.lastReply()); strings.Contains(got, "not a valid username") || !strings.Contains(got, "username") {
			t.Errorf("%q at the username question: %q", c.atName, got)
		}
		say(t, e, "seldo", "monkey")
		got := strings.Join(rec.replies()[before:], "\n")
		if !strings.Contains(got, c.want) || e.Fact("authenticated") != "true" {
			t.Errorf("%q then %q: %q, want %q", c.first, c.atName, got, c.want)
		}
	}
}

// Issue 24, bank30, kind 3a: a question whether money moved, after a
// transfer was turned down or dropped, gets the honest answer from what
// happened — nothing ran — and after one that ran, what came of it; never
// a balance check that takes the question's words for an account.
func TestBank30DidMoneyMove(t *testing.T) {
	t.Parallel()
	qs := []string{
		"did any money leave my account?",
		"did anything go out",
		"was i charged?",
		"did it send",
		"so did any money come out of my account",
		"wait did the money leave",
		"was anything taken out?",
		"did the $20 leave my account",
	}
	for _, end := range []string{"no", "never mind"} {
		for _, q := range qs {
			e, rec := newBank(t, nil)
			say(t, e, "seldo monkey", "send 20 from checking to 1234324", end)
			before := len(rec.replies())
			say(t, e, q)
			got := strings.ToLower(strings.Join(rec.replies()[before:], "\n"))
			if !strings.Contains(got, "nothing was done") && !strings.Contains(got, "nothing was sent") {
				t.Errorf("%q after %q: %q, want that nothing ran", q, end, got)
			}
			if strings.Contains(got, "recognise") || strings.Contains(got, "which account") {
				t.Errorf("%q after %q: %q", q, end, got)
			}
			if b := balance(t, e, "1234567890"); b != "" && b != "1000.00" {
				t.Errorf("%q: checking is %s", q, b)
			}
		}
	}
	e, rec := newBank(t, nil)
	say(t, e, "seldo monkey", "send 20 from checking to 1234324", "yes")
	before := len(rec.replies())
	say(t, e, "did any money leave my account?")
	if got := strings.ToLower(strings.Join(rec.replies()[before:], "\n")); !strings.Contains(got, "you approved it") {
		t.Errorf("after a transfer ran: %q, want what came of it", got)
	}
}

// Issue 24, bank30, kind 3b: plural questions about the user's accounts
// (their numbers, their names, which there are), with a reason said after
// them, list them after the sign-in.
func TestBank30AccountsListed(t *testing.T) {
	t.Parallel()
	for _, q := range []string{
		"what are my account numbers? need them for direct deposit form",
		"what are my account numbers",
		"what accounts do i have",
		"whats my account numbers? its for my employer",
		"can u tell me my account numbers. payroll wants them",
		"what are my account numbers, its for payroll",
		"which accounts have i got?",
		"what are my accounts called",
	} {
		e, rec := newBank(t, nil)
		say(t, e, "seldo monkey")
		before := len(rec.replies())
		say(t, e, q)
		got := strings.ToLower(strings.Join(rec.replies()[before:], "\n"))
		if !strings.Contains(got, "1234567890") || !strings.Contains(got, "2345678901") {
			t.Errorf("%q: %q, want both accounts with their numbers", q, got)
		}
		if strings.Contains(got, "not sure") || strings.Contains(got, "transfer") {
			t.Errorf("%q: %q", q, got)
		}
	}
}
