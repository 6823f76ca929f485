package concierge

import (
	"strings"
	"testing"
)

// Round 41 notes 02: "ok add one. title: Mum bday. body: get her the blue
// scarf from that shop on king st" put "title: Mum bday" on the to-do
// list and the errand was then refused as harm. A record said as a form,
// after a short lead-in, is one note with its title and its text; an
// errand for someone is no harm; and a rename at its approval is taken.
func TestANoteSaidAsAFormIsOneNote(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, title, text string }{
		{"ok add one. title: Mum bday. body: get her the blue scarf from that shop on king st", "Mum bday", "get her the blue scarf from that shop on king st"},
		{"sure, add one. Title: Dentist. Body: cleaning on the 12th at 3", "Dentist", "cleaning on the 12th at 3"},
		{"new one pls. title: gym. text: legs on monday. arms on weds", "gym", "legs on monday"},
		{"add one: subject: shop. details: buy him a card from the newsagent on the high street", "shop", "buy him a card from the newsagent on the high street"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newDomainFor(t, "notes")
			say(t, e, "ada 1815")
			say(t, e, c.line)
			ap, ok := e.PendingApproval()
			if !ok || !strings.Contains(ap.Summary, `titled "`+c.title+`"`) || !strings.Contains(ap.Summary, c.text) {
				t.Fatalf("%q is not one note %q: %+v %q", c.line, c.title, ap, rec.replies())
			}
			say(t, e, "hmm actually call it renamed one")
			if ap, ok = e.PendingApproval(); !ok || !strings.Contains(ap.Summary, `titled "renamed one"`) {
				t.Fatalf("the rename at the approval was not taken: %+v %q", ap, rec.replies())
			}
			say(t, e, "yes")
			if containsIn(rec.replies(), "can't help with that") || !containsIn(rec.replies(), "Noted: renamed one") {
				t.Errorf("the note was not written: %q", rec.replies())
			}
		})
	}
}
