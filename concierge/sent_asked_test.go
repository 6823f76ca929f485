package concierge

import (
	"strings"
	"testing"
)

// Round 32 (bank38, item 1): a question about money already moved is
// answered from the session's receipts and never starts a transfer.
var sentQuestions = []string{
	"wait what did i just send and to who",
	"what did I send earlier",
	"how much did i transfer",
	"where did that money go",
	"no im asking what i ALREADY sent",
	"who'd i pay today?",
	"waht did i sned",
	"how much have we transferred so far",
	"what was my last transfer",
	"where'd the 15 bucks go",
	"which account did i send it to",
	"remind me how much money i moved earlier",
}

func TestSentAskedAnsweredFromReceipts(t *testing.T) {
	t.Parallel()
	for _, q := range sentQuestions {
		e, rec := newBank(t, nil)
		say(t, e, "send 15 to 7654321 from savings", "seldo", "monkey", "ok")
		if len(e.Session().Artifacts) != 1 {
			t.Fatalf("setup: %d receipts", len(e.Session().Artifacts))
		}
		say(t, e, q)
		last := rec.lastReply()
		if !strings.Contains(last, "You sent $15.00 from Savings (2345678901) to 7654321") {
			t.Errorf("%q: want the receipt said: %q", q, last)
		}
		if e.Speaker() != "" || len(e.Session().Agenda) != 0 || strings.Contains(last, "send the money to") {
			t.Errorf("%q: a transfer started (speaker %q): %q", q, e.Speaker(), last)
		}
		if _, ok := e.PendingApproval(); ok || len(e.Session().Artifacts) != 1 {
			t.Errorf("%q: money moved or an approval waits", q)
		}
	}
}

func TestSentAskedNothingSent(t *testing.T) {
	t.Parallel()
	for _, q := range sentQuestions {
		e, rec := newBank(t, nil)
		say(t, e, q)
		last := rec.lastReply()
		if !strings.Contains(last, "Nothing has been sent in this session") || e.Speaker() != "" || strings.Contains(last, "username") {
			t.Errorf("%q: want nothing sent said and no sign-in (speaker %q): %q", q, e.Speaker(), last)
		}
	}
}

// At the approval the question is answered and the approval asked again;
// it moves money only on the yes after it, once.
func TestSentAskedAtApproval(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	say(t, e, "send 15 to 7654321 from savings", "seldo", "monkey", "what did i send earlier")
	last := rec.lastReply()
	if !strings.Contains(last, "Nothing has been sent") || !strings.Contains(last, "Transfer $15.00") {
		t.Errorf("want nothing sent and the approval again: %q", last)
	}
	if _, ok := e.PendingApproval(); !ok || len(e.Session().Artifacts) != 0 {
		t.Fatalf("the approval was answered by a question")
	}
	say(t, e, "yes")
	if len(e.Session().Artifacts) != 1 {
		t.Errorf("the yes after did not send once: %d receipts", len(e.Session().Artifacts))
	}
}

// "no, I'm asking …" after a transfer was started with nothing given
// corrects the reading: the transfer is dropped and the question answered.
func TestSentAskedCorrectsMisread(t *testing.T) {
	t.Parallel()
	for _, q := range []string{"no im asking what i ALREADY sent", "nah i meant what did i send before", "no, how much did i transfer?", "im asking where that money went"} {
		e, rec := newBank(t, nil)
		loggedInWithBalance(t, e)
		say(t, e, "send some money")
		if e.Speaker() == "" {
			t.Fatalf("setup: no transfer started: %q", rec.lastReply())
		}
		say(t, e, q)
		last := rec.lastReply()
		if e.Speaker() != "" || !strings.Contains(last, "won't start a new transfer") || !strings.Contains(last, "Nothing has been sent") {
			t.Errorf("%q: want the transfer dropped and the question answered (speaker %q): %q", q, e.Speaker(), last)
		}
	}
}

// A request to send, or a question about what can be sent, is not a
// question about the past.
func TestSentAskedNotARequest(t *testing.T) {
	t.Parallel()
	for _, q := range []string{"send 15 to 7654321", "how much can i send", "i want to transfer what i can"} {
		e, rec := newBank(t, nil)
		say(t, e, q)
		if containsIn(rec.replies(), "Nothing has been sent") {
			t.Errorf("%q: read as a question about the past: %q", q, rec.lastReply())
		}
	}
}
