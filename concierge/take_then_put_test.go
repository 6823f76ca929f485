package concierge

import "testing"

// Round 34's bank 61 and 54: a move said as a take-out and a put-in, or
// as "everything out of A into B", is one transfer of what was said, from
// the first place to the second; it waits for the yes like any other.
func TestTakeOutAndPutInIsOneTransfer(t *testing.T) {
	t.Parallel()
	const toSavings = "Transfer $1,000.00 from Checking (1234567890) to Savings (2345678901)?"
	const toChecking = "Transfer $5,000.00 from Savings (2345678901) to Checking (1234567890)?"
	for said, want := range map[string]string{
		"take everything out of checking and put it in savings":     toSavings,
		"pull all my money out of savings and put it into checking": toChecking,
		"take 200 from savings, stick it in checking":               "Transfer $200.00 from Savings (2345678901) to Checking (1234567890)?",
		"get it all outta savings n put that into checking":         toChecking,
		"grab 50 off checking then chuck it in savings":             "Transfer $50.00 from Checking (1234567890) to Savings (2345678901)?",
		"move everything out of savings into checking":              toChecking,
		"take it all out of checking into savings":                  toSavings,
		"withdraw 75 from checking and pop it into savings please":  "Transfer $75.00 from Checking (1234567890) to Savings (2345678901)?",
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
