package concierge

import (
	"strings"
	"testing"
)

// R50's ask (issue 24 round 10, kind 1): a question about what transfers
// can do — another bank, abroad, fees, how long — is answered and starts
// nothing, signed out or in, idle or at a question; before, "can I
// transfer to another bank?" started a transfer and asked for the
// username.
func TestQuestionsAboutTransfersStartNoTransfer(t *testing.T) {
	t.Parallel()
	for _, q := range []string{
		"can I transfer to another bank?",
		"can i move money to a different bank",
		"could you send money to someone at another bank?",
		"can i wire cash overseas",
		"is it possible to transfer internationally",
		"do transfers to other banks cost anything?",
		"quick question: if I transfer money does it cost me anything",
		"hey can i send money to a different country",
		"can u transfer to external accounts?",
	} {
		for _, before := range [][]string{nil, {"login seldo monkey"}} {
			e, rec := newBank(t, nil)
			say(t, e, before...)
			say(t, e, q)
			if e.Speaker() != "" || e.sess.Agenda.Depth() != 0 || e.sess.Pending.Approval != nil {
				t.Errorf("%q after %q: started a task (speaker %q):\n%s", q, before, e.Speaker(), strings.Join(rec.replies(), "\n"))
			}
			if r := rec.lastReply(); !strings.Contains(r, "transfer money") || strings.Contains(r, "username") {
				t.Errorf("%q after %q: want a plain answer naming what can be done, got %q", q, before, r)
			}
		}
	}
}

// A question about transfers at the amount's question is answered and
// the amount asked again; the transfer in hand keeps its values.
func TestQuestionAboutTransfersAtTheAmount(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	loggedInWithBalance(t, e)
	say(t, e, "send money to 7654321", "can i send to another bank too?")
	if e.Speaker() != "transfer_money" || !strings.Contains(rec.lastReply(), "How much") {
		t.Fatalf("want the amount asked again, got speaker %q: %q", e.Speaker(), rec.lastReply())
	}
	say(t, e, "40")
	if ap := e.sess.Pending.Approval; ap == nil || !strings.Contains(ap.Summary, "$40.00") || !strings.Contains(ap.Summary, "7654321") {
		t.Fatalf("want the transfer's approval with its values:\n%s", strings.Join(rec.replies(), "\n"))
	}
}

// R10, R53: the password asked again after a question answered at its
// prompt masks the next line again — it was echoed in the clear, kept in
// the transcript and refused as no password.
func TestPasswordAskedAgainAfterAQuestionStaysMasked(t *testing.T) {
	t.Parallel()
	for _, q := range []string{"how long does a transfer take", "is there a fee for transfers?", "can i transfer to another bank?", "are transfers instant?"} {
		e, rec := newBank(t, nil)
		say(t, e, "log me in", "seldo", q, "monkey")
		if e.Fact("authenticated") != "true" {
			t.Errorf("%q: want signed in with the password typed after it:\n%s", q, strings.Join(rec.replies(), "\n"))
		}
		if strings.Contains(rec.dump(), "monkey") {
			t.Errorf("%q: the password reached an event", q)
		}
	}
}
