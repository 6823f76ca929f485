package concierge

import (
	"strings"
	"testing"
)

// Issue 24, round 13: a vague whole amount at "How much would you like to
// transfer?" — "idk whatever is in there", "whatever's left", "the rest
// of it", "empty it", "uh whatever's in there i guess" — is the source's
// whole balance, shown in the approval; "in there" is never read as the
// destination ("Taking 'in there' as 7654321"), and "idk" beside it is no
// give-up.
func TestVagueWholeAmountAtTheAmountQuestion(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"idk whatever is in there", "whatever's left", "the rest of it", "empty it",
		"uh whatever's in there i guess", "just send what's left in there", "dunno, all of it i guess",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "log me in", "seldo", "monkey", "send money from savings to 7654321", line)
			if containsIn(rec.replies(), "Taking") || containsIn(rec.replies(), "just mentioned") {
				t.Fatalf("%q was read as a reference to an account: %q", line, rec.replies())
			}
			ap, ok := e.PendingApproval()
			want := "Transfer $5,000.00 from Savings (2345678901) to 7654321"
			if !ok || !strings.Contains(ap.Summary, want) {
				t.Fatalf("%q: want the approval %q, got %q", line, want, rec.replies())
			}
		})
	}
}

// "there" that points at an account is still read so: "send 20 there"
// after an id was said.
func TestThereStillPointsAtAnAccount(t *testing.T) {
	t.Parallel()
	if amountSaysThere("send 20 there from checking") || amountSaysThere("put 50 into that account") {
		t.Fatal("a pointer at an account was read as an amount's words")
	}
	if !amountSaysThere("idk whatever is in there") || !amountSaysThere("everything in it") {
		t.Fatal("an amount's 'in there' was read as a pointer at an account")
	}
}
