package concierge

import (
	"context"
	"strings"
	"testing"
)

// A comparison of the figures just shown is answered from them (R50 ask).
func TestWhichOfTheShownIsHigher(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"ok which of those is more expensive", "MSFT (Microsoft Corporation) is higher, at $415.50, against $248.42 for TSLA"},
		{"so whats cheaper", "TSLA (Tesla Inc.) is lower"},
		{"which one's lower?", "lower, at $248.42"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, "price of msft please", "what about tsla", c.line)
		if got := rec.lastReply(); !strings.Contains(got, c.want) {
			t.Errorf("%q: %q", c.line, got)
		}
	}
	// one figure shown: nothing to compare, and nothing made up
	e, rec := newBank(t, nil)
	say(t, e, "price of msft please", "which is higher?")
	if got := rec.lastReply(); strings.Contains(got, " is higher, at ") {
		t.Errorf("compared one figure: %q", got)
	}
}

// Whether the last transfer ran is said from what happened to it:
// waiting, approved and run, or said no to.
func TestDidItGoThrough(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	loggedInWithBalance(t, e)
	say(t, e, "send 25 to 7654321", "so did it go thru?")
	if got := rec.lastReply(); !strings.Contains(got, "Not yet") {
		t.Errorf("waiting: %q", got)
	}
	if err := e.Approve(context.Background()); err != nil {
		t.Fatal(err)
	}
	say(t, e, "wait, has the money been sent?")
	if got := rec.lastReply(); !strings.Contains(got, "You approved it") || !strings.Contains(got, "$25.00 sent") {
		t.Errorf("approved: %q", got)
	}
	say(t, e, "send 10 to 7654321", "no", "never mind", "did that transfer work")
	if got := rec.lastReply(); !strings.Contains(got, "No: it was cancelled") {
		t.Errorf("rejected: %q", got)
	}
}

// Impatience is acknowledged in one sentence, with what waits.
func TestImpatience(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"come on faster", "any time now", "this is taking forever", "hello?? are you there"} {
		e, rec := newInsurance(t)
		say(t, e, "decline letter please", line)
		got := rec.lastReply()
		if !strings.Contains(got, "Sorry for the wait") || !strings.Contains(got, "claim id") || strings.Contains(got, "couldn't take") {
			t.Errorf("%q: %q", line, got)
		}
	}
}

// Two words of impatience at the username prompt are no username and
// password typed together: no sign-in is tried, no try is spent.
func TestImpatienceAtTheUsernamePrompt(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"hurry up", "come on", "any time now"} {
		e, rec := newBank(t, nil)
		say(t, e, "check my balance", line)
		if got := rec.lastReply(); !strings.Contains(got, "Sorry for the wait") || strings.Contains(got, "tries left") {
			t.Errorf("%q: %q", line, got)
		}
		say(t, e, "seldo", "monkey")
		if e.Fact("authenticated") != "true" {
			t.Errorf("%q: the sign-in after it failed: %q", line, rec.lastReply())
		}
	}
}
