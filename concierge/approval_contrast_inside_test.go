package concierge

import (
	"strings"
	"testing"
)

// R50 (issue 24): a word or a number inside a note's text corrected at
// its approval ("make it 5 not 4") changes that word only, and the call is
// summarised again; it never runs with the old text on that message.
func TestWordInsideTextCorrectedAtApproval(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"make it 5 not 4", "buy 5 bags of compost"},
		{"no, 5 bags not 4", "buy 5 bags of compost"},
		{"change 4 to 5", "buy 5 bags of compost"},
		{"not 4, 5", "buy 5 bags of compost"},
		{"sorry, bark not compost", "buy 4 bags of bark"},
		{"replace compost with topsoil", "buy 4 bags of topsoil"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec, p := notesEngine(t)
			say(t, e, "ada 1815", "add a todo: buy 4 bags of compost", c.line)
			ap, ok := e.PendingApproval()
			if !ok || !strings.Contains(ap.Summary, c.want) || p.CallsOf("add_note") != 0 {
				t.Fatalf("%q: approval %q, want it to hold %q: %q", c.line, ap.Summary, c.want, rec.replies())
			}
		})
	}
}

// Words the text does not hold change nothing and are said back.
func TestWordNotInsideTextIsNotApplied(t *testing.T) {
	t.Parallel()
	e, rec, _ := notesEngine(t)
	say(t, e, "ada 1815", "add a todo: buy 4 bags of compost", "make it 9 not 7")
	ap, ok := e.PendingApproval()
	if !ok || !strings.Contains(ap.Summary, "buy 4 bags of compost") {
		t.Fatalf("the text changed: %q", rec.replies())
	}
}
