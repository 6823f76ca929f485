package concierge

import (
	"slices"
	"strings"
	"testing"
)

// Tryout 37, 16: at "Delete the note "mon" for good?" a message that
// names another note as the one meant changes the approval to that note,
// whatever lead-in ("hold up", "sorry", "wait") or wrapping ("the tue
// one") it has; the yes after it deletes "tue", never "mon".
func TestApprovalTargetMeant(t *testing.T) {
	t.Parallel()
	for _, msg := range []string{
		"hold up, i meant tue not mon",
		"no, tue not mon",
		"wrong one, the tue one",
		"sorry i meant the tue note",
		"Hold on i ment the TUE note",
		"wait wrong note, tue",
		"my bad, tue",
		"no, delete tue instead",
		"nah the tue one",
		"hang on, not mon, tue",
		"oops its tue not mon",
		"the tue one",
	} {
		t.Run(msg, func(t *testing.T) {
			t.Parallel()
			e, rec, s := notesWith(t, "mon", "team sync 9am", "tue", "1:1 with boss")
			say(t, e, "ada 1815", "get rid of mon")
			if ap := e.sess.Pending.Approval; ap == nil || !strings.Contains(ap.Summary, `"mon"`) {
				t.Fatalf("no approval for mon: %q", rec.replies())
			}
			say(t, e, msg)
			ap := e.sess.Pending.Approval
			if ap == nil || !strings.Contains(strings.ToLower(ap.Summary), `delete the note "tue"`) {
				t.Fatalf("the approval is not tue's: %q", rec.replies())
			}
			say(t, e, "yes")
			if !slices.Contains(s.titles, "mon") || slices.Contains(s.titles, "tue") {
				t.Errorf("notes left %v, want mon kept and tue deleted: %q", s.titles, rec.replies())
			}
		})
	}
}

// What names no other note leaves the approval as it was: a hold, a no
// with its reason, a check first. Nothing is deleted.
func TestApprovalTargetNotMeant(t *testing.T) {
	t.Parallel()
	for _, msg := range []string{"hold on", "hang on let me check", "no wait", "no, not today", "wait, the other one"} {
		t.Run(msg, func(t *testing.T) {
			t.Parallel()
			e, rec, s := notesWith(t, "mon", "team sync 9am", "tue", "1:1 with boss")
			say(t, e, "ada 1815", "get rid of mon", msg)
			if ap := e.sess.Pending.Approval; ap != nil && strings.Contains(ap.Summary, `"tue"`) {
				t.Errorf("the approval became tue's: %q", rec.replies())
			}
			if len(s.titles) != 2 {
				t.Errorf("notes left %v: %q", s.titles, rec.replies())
			}
		})
	}
}

// The same at a note's approval: the title said as meant instead of the
// one held is the new title, and a hold that leads a change never puts
// the answer off.
func TestApprovalTitleMeantAtAdd(t *testing.T) {
	t.Parallel()
	for _, msg := range []string{
		"hold up, i meant tue not mon",
		"wait, title it tue not mon",
		"hold up, change the title to tue",
		"one sec, rename it tue",
		"oops, tue not mon",
		"hang on i mean the title should be tue",
	} {
		t.Run(msg, func(t *testing.T) {
			t.Parallel()
			e, rec, s := notesWith(t)
			say(t, e, "ada 1815", "note called mon: team sync 9am", msg)
			ap := e.sess.Pending.Approval
			if ap == nil || ap.Summary != `Add a note titled "tue" saying "team sync 9am"?` {
				t.Fatalf("the approval is not the note tue: %q", rec.replies())
			}
			say(t, e, "yes")
			if !slices.Equal(s.titles, []string{"tue"}) {
				t.Errorf("notes %v: %q", s.titles, rec.replies())
			}
		})
	}
}

// Tryout 37, 16 and 01: a note whose title is a weekday is a note, never
// a "when": "get rid of mon" is not answered "I can't schedule or repeat
// anything".
func TestWeekdayTitleIsNoSchedule(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ msg, want string }{
		{"get rid of mon", `Delete the note "mon" for good?`},
		{"delete tue pls", `Delete the note "tue" for good?`},
		{"can you remove friday", `Delete the note "friday" for good?`},
		{"bin Mon", `Delete the note "mon" for good?`},
		{"delete mon and tue", "mon or tue"},
		{"read friday", "gym"},
		{"note called wed: dentist", `Add a note titled "wed" saying "dentist"?`},
	} {
		t.Run(c.msg, func(t *testing.T) {
			t.Parallel()
			e, rec, _ := notesWith(t, "mon", "team sync 9am", "tue", "1:1 with boss", "friday", "gym")
			say(t, e, "ada 1815", c.msg)
			if !containsIn(rec.replies(), c.want) {
				t.Errorf("no %q: %q", c.want, rec.replies())
			}
			if containsIn(rec.replies(), "schedule") {
				t.Errorf("a title read as a when: %q", rec.replies())
			}
		})
	}
}
