package concierge

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Issue 24 (round 14): a sign-in with a password cue, then a request
// joined by any word or none, on one line. The password is in no event,
// note or stored line; the sign-in happens and the request after it is
// kept and run, up to its approval.
func TestSignInThenRequestJoinedByAnyWord(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, approval string }{
		{"user seldo password monkey now send 100 from savings to 7654321", "$100.00 from Savings"},
		{"seldo password monkey send 40 from checking to 7654321", "$40.00 from Checking"},
		{"my login is seldo password monkey so transfer 75 from savings to 7654321", "$75.00 from Savings"},
		{"login seldo pw monkey pls move 20 from checking to 7654321", "$20.00 from Checking"},
		{"username seldo passwd monkey and then pay 15 from savings to 7654321", "$15.00 from Savings"},
		{"im logged in as seldo password monkey now send 30 from checking to 7654321", "$30.00 from Checking"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			e, rec, store := storedBank(t, dir, nil, nil)
			say(t, e, c.line)
			a, ok := e.PendingApproval()
			if e.Fact("authenticated") != "true" || !ok || !strings.Contains(a.Summary, c.approval) {
				t.Errorf("signed in %q, approval %v %q; want %q; replies:\n%s", e.Fact("authenticated"), ok, a.Summary, c.approval, strings.Join(rec.replies(), "\n"))
			}
			if leaks(rec, "monkey") {
				t.Errorf("the password shows in the session:\n%s", rec.dump())
			}
			store.Close()
			files, _ := filepath.Glob(filepath.Join(dir, "*"))
			for _, f := range files {
				if b, err := os.ReadFile(f); err == nil && strings.Contains(string(b), "monkey") {
					t.Errorf("the password is stored in %s", filepath.Base(f))
				}
			}
		})
	}
}

// A word after a password cue is masked even where the line is no sign-in
// the reader understands: the safety rule does not wait on the request.
func TestWordAfterPasswordCueMaskedBesideARequest(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"SELDO PASSWORD MONKEY NOW SEND 1,200.50 FROM SAVINGS TO 7654321",
		"seldo password monkey check savings",
		"user seldo pwd monkey whats my balance",
		"its seldo password monkey, also whats AAPL at",
		"password monkey now send 100 from savings to 7654321",
		"seldo here password monkey now check savings",
		"hey seldo password monkey so whats my checking balance",
	} {
		e, rec := newBank(t, nil)
		say(t, e, line)
		if leaks(rec, "monkey") || leaks(rec, "MONKEY") {
			t.Errorf("%q: the password shows:\n%s", line, rec.dump())
		}
	}
}

// A request's verb after a password cue names no password: "user seldo
// password check balance" spends no try on "check".
func TestRequestVerbAfterCueIsNoPassword(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	say(t, e, "user seldo password check balance")
	if strings.Contains(strings.Join(rec.replies(), "\n"), "don't match") {
		t.Errorf("a request's verb was tried as the password: %q", rec.replies())
	}
}

// Issue 24 (round 14): a filler or politeness word after a login cue is
// no username: the username is asked, and the right pair then signs in at
// the first try.
func TestFillerAfterLoginCueIsNoUsername(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"login pls", "sign in plz", "log in thx", "login now", "login again pls", "log me in now thx", "log in cheers"} {
		e, rec := newBank(t, nil)
		say(t, e, line)
		if r := rec.lastReply(); !strings.Contains(r, "username?") {
			t.Errorf("%q: reply %q, want the username asked", line, r)
			continue
		}
		say(t, e, "seldo", "monkey")
		if e.Fact("authenticated") != "true" || strings.Contains(strings.Join(rec.replies(), "\n"), "tries left") {
			t.Errorf("%q: the sign-in after it: %q", line, rec.replies())
		}
	}
}

// Issue 24 (round 14): a failed sign-in typed as "login seldo monkee"
// shows the username its cue named, and masks only the password.
func TestFailedCuedPairShowsTheUsername(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"login seldo monkee", "user seldo monkeyy", "sign in as seldo Monkey", "log in seldo, mnkey"} {
		e, rec := newBank(t, nil)
		say(t, e, line)
		notes := strings.Join(rec.notes(), "\n")
		if !strings.Contains(notes, "Logging in seldo") {
			t.Errorf("%q: notes %q, want the username shown", line, notes)
		}
		for _, pw := range []string{"monkee", "monkeyy", "Monkey", "mnkey"} {
			if leaks(rec, pw) {
				t.Errorf("%q: the password %q shows", line, pw)
			}
		}
	}
}
