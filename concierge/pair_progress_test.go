package concierge

import (
	"strings"
	"testing"
)

// R29, R3 (issue 24): after a sign-in typed as a pair, the Why panel shows
// the username the login used ("Logging in seldo") and masks only the
// password; when the login fails and nothing said which word was the
// username ("monkey seldo"), both stay masked; a login cue before a user
// the domain names says it (issue 24 round 14: "login seldo banana1"
// shows seldo, login_pair_order.go). The password never shows.
func TestPairSignInNoteShowsTheUsername(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"login seldo monkey", "LOGIN SELDO monkey", "user seldo pass monkey", "sign me in: seldo / monkey", "seldo monkey"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line)
			if e.Fact("authenticated") != "true" {
				t.Skipf("%q did not sign in here: %q", line, rec.replies())
			}
			notes := strings.Join(rec.notes(), "\n")
			if !strings.Contains(notes, "Logging in seldo") {
				t.Errorf("%q: the username is not shown: %q", line, rec.notes())
			}
			if leaks(rec, "monkey") {
				t.Errorf("%q shows the password:\n%s", line, rec.dump())
			}
		})
	}
	for _, line := range []string{"monkey seldo", "banana1 seldo"} {
		t.Run("refused "+line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line)
			if e.Fact("authenticated") == "true" {
				t.Fatalf("%q signed in", line)
			}
			for _, w := range strings.Fields(line)[len(strings.Fields(line))-2:] {
				if strings.Contains(strings.Join(rec.notes(), "\n"), "Logging in "+w) {
					t.Errorf("%q: a word of a refused pair shows: %q", line, rec.notes())
				}
			}
			if leaks(rec, "monkey") || leaks(rec, "banana1") {
				t.Errorf("%q shows the password:\n%s", line, rec.dump())
			}
		})
	}
}
