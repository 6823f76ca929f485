package concierge

import (
	"strings"
	"testing"
)

// R28, R50 (issue 24, round 6): a free-text value with an aside glued on
// after it ends where the aside begins — no "and", comma or "btw" left at
// its end — and the aside is answered (a question) or kept for after the
// task (a request of its own); nothing of it lands in the value.
func TestFreeValueWithAsideEndsCleanly(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		setup, line, want, said string
	}{
		{"add a todo", "book the boiler service, and btw is there a limit on todos", `Put "book the boiler service" on your to-do list`, "You asked"},
		{"add a todo", "defrost the freezer — oh and can you tell me how long a title may be?", `Put "defrost the freezer" on your to-do list`, "You asked"},
		{"add a todo", "return the library books; also, what notes have i got", `Put "return the library books" on your to-do list`, "After this I'll list the notes"},
		{"add a todo", "renew the gym pass by friday, by the way list my notes after", `Put "renew the gym pass by friday" on your to-do list`, "After this I'll list the notes"},
		{"write a note\nGroceries", "eggs and flour - oh and can you show me my notes after", `saying "eggs and flour"`, "After this I'll list the notes"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec, p := notesEngine(t)
			say(t, e, append([]string{"ada 1815"}, strings.Split(c.setup, "\n")...)...)
			n := len(rec.replies())
			say(t, e, c.line)
			said := strings.Join(rec.replies()[n:], "\n")
			ap, ok := e.PendingApproval()
			if !ok || !strings.Contains(ap.Summary, c.want) || p.CallsOf("add_note") != 0 {
				t.Fatalf("%q: approval %q, want %q:\n%s", c.line, ap.Summary, c.want, said)
			}
			if !strings.Contains(said, c.said) {
				t.Errorf("%q: the aside was not answered or kept (%q):\n%s", c.line, c.said, said)
			}
		})
	}
}

// Words inside a value joined by "and also" are the value's when what
// follows asks nothing and is no request.
func TestFreeValueJoinedWordsStayInIt(t *testing.T) {
	t.Parallel()
	e, rec, _ := notesEngine(t)
	say(t, e, "ada 1815", "add a todo", "buy milk and also eggs")
	if ap, ok := e.PendingApproval(); !ok || !strings.Contains(ap.Summary, "buy milk and also eggs") {
		t.Fatalf("approval %q: %q", ap.Summary, rec.replies())
	}
}
