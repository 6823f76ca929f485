package concierge

import (
	"testing"
)

// Issue 24 (round 15), kind 3: a quoted title with the text's marker and
// nothing after it keeps the title and asks the text; at the text question
// a rename with the text marked ("and make it 11am not 10") sets both —
// the new value without the old one named — never the whole line as the
// text.
func TestRenameWithTextAtTextQuestion(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ first, then, title, text string }{
		{"write a note 'tv' that says", "actually title it Dentist appt and make it 11am not 10", "Dentist appt", "11am"},
		{`make a note "vet" saying...`, "oh rename it to Vet visit and make it 3pm not 2pm", "Vet visit", "3pm"},
		{"add a note called gym that says:", "title it Gym day and make it legs", "Gym day", "legs"},
		{"jot down a note 'x' which says", "call it Bins and it should say put them out tuesday", "Bins", "put them out tuesday"},
		{"write a note 'rent' that says", "actually name it Rent due and it should say friday not thursday", "Rent due", "friday"},
	} {
		e, rec, _ := notesEngine(t)
		say(t, e, "ada 1815", tt.first)
		w := e.sess.WorkFor("add_note").Slots
		if w["text"] != "" || w["title"] == "" || e.sess.Pending.Approval != nil {
			t.Errorf("%q: slots %v, reply %q", tt.first, w, rec.lastReply())
			continue
		}
		say(t, e, tt.then)
		ap := e.sess.Pending.Approval
		if ap == nil || ap.Args["title"] != tt.title || ap.Args["text"] != tt.text {
			t.Errorf("%q then %q: approval %+v, reply %q", tt.first, tt.then, ap, rec.lastReply())
		}
	}
}
