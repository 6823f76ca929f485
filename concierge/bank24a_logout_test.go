package concierge

import (
	"strings"
	"testing"
)

// Issue 24, bank24a, kind 1: leaving with a transfer waiting. A logout (or
// a switch of user) at the source question, at the approval or at a plan
// drops what needs the signed-in user and says so; a question about it
// afterwards is answered (nothing was sent); a later yes approves
// nothing; no money moves.
func TestBank24aLogoutDropsWaitingTransfer(t *testing.T) {
	t.Parallel()
	type at int
	const (
		atSource at = iota
		atApproval
		atPlan
	)
	cases := []struct {
		where  at
		setup  []string
		logout string
		want   string // in the logout's reply
		after  string // a question about it, "" for none
	}{
		{atSource, []string{"send 90 to 1234324", "seldo", "monkey"}, "actually log me out", "send $90.00 to 1234324", "did it send anything?"},
		{atSource, []string{"login seldo monkey", "pay 1234324 45 bucks"}, "sign me out pls", "$45.00 to 1234324", "so was the money sent"},
		{atSource, []string{"login seldo monkey", "transfer 12.50 to 7654321"}, "i'm done, log me off", "$12.50 to 7654321", "did anything go out?"},
		{atSource, []string{"login seldo monkey", "send 300 to 7654321"}, "switch user", "$300.00 to 7654321", ""},
		{atApproval, []string{"login seldo monkey", "send 90 to 1234324 from checking"}, "log out", "$90.00 from checking (1234567890) to 1234324", "did it send anything"},
		{atApproval, []string{"login seldo monkey", "move 75 to 7654321 from savings"}, "thanks, log me out", "$75.00 from savings (2345678901) to 7654321", "wait did the 75 go through?"},
		{atApproval, []string{"login seldo monkey", "send 20 to 1234324 from checking"}, "log me out im finished", "$20.00 from checking", ""},
		{atApproval, []string{"login seldo monkey", "send 20 to 1234324 from checking"}, "can i switch users", "$20.00 from checking", ""},
		{atPlan, []string{"login seldo monkey", "send 90 to 1234324 from checking and whats aapl at"}, "logout", "$90.00 from checking to 1234324", "did it send anything"},
		{atPlan, []string{"login seldo monkey", "whats tsla at and send 15 to 7654321 from savings"}, "ok sign me out", "$15.00 from savings to 7654321", ""},
	}
	for _, c := range cases {
		e, rec := newBank(t, nil)
		say(t, e, c.setup...)
		switch c.where {
		case atApproval:
			if e.sess.Pending.Approval == nil {
				t.Fatalf("%q: no approval waits: %q", c.setup, rec.lastReply())
			}
		case atPlan:
			if !e.planWaits() {
				t.Fatalf("%q: no plan waits: %q", c.setup, rec.lastReply())
			}
		default:
			if e.Speaker() != "account_balance" {
				t.Fatalf("%q: the source is not asked (speaker %q): %q", c.setup, e.Speaker(), rec.lastReply())
			}
		}
		before := len(rec.replies())
		say(t, e, c.logout)
		got := strings.ToLower(strings.Join(rec.replies()[before:], "\n"))
		if e.Fact("authenticated") == "true" {
			t.Errorf("%q: still signed in: %q", c.logout, got)
		}
		if !strings.Contains(got, "signed out") || !strings.Contains(got, "nothing was sent") || !strings.Contains(got, c.want) {
			t.Errorf("%q: reply %q, want it signed out and %q said dropped", c.logout, got, c.want)
		}
		if strings.Contains(got, "which account") || strings.Contains(got, "still waiting for your approval") || strings.Contains(got, "your plan is waiting") {
			t.Errorf("%q: what the user left is still asked: %q", c.logout, got)
		}
		if e.sess.Pending.Approval != nil || e.planWaits() || e.sess.Agenda.Holds("transfer_money") || e.Speaker() == "transfer_money" || e.Speaker() == "account_balance" {
			t.Errorf("%q: the transfer still waits (speaker %q, agenda %v)", c.logout, e.Speaker(), e.sess.Agenda)
		}
		if c.after != "" {
			say(t, e, c.after)
			if got := strings.ToLower(rec.lastReply()); !strings.Contains(got, "nothing") || strings.Contains(got, "username") || strings.Contains(got, "which account") {
				t.Errorf("%q then %q: %q, want nothing was sent", c.logout, c.after, got)
			}
		}
		say(t, e, "yes")
		if got := strings.ToLower(rec.lastReply()); strings.Contains(got, "done:") || strings.Contains(got, "sent from") {
			t.Errorf("%q then yes: %q", c.logout, got)
		}
		if b := balance(t, e, "1234567890"); b != "" && b != "1000.00" {
			t.Errorf("%q: checking is %s: money moved", c.logout, b)
		}
		if b := balance(t, e, "2345678901"); b != "" && b != "5000.00" {
			t.Errorf("%q: savings is %s: money moved", c.logout, b)
		}
	}
}

// A task that needs no sign-in may stay: a logout with a stock price
// queued signs out and the price is still looked up; the logout of a
// signed-in user with nothing waiting is the plain sign-out.
func TestBank24aLogoutKeepsWhatNeedsNoSignIn(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	say(t, e, "login seldo monkey", "log me out")
	if got := rec.lastReply(); !strings.Contains(got, "signed out") || strings.Contains(got, "dropped") {
		t.Errorf("plain logout: %q", got)
	}
	e, rec = newBank(t, nil)
	say(t, e, "login seldo monkey", "send 20 to 1234324 and 20 to 7654321")
	e.sess.Agenda.Request("what's AAPL at")
	say(t, e, "log me out")
	if q := e.sess.Agenda.Requests(); len(q) != 1 || !strings.Contains(q[0], "AAPL") {
		t.Errorf("queued after the logout: %q (reply %q)", q, rec.lastReply())
	}
	if got := rec.lastReply(); !strings.Contains(got, "$20.00 to 1234324") || !strings.Contains(got, "$20.00 to 7654321") {
		t.Errorf("both transfers are not said dropped: %q", got)
	}
}
