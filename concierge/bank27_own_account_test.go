package concierge

import (
	"strings"
	"testing"
)

// R27, R50 (issue 24, bank27): the user's own account named by its number
// or its last digits is that account — as the source, the balance's
// account or the destination — before the sign-in or after it; the
// number is never reported as unused.
func TestOwnAccountByNumberOrLastDigits(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		lines []string
		want  string
	}{
		{[]string{"send $25 from 1234567890 to 7654321", "seldo", "monkey"}, `Transfer \$25.00 from Checking (1234567890) to 7654321?`},
		{[]string{"send 40 from the one ending 8901 to 7654321", "seldo", "monkey"}, `Transfer $40.00 from Savings (2345678901) to 7654321?`},
		{[]string{"transfer 30 from acct ...7890 to 1234324", "seldo", "monkey"}, `Transfer $30.00 from Checking (1234567890) to 1234324?`},
		{[]string{"pay 15 out of 2345678901 to 7654321 pls", "seldo", "monkey"}, `Transfer $15.00 from Savings (2345678901) to 7654321?`},
		{[]string{"whats the balance of 2345678901", "seldo", "monkey"}, `Your Savings account (2345678901) has a balance`},
		{[]string{"balance of the account ending in 7890", "seldo", "monkey"}, `Your Checking account (1234567890) has a balance`},
		{[]string{"login seldo monkey", "send 25 from the one ending 7890 to 7654321"}, `Transfer $25.00 from Checking (1234567890) to 7654321?`},
		{[]string{"login seldo monkey", "move 100 from 1234567890 to the one ending 8901"}, `Transfer $100.00 from Checking (1234567890) to Savings (2345678901)?`},
		{[]string{"login seldo monkey", "how much is in acct ending 8901"}, `Your Savings account (2345678901) has a balance`},
		{[]string{"login seldo monkey", "send 10 from xxxx7890 to 7654321"}, `Transfer $10.00 from Checking (1234567890) to 7654321?`},
		{[]string{"send 25 to 7654321", "seldo", "monkey", "the one ending 8901"}, `Transfer $25.00 from Savings (2345678901) to 7654321?`},
		{[]string{"send 25 to 7654321", "seldo", "monkey", "1234567890"}, `Transfer $25.00 from Checking (1234567890) to 7654321?`},
	} {
		t.Run(c.lines[0]+"/"+c.lines[len(c.lines)-1], func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, c.lines...)
			all := strings.Join(rec.replies(), "\n")
			want := strings.ReplaceAll(c.want, `\$`, "$")
			if !strings.Contains(all, want) {
				t.Fatalf("want %q:\n%s", want, all)
			}
			if strings.Contains(all, "I didn't use") || strings.Contains(all, "Done:") {
				t.Fatalf("a number used is called unused, or money moved:\n%s", all)
			}
			if first := c.lines[0]; (strings.Contains(first, " from ") || strings.Contains(first, " of ") || strings.Contains(first, " in ")) && strings.Contains(all, "Which account") {
				t.Fatalf("the account said is asked again:\n%s", all)
			}
		})
	}
}

// R50 (issue 24, bank27): everyday ways of saying no at an approval are a
// no: nothing moves, the call no longer waits, and no "please answer yes
// or no". A yes still needs a yes-word.
func TestDeclineIdiomsAtApproval(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"yeah no", "nah", "nope not today", "i'd rather not", "maybe not", "no thanks mate",
		"on second thoughts no", "hard pass", "Yeah, no.", "i'll pass thanks", "thanks but no", "id rather not tbh",
		"nah mate not today", "cheers but no thanks", "better not", "yea nah"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "login seldo monkey", "send 20 from checking to 7654321", line)
			all := strings.Join(rec.replies(), "\n")
			if strings.Contains(all, "Done:") || e.sess.Pending.Approval != nil {
				t.Fatalf("%q: the transfer still waits or ran:\n%s", line, all)
			}
			if r := rec.lastReply(); strings.Contains(r, "answer yes or no") || strings.Contains(r, "How much") || strings.Contains(r, "You're welcome") {
				t.Fatalf("%q: reply %q", line, r)
			}
		})
	}
	// no-word first and yes-word last stays unclear: asked again, nothing sent
	for _, line := range []string{"nah yeah", "no yeah"} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", "send 20 from checking to 7654321", line)
		if all := strings.Join(rec.replies(), "\n"); strings.Contains(all, "Done:") {
			t.Fatalf("%q moved the money:\n%s", line, all)
		}
	}
}
