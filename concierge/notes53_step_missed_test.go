package concierge

import (
	"strings"
	"testing"
)

// Tryout 39 (notes, 24b): a plan step whose task found nothing is shown
// as not done. "read meeting notes then delete it" on a missing note said
// "There is no note titled …" twice and then "All done: ✓ Read … ✓
// Delete …". Each plan below names a note that is not there in one step;
// that step ends ✗ (not done), the step that worked ends ✓, and the
// summary no longer opens "All done".
func TestPlanStepThatFoundNothingIsNotTicked(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, missed, done string }{
		{"read the note called dentist then delete the note called dentist", "Delete", ""},
		{"read my note called dentist and then delete it", "Delete", ""},
		{"open the dentist note, after that add a note called plan saying call", "Read", "Write"},
		{"list my notes then remove the note titled taxes", "Delete", "List"},
	} {
		e, rec, _ := notesWith(t, "gym", "legs on monday")
		say(t, e, "ada", "1815", c.line, "yes")
		for i := 0; i < 3 && !strings.Contains(strings.Join(rec.replies(), "\n"), "The plan is over"); i++ {
			say(t, e, "yes")
		}
		got := strings.Join(rec.replies(), "\n")
		at := strings.LastIndex(got, "The plan is over")
		if at < 0 {
			t.Errorf("%q: want the plan's summary:\n%s", c.line, got)
			continue
		}
		var ticked, crossed []string
		for _, l := range strings.Split(got[at:], "\n") {
			if strings.HasPrefix(l, "✓ ") {
				ticked = append(ticked, l)
			}
			if strings.HasPrefix(l, "✗ ") && strings.HasSuffix(l, "(not done)") {
				crossed = append(crossed, l)
			}
		}
		has := func(ls []string, w string) bool {
			return w == "" || strings.Contains(strings.Join(ls, "\n"), w)
		}
		if !has(crossed, c.missed) || !has(ticked, c.done) || has(ticked, c.missed) && c.missed != c.done {
			t.Errorf("%q: want ✗ %s (not done) and ✓ %s:\n%s", c.line, c.missed, c.done, got[at:])
		}
	}
}
