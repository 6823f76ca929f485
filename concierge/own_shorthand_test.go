package concierge

import (
	"strings"
	"testing"
)

// R50, R53 (issue 24, round 6): the request's own words in shorthand, and
// chat talk, are never quoted back as a value the product did not
// recognise; with no value for the slot the question is asked plainly.
func TestOwnShorthandIsNotQuotedBack(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"decl lettr thnx",
		"can u do me a declne ltr pls, ty",
		"need a dec letter asap pls",
		"decline lttr for a clm plz",
		"i want a declined ltr tx",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newInsurance(t)
			say(t, e, line)
			got := rec.lastReply()
			if e.Speaker() != "DeclineLetterAssistance" || strings.Contains(got, "didn't") || !strings.HasSuffix(got, "Please provide your claim id") {
				t.Fatalf("%q: speaker %q, reply %q", line, e.Speaker(), got)
			}
		})
	}
}

// A word that is no shorthand of the task's is still said back.
func TestUnknownWordIsStillSaidBack(t *testing.T) {
	t.Parallel()
	e, rec := newInsurance(t)
	say(t, e, "decline letter zebra")
	if !strings.Contains(rec.lastReply(), `"zebra"`) {
		t.Fatalf("reply %q", rec.lastReply())
	}
}

// A placeholder for the to-do ("put something on my to-do list") is no
// to-do: the question is asked.
func TestPlaceholderIsNoTodo(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"put something on my to-do list", "can you put a thing on my todo list", "put stuff on my to-do list"} {
		e, rec, _ := notesEngine(t)
		say(t, e, "ada 1815", line)
		if _, ok := e.PendingApproval(); ok || !strings.Contains(rec.lastReply(), "What is there to do?") {
			t.Errorf("%q: reply %q", line, rec.lastReply())
		}
	}
}
