package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (R56): a prerequisite is said as what will happen first, in
// the domain's words ("To transfer money, first I'll log you in."), never
// its need ("I need a checked account balance first") nor an id. The
// members of the kind: transfers in other words, typos and amounts, a
// source named or not, a balance asked signed out, what a task needs
// asked, and the notes domain's requests before its unlock.
func TestPrerequisiteSaidInPlainWords(t *testing.T) {
	t.Parallel()
	bank := []struct {
		signedIn bool
		lines    []string
		want     string
	}{
		{false, []string{"send 20 to 1234324"}, "To transfer money, first I'll log you in."},
		{false, []string{"transfer money"}, "To transfer money, first I'll log you in."},
		{false, []string{"pls move 45 bucks to acct 7654321"}, "first I'll log you in."},
		{false, []string{"whats my balance"}, "To check a balance, first I'll log you in."},
		{false, []string{"send 20 to 1234324", "seldo", "monkey"}, "To transfer money, first I'll check a balance. Which account should the $20.00 come from: Checking or Savings?"},
		{true, []string{"send 20 from savings to 1234324"}, "To transfer money, first I'll check that Savings has enough."},
		{true, []string{"transfer 75.50 from my checking account to 7654321"}, "first I'll check that Checking has enough."},
		{true, []string{"send 30 to savings"}, "first I'll check that Checking has enough."},
		{true, []string{"I want to send some money"}, "To transfer money, first I'll check a balance."},
		{false, []string{"what do i need to transfer money"}, "To transfer money, first I'll log you in and check a balance."},
	}
	for _, tc := range bank {
		e, rec := newBank(t, nil)
		if tc.signedIn {
			say(t, e, "log in", "seldo", "monkey")
		}
		say(t, e, tc.lines...)
		got := strings.Join(rec.replies(), "\n")
		if !strings.Contains(got, tc.want) {
			t.Errorf("%q: want %q in the replies, got\n%s", tc.lines, tc.want, got)
		}
		for _, bad := range []string{"I need a checked", "I need authentication", "checked account balance first.", "monkey", "Transferred"} {
			if strings.Contains(got, bad) {
				t.Errorf("%q: the replies say %q:\n%s", tc.lines, bad, got)
			}
		}
	}
	notes := []struct{ line, want string }{
		{"add a note called milk saying buy milk", "To write a note, first I'll open your notes."},
		{"list my notes", "To list the notes, first I'll open your notes."},
		{"delete the note milk", "To delete a note, first I'll open your notes."},
		{"put call mum on my todo list", "To add a to-do, first I'll open your notes."},
		{"How do I keep a note here?", "Before that, I'll open your notes."},
		{"can i delete notes?", "(first I'll open your notes)"},
	}
	for _, tc := range notes {
		e, rec := notesEngineRec(t)
		say(t, e, tc.line)
		if got := strings.Join(rec.replies(), "\n"); !strings.Contains(got, tc.want) || strings.Contains(got, "I need your notes open") {
			t.Errorf("%q: want %q in the replies, got\n%s", tc.line, tc.want, got)
		}
	}
}
