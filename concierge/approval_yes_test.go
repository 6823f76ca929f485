package concierge

import (
	"strings"
	"testing"
)

// SPEC §15 at an approval, the review's findings: money moves only on a
// yes to exactly what the summary says. A value after the yes is a
// correction asked again, an account or a condition gets the approval
// asked again, a request joined to the yes waits for after the call, and
// "yes?" is a question.
func TestYesWithMoreAtAnApproval(t *testing.T) {
	t.Parallel()
	cases := []struct {
		answer string
		ran    bool   // the $200 transfer ran
		want   string // in the reply to the answer
	}{
		{"yes, 300", false, "Transfer $300.00 from Checking (1234567890) to 1234324?"},
		{"sure, 300", false, "Transfer $300.00 from Checking"},
		{"yes, all 1000", false, "Transfer $1,000.00 from Checking"},
		{"yes 7654321", false, "Transfer $200.00 from Checking (1234567890) to 7654321?"},
		{"yes, use savings", false, "Transfer $200.00 from Savings (2345678901) to 1234324?"},            // a new source (R50)
		{"yes from my savings account", false, "Transfer $200.00 from Savings (2345678901) to 1234324?"}, // a new source, checked first (R50)
		{"yes if the fee is zero", false, "Please answer yes or no"},
		{"yes?", false, "Please answer yes or no"},
		{"no, 300", false, "Transfer $300.00 from Checking"},
		{"yes please send it", true, "Done: $200.00 sent"},
		{"yes, thanks", true, "Done: $200.00 sent"},
		{"yes, and check my savings", true, "Done: $200.00 sent"},
		{"yes, and also send 300 to 7654321", true, "Done: $200.00 sent"},
		{"yes, and send it to 7654321 instead", false, "Transfer $200.00 from Checking (1234567890) to 7654321?"},
		{"yes and send 300 instead", false, "Transfer $300.00 from Checking (1234567890) to 1234324?"},
		{"yes and transfer 300 to 1234324 instead of 200", false, "Transfer $300.00 from Checking"},
		{"yes and send 200 to 1234324", true, "Done: $200.00 sent"}, // the same call said again: once
	}
	for _, c := range cases {
		t.Run(c.answer, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "login seldo monkey", "send 200 from checking to 1234324")
			if _, ok := e.PendingApproval(); !ok {
				t.Fatalf("no approval: %q", rec.replies())
			}
			n := len(rec.replies())
			say(t, e, c.answer)
			said := strings.Join(rec.replies()[n:], "\n")
			if !strings.Contains(said, c.want) {
				t.Errorf("replies:\n%s\nwant %q", said, c.want)
			}
			if got := strings.Contains(said, "Done: $200.00 sent"); got != c.ran {
				t.Errorf("the transfer ran: %v, want %v\n%s", got, c.ran, said)
			}
			if b := balance(t, e, "1234567890"); (b != "" && b != "1000.00") != c.ran {
				t.Errorf("checking balance = %q: the money moved %v, want %v", b, b != "" && b != "1000.00", c.ran)
			}
		})
	}
}

// SPEC §15 rule 3: "yes, and also send 300 to 7654321" approves the $200
// and then asks its own approval for the $300; one yes moves one amount.
func TestYesAndAnotherTransfer(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	say(t, e, "login seldo monkey", "send 200 from checking to 1234324", "yes, and also send 300 to 7654321")
	ap, ok := e.PendingApproval()
	if !ok || !strings.Contains(ap.Summary, "$300.00") || !strings.Contains(ap.Summary, "7654321") {
		t.Fatalf("pending %v %+v; replies %q", ok, ap, rec.replies())
	}
	say(t, e, "no")
	if !containsIn(rec.replies(), "Done: $200.00 sent") || containsIn(rec.replies(), "$300.00 sent") {
		t.Errorf("replies %q", rec.replies())
	}
}

// Review M2: a yes that says the waiting call again runs it once; nothing
// is queued to run it a second time.
func TestYesRestatingTheCallRunsOnce(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	say(t, e, "login seldo monkey", "send 200 from checking to 1234324", "yes and send 200 to 1234324")
	if _, ok := e.PendingApproval(); ok || len(e.sess.Agenda) != 0 {
		t.Fatalf("a second call waits: %q", rec.replies())
	}
	if b := balance(t, e, "1234567890"); b != "800.00" {
		t.Errorf("checking = %s, want 800.00", b)
	}
}

// Review M3, M4: a source said not to use is not used, and a value taken
// back with a bare "no" is one request with the last value, never a plan
// of two transfers.
func TestDeniedSourceAndTakenBackValue(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"send 200 to 1234324 not from savings", "Transfer $200.00 from Checking (1234567890) to 1234324?"},
		{"send 200 to 1234324 but don't take it from savings", "Transfer $200.00 from Checking (1234567890) to 1234324?"},
		{"send 500 to 1234324, no, 50", "Transfer $50.00 from Checking (1234567890) to 1234324?"},
		{"send $500, no $50 to 1234324", "Transfer $50.00 from Checking (1234567890) to 1234324?"},
		{"send 50 to 1234324, no, to 7654321", "Transfer $50.00 from Checking (1234567890) to 7654321?"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", "check my checking balance", c.line)
		if !strings.Contains(rec.lastReply(), c.want) || e.sess.Plan != nil {
			t.Errorf("%q: reply %q (plan %v), want %q", c.line, rec.lastReply(), e.sess.Plan != nil, c.want)
		}
	}
}
