package concierge

import "testing"

// Tryout 34 (bank 55): a complaint, then a clear yes, at the final summary
// moves the money once; a complaint alone, or with a no, a question, or a
// yes taken back, moves nothing.
func TestComplaintThenYesApproves(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"WHY IS THIS TAKING SO LONG. YES", "ugh finally. yes", "about time, yes do it",
		"this is so slow, yes", "how long does this take?? yes", "why so slow. yes do it",
		"this is taking forever, yep go ahead", "took u long enough... ok send it",
		"whats the holdup. yes send it", "how much longer, yeah go", "ugh this app is useless. yes",
		"taking ages!! yess",
	} {
		e, rec := newBank(t, nil)
		say(t, e, "send 100 from checking to savings", "seldo", "monkey", line)
		if n := len(e.Session().Artifacts); n != 1 {
			t.Errorf("%q: want the transfer made once, %d receipts: %q", line, n, rec.replies())
		}
	}
	for _, line := range []string{
		"WHY IS THIS TAKING SO LONG", "this is so slow, no", "hurry up. yes?",
		"why is this taking so long, not yet", "so slow. wait", "ugh finally. hold on",
		"this is taking forever, yes but make it 50",
	} {
		e, rec := newBank(t, nil)
		say(t, e, "send 100 from checking to savings", "seldo", "monkey", line)
		if n := len(e.Session().Artifacts); n != 0 {
			t.Errorf("%q: money moved without a plain yes: %q", line, rec.replies())
		}
	}
}
