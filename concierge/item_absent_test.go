package concierge

import (
	"strings"
	"testing"
)

// A delete of a note that is not there says so at once, with the notes
// there are (or that there are none), and asks nothing; a note that is
// there is still asked about before it goes (ins34).
func TestDeleteAbsentNoteSaidAtOnce(t *testing.T) {
	t.Parallel()
	lines := []string{
		"delete the note called dentist",
		"remove my dentist note",
		"get rid of the note titled dentist",
		"can you erase the note named dentist",
		"delete note dentist pls",
		"i want to delete the dentist note",
		"delte the note called dentist",
	}
	for _, line := range lines {
		for _, notes := range [][]string{{"shopping", "eggs and milk", "work", "finish report"}, {}} {
			e, rec, s := notesWith(t, notes...)
			say(t, e, "ada 1815", line)
			r := strings.Join(rec.replies(), "\n")
			if _, asked := e.PendingApproval(); asked || strings.Contains(r, "for good?") {
				t.Errorf("%q (%d notes): asked first:\n%s", line, len(notes)/2, r)
				continue
			}
			want := "You have no notes"
			if len(notes) > 0 {
				want = "Your notes: shopping and work"
			}
			if !strings.Contains(r, `no note called "dentist"`) || !strings.Contains(r, want) {
				t.Errorf("%q (%d notes): not said at once:\n%s", line, len(notes)/2, r)
			}
			for _, c := range s.calls {
				if strings.HasPrefix(c, "delete_note") {
					t.Errorf("%q: delete_note called", line)
				}
			}
		}
	}
	e, rec, s := notesWith(t, "dentist", "tuesday 3pm", "work", "finish report")
	say(t, e, "ada 1815", "delete the note called dentist")
	if ap, ok := e.PendingApproval(); !ok || !strings.Contains(ap.Summary, `"dentist"`) {
		t.Fatalf("a note that is there was not asked about: %q", rec.replies())
	}
	say(t, e, "yes")
	if len(s.titles) != 1 || s.titles[0] != "work" {
		t.Fatalf("not deleted once approved: %v %q", s.titles, rec.replies())
	}
}
