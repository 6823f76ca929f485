package concierge

import (
	"strings"
	"testing"
)

// A decline asked for without the word "letter" or "decline", with the
// claim id, is the decline letter's task, never "I can't help with that
// here" (round 34's ins 04).
func TestDeclineAskedInOtherWordsIsTheTask(t *testing.T) {
	t.Parallel()
	for _, text := range []string{
		"can you do me a rejection for 31pl77",
		"could you do a rejection on 31PL77",
		"can u do me a denial for 31PL77",
		"can you do a knockback for claim 31PL77 pls",
		"could u do me a refusal for 31pl77",
		"knock back 31PL77 pls",
		"need a no for claim 31PL77",
		"can you do me a rejection for 31pl77 motor",
	} {
		e, rec := newInsurance(t)
		say(t, e, text)
		got := strings.Join(rec.replies(), "\n")
		if strings.Contains(got, "can't help") || !strings.Contains(got, "claim type") && len(e.sess.Artifacts) != 1 {
			t.Errorf("%q: %q", text, got)
		}
	}
	// A question of the product with no value stays a plain no.
	e, rec := newInsurance(t)
	say(t, e, "can you do me a mortgage")
	if got := strings.Join(rec.replies(), "\n"); !strings.Contains(got, "can't help") {
		t.Errorf("mortgage: %q", got)
	}
}
