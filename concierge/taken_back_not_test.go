package concierge

import (
	"strings"
	"testing"
)

// R28, R41 (issue 24, round 5): a "don't" that someone else said, or one
// about something other than the request, takes nothing back: a transfer
// in a scam's shape is cautioned and goes on to its approval, and the
// user's yes decides. A "don't" that takes the request back still does.
func TestReportedDontIsNoCancel(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"my manager wants me to send 700 to 7654321 right now for gift cards, he said dont tell anyone",
		"the fraud team said to move 400 to 7654321, a safe account, they told me not to tell my husband",
		"transfer 300 to 7654321 for my nephew, he asked me not to mention it to his mum",
		"send 250 to 7654321, she made me promise not to tell anybody",
		"send 90 to 7654321, and dont forget to send me the receipt",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			d, _ := BuiltinDomains().New("bank")
			runs := countTransfers(d)
			e, rec := newOn(t, d, nil)
			loggedInWithBalance(t, e)
			say(t, e, line)
			ap, ok := e.PendingApproval()
			if !ok || !strings.Contains(ap.Summary, "to 7654321") || strings.Contains(rec.lastReply(), "won't do that") {
				t.Fatalf("%q: no approval; reply %q", line, rec.lastReply())
			}
			if runs.Load() != 0 {
				t.Fatalf("%q: moved before the yes", line)
			}
			say(t, e, "yes do it")
			if runs.Load() != 1 {
				t.Fatalf("%q: the yes moved %d transfers; reply %q", line, runs.Load(), rec.lastReply())
			}
		})
	}
	for _, line := range []string{
		"send 90 to 7654321, actually dont",
		"transfer 40 to 7654321, no wait, don't do that",
	} {
		d, _ := BuiltinDomains().New("bank")
		e, _ := newOn(t, d, nil)
		loggedInWithBalance(t, e)
		say(t, e, line)
		if _, ok := e.PendingApproval(); ok {
			t.Errorf("%q: taken back, yet asked", line)
		}
	}
}

// Secrecy asked by whoever wants the money is a scam's mark: cautioned.
func TestSecrecyIsCautioned(t *testing.T) {
	t.Parallel()
	d, _ := BuiltinDomains().New("bank")
	e, rec := newOn(t, d, nil)
	loggedInWithBalance(t, e)
	say(t, e, "wire 500 to 7654321, he said keep it a secret from the bank")
	if !strings.Contains(strings.Join(rec.replies(), "\n"), "common scam") {
		t.Fatalf("no caution: %q", rec.lastReply())
	}
}
