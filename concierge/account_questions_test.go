package concierge

import (
	"strings"
	"testing"
)

// R1, R28 (issue 24 round 8): a question about an account number — who to
// contact, whether it is valid or safe — is answered plainly (nothing here
// can say; the bank can) and starts no transfer; a request that uses the
// number still does.
func TestAccountQuestionStartsNothing(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"who do I contact about account 7654321",
		"is 7654321 a valid account?",
		"who should i ring about acct 7654321",
		"is account number 7654321 legit",
		"how can i check 7654321 is real",
		"is it safe to send money to 7654321?",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "log me in seldo", "monkey", line)
			if e.Speaker() != "" || e.sess.WorkFor("transfer_money").Slots["destination"] != "" {
				t.Fatalf("%q started a task: speaker %q, %q", line, e.Speaker(), rec.replies())
			}
			if got := rec.lastReply(); !strings.Contains(got, "I can't tell you who is behind account 7654321") {
				t.Errorf("%q: %q", line, got)
			}
		})
	}
	e, rec := newBank(t, nil)
	say(t, e, "log me in seldo", "monkey", "can you send 50 to 7654321")
	if e.Speaker() == "" {
		t.Errorf("the transfer asked for did not start: %q", rec.replies())
	}
}

// R53 (issue 24 round 8): "left", "remaining", "in total", "altogether"
// ask how much, and are no account: the account is asked for plainly,
// never "I didn't recognise "left" as the account".
func TestQuantityWordsAreNoAccount(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"how much money I have left", "how much do i have remaining", "what's my balance in total", "how much have i got altogether", "whats my overall balance"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "log me in seldo", "monkey", line)
			got := rec.lastReply()
			// a total ("in total", "altogether", "overall") is every
			// balance added up since issue 24 round 10 (accounts_listed.go)
			want := "Which account"
			if totalAsked(line) {
				want = "Together, Checking and Savings hold $6,000.00"
			}
			if strings.Contains(got, "recognise") || strings.Contains(got, "didn't use") || !strings.Contains(got, want) {
				t.Errorf("%q: %q", line, got)
			}
		})
	}
}
