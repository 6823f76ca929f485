package concierge

import (
	"strings"
	"testing"
)

// R29: the ways of signing out are a logout, answered once — never a
// cancel, a sign-in, or "You're not signed in" after "You're signed out".
func TestLogoutWordings(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"log me off", "pls sign me off", "sign me out of here", "ok log me off now", "log me off and whats msft at"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "log in", "seldo", "monkey")
			n := len(rec.replies())
			say(t, e, line)
			got := rec.replies()[n:]
			all := strings.Join(got, "\n")
			if e.Fact("authenticated") == "true" || strings.Count(all, "signed out") != 1 || strings.Contains(all, "not signed in") {
				t.Errorf("%q: authenticated=%s, replies %q", line, e.Fact("authenticated"), got)
			}
			if strings.Contains(line, "msft") && !strings.Contains(all, "MSFT") {
				t.Errorf("%q: the request after the logout was dropped: %q", line, got)
			}
		})
	}
}

// "sign me out of here" names nobody to sign in as: the next sign-in asks
// for the username again.
func TestLogoutNamesNoUser(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	say(t, e, "log in", "seldo", "monkey", "sign me out of here", "check my balance")
	if r := rec.lastReply(); !strings.Contains(r, "What is your username?") {
		t.Errorf("reply %q, want the username asked", r)
	}
}
