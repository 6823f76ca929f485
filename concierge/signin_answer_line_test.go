package concierge

import (
	"strings"
	"testing"
)

// Issue 24, round 9: the login said in a sentence at the end of a long or
// formal request is read — the user signed in, the password masked — and
// the request goes on; "login details" is never taken for the username.
func TestCredentialsSaidInASentence(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"Good evening. I would like to request a transfer of eighty dollars from my checking account to account 7654321. My credentials are seldo and monkey.",
		"could you please move 30 dollars from savings to 7654321 for me, my creds are seldo and monkey",
		"Dear bank, kindly show my savings balance. Login details: seldo, monkey. Regards",
		"what's the balance on my checking account? my login info is seldo monkey",
		"Hello there, I need to see my checking balance today; the credentials are seldo and monkey, thank you",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line)
			if e.Fact("authenticated") != "true" {
				t.Fatalf("%q did not sign in: %q", line, rec.replies())
			}
			if leaks(rec, "monkey") {
				t.Fatalf("%q shows the password:\n%s", line, rec.dump())
			}
			if containsIn(rec.notes(), "Logging in details") || containsIn(rec.notes(), "Logging in info") {
				t.Fatalf("%q: a noun taken for the username: %q", line, rec.notes())
			}
		})
	}
}

// Issue 24, round 9: a sentence that answers yes, no or ok at the
// username question is never the username, so no password typed after it
// spends a try and no login is locked by it; a name said with a yes
// ("yes it's seldo") still is one.
func TestAnswerAtUsernameIsNoName(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"Yes, that is correct.", "that's right", "yep thats it", "sure thing", "no that's wrong", "sounds good to me"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "send 40 from checking to 7654321", line)
			if _, asked := e.PendingSecret(); asked || !containsIn(rec.replies(), "not a username") {
				t.Fatalf("%q at the username question was taken as a name: %q", line, rec.replies())
			}
			if !strings.Contains(rec.replies()[len(rec.replies())-1], "What is your username?") {
				t.Fatalf("%q: the username is not asked again: %q", line, rec.replies())
			}
			say(t, e, "seldo", "monkey")
			if e.Fact("authenticated") != "true" {
				t.Fatalf("%q then seldo/monkey did not sign in: %q", line, rec.replies())
			}
		})
	}
	e, rec := newBank(t, nil)
	say(t, e, "send 40 from checking to 7654321", "yes it's seldo", "monkey")
	if e.Fact("authenticated") != "true" {
		t.Fatalf("a yes with the name did not sign in: %q", rec.replies())
	}
}
