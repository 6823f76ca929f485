package concierge

import (
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/state"
)

// R55, R26, issue 24: a message of several requests that also carries the
// user's credentials signs in with them first — the password is never
// quoted back (the echoed line, a plan step, a note) and never asked for
// again — and the requests follow.
func TestCredentialsCarriedWithSeveralRequests(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"whats the price of tesla and then send 15 to 7654321 from checking. login seldo, my secret monkey",
		"i'd like the apple stock price, after that my checking balance please. user seldo pass monkey",
		"show me msft price and then check my savings, my login is seldo and my pasword is monkey",
		"price of nvidia, then balance of checking. seldo here, pass monkey",
		"amzn price and after that my savings balance, account seldo secret monkey",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line)
			if e.Fact("authenticated") != "true" {
				t.Fatalf("not signed in with the credentials the line carried: %q", rec.replies())
			}
			all := rec.dump()
			if strings.Contains(all, "monkey") {
				t.Fatalf("the password is quoted back:\n%s", all)
			}
			if strings.Contains(all, "enter your password") {
				t.Fatalf("the password was asked again: %q", rec.replies())
			}
			js, _ := e.Session().Marshal()
			if strings.Contains(string(js), "monkey") {
				t.Fatal("the password is in the stored session")
			}
		})
	}
}

// The key word of a password typed with a slip, a weak one ("pass",
// "secret") ending a sign-in, or a spaced slash between the two words of
// the message: the password is masked and used, the slip never taken for
// the username, and the reply names the username, which is no secret.
func TestLoginWordingsWithSlips(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		lines []string
		in    bool
	}{
		{[]string{"seldo / monkey"}, true},
		{[]string{"seldo monkey"}, true},
		{[]string{"its seldo, secret monkey"}, true},
		{[]string{"usrname seldo passwrd monkey"}, true},
		{[]string{"log in", "seldo", "my pasword is monkey"}, true},
		{[]string{"hi im seldo", "passowrd: monkey"}, true},
		{[]string{"my pasword is monkey"}, false},
		{[]string{"hi im seldo", "pass monkey"}, true},
		{[]string{"log in", "seldo", "wrongpw", "secret word monkey"}, true},
	} {
		t.Run(strings.Join(c.lines, " / "), func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, c.lines...)
			if got := e.Fact("authenticated") == "true"; got != c.in {
				t.Fatalf("signed in %v, want %v: %q", got, c.in, rec.replies())
			}
			all := rec.dump()
			if strings.Contains(all, "monkey") {
				t.Fatalf("the password is shown:\n%s", all)
			}
			for _, slip := range []string{"pasword", "passwrd", "passowrd"} {
				if strings.Contains(all, "Logging in "+slip) || strings.Contains(all, "username is "+slip) {
					t.Fatalf("%q taken for the username:\n%s", slip, all)
				}
			}
			if c.in && !strings.Contains(all, "logged in as seldo") {
				t.Fatalf("the reply does not name the username: %q", rec.replies())
			}
			if !c.in && !strings.Contains(rec.lastReply(), "username") {
				t.Fatalf("the username is not asked: %q", rec.lastReply())
			}
			for _, m := range e.Session().Messages {
				if m.Role == state.RoleUser && strings.Contains(m.Text, "monkey") {
					t.Fatalf("stored in clear: %q", m.Text)
				}
			}
		})
	}
}
