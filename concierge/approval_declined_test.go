package concierge

import (
	"strings"
	"testing"
)

// A plain no at an approval ends the call: nothing is sent, the amount is
// not asked again, and a different call can be asked by giving a new
// value; a no with a correction still corrects (§15 rule 3, R41).
func TestPlainNoEndsTheCall(t *testing.T) {
	t.Parallel()
	for _, no := range []string{"no", "nope", "nah", "no thanks", "n", "No.",
		// a "reason" that gives none is a plain no too
		"no reason, just dont", "no, i changed my mind", "nah not now", "no, i'd rather not", "nope, maybe later"} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", "checking", "send 50 to 7654321", no)
		got := rec.lastReply()
		if !strings.Contains(got, "I did not do it") && !strings.Contains(got, "I won't") || strings.Contains(got, "How much") {
			t.Errorf("%q at the approval: %q", no, got)
		}
		if e.sess.Pending.Approval != nil || e.sess.Speaker != "" || e.sess.Facts["account_balance"] != "1000.00" {
			t.Errorf("%q at the approval: approval %v, speaker %q, balance %s", no, e.sess.Pending.Approval, e.sess.Speaker, e.sess.Facts["account_balance"])
		}
	}
	for _, c := range []struct {
		lines []string
		want  string
	}{
		// a new value right after the no: the different call offered
		{[]string{"no", "make it 30"}, "Transfer $30.00 from Checking (1234567890) to 7654321?"},
		{[]string{"nope", "send it to 1234324 instead"}, "Transfer $50.00 from Checking (1234567890) to 1234324?"},
		// a no with a correction still corrects
		{[]string{"no, make it 25"}, "Transfer $25.00 from Checking (1234567890) to 7654321?"},
		{[]string{"no, just 25"}, "Transfer $25.00 from Checking (1234567890) to 7654321?"},
		// "actually yes do it" brings the call back as it was
		{[]string{"no", "actually yes do it"}, "Transfer $50.00 from Checking (1234567890) to 7654321?"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, append([]string{"login seldo monkey", "checking", "send 50 to 7654321"}, c.lines...)...)
		if ap := e.sess.Pending.Approval; ap == nil || ap.Summary != c.want {
			t.Errorf("%q: approval %v, want %q; replies %q", c.lines, ap, c.want, rec.replies())
		}
	}
}
