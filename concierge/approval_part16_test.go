package concierge

import (
	"testing"
)

// Issue 24 round 16: a part of the note's text corrected beside its
// title at the approval replaces only that part; the text named as a
// whole is still all of it.
func TestApprovalPartBesideTitle(t *testing.T) {
	t.Parallel()
	cases := []struct{ held, msg, wantText string }{
		{"tuesday 3pm", "actually title it Dentist appt and make it wednesday", "wednesday 3pm"},
		{"tuesday 3pm", "call it Dentist appt and change it to 4pm", "tuesday 4pm"},
		{"tuesday 3pm", "rename it to dentist visit, and make it friday", "friday 3pm"},
		{"lunch on monday at noon", "title it Lunch and make it thursday", "lunch on thursday at noon"},
		{"pay rent on the 3rd", "call it rent and make it the 5th", "pay rent on the 5th"},
		// the text named: all of it
		{"tuesday 3pm", "make the title Dentist and the text wednesday", "wednesday"},
	}
	for _, c := range cases {
		t.Run(c.msg, func(t *testing.T) {
			t.Parallel()
			e, rec, _ := notesEngine(t)
			say(t, e, "ada", "1815", "add a note titled dentist with text "+c.held, c.msg)
			ap := e.sess.Pending.Approval
			if ap == nil {
				t.Fatalf("no approval: %q", rec.replies())
			}
			if got := e.sess.Work[ap.Agent].Slots["text"]; got != c.wantText {
				t.Errorf("text = %q, want %q (%s)", got, c.wantText, ap.Summary)
			}
			if e.sess.Work[ap.Agent].Slots["title"] == "dentist" {
				t.Errorf("the title was not changed: %s", ap.Summary)
			}
		})
	}
}
