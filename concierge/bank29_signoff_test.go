package concierge

import (
	"strings"
	"testing"
)

// Issue 24 round 27 (bank29): a goodbye or thanks with a task denied is a
// sign-off. Nothing starts; what is open is dropped, said so; no money
// moves.
func TestBank29SignOffWithTaskDenied(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"ok thanks, not transferring today",
		"no transfer today thanks",
		"that's all, not moving anything",
		"i'll leave the transfer for now, bye",
		"thx but im not sending any money today",
		"cheers, no payments for me today",
		"im done, not paying anyone today. bye",
		"thank you, i won't be transferring anything, see ya",
		"ok thx not checkin any balance today",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line)
			r := rec.lastReply()
			if !strings.Contains(r, "Goodbye!") || e.Speaker() != "" || len(e.Stack()) > 0 {
				t.Fatalf("idle: reply %q, speaker %q, stack %v; want a goodbye and nothing started", r, e.Speaker(), e.Stack())
			}
			e, rec = newBank(t, nil)
			say(t, e, "send 20 to 1234324", "seldo", "monkey")
			say(t, e, line)
			r = rec.lastReply()
			if !strings.Contains(r, "Goodbye!") || !strings.Contains(r, "OK, I won't") || e.Speaker() != "" || len(e.Stack()) > 0 {
				t.Fatalf("open transfer: reply %q, speaker %q, stack %v; want the transfer dropped, said so, and a goodbye", r, e.Speaker(), e.Stack())
			}
			if _, waits := e.PendingApproval(); waits {
				t.Fatalf("open transfer: an approval waits after %q", line)
			}
		})
	}
}

// A denied choice, a value or a plain goodbye is no sign-off of this kind.
func TestBank29SignOffNotTaken(t *testing.T) {
	t.Parallel()
	e, _ := newBank(t, nil)
	for _, line := range []string{
		"no not checking, savings thanks",
		"thanks, not 20 but 30",
		"thanks",
		"send 20 to 1234324 thanks",
		"dont send it to 1234324, send it to 7654321 thanks",
	} {
		if _, ok := e.signOffRead(line); ok {
			t.Errorf("%q read as a sign-off", line)
		}
	}
}

// The same kind in insurance: a goodbye with the letter denied.
func TestBank29SignOffInsurance(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"ok thanks, no decline letter today",
		"thanks but im not writing any letters today, bye",
		"that's all, no letter for now",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newInsurance(t)
			say(t, e, line)
			if r := rec.lastReply(); !strings.Contains(r, "Goodbye!") || e.Speaker() != "" || len(e.Stack()) > 0 {
				t.Fatalf("idle: reply %q, speaker %q; want a goodbye and nothing started", r, e.Speaker())
			}
			e, rec = newInsurance(t)
			say(t, e, "i need a decline letter", line)
			if r := rec.lastReply(); !strings.Contains(r, "Goodbye!") || !strings.Contains(r, "OK, I won't") || e.Speaker() != "" {
				t.Fatalf("open letter: reply %q, speaker %q; want it dropped, said so, and a goodbye", r, e.Speaker())
			}
		})
	}
}
