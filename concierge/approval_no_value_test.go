package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (round 13), kind 5: at an approval "no" and a new free-text
// value is a correction (R50: a correction replaces the yes) — the summary
// is asked again with the new value and the yes then does exactly that;
// a bare no, or a no with a reason, still declines and changes nothing.
func TestNoWithNewValueCorrectsAtApproval(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ req, answer, want string }{
		{"remind me to call mum", "no its call dad actually", `todo/call dad`},
		{"remind me to call mum", "nope call dad instead", `todo/call dad`},
		{"remind me to call mum", "no the title is call dad", `todo/call dad`},
		{"remind me to call mum", "no, make it call dad", `todo/call dad`},
		{"remind me to call mum", "nah its call my dad tonight", `todo/call my dad tonight`},
		{"remind me to call mum", "no wait its call dad", `todo/call dad`},
		{"remind me to call mum", "hmm no its call dad, final answer", `Put "call dad" on`},
		{"remind me to call mum", "acutally its call dad", `Put "call dad" on`},
		{"add a note titled dentist saying tuesday at 3pm", "no the title is Dentist appointment", `"Dentist appointment"`},
		{"add a note titled dentist saying tuesday at 3pm", "nope its dentist checkup", `"dentist checkup"`},
		{"add a note titled dentist saying tuesday at 3pm", "no it should say wednesday at 4pm instead", `saying "wednesday at 4pm"`},
	} {
		t.Run(c.answer, func(t *testing.T) {
			t.Parallel()
			e, rec, _ := notesEngine(t)
			say(t, e, c.req, "ada", "1815")
			if _, ok := e.PendingApproval(); !ok {
				t.Fatalf("no approval: %q", rec.replies())
			}
			n := len(rec.replies())
			say(t, e, c.answer)
			ap, ok := e.PendingApproval()
			if !ok || !strings.Contains(ap.Summary+" "+ap.Args["title"]+" "+ap.Args["text"], c.want) {
				t.Fatalf("%q: approval %v %q, want it asked again with %s; replies %q", c.answer, ok, ap.Summary, c.want, rec.replies()[n:])
			}
			if said := strings.Join(rec.replies()[n:], "\n"); strings.Contains(said, "I did not do it") {
				t.Fatalf("%q read as a plain no:\n%s", c.answer, said)
			}
		})
	}
}

// A bare no, a no with a reason and a no that asks stay a no: nothing is
// asked again with a made-up value.
func TestNoWithReasonStillDeclines(t *testing.T) {
	t.Parallel()
	for _, answer := range []string{"no", "nope", "no, too early", "no its wrong", "no its too much actually", "no the weather is bad", "no is it call dad"} {
		e, rec, _ := notesEngine(t)
		say(t, e, "remind me to call mum", "ada", "1815")
		n := len(rec.replies())
		say(t, e, answer)
		if ap, ok := e.PendingApproval(); ok && !strings.Contains(ap.Summary, "call mum") {
			t.Errorf("%q changed the call: %q", answer, ap.Summary)
		}
		if said := strings.Join(rec.replies()[n:], "\n"); !strings.Contains(said, "I did not do it") {
			t.Errorf("%q not declined:\n%s", answer, said)
		}
	}
}
