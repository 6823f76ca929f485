package concierge

import (
	"strings"
	"testing"
)

// R50, §15 (issue 24 round 8): a question whether a value of the waiting
// call is right never changes the call: the value is said back from the
// call as it stands and the approval asked again. "right", "correct",
// "wrong" are never taken as a title, a text or an amount.
func TestValueQuestionAtNotesApproval(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"is the title right", `The title is "groceries"`},
		{"did you get the title correct?", `The title is "groceries"`},
		{"have you spelt the title properly", `The title is "groceries"`},
		{"hmm is the text accurate", `The text is "buy milk"`},
		{"the title isn't right", `The title is "groceries"`},
		{"title looks ok", `The title is "groceries"`},
		{"alright, is everything correct?", "Here is exactly what it will do"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec, _ := notesEngine(t)
			say(t, e, "open my notes", "ada", "1815", "add a note titled groceries saying buy milk")
			if _, ok := e.PendingApproval(); !ok {
				t.Fatalf("no approval: %q", rec.replies())
			}
			say(t, e, c.line)
			ap, ok := e.PendingApproval()
			if !ok {
				t.Fatalf("%q: the approval is gone: %q", c.line, rec.replies())
			}
			if ap.Args["title"] != "groceries" || ap.Args["text"] != "buy milk" {
				t.Errorf("%q changed the call: %v", c.line, ap.Args)
			}
			got := rec.lastReply()
			if !strings.Contains(got, c.want) || !strings.Contains(got, "Please answer yes or no") {
				t.Errorf("%q: %q", c.line, got)
			}
		})
	}
}

func TestValueQuestionAtTransferApproval(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"is the amount correct", "The amount is $50.00"},
		{"did you get the amount right?", "The amount is $50.00"},
		{"is 50 the right amount", "The amount is $50.00"},
		// the account asked about is checked against the user's own (round 14)
		{"is that the right account", "7654321 is the number you gave, and it is not one of your accounts (yours are Checking (1234567890) and Savings (2345678901))"},
		{"wait, is the destination account correct?", "7654321 is the number you gave, and it is not one of your accounts"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			loggedInWithBalance(t, e)
			say(t, e, "send 50 to 7654321", c.line)
			if _, ok := e.PendingApproval(); !ok || strings.Trim(balance(t, e, "1234567890"), "1000.") != "" {
				t.Fatalf("%q: the approval is gone or money moved: %q", c.line, rec.replies())
			}
			got := rec.lastReply()
			if !strings.Contains(got, c.want) || !strings.Contains(got, "Please answer yes or no: Transfer $50.00 from Checking (1234567890) to 7654321?") {
				t.Errorf("%q: %q", c.line, got)
			}
		})
	}
	// a new value said with the question is still a correction
	e, rec := newBank(t, nil)
	loggedInWithBalance(t, e)
	say(t, e, "send 50 to 7654321", "is the amount right or should it be 60")
	if ap, ok := e.PendingApproval(); !ok || !strings.Contains(ap.Summary, "$60.00") {
		t.Errorf("the correction was lost: %q", rec.replies())
	}
}
