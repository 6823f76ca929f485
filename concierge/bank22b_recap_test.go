package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (bank22b): a question about the session is answered from its
// finished tasks and documents — never the menu, never a task started,
// never a password — and "nothing yet" when nothing ran.
func TestSessionRecapFromFinishedTasks(t *testing.T) {
	t.Parallel()
	lines := []string{"what did I just do", "what have we done so far", "recap pls", "Recap?", "give me a quick summary of what we did",
		"what did i do today?", "so what have we done", "can you remind me what we did", "summarise the session", "what's happened so far"}
	for _, line := range lines {
		e, rec := newBank(t, nil)
		n := len(rec.replies())
		say(t, e, line)
		first := strings.Join(rec.replies()[n:], "\n")
		if !strings.Contains(first, "Nothing yet") || strings.Contains(first, "Hi there") {
			t.Errorf("%q in a new session: %s", line, first)
		}
		say(t, e, "login seldo monkey", "whats in checking", "send 20 to 1234324", "yes")
		n = len(rec.replies())
		say(t, e, line)
		after := strings.Join(rec.replies()[n:], "\n")
		for _, want := range []string{"signed in as seldo", "Checking", "$20.00 to 1234324"} {
			if !strings.Contains(after, want) {
				t.Errorf("%q: %q not said:\n%s", line, want, after)
			}
		}
		if strings.Contains(after, "monkey") || strings.Contains(after, "Hi there") || strings.Contains(after, "Which account") {
			t.Errorf("%q: a secret, the menu or a task:\n%s", line, after)
		}
	}
}

// "did my transfer go through earlier" is answered from the receipts of
// the session: yes with what ran, or no.
func TestWentThroughEarlierFromSession(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"did my transfer go through earlier", "did the payment go thru earlier", "did my transfer work before", "so did the transfer go through earlier today"} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey")
		n := len(rec.replies())
		say(t, e, line)
		if got := strings.Join(rec.replies()[n:], "\n"); !strings.Contains(got, "No: nothing to transfer money") {
			t.Errorf("%q before any transfer: %s", line, got)
		}
		say(t, e, "whats in checking", "send 20 to 1234324", "yes")
		n = len(rec.replies())
		say(t, e, line)
		if got := strings.Join(rec.replies()[n:], "\n"); !strings.Contains(got, "Yes, it went through") || !strings.Contains(got, "$20.00 to 1234324") {
			t.Errorf("%q after the transfer: %s", line, got)
		}
	}
}
