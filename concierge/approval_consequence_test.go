package concierge

import (
	"strings"
	"testing"
)

// Issue 24 round 9, kind 1: a question at a transfer approval about what
// it would leave, or whose the account is, is answered — the balance
// after, or that a number says nothing of its holder — and the approval
// asked again; never a bare "please answer yes or no", never "the
// request changed", and nothing moves.
func TestConsequenceQuestionsAnsweredAtApproval(t *testing.T) {
	t.Parallel()
	cases := []struct{ msg, want string }{
		{"hang on, is this more than i have", "After it, your Savings balance would be $0.00"},
		{"will that leave me with nothing", "After it, your Savings balance would be $0.00"},
		{"do i have enough for that", "After it, your Savings balance would be $0.00"},
		{"is 7654321 my brothers account? i forget", "I can't tell whose account 7654321 is"},
		{"whose account is that", "I can't tell whose account 7654321 is"},
		{"is that my nephew's account", "I can't tell whose account 7654321 is"},
	}
	for _, c := range cases {
		t.Run(c.msg, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "login seldo monkey", "savings", "send 5000 from savings to 7654321")
			if _, ok := e.PendingApproval(); !ok {
				t.Fatalf("no approval: %q", rec.replies())
			}
			n := len(rec.replies())
			say(t, e, c.msg)
			said := strings.Join(rec.replies()[n:], "\n")
			if !strings.Contains(said, c.want) || strings.Contains(said, "Done:") {
				t.Errorf("%q: said %q, want %q and nothing sent", c.msg, said, c.want)
			}
			if ap, ok := e.PendingApproval(); !ok || !strings.Contains(ap.Summary, "$5,000.00") {
				t.Errorf("%q: the approval does not wait as it was", c.msg)
			}
			for _, n := range e.sess.Notes {
				if strings.Contains(n.Text, "the request changed") {
					t.Errorf("%q: the call was set aside: %q", c.msg, n.Text)
				}
			}
		})
	}
}

// At a notes approval "what will it say?" says the note's title and text
// back, and the approval is asked again.
func TestWhatTheCallWillSayAtNotesApproval(t *testing.T) {
	t.Parallel()
	for _, msg := range []string{"wait what will it say exactly?", "what's the note gonna say", "tell me what you'll write", "what exactly will be in it?"} {
		e, rec, _ := notesEngine(t)
		say(t, e, "ada", "1815", "add a note titled dentist with text thursday 3pm")
		n := len(rec.replies())
		say(t, e, msg)
		said := strings.Join(rec.replies()[n:], "\n")
		if !strings.Contains(said, `The title is "dentist"`) || !strings.Contains(said, `The text is "thursday 3pm"`) || strings.Contains(said, "I don't know that") {
			t.Errorf("%q: said %q", msg, said)
		}
		if _, ok := e.PendingApproval(); !ok {
			t.Errorf("%q: no approval waits", msg)
		}
	}
}
