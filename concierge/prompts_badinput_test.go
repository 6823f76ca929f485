package concierge

import (
	"context"
	"errors"
	"strings"
	"testing"
)

// R25, issue 12: bad input at every prompt — empty, 1 MB, invalid UTF-8,
// control characters, only emoji — gets a clear answer (an error the
// front end shows, or a reply) and loses nothing: what waits still waits,
// and no login try is spent on it.
func TestBadInputAtEveryPrompt(t *testing.T) {
	t.Parallel()
	prompts := []struct {
		name  string
		setup []string
	}{
		{"main", nil},
		{"username", []string{"transfer money"}},
		{"password", []string{"log in", "seldo"}},
		{"choice", []string{"check my balance", "seldo", "monkey"}},
		{"value", []string{"check my balance", "seldo", "monkey", "checking", "transfer money"}},
		{"approval", []string{"check my balance", "seldo", "monkey", "checking", "send 50 to 1234567"}},
		{"plan", []string{"price of AAPL and my balance"}},
	}
	inputs := []struct {
		name string
		text string
		err  error // the clear error, nil when a reply is the answer
	}{
		{"empty", "", ErrEmpty},
		{"blank", " \t\r\n", ErrEmpty},
		{"controls", "\x00\x01\x7f", ErrEmpty},
		{"1 MB", strings.Repeat("x", 1<<20), ErrTooLong},
		{"invalid UTF-8", "\xff\xfe\xfd", nil},
		{"only emoji", "🙂🙂🎉", nil},
	}
	for _, p := range prompts {
		for _, in := range inputs {
			t.Run(p.name+"/"+in.name, func(t *testing.T) {
				t.Parallel()
				e, rec := newBank(t, nil)
				say(t, e, p.setup...)
				before := e.Session()
				replies := len(rec.replies())
				err := e.Send(context.Background(), in.text)
				after := e.Session()
				want := in.err
				if p.name == "password" && in.name == "invalid UTF-8" {
					want = ErrNotText // a broken paste is no password try
				}
				switch {
				case want != nil && !errors.Is(err, want):
					t.Fatalf("Send = %v, want %v", err, want)
				case want == nil && err != nil:
					t.Fatalf("Send = %v, want a reply", err)
				case want != nil && (len(after.Messages) != len(before.Messages) || len(rec.replies()) != replies):
					t.Errorf("an input refused with %v still changed the transcript", err)
				case want == nil && len(rec.replies()) == replies:
					t.Error("no reply")
				}
				if after.Speaker != before.Speaker || after.Stack().String() != before.Stack().String() ||
					(after.Pending.Approval == nil) != (before.Pending.Approval == nil) ||
					(after.Plan == nil) != (before.Plan == nil) || (after.Pending.Secret == nil) != (before.Pending.Secret == nil) {
					t.Errorf("lost what waited: speaker %q→%q, stack %s→%s, approval %v→%v, plan %v→%v",
						before.Speaker, after.Speaker, before.Stack(), after.Stack(),
						before.Pending.Approval != nil, after.Pending.Approval != nil, before.Plan != nil, after.Plan != nil)
				}
				if p.name == "password" && want != nil {
					// the next password is still the first try
					say(t, e, "wrong")
					if !strings.Contains(rec.lastReply(), "2 tries left") {
						t.Errorf("after %s: %q", in.name, rec.lastReply())
					}
				}
			})
		}
	}
}
