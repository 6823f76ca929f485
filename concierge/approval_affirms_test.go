package concierge

import "testing"

// R50 (issue 24): a yes-word leading a sentence that only says the summary
// is right approves; one that says it is wrong, or changes a value, does
// not move the money as asked.
func TestYesInAFullSentence(t *testing.T) {
	t.Parallel()
	atApproval := func(t *testing.T) (*Engine, *recorder) {
		e, rec := newBank(t, nil)
		for _, l := range []string{"log me in seldo", "monkey", "send 50 to 7654321", "checking"} {
			say(t, e, l)
		}
		if _, ok := e.PendingApproval(); !ok {
			t.Fatalf("no approval is asked: %q", rec.replies())
		}
		return e, rec
	}
	for _, line := range []string{"Yes, that is correct.", "yep thats it", "yeah that all looks right to me",
		"Yes. The details are correct.", "yes, that's exactly right", "yup everything is fine, thanks",
		"Yes that is right dear, go ahead", "yes lovely, thank you so much sir", "yeah correct, send it please love",
		// round 19: a yes with the confirming verb said after it
		"Yes I confirm.", "yes, i approve", "yeah im happy with that", "yes I agree, go ahead", "Yes, I hereby authorise it"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := atApproval(t)
			say(t, e, line)
			if !containsIn(rec.replies(), "Done: $50.00 sent") {
				t.Errorf("%q did not approve: %q", line, rec.replies())
			}
		})
	}
	for _, line := range []string{"yes that is not correct", "yes thats wrong", "yeah that looks right except the account",
		"yes that's right if there's no fee", "yes that is right dear, and send 60", "yes correct, send it to savings",
		"yes I confirm, but make it 60", "yes i'm not happy with that", "yes I don't approve"} {
		t.Run("not "+line, func(t *testing.T) {
			t.Parallel()
			e, rec := atApproval(t)
			say(t, e, line)
			if containsIn(rec.replies(), "Done: $50.00 sent") {
				t.Errorf("%q moved the money: %q", line, rec.replies())
			}
		})
	}
}
