package concierge

import (
	"strings"
	"testing"
)

// Round 32 (bank38, item 2): a no at the approval that puts the transfer
// off to another time drops it: nothing moved, no amount asked again, and
// a "bye" after it keeps nothing.
func TestApprovalNoForLaterDrops(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"oh. nah ill just come back friday then",
		"forget it i'll do it later",
		"no, not today",
		"no i'll sort it tomorrow",
		"no thanks, i'll do it myself later",
		"no. ill try again tmrw",
		"nah ill come back when i get paid",
		"nope, I'll handle it on monday",
		"no not right now, maybe another day",
	} {
		e, rec := newBank(t, nil)
		say(t, e, "send 100 to 1234324 on friday from checking", "seldo", "monkey")
		if _, ok := e.PendingApproval(); !ok {
			t.Fatalf("setup: no approval: %q", rec.lastReply())
		}
		say(t, e, line)
		last := rec.lastReply()
		if _, ok := e.PendingApproval(); ok || e.Speaker() != "" || len(e.Session().Artifacts) != 0 {
			t.Errorf("%q: want the transfer dropped, nothing moved (speaker %q): %q", line, e.Speaker(), last)
		}
		if strings.Contains(last, "How much") {
			t.Errorf("%q: the amount asked again: %q", line, last)
		}
		say(t, e, "bye")
		if last := rec.lastReply(); strings.Contains(last, "keep what we started") || strings.Contains(last, "waits for your yes") {
			t.Errorf("%q: bye keeps the transfer: %q", line, last)
		}
	}
}

// A no with a new value, or one that asks for time, is no drop.
func TestApprovalNoForLaterKeepsCorrections(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	say(t, e, "send 100 to 1234324 from checking", "seldo", "monkey", "no, make it 60 tomorrow")
	if ap, ok := e.PendingApproval(); !ok || !strings.Contains(ap.Summary, "$60.00") {
		t.Errorf("the new amount was not asked: %q", rec.lastReply())
	}
	e, rec = newBank(t, nil)
	say(t, e, "send 100 to 1234324 from checking", "seldo", "monkey", "no wait let me check")
	if _, ok := e.PendingApproval(); !ok {
		t.Errorf("a pause dropped the approval: %q", rec.lastReply())
	}
}
