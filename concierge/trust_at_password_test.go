package concierge

import (
	"strings"
	"testing"
)

// R28, R29 (issue 24 round 11): a question of trust at the password
// prompt is answered — the password is never stored, the bank is a demo
// — and the password asked again; it is no try, and the next line is.
func TestTrustQuestionAtPasswordAnswered(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ q, want string }{
		{"wait is this thing secure? like is my password stored", "never stored"},
		{"hmm do you keep my password anywhere?", "never stored"},
		{"is my info safe here?", "never stored"},
		{"before i type it, are you a bot or a human?", "automated assistant"},
		{"how do i know you're really my bank?", "automated assistant"},
	} {
		t.Run(c.q, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "transfer money please", "seldo", c.q)
			last := rec.lastReply()
			if !strings.Contains(last, c.want) || !strings.Contains(last, "password") || strings.Contains(last, "reset") {
				t.Fatalf("not answered: %q", last)
			}
			if _, ok := e.PendingSecret(); !ok {
				t.Fatalf("the password is no longer asked: %q", last)
			}
			say(t, e, "monkey")
			if !e.signedIn() {
				t.Fatalf("the password after the question did not sign in: %q", rec.lastReply())
			}
		})
	}
}
