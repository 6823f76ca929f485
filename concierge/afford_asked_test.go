package concierge

import (
	"strings"
	"testing"
)

// Round 34's bank 49: "can I afford to send N" is a question, never a
// transfer. With a balance shown it is answered yes or no with the
// figures; with none, the balance is looked up and the answer follows it.
// Nothing is proposed or moved.
func TestCanIAffordToSendIsAQuestion(t *testing.T) {
	t.Parallel()
	for said, want := range map[string]string{
		"can i afford to send my bro 1200":                                     "So no: Checking is $200.00 short of $1,200.00.",
		"yo whats my balance in checkin, and can i afford to send my bro 1200": "So no: Checking is $200.00 short of $1,200.00.",
		"do i have enough to pay 300 to 7654321":                               "So yes: Checking covers $300.00.",
		"could we afford to transfer 5k":                                       "So no: Checking is $4,000.00 short of $5,000.00.",
		"is there enough in checking to send 999.99 to my mum":                 "So yes: Checking covers $999.99.",
	} {
		t.Run(said, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, said, "seldo", "monkey", "checking")
			if !containsIn(rec.replies(), want) {
				t.Fatalf("after %q the replies are %q; want %q", said, rec.replies(), want)
			}
			if ap, ok := e.PendingApproval(); ok {
				t.Fatalf("a question proposed %q", ap.Summary)
			}
			if strings.Contains(strings.Join(rec.replies(), "\n"), "send the money to?") {
				t.Fatalf("a question asked for a recipient: %q", rec.replies())
			}
		})
	}
	e, rec := newBank(t, nil)
	say(t, e, "seldo", "monkey", "savings balance", "could i afford to send 1200 to 1234324")
	if !containsIn(rec.replies(), "Yes: your Savings balance is $5,000.00, which covers $1,200.00.") {
		t.Fatalf("a balance shown before was not compared: %q", rec.replies())
	}
}
