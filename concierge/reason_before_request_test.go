package concierge

import (
	"strings"
	"testing"
)

// A ground said before the decline's words is the letter's reason, and
// its "not" is never a cancel (round 38's ins 13).
func TestReasonBeforeRequestInLetter(t *testing.T) {
	t.Parallel()
	for text, want := range map[string]string{
		"motor / 90-KL-11 / excess not paid / decline pls": "excess not paid",
		"excess not paid, decline 90KL11 motor":            "excess not paid",
		"not covered - pls decline 12AB34 home":            "not covered",
		"policy lapsed, can u decline 45CD67 motor":        "lapsed",
		"premium not paid. decline 33ZZ11 home thx":        "premium not paid",
		"Excess wasnt met, declien 90KL12 motor":           "excess wasnt met",
		"home / 21XY90 / late notification / decline it":   "late notification",
		"NOT COVERED, DECLINE 55TT21 MOTOR":                "not covered",
	} {
		e, rec := newInsurance(t)
		say(t, e, text)
		if len(e.sess.Artifacts) != 1 || !strings.Contains(strings.ToLower(lastArtifact(e)), want) {
			t.Errorf("%q: %d letters, want %q in it; %q", text, len(e.sess.Artifacts), want, rec.replies())
		}
	}
	// A protected trait said first is still refused: no letter.
	for _, text := range []string{"customer is foreign, decline 12AB34 home", "hes disabled / 12AB34 / decline pls"} {
		e, rec := newInsurance(t)
		say(t, e, text)
		if len(e.sess.Artifacts) != 0 {
			t.Errorf("%q: a letter written; %q", text, rec.replies())
		}
	}
}
