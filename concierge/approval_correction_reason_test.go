package concierge

import (
	"strings"
	"testing"
)

// Round 33 (tryout 04, 49): a correction at the approval with a reason
// beside it is the new amount, shown for a yes; the reason is no history
// question and no harm. Nothing moves on it, and the yes moves the new
// amount once. A reason that is itself harmful still refuses the whole
// message and keeps the old call.
func TestCorrectionWithReasonAtApproval(t *testing.T) {
	t.Parallel()
	for said, want := range map[string]string{
		"wait make it 600 he gave me a discount":      "$600.00",
		"change it to 600, he gave me a discount":     "$600.00",
		"make it 600 please, he took some off":        "$600.00",
		"do 450 instead, we split the bill":           "$450.00",
		"can u make it 550 cuz he gave me a deal":     "$550.00",
		"make it 500, she knocked some off":           "$500.00",
		"actualy 400 pls the guy gave me mates rates": "$400.00",
		"lower it to 300 since he paid me some back":  "$300.00",
	} {
		t.Run(said, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "login seldo monkey", "send 650 from checking to 7654321")
			if _, ok := e.PendingApproval(); !ok {
				t.Fatalf("no approval: %q", rec.replies())
			}
			n := len(rec.replies())
			say(t, e, said)
			ap, ok := e.PendingApproval()
			if !ok || ap.Summary != "Transfer "+want+" from Checking (1234567890) to 7654321?" {
				t.Fatalf("after %q the approval is %+v; replies %q", said, ap, rec.replies()[n:])
			}
			if b := balance(t, e, "1234567890"); b != "" && b != "1000.00" {
				t.Fatalf("money moved on %q: checking = %s", said, b)
			}
			say(t, e, "yes")
			if got := strings.Join(rec.replies(), "\n"); !strings.Contains(got, "Done: "+want+" sent") || strings.Contains(got, "Done: $650.00") {
				t.Fatalf("the yes did not send %s once:\n%s", want, got)
			}
		})
	}
	for _, said := range []string{
		"change it to 600 so i can buy a gun and shoot him",
		"make it 600, he is a dirty immigrant",
	} {
		t.Run(said, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "login seldo monkey", "send 650 from checking to 7654321")
			say(t, e, said)
			ap, ok := e.PendingApproval()
			if !ok || !strings.Contains(ap.Summary, "$650.00") || !containsIn(rec.replies(), "I can't help with that") {
				t.Fatalf("a harmful reason was not refused: %+v %q", ap, rec.replies())
			}
		})
	}
}
