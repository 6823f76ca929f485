package concierge

import (
	"slices"
	"strings"
	"testing"
)

// A change of mind said in one breath with the new request (R50's
// cancel(current) + start_task): the dropped task leaves the stack and
// never comes back after the new one; the sign-in it started goes on when
// the new task needs it too.
func TestChangeOfMindDropsTheTask(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"oh nvm just check my balance",
		"actually forget it show me my balance instead",
		"nah drop the transfer and tell me my savings balance",
		"no wait never mind that just my balance please",
		"hmm actually no just show my balance",
		"eh forget about it and check my balance",
		"i changed my mind, what's in my savings",
		"actually i'd rather see my balance",
	} {
		e, rec := newBank(t, nil)
		say(t, e, "i need to send some money", line)
		if st := e.Stack(); slices.Contains(st, "transfer_money") || e.Speaker() != "authenticate" {
			t.Errorf("%q: stack %v, speaker %q: the transfer stays or the sign-in stopped", line, st, e.Speaker())
			continue
		}
		if !strings.Contains(rec.lastReply(), "won't transfer money") || strings.Contains(rec.lastReply(), "request to log you in") {
			t.Errorf("%q: %q", line, rec.lastReply())
		}
		n := len(rec.replies())
		say(t, e, "seldo", "monkey", "checking")
		said := strings.Join(rec.replies()[n:], "\n")
		if !strings.Contains(said, "balance of $") || strings.Contains(said, "transfer money") {
			t.Errorf("%q: after the balance: %q", line, said)
		}
	}
}

// A new request after the drop that needs no sign-in runs at once, and
// the whole stack is dropped.
func TestChangeOfMindToAnotherTask(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"scrap that and look up apple stock",
		"never mind the transfer, what's aapl at",
		"ok skip it just get me the tsla price",
	} {
		e, rec := newBank(t, nil)
		say(t, e, "send 50 to 7654321")
		n := len(rec.replies())
		say(t, e, line)
		said := strings.Join(rec.replies()[n:], "\n")
		if len(e.Stack()) != 0 || e.Speaker() != "" || !strings.Contains(said, "trading at") {
			t.Errorf("%q: stack %v speaker %q: %q", line, e.Stack(), e.Speaker(), said)
		}
	}
	// a correction is no change of mind
	e, rec := newBank(t, nil)
	say(t, e, "send 50 to 7654321", "no wait, make it 60")
	if !slices.Contains(e.Stack(), "transfer_money") {
		t.Errorf("a correction dropped the transfer: %v %q", e.Stack(), rec.lastReply())
	}
}
