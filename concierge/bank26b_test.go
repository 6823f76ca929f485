package concierge

import (
	"regexp"
	"strings"
	"testing"
)

// Issue 24 (bank26b), kind 1: text-speak "2" = "to", "4" = "for", "u" =
// "you" is read as the word where a number makes no sense; "to my
// savings" is the destination, and an amount that could be either is
// asked, never guessed.
func TestBank26bTextSpeak(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		lines  []string
		want   string // in the last reply
		wantNo string // in no reply
	}{
		{[]string{"hw do i move cash 2 my savings", "seldo", "monkey"}, "How much would you like to transfer", "$2.00"},
		{[]string{"how do i send money 2 my savings", "seldo", "monkey"}, "How much would you like to transfer", "$2.00"},
		{[]string{"snd 50 2 savings", "seldo", "monkey"}, "Transfer $50.00 from Checking (1234567890) to Savings (2345678901)?", "from Savings"},
		{[]string{"move 300 2 my checking pls", "seldo", "monkey"}, "Transfer $300.00 from Savings (2345678901) to Checking (1234567890)?", "$2.00"},
		{[]string{"can u move 20 4 me 2 1234324", "seldo", "monkey", "checking"}, "Transfer $20.00 from Checking (1234567890) to 1234324?", "$4.00"},
		{[]string{"pls send 2 7654321", "seldo", "monkey", "checking"}, "How much would you like to transfer", "$2.00"},
		{[]string{"transfer 15 dollars 2 7654321 4 me", "seldo", "monkey", "savings"}, "Transfer $15.00 from Savings (2345678901) to 7654321?", "$2.00"},
		{[]string{"send 2 dollars to 7654321", "seldo", "monkey", "checking"}, "Transfer $2.00 from Checking (1234567890) to 7654321?", ""},
	} {
		e, rec := newBank(t, nil)
		say(t, e, c.lines...)
		if got := rec.lastReply(); !strings.Contains(got, c.want) {
			t.Errorf("%q: %q, want %q", c.lines, got, c.want)
		}
		for _, r := range rec.replies() {
			if c.wantNo != "" && strings.Contains(r, c.wantNo) {
				t.Errorf("%q: said %q", c.lines, r)
			}
		}
		if b := balance(t, e, "1234567890"); b != "" && b != "1000.00" {
			t.Errorf("%q: money moved without a yes: %s", c.lines, b)
		}
	}
}

// Issue 24 (bank26b), kind 3: questions about the accounts are answered;
// a function word is never a username.
func TestBank26bAccountsQuestions(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"what are the names of my accounts", "whats the name of my account", "names of my accts?"} {
		e, rec := newBank(t, nil)
		say(t, e, line)
		for _, n := range rec.notes() {
			if strings.Contains(n, "The username is") {
				t.Errorf("%q: %q", line, n)
			}
		}
		if got := rec.lastReply(); !strings.Contains(got, "Checking and Savings") {
			t.Errorf("%q: %q, want the accounts named", line, got)
		}
	}
	for _, q := range []string{"what accounts do i have", "which accts have i got?", "list my accounts", "wat r my accounts"} {
		e, rec := newBank(t, nil)
		say(t, e, "send 50 to 1234324", "seldo", "monkey", q)
		got := rec.lastReply()
		if !strings.Contains(got, "Your accounts here are Checking and Savings.") || !strings.Contains(got, "Which account should the $50.00 come from: Checking or Savings?") {
			t.Errorf("%q at the source question: %q", q, got)
		}
		if e.sess.Pending.Approval != nil {
			t.Errorf("%q: an account was chosen", q)
		}
	}
}

// Issue 24 (bank26b), kind 4: what became of the money, asked after a
// logout, is the truth: sent, declined, dropped by the logout, or none.
func TestBank26bFateAfterLogout(t *testing.T) {
	t.Parallel()
	before := map[string][]string{
		"dropped":   {"send 50 to 1234324", "seldo", "monkey", "checking", "log out"},
		"completed": {"send 50 to 1234324", "seldo", "monkey", "checking", "yes", "log out"},
		"declined":  {"send 50 to 1234324", "seldo", "monkey", "checking", "no", "log out"},
		"none":      {"log in", "seldo", "monkey", "log out"},
	}
	want := map[string]string{
		"dropped":   "You signed out before the request to transfer $50.00",
		"completed": "Done: $50.00 sent from Checking (1234567890) to 1234324",
		"declined":  "you said no to it, so nothing was sent",
		"none":      "No request to transfer money ran in this session",
	}
	for _, q := range []string{"so was the money sent", "did it go through", "is my money gone", "what happened to my transfer", "wait where did my money go?", "ok so did the transfer go through?"} {
		for kind, lines := range before {
			e, rec := newBank(t, nil)
			say(t, e, lines...)
			say(t, e, q)
			if got := rec.lastReply(); !strings.Contains(got, want[kind]) {
				t.Errorf("%s, then %q: %q, want %q", kind, q, got, want[kind])
			}
			if e.sess.Speaker != "" {
				t.Errorf("%s, then %q: a task started (%s)", kind, q, e.sess.Speaker)
			}
		}
	}
}

// Issue 24 (bank26b), kind 2: at the source question of a transfer, why
// the account is asked is said for the transfer, never as a balance.
func TestBank26bSourceWhyForTheTransfer(t *testing.T) {
	t.Parallel()
	for _, q := range []string{"why do you need that", "why", "how come u need that?", "why do u need the account"} {
		e, rec := newBank(t, nil)
		say(t, e, "send 50 to 1234324", "seldo", "monkey", q)
		got := rec.lastReply()
		if !strings.Contains(got, "I need it to transfer money") || strings.Contains(got, "check a balance") || strings.Contains(got, "balance of") {
			t.Errorf("%q at the source question: %q", q, got)
		}
	}
	e, rec := newBank(t, nil)
	say(t, e, "check my balance", "seldo", "monkey", "why do you need that")
	if got := rec.lastReply(); !strings.Contains(got, "check a balance") {
		t.Errorf("why, at the balance's own question: %q", got)
	}
}

// sourceAsked reports a transfer's source asked as what it is for: "the
// money" with no amount said, the amount where it was ("Which account
// should the $50.00 come from: Checking or Savings?").
func sourceAsked(said string) bool {
	return regexp.MustCompile(`Which account should the (?:money come from\?|\$[\d,]+\.\d\d come from:)`).MatchString(said)
}

// Issue 24 (bank26b), kind 2: the source question says what it is for in
// the task asked, with the amount where the request said it.
func TestBank26bSourceQuestionWithAmount(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		lines []string
		want  string
	}{
		{[]string{"send 50 to 1234324", "seldo", "monkey"}, "Which account should the $50.00 come from: Checking or Savings?"},
		{[]string{"can u move 20 4 me 2 1234324", "seldo", "monkey"}, "Which account should the $20.00 come from: Checking or Savings?"},
		{[]string{"wire 1,250.75 to 7654321 pls", "seldo", "monkey"}, "Which account should the $1,250.75 come from: Checking or Savings?"},
		{[]string{"send 50 to 1234324", "seldo", "monkey", "hmm"}, "Which account should the $50.00 come from: Checking or Savings?"},
		{[]string{"send 50 to 1234324", "seldo", "monkey", "no"}, "I still need to know this: Which account should the $50.00 come from: Checking or Savings?"},
		{[]string{"transfer money", "seldo", "monkey"}, "Which account should the money come from? Checking or Savings?"},
		{[]string{"i wanna send some cash to 7654321", "seldo", "monkey"}, "Which account should the money come from? Checking or Savings?"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, c.lines...)
		if got := rec.lastReply(); !strings.Contains(got, c.want) || strings.Contains(got, "balance of") {
			t.Errorf("%q: %q, want %q", c.lines, got, c.want)
		}
	}
}
