package concierge

import "testing"

// Round 34: "keepin 200 in chekcing n send the rest to savings" — typos of
// keep/leave and checking, "n"/"&"/"+" for and, "rest"/"remainder"/
// "everything else" — is the transfer of Checking's balance less the
// figure, as "leave 200 in checking and put the rest in savings" is:
// proposed once the balance is known, and nothing moves before the yes.
func TestLeaveTheRestTyposAndShorthand(t *testing.T) {
	t.Parallel()
	want := "Transfer $800.00 from Checking (1234567890) to Savings (2345678901)?"
	for _, said := range []string{
		"keepin 200 in chekcing n send the rest to savings",
		"leav 200 in checkin & move the remainder to savings",
		"keep 200 in checkng + put everything else in savings",
		"lave 200 in cheking and send the rest 2 savings",
		"kep 200 in checking n transfer remainder to savings",
		"leaving 200 in chequing, rest to savings pls",
	} {
		t.Run(said, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, said, "seldo", "monkey")
			ap, ok := e.PendingApproval()
			if !ok || ap.Summary != want {
				t.Fatalf("after %q the approval is %+v; replies %q", said, ap, rec.replies())
			}
			if b := balance(t, e, "1234567890"); b != "" && b != "1000.00" {
				t.Fatalf("money moved before a yes: checking = %s", b)
			}
		})
	}
}
