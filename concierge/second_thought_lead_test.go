package concierge

import (
	"strings"
	"testing"
)

// A change said after a second-thought lead at an approval replaces the
// call; the next yes moves the money from the account said last (round
// 36's bank 20: the old source was charged).
func TestASecondThoughtChangeReplacesTheCall(t *testing.T) {
	for _, said := range []string{
		"on second thought take it from checking instead",
		"on second thought use checking instead",
		"thinking about it take it out of checking",
		"hmm on 2nd thought, from checking",
		"on reflection pay it from checking",
		"you know what, use my checking",
		"come to think of it take it from checking",
	} {
		t.Run(said, func(t *testing.T) {
			e, rec := newBank(t, nil)
			say(t, e, "seldo monkey", "pay 7654321 forty", "savings pls", said)
			ap, ok := e.PendingApproval()
			if !ok || !strings.Contains(ap.Summary, "from Checking") {
				t.Fatalf("the source was not changed: %+v %q", ap, rec.replies())
			}
			say(t, e, "yes")
			if got := balance(t, e, "2345678901"); got != "" && got != "5000.00" {
				t.Fatalf("Savings was charged: %s %q", got, rec.replies())
			}
			if got := balance(t, e, "1234567890"); got != "960.00" {
				t.Fatalf("Checking is %s, want 960.00: %q", got, rec.replies())
			}
		})
	}
}

// What is no change after the lead is read whole, as before: a put-off
// waits, a no drops the call, a yes approves.
func TestASecondThoughtWithoutAChange(t *testing.T) {
	for _, c := range []struct{ said, want string }{
		{"hmm let me think about it", "waits"},
		{"on second thought no", "dropped"},
		{"on second thoughts, nah", "dropped"},
		{"on second thought, yes", "sent"},
		{"you know what, yes do it", "sent"},
	} {
		t.Run(c.said, func(t *testing.T) {
			e, rec := newBank(t, nil)
			say(t, e, "seldo monkey", "pay 7654321 forty", "savings pls", c.said)
			_, waits := e.PendingApproval()
			sent := balance(t, e, "2345678901") == "4960.00"
			switch {
			case c.want == "waits" && (!waits || sent),
				c.want == "dropped" && (waits || sent),
				c.want == "sent" && !sent:
				t.Fatalf("want %s; waits=%v sent=%v: %q", c.want, waits, sent, rec.replies())
			}
		})
	}
}

// The same at a note's approval: the title said after the lead is the
// new title, never a decline that drops the note.
func TestASecondThoughtRenamesANote(t *testing.T) {
	for _, said := range []string{
		"on second thought make the title vet visit",
		"hmm let me think, call it vet visit",
		"thinking about it, title it vet visit",
	} {
		t.Run(said, func(t *testing.T) {
			e, rec := newDomainFor(t, "notes")
			say(t, e, "ada 1815", "add a note called vet saying rex shots in june", said)
			ap, ok := e.PendingApproval()
			if !ok || !strings.Contains(ap.Summary, `"vet visit"`) {
				t.Fatalf("the title was not changed: %+v %q", ap, rec.replies())
			}
		})
	}
}
