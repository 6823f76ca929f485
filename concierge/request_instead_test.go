package concierge

import (
	"strings"
	"testing"
)

// Round 21's tester: a whole new request said "instead" after a no at the
// source question is the request now, not a cancel of everything; money
// moves only on the yes to the new summary.
func TestRequestSaidInsteadRuns(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"send 30 to 7654321 instead", "$30.00"},
		{"ok send 25 to 7654321 instead then", "$25.00"},
		{"transfer 40 to 1234324 instead.", "$40.00"},
	} {
		e, _ := newBank(t, nil)
		for _, l := range []string{"send 35 to 7654321", "seldo", "monkey", "no", c.line, "checking"} {
			say(t, e, l)
		}
		ap, ok := e.PendingApproval()
		if !ok || !strings.Contains(ap.Summary, c.want) {
			t.Errorf("%q: approval %q (%v), want %s", c.line, ap.Summary, ok, c.want)
		}
		if n := len(e.sess.Artifacts); n != 0 {
			t.Errorf("%q: %d artifacts before a yes", c.line, n)
		}
	}
	e, rec := newBank(t, nil)
	for _, l := range []string{"send 35 to 7654321", "seldo", "monkey", "no", "nothing instead"} {
		say(t, e, l)
	}
	if _, ok := e.PendingApproval(); ok {
		t.Errorf("'nothing instead' opened an approval: %q", rec.lastReply())
	}
}
