package concierge

import (
	"strings"
	"testing"
)

// R27, R51 (issue 24 round 11): values typed alone first are asked about,
// kept, and used by the request that follows — shown in the summary the
// user approves; a value said with the request replaces a kept one.
func TestBareValuesKeptForNextRequest(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		lines []string
		want  string
	}{
		{[]string{"250", "7654321", "send it"}, "Transfer $250.00 from Checking (1234567890) to 7654321?"},
		{[]string{"$75.50", "transfer that to 7654321"}, "Transfer $75.50 from Checking (1234567890) to 7654321?"},
		{[]string{"1234324", "60 bucks", "ok do the transfer"}, "Transfer $60.00 from Checking (1234567890) to 1234324?"},
		{[]string{"300", "actually send 40 to 7654321"}, "Transfer $40.00 from Checking (1234567890) to 7654321?"},
	} {
		t.Run(strings.Join(c.lines, " / "), func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "seldo monkey")
			say(t, e, c.lines[0])
			if !strings.Contains(rec.lastReply(), "what should I do with it?") {
				t.Fatalf("the bare value was not asked about: %q", rec.lastReply())
			}
			say(t, e, c.lines[1:]...)
			say(t, e, "checking")
			ap := e.sess.Pending.Approval
			if ap == nil || ap.Summary != c.want {
				t.Fatalf("approval %v, want %q:\n%s", ap, c.want, strings.Join(rec.replies(), "\n"))
			}
		})
	}
}
