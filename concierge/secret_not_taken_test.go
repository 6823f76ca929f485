package concierge

import (
	"strings"
	"testing"
)

// R29, R53: at the password prompt, a line that plainly answers something
// else — a yes-word with more ("yes go for it"; a yes-word alone is tried,
// masked: bank27_password_token_test.go), a sentence with a correction, a request, a
// question or an amount — is not tried as the password: no try is spent,
// the reply says so, and the password is asked again.
func TestSentenceAtPasswordPromptIsNoTry(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"yes go for it", "hmm actually lower it to 45 please", "change it to 45",
		"no wait, that is way too much money", "can you make it 30 dollars instead", "sorry I meant 25 not 100"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "send 100 to 1234324", "jenny", line)
			if _, ok := e.PendingSecret(); !ok {
				t.Fatalf("%q: the password is no longer asked: %q", line, rec.lastReply())
			}
			if r := rec.lastReply(); !strings.Contains(r, "didn't take that as your password") || strings.Contains(r, "tries left") {
				t.Fatalf("%q: reply %q", line, r)
			}
			// every try is still there
			say(t, e, "hunter2")
			if !strings.Contains(rec.lastReply(), "(2 tries left)") {
				t.Errorf("after %q: %q", line, rec.lastReply())
			}
		})
	}
}

// R29, R41: a new amount said at the password prompt is kept for the
// transfer that waits, which then asks for it at its approval.
func TestAmountCorrectedAtPasswordPrompt(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"no no, too much, let's go with 70 instead", "$70.00"},
		{"hold on, change the amount to 35 first", "$35.00"},
		{"make it 55", "$55.00"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "send 100 to 1234324", "seldo", c.line, "monkey", "checking")
			if r := strings.Join(rec.replies(), "\n"); !strings.Contains(r, c.want) || strings.Contains(r, "$100.00") {
				t.Fatalf("%q: the transfer is not of %s:\n%s", c.line, c.want, r)
			}
		})
	}
}

// R29: at a PIN prompt, anything that is not of the PIN's shape is not
// tried as it (no try spent) and the PIN is asked again; a sentence is
// stored as typed, a lone word masked.
func TestNotAPinAtPinPrompt(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"yes", "hang on, rename the title to boiler repair", "ok go", "sure, whatever", "abcd"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec, p := notesEngine(t)
			say(t, e, "add a note", "ada", line)
			if sec, ok := e.PendingSecret(); !ok || sec.Slot != "pin" {
				t.Fatalf("%q: the PIN is not asked: %q", line, rec.lastReply())
			}
			if r := rec.lastReply(); !strings.Contains(r, "didn't take that as your PIN") {
				t.Fatalf("%q: reply %q", line, r)
			}
			if n := p.CallsOf("unlock"); n != 0 {
				t.Fatalf("%q was tried as the PIN (%d calls)", line, n)
			}
			last := e.Session().Messages
			var typed string
			for _, m := range last {
				if m.Role == "user" {
					typed = m.Text
				}
			}
			if line == "abcd" && typed != "••••••" {
				t.Errorf("a lone word at the PIN prompt is stored as %q", typed)
			}
			say(t, e, "1815")
			if e.Fact("unlocked") != "true" {
				t.Errorf("after %q the PIN did not unlock: %q", line, rec.lastReply())
			}
		})
	}
}

// R53: a cancel anywhere in a line about the forgotten password wins: the
// sign-in stops, no try is spent, and the reply says it stopped.
func TestCancelInsideSecretTalkWins(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"ugh I can't remember the password, forget it, another day",
		"no idea what my password is, never mind then", "i forgot my pw so lets just stop",
		"not sure what it is, forget the whole thing", "cant remember it, quit"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "check my balance", "seldo", line)
			if _, ok := e.PendingSecret(); ok || e.Session().Speaker != "" {
				t.Fatalf("%q did not stop the sign-in: %q", line, rec.lastReply())
			}
			if r := rec.lastReply(); !strings.Contains(r, "won't log you in") {
				t.Errorf("%q: reply %q", line, r)
			}
		})
	}
}

// A free-text value named in a line at the PIN prompt ("change the title
// to …") is kept for the note that waits, and the PIN is asked again.
func TestTitleNamedAtPinPromptIsKept(t *testing.T) {
	t.Parallel()
	e, rec, _ := notesEngine(t)
	say(t, e, "write a note", "ada", "oh hang on, change the title to Boiler service", "1815", "book it for june")
	if r := rec.lastReply(); !strings.Contains(r, `"Boiler service"`) {
		t.Fatalf("the title said at the PIN prompt was lost: %q", rec.replies())
	}
}

// A correction of whose secret it is, at the PIN prompt, takes the new
// owner and asks for the PIN again; no try is spent.
func TestOwnerCorrectedAtPinPrompt(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"wrong name, it should be ada", "no sorry not bob, ada", "oops wrong person, actually ada"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec, p := notesEngine(t)
			say(t, e, "open my notes", "bob", line)
			if p.CallsOf("unlock") != 0 {
				t.Fatalf("%q was tried as the PIN", line)
			}
			say(t, e, "1815")
			if e.Fact("unlocked") != "true" || e.Fact("owner") != "ada" {
				t.Errorf("%q: the owner was not corrected: %q", line, rec.replies())
			}
		})
	}
}
