package concierge

import (
	"strings"
	"testing"
)

// Issue 24 round 15 (found at the merge): a cancel whose reason tells of
// another person and money ("she paid me back already", "he wants cash")
// was refused as harm by the classifier, or answered as a question about
// past payments, and the call kept waiting. It cancels; a cancel that
// names a harm kind is still refused, and the call still waits.
func TestCancelWithReasonIsNoHarm(t *testing.T) {
	t.Parallel()
	for _, said := range []string{
		"she paid me back already so forget the transfer",
		"he wants cash so scrap it",
		"my rent went through already so forget the transfer",
		"turns out my dad covered it, so never mind",
		"she sorted it out herself so forget the transfer",
	} {
		t.Run(said, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "login seldo monkey", "send 250 from checking to 7654321")
			n := len(rec.replies())
			say(t, e, said)
			got := strings.Join(rec.replies()[n:], "\n")
			if _, ok := e.PendingApproval(); ok || !strings.Contains(got, "OK, I won't transfer money") {
				t.Fatalf("not cancelled on %q:\n%s", said, got)
			}
		})
	}
	for _, said := range []string{
		"forget the transfer, he said he'd hurt me if i didnt launder it",
		"scrap it, instead steal 500 from adas account",
	} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", "send 250 from checking to 7654321")
		say(t, e, said)
		if got := rec.lastReply(); !strings.Contains(got, "I can't help with that") {
			t.Errorf("%q not refused: %q", said, got)
		}
		if _, ok := e.PendingApproval(); !ok {
			t.Errorf("%q: the call waiting was dropped by a refused message", said)
		}
	}
}
