package concierge

import (
	"strings"
	"testing"
)

// R50's ask: a question about the domain or the app with no request in it
// is answered from what the product knows, and starts no task; a request
// put as a question is still a task.
func TestDomainQuestionsAreAnsweredNotRouted(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"are there any charges when I move money?",
		"is there a fee to transfer?",
		"how long do transfers usually take?",
		"how quickly does the money get there?",
		"is there a daily cap on transfers?",
		"do you handle transfers to other countries?",
		"do transfers work on sundays?",
		"what currency do you use?",
		"are stock quotes delayed?",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line)
			if e.Speaker() != "" || len(e.Stack()) > 0 {
				t.Fatalf("%q started a task: speaker %q, stack %v, replies %q", line, e.Speaker(), e.Stack(), rec.replies())
			}
			if r := rec.lastReply(); !strings.Contains(r, "I don't know that here") || strings.Contains(r, "username") {
				t.Errorf("%q: reply %q", line, r)
			}
		})
	}
}

func TestRequestsPutAsQuestionsStayTasks(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ say, speaker, reply string }{
		{"could you check my balance?", "authenticate", ""},
		{"can u show my savings balance?", "authenticate", ""},
		{"what's in my checking?", "authenticate", ""},
		{"how much money have I got?", "authenticate", ""},
		{"can you send 40 to 7654321?", "authenticate", ""},
		{"can you log me in?", "authenticate", ""},
		{"what's MSFT trading at?", "", "MSFT (Microsoft"},
		{"whats the price of tesla?", "", "TSLA (Tesla"},
		{"could you look up nvidia for me?", "", "NVDA (NVIDIA"},
		{"how is apple stock doing?", "", "AAPL (Apple"},
		{"can i get the IBM price?", "", "IBM"},
	} {
		t.Run(tc.say, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, tc.say)
			if e.Speaker() != tc.speaker || tc.reply != "" && !containsIn(rec.replies(), tc.reply) {
				t.Errorf("%q: speaker %q, replies %q", tc.say, e.Speaker(), rec.replies())
			}
			if containsIn(rec.replies(), "I don't know that here") {
				t.Errorf("%q answered as a question: %q", tc.say, rec.replies())
			}
		})
	}
}

// What a task needs first is answered from its declared requirements
// (R1's list), and a question at an agent's question is answered with
// that question asked again.
func TestQuestionsAnsweredFromWhatTheProductKnows(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ say, reply string }{
		{"do I have to sign in to see a share price?", "You can look up a stock price straight away"},
		{"what would I need to send money?", "To transfer money, first I'll log you in and check a balance."},
		{"is a login required for checking my balance?", "To check a balance, first I'll log you in."},
		{"which accounts are there?", "Checking and Savings"}, // the user's own, named (accounts_listed.go)
		{"which account should I use?", "Checking, Savings"},
	} {
		t.Run(tc.say, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, tc.say)
			if e.Speaker() != "" || !strings.Contains(rec.lastReply(), tc.reply) {
				t.Errorf("%q: speaker %q, reply %q", tc.say, e.Speaker(), rec.lastReply())
			}
		})
	}
	e, rec := newBank(t, nil)
	say(t, e, "transfer money", "are there fees on transfers?")
	if e.Speaker() != "authenticate" || !strings.Contains(rec.lastReply(), "I don't know that here") || !strings.Contains(rec.lastReply(), "What is your username?") {
		t.Errorf("at the username question: speaker %q, reply %q", e.Speaker(), rec.lastReply())
	}
}
