package concierge

import (
	"strings"
	"testing"
)

// Tryout 35's notes 09: at a note's approval, the title named by its word
// with the new title after it changes the title and asks again; "title?
// uh 'mom bday'" was answered as a question ("I don't know that") and the
// old title was written. A judgement ("title is fine") changes nothing.
func TestTitleLabelledAtApprovalCorrects(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"title? uh 'mom bday'",
		"title should be 'mom bday'",
		"call it mom bday",
		"name: mom bday",
		"make the title mom bday",
		"title = mom bday",
		"the title's mom bday",
		"title pls: mom bday",
		"no wait, title: mom bday",
		"Title -> mom bday",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec, _ := keptNotes(t)
			say(t, e, "ada 1815", "note: mom bday gift ideas - scarf, tea sampler", line)
			if r := rec.lastReply(); !strings.Contains(r, `Add a note titled "mom bday" saying "scarf, tea sampler"?`) || !pendingApproval(e) {
				t.Errorf("%q: want the title mom bday asked again: %q", line, rec.replies())
			}
		})
	}
	for _, line := range []string{"title is fine", "title?"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec, _ := keptNotes(t)
			say(t, e, "ada 1815", "note: mom bday gift ideas - scarf, tea sampler", line)
			if r := rec.lastReply(); !strings.Contains(r, `titled "mom bday gift ideas"`) {
				t.Errorf("%q changed the title: %q", line, rec.replies())
			}
		})
	}
}

func pendingApproval(e *Engine) bool {
	_, ok := e.PendingApproval()
	return ok
}
