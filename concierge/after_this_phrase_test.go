package concierge

import (
	"strings"
	"testing"
)

// The after-this promise names the act the queued request asks for (R50,
// R29; round 18): a logout queued beside a transfer is "log you out", not
// the sign-in's "log you in" that the router lands on, and the logout runs
// after the yes.
func TestAfterThisPromiseNamesLogout(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"sure but first log me out after",
		"ok and sign me out afterwards",
		"hang on, log out after that too",
		"oh and sign me off after",
		"wait, log me out when that's done",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			loggedInWithBalance(t, e)
			say(t, e, "send 50 to 7654321", line)
			got := rec.lastReply()
			if _, ok := e.PendingApproval(); !ok || containsIn(rec.replies(), "Done: $50.00 sent") {
				t.Fatalf("%q answered the approval: %q", line, rec.replies())
			}
			if !strings.Contains(got, "After this I'll log you out.") || strings.Contains(got, "log you in") {
				t.Errorf("%q: the promise names the wrong act: %q", line, got)
			}
			say(t, e, "yes")
			if !containsIn(rec.replies(), "Done: $50.00 sent") || !containsIn(rec.replies(), "You're signed out") {
				t.Errorf("%q: the yes did not send and then sign out: %q", line, rec.replies())
			}
		})
	}
}

// A request queued with a logout beside it names both, in order; a request
// without one keeps its agent's own name.
func TestAfterThisPromiseOtherActs(t *testing.T) {
	t.Parallel()
	e, _ := newBank(t, nil)
	bal := e.domain.Agent("account_balance")
	for request, want := range map[string]string{
		"show my savings balance and log me out": "check a balance and then log you out",
		"show my savings balance":                "check a balance",
		"log me out":                             "log you out",
		"sign out":                               "log you out",
	} {
		if got := e.queuedActPhrase(bal, request); got != want {
			t.Errorf("queuedActPhrase(%q) = %q, want %q", request, got, want)
		}
	}
}

// A yes with a logout after it that says when ("yep, also log me off when
// you're done") sends and then signs out: the when-words are no part of
// the queued logout, which would otherwise be read as a sign-in.
func TestYesThenLogoutWhenDone(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"yep, also log me off when you're done",
		"yes and then sign me out once that's done",
		"go ahead, then log me off after that",
		"yes please, then log out when it's done",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			loggedInWithBalance(t, e)
			say(t, e, "send 50 to 7654321", line)
			if !containsIn(rec.replies(), "Done: $50.00 sent") || !containsIn(rec.replies(), "You're signed out") || containsIn(rec.replies(), "already logged in") {
				t.Errorf("%q: %q", line, rec.replies())
			}
		})
	}
}
