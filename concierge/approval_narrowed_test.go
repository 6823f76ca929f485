package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (round 5): a no that keeps part of a to-do list asks the call
// again with those items only; the yes then writes that, once.
func TestNoThatNarrowsTheList(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ no, kept, gone string }{
		{"no, just the passport one", "renew passport", "council tax"},
		{"nope, only the council tax bit", "pay council tax", "passport"},
		{"no just passport", "renew passport", "council tax"},
		{"no, i only want the council tax one please", "pay council tax", "passport"},
	} {
		e, rec, p := notesEngine(t)
		say(t, e, "add to my to-do list: renew passport, pay council tax", "ada", "1815", c.no)
		a, ok := e.PendingApproval()
		if !ok || !strings.Contains(a.Args["title"], c.kept) || strings.Contains(a.Args["title"], c.gone) {
			t.Errorf("%q: approval %+v (%v), replies %q", c.no, a.Args, ok, rec.replies())
			continue
		}
		say(t, e, "yes")
		if p.CallsOf("add_note") != 1 {
			t.Errorf("%q then yes: add_note ran %d times", c.no, p.CallsOf("add_note"))
		}
	}
}
