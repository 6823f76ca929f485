package concierge

import (
	"strings"
	"testing"
)

// A decline asked for in words the router does not know ("turn down",
// "reject", "deny", "knock back", "say no to") with the claim id in the
// message went to SmartStrategy, which finds claim ids, for the words
// "claim" and "id"; it asked internal or partner and said the id back as
// a wrong relationship. The message gives the id: the letter takes it.
func TestGivenValueIsNotSought(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"I have to turn down a claim, id 45TRE9",
		"reject the claim, id 45TRE9",
		"deny claim id 45TRE9",
		"knock back claim id 45tre9 pls",
		"gotta refuse a claim - id is 45TRE9",
		"I have to say no to claim id 45TRE9",
		"pls action a rejection on claim id 45TRE9",
	} {
		e, rec := newInsurance(t)
		say(t, e, line)
		got := strings.Join(rec.replies(), "\n")
		if strings.Contains(got, "internal employee or a partner") || !strings.Contains(got, "claim type") {
			t.Errorf("%q: %q, want the decline letter asking the topology", line, got)
		}
		if id := e.sess.Facts["claim_id"]; id != "45TRE9" {
			t.Errorf("%q: claim id %q, want 45TRE9", line, id)
		}
	}
	// asking where the id is stays with the finder
	for _, line := range []string{"where do i find the claim id", "my claim id is 45TRE9 but where is it written"} {
		e, rec := newInsurance(t)
		say(t, e, line)
		if got := strings.Join(rec.replies(), "\n"); !strings.Contains(got, "internal employee or a partner") {
			t.Errorf("%q: %q, want SmartStrategy's question", line, got)
		}
	}
}
