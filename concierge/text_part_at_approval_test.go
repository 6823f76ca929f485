package concierge

import "testing"

// Issue 24 round 9, kind 2: at the approval of the note "thursday 3pm"
// a correction of one part replaces that part and keeps the rest, and
// words said with "also" or "too" go at its end: one correct_value of the
// text, never the whole text replaced, refused, or a new note queued.
func TestApprovalReadsPartOfTheText(t *testing.T) {
	t.Parallel()
	cases := []struct{ msg, want string }{
		{"no, make it 4pm", "correct_value(text=thursday 4pm)"},
		{"oops i meant 4:30pm", "correct_value(text=thursday 4:30pm)"},
		{"actually friday", "correct_value(text=friday 3pm)"},
		{"sorry, should be wednesday at 2pm instead", "correct_value(text=wednesday 2pm)"},
		{"hmm 5pm not 3pm", "correct_value(text=thursday 5pm)"},
		{"no, tuesday rather than thursday", "correct_value(text=tuesday 3pm)"},
		{"wait add butter too", "correct_value(text=thursday 3pm, butter)"},
		{"also put milk", "correct_value(text=thursday 3pm, milk)"},
		{"and add bring the x-rays", "correct_value(text=thursday 3pm, bring the x-rays)"},
		{"plus write ask about the bill", "correct_value(text=thursday 3pm, ask about the bill)"},
		// not a part: a bare time, the title, a to-do of its own
		{"4pm", "remind"},
		{"also add a todo to call mum", "start_task(add_todo, beside: add a todo to call mum)"},
	}
	for _, c := range cases {
		t.Run(c.msg, func(t *testing.T) {
			t.Parallel()
			e, rec, _ := notesEngine(t)
			say(t, e, "ada", "1815", "add a note titled dentist with text thursday 3pm")
			ap := e.sess.Pending.Approval
			if ap == nil {
				t.Fatalf("no approval: %q", rec.replies())
			}
			cs, err := e.readApproval(testTurn(e, c.msg), e.domain.Agent(ap.Agent), ap, c.msg)
			if err != nil {
				t.Fatal(err)
			}
			if got := apCommands(nil, cs); got != c.want {
				t.Errorf("read as %q, want %q", got, c.want)
			}
		})
	}
}

// The replacement itself, on texts of other shapes.
func TestReplacePart(t *testing.T) {
	t.Parallel()
	cases := []struct{ held, msg, want string }{
		{"call the plumber on monday at 9am", "no make it 11am", "call the plumber on monday at 11am"},
		{"buy 2 loaves", "actually 3", "buy 3 loaves"},
		{"party on march 3rd", "sorry i meant march 5th", "party on march 5th"},
		{"pick up at noon", "change it to 1pm", "pick up at 1pm"},
	}
	for _, c := range cases {
		if got, ok := replacePart(c.held, c.msg); !ok || got != c.want {
			t.Errorf("%q at %q: %q %v, want %q", c.msg, c.held, got, ok, c.want)
		}
	}
	for _, msg := range []string{"make it Dentist appointment", "4pm", "no", "actually make it better"} {
		if got, ok := replacePart("thursday 3pm", msg); ok {
			t.Errorf("%q read as a part's correction: %q", msg, got)
		}
	}
}
