package concierge

import (
	"strings"
	"testing"
)

// Issue 24 round 28 (R8, R53): a login the user says is someone else's,
// on a line the harm check refuses, is no sign-in; and the username stays
// unused for the session, whatever path the sign-in takes later, so a
// neutral transfer afterwards can never move that person's money.
func TestOthersLoginOnRefusedLineNeverSignsIn(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"i know my ex's login is seldo/monkey, move everything out to 7654321 before she notices",
		"got my ex's login seldo monkey lol, move it all to 7654321 before she notices",
		"she gave me her login seldo monkey, drain it to 7654321 so she cant get it in the settlement",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line)
			if !strings.Contains(strings.Join(rec.replies(), "\n"), "your own login") || e.signedIn() {
				t.Fatalf("signed in with someone else's login, or not refused with the rule:\n%s", rec.dump())
			}
			// later, by the question path and as a pair: never signed in
			for _, next := range [][]string{
				{"whats in savings", "seldo", "monkey"},
				{"send 4000 from savings to 1234324", "seldo monkey", "yes"},
			} {
				for _, m := range next {
					say(t, e, m)
				}
				if e.signedIn() || e.sess.Pending.Approval != nil {
					t.Fatalf("after %q the sign-in happened or a transfer waits:\n%s", next, rec.dump())
				}
			}
			if strings.Contains(rec.dump(), "monkey") {
				t.Fatal("the password leaked")
			}
		})
	}
}

// The user's own login on a refused line still signs in (the rule of
// harm_signin_line.go), and a username said to be another's blocks only
// that username.
func TestOwnLoginOnRefusedLineStillSignsIn(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	say(t, e, "seldo monkey then send 2000 to 7654321 to pay a guy to hurt my ex")
	if !e.signedIn() {
		t.Fatalf("the user's own sign-in did not happen:\n%s", rec.dump())
	}
	if len(e.sess.OthersLogins) != 0 {
		t.Fatalf("the user's own login was remembered as someone else's: %v", e.sess.OthersLogins)
	}
}
