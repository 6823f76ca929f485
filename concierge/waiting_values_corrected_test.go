package concierge

import (
	"strings"
	"testing"
)

// R50, R41 (issue 24, round 8): a value said as a correction of the one
// just given, while the transfer waits on its balance check, replaces it:
// the approval shows the corrected value, never the first one.
func TestWaitingValueCorrectedBeforeApproval(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"oh sorry its 7654321", "$40.00 from Checking (1234567890) to 7654321?"},
		{"wait I meant 7654321", "to 7654321?"},
		{"oops, 7654321 not 765432", "to 7654321?"},
		{"sorry wrong number, it's 7654321", "to 7654321?"},
		{"actually make it 55", "$55.00 from Checking (1234567890) to 765432?"},
		{"sorry, $70 not $40", "$70.00 from Checking"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "seldo monkey", "send 40 to 765432", c.line, "checking")
			ap, ok := e.PendingApproval()
			if !ok || !strings.Contains(ap.Summary, c.want) {
				t.Fatalf("%q: approval %q (%v), want %q: %q", c.line, ap.Summary, ok, c.want, rec.replies())
			}
		})
	}
}
