package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (bank22b): at an approval the last decision in a message that
// changes its mind counts, a yes in everyday words approves, and a yes
// said with a doubt is asked again plainly. Money moves only on a real
// yes (R50): the test checks the transfer's "Done" and the pending call.
func TestApprovalLastDecisionAndCasualYes(t *testing.T) {
	t.Parallel()
	const (
		approved = "approved"
		declined = "declined"
		asked    = "asked again"
	)
	cases := []struct {
		line, want string
	}{
		// the mind changed within the message: the last decision counts
		{"no wait... yes", approved},
		{"no wait yes go ahead", approved},
		{"nah actually yeah do it", approved},
		{"no, hold on, yes please", approved},
		{"noo wait.. ok fine send it", approved},
		{"hmm, ok yes", approved},
		{"yes... no actually", declined},
		{"Yes… no, actually, don't", declined},
		{"yes wait no", declined},
		{"ok hmm nope", declined},
		{"no wait yes, hmm", asked},
		{"yeah nah", declined}, // a no-word last is the no (bank27)
		// a yes in the user's own words
		{"sure thing boss", approved},
		{"execute", approved},
		{"make it so", approved},
		{"aye", approved},
		{"aye aye captain", approved},
		{"yep go", approved},
		{"send it", approved},
		{"send it pls", approved},
		{"roger that", approved},
		// a doubt is no yes
		{"i guess?", asked},
		{"ok i suppose", asked},
		{"sure i guess", asked},
		{"yeah probably", asked},
		{"I think so yes", asked},
		{"sure, but...", asked},
	}
	for _, c := range cases {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", "whats in checking", "send 40 to 7654321")
		if e.sess.Pending.Approval == nil {
			t.Fatalf("no approval before %q:\n%s", c.line, strings.Join(rec.replies(), "\n"))
		}
		n := len(rec.replies())
		say(t, e, c.line)
		after := strings.Join(rec.replies()[n:], "\n")
		moved := strings.Contains(after, "Done: $40.00")
		waits := e.sess.Pending.Approval != nil
		got := asked
		switch {
		case moved:
			got = approved
		case !waits:
			got = declined
		}
		if got != c.want {
			t.Errorf("%q: %s, want %s:\n%s", c.line, got, c.want, after)
			continue
		}
		if strings.Contains(after, "How much") || strings.Contains(after, "I don't know that") {
			t.Errorf("%q: a slot question or a non-answer:\n%s", c.line, after)
		}
		if got == asked && !strings.Contains(after, "yes or no") {
			t.Errorf("%q: not asked again plainly:\n%s", c.line, after)
		}
	}
}
