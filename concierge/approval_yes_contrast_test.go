package concierge

import (
	"strings"
	"testing"
)

// R50: a yes said over a contrast of values ("yes, 400 not 40") is a
// correction. It was read as the yes taken back ("not"), the approval was
// asked again unchanged, and the next yes sent the old amount. Now the
// call is asked again with the new value, nothing moves, and a yes then
// sends the new amount once.
func TestAYesOverAContrastCorrects(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"yes, 400 not 40", "$400.00"},
		{"yes yes 400 not 40", "$400.00"},
		{"yeah yeah, 400 not 40", "$400.00"},
		{"yep yep, not 40, 60", "$60.00"},
		{"ok ok, not 40 but 75", "$75.00"},
		{"yes please, 90 not 40!", "$90.00"},
		{"sure - 45, not 40", "$45.00"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "log me in seldo", "monkey", "send 40 to 7654321", "checking")
			if _, ok := e.PendingApproval(); !ok {
				t.Fatalf("no approval is asked: %q", rec.replies())
			}
			say(t, e, c.line)
			if containsIn(rec.replies(), "Done:") {
				t.Fatalf("%q moved money: %q", c.line, rec.replies())
			}
			ap, ok := e.PendingApproval()
			if !ok || !strings.Contains(ap.Summary, c.want) {
				t.Fatalf("%q: want the call asked again for %s, got %+v (%q)", c.line, c.want, ap, rec.lastReply())
			}
			say(t, e, "yes")
			got := strings.Join(rec.replies(), "\n")
			if n := strings.Count(got, "Done: "+c.want+" sent"); n != 1 || strings.Contains(got, "Done: $40.00") {
				t.Errorf("the yes after %q: %q", c.line, rec.replies())
			}
		})
	}
}
