package concierge

import (
	"strings"
	"testing"
)

// "decline letters for 11AA11 and 22BB22, both motor, reason flood not
// covered" was answered "I can't see why a decision was made": "reason …
// not covered" read as a question after a decision's reasons, because
// "letters for" and an order with a claim id were not taken as the task
// asked for. Each writes its letters; a real "why" still gets its answer.
func TestLettersOrderedWithAReasonAreWritten(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		line string
		ids  []string
	}{
		{"decline letters for 11AA11 and 22BB22, both motor, reason flood not covered", []string{"11AA11", "22BB22"}},
		{"decline letters for 11AA11 and 22BB22, both motor, reason is flood not covered", []string{"11AA11", "22BB22"}},
		{"decline 11AA11 motor, reason not covered for wear and tear", []string{"11AA11"}},
		{"pls reject claim 31QR88 home, reasons: storm was not covered", []string{"31QR88"}},
		{"letters for 11AA11 and 22BB22 both home, grounds: damage not covered under the policy", []string{"11AA11", "22BB22"}},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newInsurance(t)
			say(t, e, c.line)
			if len(e.sess.Artifacts) != len(c.ids) {
				t.Fatalf("want %d letters, got %d: %q", len(c.ids), len(e.sess.Artifacts), rec.replies())
			}
			for i, id := range c.ids {
				if !strings.Contains(e.sess.Artifacts[i].Body, "Claim id: "+id) || !strings.Contains(e.sess.Artifacts[i].Body, "not covered") {
					t.Errorf("letter %d: %q", i, e.sess.Artifacts[i].Body)
				}
			}
		})
	}
	for _, line := range []string{
		"why was my claim not covered", "what was the reason 19DE44 was refused", "my claim got rejected and i want to know why",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newInsurance(t)
			say(t, e, line)
			if len(e.sess.Artifacts) != 0 || !containsIn(rec.replies(), "why a decision was made") {
				t.Errorf("a why-question: %q", rec.replies())
			}
		})
	}
}
