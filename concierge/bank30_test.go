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
