package concierge

import (
	"strings"
	"testing"
)

// Tryout 39 bank, 38: "is the stock market open today" (queued after a
// balance check) started a stock look-up asking for a ticker. Whether
// something is open, when it opens or closes, its hours — alone, queued
// or said after a cancel at an approval — is answered plainly, no slot
// asked, no task started, and a cancel with it still cancels.
func TestOpeningHoursAsked(t *testing.T) {
	t.Parallel()
	asked := []string{
		"is the stock market open today",
		"when does trading close",
		"what are the market hours",
		"is the exchange open on saturday",
		"is wall street open rn",
		"does the nasdaq close early today",
		"wat time does the stock market open",
		"r markets open on good friday",
		"how late are you guys open",
	}
	for _, line := range asked {
		e, rec := newBank(t, nil)
		say(t, e, line)
		last := rec.lastReply()
		if !strings.Contains(last, "can't tell you opening hours") || strings.Contains(last, "Which company") || e.sess.Speaker != "" {
			t.Errorf("%q: want the hours said to be out of reach, no question, got %q (speaker %q)", line, last, e.sess.Speaker)
		}
	}
	// queued behind a balance check: answered, the balance still shown
	e, rec := newBank(t, nil)
	say(t, e, "what's my balance? also is the stock market open today", "seldo", "monkey", "checking")
	all := strings.Join(rec.replies(), "\n")
	if !strings.Contains(all, "can't tell you opening hours") || strings.Contains(all, "Which company") || !strings.Contains(all, "$1,000.00") {
		t.Errorf("queued hours question: want it answered and the balance shown, got:\n%s", all)
	}
	// tasks that only say open or close are no hours
	for _, line := range []string{"close my account", "is my checking account closed"} {
		e, rec := newBank(t, nil)
		say(t, e, line)
		if strings.Contains(rec.lastReply(), "opening hours") {
			t.Errorf("%q read as hours: %q", line, rec.lastReply())
		}
	}
}

// Tryout 39 bank, 30: "actually never mind, what time do you guys close"
// at a transfer's approval cancelled and dropped the question. The
// cancel runs (nothing moves) and the question is answered.
func TestCancelThenHoursAtApproval(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"actually never mind, what time do you guys close",
		"nvm. when do you close today",
		"forget it, are you guys open on sunday",
		"cancel that, whats the closing time for the branch",
		"scratch that; what are your hours",
	} {
		e, rec := newBank(t, nil)
		say(t, e, "seldo", "monkey", "send 50 from checking to savings")
		if e.sess.Pending.Approval == nil {
			t.Fatalf("no approval pending before %q: %v", line, rec.replies())
		}
		n := len(rec.replies())
		say(t, e, line)
		after := strings.Join(rec.replies()[n:], "\n")
		if e.sess.Pending.Approval != nil || !strings.Contains(after, "won't transfer") || !strings.Contains(after, "can't tell you opening hours") {
			t.Errorf("%q at the approval: want the cancel and the hours answered, got:\n%s", line, after)
		}
	}
}
