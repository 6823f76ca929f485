package concierge

import (
	"strings"
	"testing"
)

// Both accounts and a figure at the balance check's source question all
// go to the waiting transfer: the amount is not lost (tryout 37 bank 15).
func TestFigureAfterAccountsAtSourceQuestionIsTheAmount(t *testing.T) {
	t.Parallel()
	for _, said := range []string{
		"savings to checking, 250",
		"savings to checking 250",
		"from savings to checking, 250",
		"savings into checking, $250",
		"savings to checking for 250 bucks",
		"savngs to checking, 250",
	} {
		e, rec := newBank(t, nil)
		say(t, e, "transfer money", "seldo", "monkey", said)
		ap, ok := e.PendingApproval()
		if !ok || !strings.Contains(ap.Summary, "$250.00") || !strings.Contains(ap.Summary, "to Checking") {
			t.Errorf("%q: %q", said, rec.lastReply())
		}
	}
}

// A figure at the destination-ID question, too short to be an ID, is the
// amount: kept, and the ID asked again (tryout 37 bank 04).
func TestFigureAtIDQuestionIsTheAmount(t *testing.T) {
	t.Parallel()
	for _, fig := range []string{"200", "200.", "$200", "200 dollars", "200 bucks", "200.00"} {
		e, rec := newBank(t, nil)
		say(t, e, "i wanna move some cash", "seldo", "monkey", "checking", fig)
		if !strings.Contains(rec.lastReply(), "$200.00 as the amount") || strings.Contains(rec.lastReply(), "couldn't take") || !strings.Contains(rec.lastReply(), "account ID") {
			t.Errorf("%q at the ID question: %q", fig, rec.lastReply())
			continue
		}
		say(t, e, "to my savings")
		if ap, ok := e.PendingApproval(); !ok || !strings.Contains(ap.Summary, "$200.00 from Checking") {
			t.Errorf("%q then savings: %q", fig, rec.lastReply())
		}
	}
	// an ID still answers its question
	e, rec := newBank(t, nil)
	say(t, e, "i wanna move some cash", "seldo", "monkey", "checking", "7654321", "200")
	if ap, ok := e.PendingApproval(); !ok || !strings.Contains(ap.Summary, "$200.00") || !strings.Contains(ap.Summary, "7654321") {
		t.Errorf("an ID then an amount: %q", rec.lastReply())
	}
}
