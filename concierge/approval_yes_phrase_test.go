package concierge

import (
	"strings"
	"testing"
)

// R50's fixed gate: money moves on a yes-word or yes-phrase said whole,
// never on a word that only starts one ("all" of "all right" in "that's
// all for today", "go" of "go ahead" in "go away").
func TestApprovalNeedsAYesPhraseSaidWhole(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"thats all", "that's all for today", "great thanks, that's all for today bye", "that is all i needed",
		"all good thanks", "go away", "looks expensive", "sounds like a lot", "do you charge anything for this",
		"of the two accounts whichever", "send it later",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			for _, l := range []string{"log me in seldo", "monkey", "send 50 to 7654321", "checking"} {
				say(t, e, l)
			}
			if _, ok := e.PendingApproval(); !ok {
				t.Fatalf("no approval is asked: %q", rec.replies())
			}
			say(t, e, line)
			if containsIn(rec.replies(), "Done: $50.00 sent") {
				t.Errorf("%q moved the money: %q", line, rec.replies())
			}
		})
	}
	for _, line := range []string{"ok go ahead with the transfer", "alright then", "all right", "sounds good to me", "yeah do it"} {
		t.Run("yes "+line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			for _, l := range []string{"log me in seldo", "monkey", "send 50 to 7654321", "checking"} {
				say(t, e, l)
			}
			say(t, e, line)
			if !containsIn(rec.replies(), "Done: $50.00 sent") {
				t.Errorf("%q did not approve: %q", line, rec.replies())
			}
		})
	}
}

// R41, R50: after a bare no, "ok send it" at the question the no reopened
// puts the call back as it was and asks again — it never runs on that
// message; a new amount there is the new amount.
func TestNoTakenBackAsksTheCallAgain(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ then, want string }{
		{"ok send it", "Transfer $80.00 from Checking"},
		{"actually yes do it", "Transfer $80.00 from Checking"},
		{"60", "Transfer $60.00 from Checking"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, "log me in seldo", "monkey", "send 80 to 7654321", "checking", "no", c.then)
		ap, ok := e.PendingApproval()
		if !ok || !strings.Contains(ap.Summary, c.want) {
			t.Errorf("%q after a no: want %q asked, got %q", c.then, c.want, rec.lastReply())
		}
		if containsIn(rec.replies(), "Done:") {
			t.Errorf("%q after a no moved the money: %q", c.then, rec.replies())
		}
	}
}
