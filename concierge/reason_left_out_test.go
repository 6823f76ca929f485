package concierge

import (
	"strings"
	"testing"
)

// The decline letter's reason left out (issue 24, rounds 34–36): "send it
// without a reason" after the letter was refused as a request to do harm
// and the letter withdrawn; "no reason just send it" was told a personal
// dislike is no lawful reason; "skip the reason" at the claim type's
// question cancelled the letter. Now a letter with no reason stays as
// written, one with a reason is written again without it, at the
// question no reason is noted and the question asked again, and the
// user's words never go into the letter. A harm said beside it is still
// refused.
func TestReasonLeftOutOfTheLetter(t *testing.T) {
	t.Parallel()
	asks := []string{
		"send it without a reason",
		"no reason just send it",
		"leave the reason out",
		"skip the reason",
		"can it go without a reason line",
		"just send it without the reasn line",
		"leave the reason blank and send it",
		"dont put a reason in, just send it",
	}
	refusedOrWithdrawn := func(t *testing.T, e *Engine, rec *recorder, text string) {
		t.Helper()
		got := strings.Join(rec.replies(), "\n")
		if strings.Contains(got, "I can't help with that") || strings.Contains(got, "personal dislike") || strings.Contains(got, "must not be used") {
			t.Errorf("%q: refused or taken as a dislike: %q", text, got)
		}
		for _, a := range e.sess.Artifacts {
			if strings.Contains(a.Body, "The reason for this decision") || strings.Contains(strings.ToLower(a.Body), "just send") {
				t.Errorf("%q: the letter names a reason or the user's words: %q", text, a.Body)
			}
		}
	}
	for _, text := range asks {
		// right after a letter with no reason: it stays as written
		e, rec := newInsurance(t)
		say(t, e, "decline 47UU20 motor", text)
		refusedOrWithdrawn(t, e, rec, text)
		if len(e.sess.Artifacts) != 1 || !strings.Contains(rec.lastReply(), "names no reason") {
			t.Errorf("%q after a letter with no reason: %d letters; %q", text, len(e.sess.Artifacts), rec.lastReply())
		}
		// after a letter that names a reason: written again without it
		e, rec = newInsurance(t)
		say(t, e, "decline 47UU20 motor", "reason: late reporting", text)
		if n := len(e.sess.Artifacts); n != 3 || strings.Contains(lastArtifact(e), "late reporting") || !containsIn(rec.replies(), "it now has no reason line") {
			t.Errorf("%q after a letter with a reason: %d letters; %q", text, n, rec.replies())
		}
		// at the claim type's question: no cancel, the letter has no reason line
		e, rec = newInsurance(t)
		say(t, e, "decline 47UU20 because of late reporting", text, "motor")
		refusedOrWithdrawn(t, e, rec, text)
		if len(e.sess.Artifacts) != 1 || strings.Contains(lastArtifact(e), "late reporting") {
			t.Errorf("%q at the question: %d letters; %q", text, len(e.sess.Artifacts), rec.replies())
		}
	}
	// a harm said beside it is refused all the same
	for _, text := range []string{"send it without a reason, she's muslim", "skip the reason so they cant trace why we declined"} {
		e, rec := newInsurance(t)
		say(t, e, "decline 47UU20 motor", text)
		if !containsIn(rec.replies(), "I can't help with that") {
			t.Errorf("%q: not refused: %q", text, rec.replies())
		}
	}
}
