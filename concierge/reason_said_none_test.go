package concierge

import (
	"strings"
	"testing"
)

// "No reason" said as the reason (fresh round 37: ins 03, 10) is no
// reason: inline, after the letter or at its question the letter has no
// reason line, the user's words never go into it, and nothing is said of
// a personal dislike.
func TestNoReasonSaidIsNoReason(t *testing.T) {
	t.Parallel()
	nones := []string{
		"NO REASON",
		"no reason needed",
		"No reason required.",
		"no reson necesary",
		"none needed",
		"no reason nessecary",
		"reason: none needed",
	}
	check := func(t *testing.T, e *Engine, rec *recorder, what string) {
		t.Helper()
		got := strings.Join(rec.replies(), "\n")
		if strings.Contains(got, "dislike") || strings.Contains(got, "can't help") {
			t.Errorf("%s: read as a dislike or refused: %q", what, got)
		}
		if len(e.sess.Artifacts) == 0 {
			t.Errorf("%s: no letter: %q", what, got)
		}
		for _, a := range e.sess.Artifacts {
			if strings.Contains(a.Body, "The reason for this decision") {
				t.Errorf("%s: the letter names a reason: %q", what, a.Body)
			}
		}
	}
	for _, text := range nones {
		e, rec := newInsurance(t)
		say(t, e, "decline 12AB34 motor, "+text)
		check(t, e, rec, "inline "+text)
		e, rec = newInsurance(t)
		say(t, e, "i need to decline a claim", "its 12AB34", "car", text)
		check(t, e, rec, "after the letter "+text)
		if !containsIn(rec.replies(), "names no reason") {
			t.Errorf("after the letter %q: %q", text, rec.replies())
		}
		e, rec = newInsurance(t)
		say(t, e, "decline 12AB34 "+text, "motor")
		check(t, e, rec, "at the question "+text)
	}
	// said after the letter with a "don't": the letter stays as written
	e, rec := newInsurance(t)
	say(t, e, "decline 12AB34 motor", "dont need a reason")
	check(t, e, rec, "dont need a reason")
	// a dislike beside it is still refused, never taken for "no reason"
	e, rec = newInsurance(t)
	say(t, e, "decline 12AB34 motor, no reason, i just dont like the guy")
	if !containsIn(rec.replies(), "dislike") && !containsIn(rec.replies(), "can't help") || len(e.sess.Artifacts) != 0 {
		t.Errorf("a dislike beside no reason: %q", rec.replies())
	}
}
