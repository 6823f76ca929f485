package concierge

import (
	"strings"
	"testing"
)

// Follow-ups that lean on what came before (R50): a request taken back
// in the same message starts nothing; "another one" with new values runs
// the last task again; a value with no task in hand goes to the one agent
// it belongs to; a cancel at the PIN prompt the reader is sure of is no
// talk about a forgotten PIN.
func TestFollowUps(t *testing.T) {
	t.Parallel()
	ins := func(t *testing.T) (*Engine, *recorder) {
		d, err := BuiltinDomains().New("insurance")
		if err != nil {
			t.Fatal(err)
		}
		return newOn(t, d, nil)
	}
	t.Run("taken back", func(t *testing.T) {
		t.Parallel()
		e, rec := ins(t)
		say(t, e, "write a decline letter for 33GG44, motor. no wait, forget it")
		if strings.Contains(strings.Join(rec.replies(), "\n"), "Letter generated") || len(e.sess.Artifacts) > 0 {
			t.Errorf("a taken-back request ran:\n%s", strings.Join(rec.replies(), "\n"))
		}
	})
	t.Run("another one", func(t *testing.T) {
		t.Parallel()
		e, _ := ins(t)
		say(t, e, "decline letter for 21AB43 motor", "same again for 21AB44, home")
		if n := len(e.sess.Artifacts); n != 2 || !strings.Contains(e.sess.Artifacts[1].Body, "21AB44") {
			t.Errorf("artifacts: %d", n)
		}
	})
	t.Run("values only", func(t *testing.T) {
		t.Parallel()
		e, rec := ins(t)
		say(t, e, "my claim number is 88ZZ11")
		if !strings.Contains(rec.lastReply(), "Home or Motor") {
			t.Errorf("the claim id went nowhere: %q", rec.lastReply())
		}
	})
	t.Run("cancel at the password prompt", func(t *testing.T) {
		t.Parallel()
		e, rec := newBank(t, nil)
		say(t, e, "log in", "seldo", "nah forget about it")
		if _, secret := e.PendingSecret(); secret || strings.Contains(rec.lastReply(), "can't look up") {
			t.Errorf("no cancel: %q", rec.lastReply())
		}
	})
}

// Found trying it as users would: a no that drops the task ends it; a
// likely cancel at an ordinary question cancels; an account id said at the
// username question is kept for the transfer that waits.
func TestMoreFollowUps(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	say(t, e, "login seldo monkey", "check my checking balance", "send 500 to 1234324", "nah i don't want this anymore, it's a scam")
	if _, ok := e.PendingApproval(); ok || e.sess.Speaker != "" || strings.Contains(rec.lastReply(), "How much") {
		t.Errorf("the task goes on: %q", rec.lastReply())
	}
	e, rec = newBank(t, nil)
	say(t, e, "i need to pay someone", "the account is 7654321")
	if e.sess.WorkFor("transfer_money").Slots["destination"] != "7654321" {
		t.Errorf("the account id was lost: %q", rec.lastReply())
	}
}

// A username typed at a plan's prompt, when a step of the plan needs that
// sign-in: the sign-in runs as a side task and the password is asked
// masked, never echoed in clear; then the plan is asked again (R29).
func TestUsernameAtThePlanPrompt(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	say(t, e, "send 100 to 7654321 and also whats the apple price", "seldo")
	if sec, ok := e.PendingSecret(); !ok || sec.Slot != "password" {
		t.Fatalf("the password is not asked masked: %q", rec.lastReply())
	}
	say(t, e, "monkey")
	for _, m := range e.sess.Messages {
		if strings.Contains(m.Text, "monkey") {
			t.Fatalf("the password is in the transcript: %q", m.Text)
		}
	}
	if _, ok := e.PendingPlan(); !ok || !strings.Contains(rec.lastReply(), "Your plan is still waiting") {
		t.Errorf("the plan is not asked again: %q", rec.lastReply())
	}
}

// Asking to be told or given a new password, outside its prompt, is
// answered with what the loop can do; no sign-in starts that would ask for
// the very password (R28, R29).
func TestAskingForThePassword(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"hey what was my password", "i lost my password, can you remind me", "reset my password please"} {
		e, rec := newBank(t, nil)
		say(t, e, line)
		if _, secret := e.PendingSecret(); secret || !strings.Contains(rec.lastReply(), "can't tell you your password") {
			t.Errorf("%q: %q", line, rec.lastReply())
		}
	}
}

// An account id said at the balance question a transfer waits on is kept
// for the transfer, not refused as no account name.
func TestAccountIDAtTheBalanceQuestion(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	say(t, e, "login seldo monkey", "i want to transfer money", "it goes to 7654321")
	if e.sess.WorkFor("transfer_money").Slots["destination"] != "7654321" || !strings.Contains(rec.lastReply(), "Checking or Savings") {
		t.Errorf("the account id was lost: %q", rec.lastReply())
	}
}

// A plan is approved by a yes said plainly in more words ("ok run it"),
// through the approvals' own gate; a hedged one asks again.
func TestPlainYesAtAPlan(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		answer string
		runs   bool
	}{{"ok run it", true}, {"sure, go ahead with that", true}, {"ok but not yet", false}} {
		e, rec := newBank(t, nil)
		say(t, e, "look up MSFT and send 20 to 1234324", c.answer)
		if got := containsIn(rec.replies(), "MSFT (Microsoft"); got != c.runs {
			t.Errorf("%q: ran %v, want %v (%q)", c.answer, got, c.runs, rec.lastReply())
		}
	}
}

// The account answered at the balance question a transfer waits on, with
// the transfer's amount and destination in the same breath: all three are
// kept, and the transfer is summarised with them (nothing asked again).
func TestTransferValuesWithTheAccountAnswer(t *testing.T) {
	t.Parallel()
	for _, answer := range []string{"2000 from savings to 7654321", "savings, 300 to 1234324"} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", "i want to transfer money", answer)
		ap, ok := e.PendingApproval()
		if !ok || !strings.Contains(ap.Summary, "from Savings") {
			t.Errorf("%q: no summary from Savings: %q", answer, rec.lastReply())
		}
	}
}
