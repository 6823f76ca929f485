package concierge

import (
	"strings"
	"testing"
)

// R50: a yes that restates the pending call's own value approves it, once;
// one that names another value is a correction and never approves.
func TestYesRestatingTheCall(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		line string
		runs int32
	}{
		{"ok go ahead with the 500", 1},
		{"yep, do the 500", 1},
		{"alright go ahead, 500 to 1234324", 1},
		{"okay send the $500", 1},
		{"ok go ahead with the 400", 0},
		{"yes go ahead with 500 to 7654321", 0},
		{"ok go ahead with the 500 from savings", 0},
		{"go ahead with the 500?", 0},
	} {
		t.Run(tc.line, func(t *testing.T) {
			t.Parallel()
			d, _ := BuiltinDomains().New("bank")
			runs := countTransfers(d)
			e, rec := newOn(t, d, nil)
			toApproval(t, e)
			say(t, e, tc.line)
			if runs.Load() != tc.runs {
				t.Fatalf("%q: %d transfers, want %d: %q", tc.line, runs.Load(), tc.runs, rec.lastReply())
			}
			if tc.runs == 1 && !containsIn(rec.replies(), "$500.00 sent") {
				t.Errorf("%q: replies %q", tc.line, rec.replies())
			}
			if tc.runs == 0 && strings.Contains(rec.lastReply(), "$500.00 sent") {
				t.Errorf("%q: the old call ran: %q", tc.line, rec.lastReply())
			}
		})
	}
}
