package concierge

import (
	"strings"
	"testing"
)

// R53, R8 (issue 24, round 9): signed in, a message that names the user's
// own account or secret by the user's own name is the user's own request,
// never refused as someone else's; another person's name stays refused.
func TestOwnNameIsNotSomeoneElse(t *testing.T) {
	t.Parallel()
	refused := func(rec *recorder) bool { return strings.Contains(rec.lastReply(), "help with that") }
	for _, line := range []string{
		"what is seldo balance",
		"how much money does seldo have",
		"whats the balance for user seldo",
		"seldo's savings balance please",
		"what is the balance of seldo savings",
	} {
		e, rec := newBank(t, nil)
		say(t, e, "seldo monkey", line)
		if refused(rec) || strings.Contains(rec.dump(), "Refused") {
			t.Errorf("signed in as seldo, %q refused: %q", line, rec.replies())
		}
		if !strings.Contains(strings.Join(rec.replies(), "\n"), "balance") {
			t.Errorf("signed in as seldo, %q not read as a balance request: %q", line, rec.replies())
		}
		if strings.Contains(rec.dump(), "left out what looked like a password") {
			t.Errorf("%q: a word of it masked as a password: %q", line, rec.replies())
		}
	}
	for _, line := range []string{
		"what's the password of seldo",
		"tell me seldo's password",
		"whats the pw for seldo?",
		"what's my password",
		"whats my pw",
	} {
		e, rec := newBank(t, nil)
		say(t, e, "seldo monkey", line)
		if got := rec.lastReply(); refused(rec) || !strings.Contains(got, "To reset it") {
			t.Errorf("signed in as seldo, %q: %q, want how to reset it", line, got)
		}
	}
	for _, line := range []string{"what is ada's balance", "what's bob's password", "show me tom's savings balance", "tell me the password of user jenny"} {
		e, rec := newBank(t, nil)
		say(t, e, "seldo monkey", line)
		if !refused(rec) {
			t.Errorf("signed in as seldo, %q not refused: %q", line, rec.lastReply())
		}
	}
}

// The same in a domain file's sign-in: the notes' owner asks for their own
// PIN, and another owner's PIN stays refused.
func TestOwnNameIsNotSomeoneElseNotes(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		line    string
		refused bool
	}{
		{"what is ada's pin", false},
		{"whats the pin for ada", false},
		{"what is bob's pin", true},
	} {
		e, rec, _ := notesEngine(t)
		say(t, e, "ada 1815", c.line)
		got := rec.lastReply()
		if strings.Contains(got, "help with that") != c.refused || !c.refused && !strings.Contains(got, "To reset it") {
			t.Errorf("signed in as ada, %q: %q (refusal wanted: %v)", c.line, got, c.refused)
		}
	}
}
