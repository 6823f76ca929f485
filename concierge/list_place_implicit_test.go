package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (notes28): a place in the user's notes with no list shown
// ("read my first note") picks by position, the list looked at first;
// a note really titled that way is read as titled; a place past the end
// says how many there are; a delete by place asks its approval with the
// real title.
func TestPlaceInNotesWithoutList(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"read my first note", "shopping: eggs and milk"},
		{"read the most recent note", "gym: legs day"},
		{"open my latest note", "gym: legs day"},
		{"show me my newest note pls", "gym: legs day"},
		{"read my 2nd note", "work: finish report"},
		{"read note number 2", "work: finish report"},
		{"show me the second to last note", "work: finish report"},
		{"read my fifth note", "There is no fifth note: there are 3 notes (shopping, work and gym)"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec, s := notesWith(t, "shopping", "eggs and milk", "work", "finish report", "gym", "legs day")
			say(t, e, "ada 1815", c.line)
			if r := rec.lastReply(); !strings.Contains(strings.Join(rec.replies(), "\n"), c.want) {
				t.Fatalf("%q: %q (calls %q)", c.line, r, s.calls)
			}
		})
	}
	t.Run("signed out first", func(t *testing.T) {
		e, rec, _ := notesWith(t, "shopping", "eggs and milk", "work", "finish report")
		say(t, e, "read my first note", "ada", "1815")
		if r := strings.Join(rec.replies(), "\n"); !strings.Contains(r, "shopping: eggs and milk") || leaks(rec, "1815") {
			t.Fatalf("%q", r)
		}
	})
	t.Run("a note titled first", func(t *testing.T) {
		e, rec, _ := notesWith(t, "shopping", "eggs and milk", "first", "day one", "work", "finish report")
		say(t, e, "ada 1815", "read my first note")
		if r := rec.lastReply(); !strings.Contains(strings.Join(rec.replies(), "\n"), "first: day one") {
			t.Fatalf("%q", r)
		}
	})
	for _, c := range []struct{ line, title string }{
		{"delete the last note", "gym"},
		{"delete my oldest note", "shopping"},
		{"get rid of the 2nd note", "work"},
	} {
		e, rec, s := notesWith(t, "shopping", "eggs and milk", "work", "finish report", "gym", "legs day")
		say(t, e, "ada 1815", c.line)
		ap, ok := e.PendingApproval()
		if !ok || !strings.Contains(ap.Summary, `"`+c.title+`"`) {
			t.Errorf("%q: %q", c.line, rec.replies())
			continue
		}
		if len(s.titles) != 3 {
			t.Errorf("%q deleted before the approval: %q", c.line, s.titles)
		}
		say(t, e, "yes")
		if strings.Contains(strings.Join(s.titles, ","), c.title) {
			t.Errorf("%q: %q still there", c.line, c.title)
		}
	}
}
