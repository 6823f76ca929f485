package concierge

import (
	"strings"
	"testing"
)

// R29, R53 (issue 24, round 9): a username written as a labelled field
// at no prompt is the username alone — the password is asked next,
// masked — never a pair, a login try or another task's value.
func TestLabelledUsernameAlone(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"usr: seldo", "user = seldo", "login: seldo", "Username - seldo", "u/n: seldo", "user id: seldo", "userid=seldo", "LOGIN -> seldo", `user name = "seldo"`} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line)
			sec, ok := e.PendingSecret()
			if !ok || sec.Slot != "password" {
				t.Fatalf("%q: no masked password asked: %q", line, rec.replies())
			}
			if got := e.sess.WorkFor("authenticate").Slots["username"]; got != "seldo" {
				t.Fatalf("%q: username %q, want seldo", line, got)
			}
			if strings.Contains(rec.dump(), "don't match") || strings.Contains(rec.dump(), "Logging in") {
				t.Fatalf("%q: a login was tried: %q", line, rec.replies())
			}
			say(t, e, "monkey")
			if !strings.Contains(strings.Join(rec.replies(), "\n"), "logged in as seldo") || leaks(rec, "monkey") {
				t.Fatalf("%q then the password: %q", line, rec.replies())
			}
		})
	}
	for _, line := range []string{"owner: ada", "user = ada", "name - ada"} {
		e, rec, _ := notesEngine(t)
		say(t, e, line)
		if sec, ok := e.PendingSecret(); !ok || sec.Slot != "pin" {
			t.Errorf("%q in the notes: no masked PIN asked: %q", line, rec.replies())
		}
	}
}

// A password written as a labelled field, with any separator, is masked
// wherever it is typed: at no prompt, at another task's question, at an
// approval.
func TestLabelledPasswordMaskedEverywhere(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"pw: sunshine", "pass=sunshine", "pass -> sunshine", "pw >> sunshine", "pw := sunshine", "PWD > sunshine", "pass => sunshine"} {
		for _, before := range [][]string{nil, {"seldo monkey", "send 50"}, {"seldo monkey", "checking", "send 50 to 7654321"}} {
			e, rec := newBank(t, nil)
			say(t, e, append(append([]string{}, before...), line)...)
			if leaks(rec, "sunshine") {
				t.Errorf("%q after %q shows the password: %q", line, before, rec.replies())
			}
		}
	}
}
