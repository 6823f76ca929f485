package concierge

import (
	"strings"
	"testing"
)

// R29, R53 (issue 24): at the notes' "Whose notes?" question, a word of a
// request ("unlock", "open my notes", "list", "sign in") or a yes is no
// owner: answered, asked again, and the PIN prompt does not follow; the
// owner typed next is taken.
func TestRequestWordsAreNoOwner(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"unlock", "open my notes", "list", "sign in", "notes", "yes go", "yeah do it"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec, _ := notesEngine(t)
			say(t, e, "open my notes")
			if !strings.Contains(rec.lastReply(), "Whose notes?") {
				t.Fatalf("no owner question: %q", rec.replies())
			}
			say(t, e, line)
			if _, ok := e.PendingSecret(); ok {
				t.Fatalf("%q was taken as the owner: %q", line, rec.replies())
			}
			// the request said again is still on (restated_question.go);
			// any other word of a request is no name
			want := "not a name"
			if line == "unlock" || line == "open my notes" || line == "sign in" {
				want = "still on"
			}
			if r := rec.lastReply(); !strings.Contains(r, want) || !strings.Contains(r, "Whose notes?") {
				t.Fatalf("%q: reply %q", line, r)
			}
			say(t, e, "ada", "1815")
			if e.Fact("owner") != "ada" {
				t.Fatalf("after %q the sign-in does not work: %q", line, rec.replies())
			}
		})
	}
}

// R29 (issue 24): after a login pair that failed, the username is asked;
// "yes go", "login" or "show" there is no username.
func TestYesOrRequestAfterAFailedLoginIsNoUsername(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"yes go", "yep go ahead", "login", "show"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "login seldo/banana")
			if !strings.Contains(rec.lastReply(), "username?") {
				t.Fatalf("no username question after the failed pair: %q", rec.replies())
			}
			say(t, e, line)
			if _, ok := e.PendingSecret(); ok {
				t.Fatalf("%q was taken as the username: %q", line, rec.replies())
			}
			say(t, e, "seldo", "monkey")
			if e.Fact("authenticated") != "true" {
				t.Fatalf("after %q the sign-in does not work: %q", line, rec.replies())
			}
		})
	}
}

// R29, R53: "yes go" at the password prompt is no password: no try is
// spent on it.
func TestYesGoAtThePasswordPrompt(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"yes go", "yeah go ahead", "yep ok"} {
		e, rec := newBank(t, nil)
		say(t, e, "log in", "seldo", line)
		if strings.Contains(rec.lastReply(), "don't match") {
			t.Errorf("%q spent a try: %q", line, rec.replies())
		}
		say(t, e, "monkey")
		if e.Fact("authenticated") != "true" {
			t.Errorf("after %q the password does not sign in: %q", line, rec.replies())
		}
	}
}
