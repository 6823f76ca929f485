package concierge

import (
	"strings"
	"testing"
)

// Round 32 (severe): "hmm actually leave 500 in there" at "Transfer
// $5,000.00 from Savings …?" was read as a new amount of $500, and the
// yes after it sent $500. The figure said with leave or keep is what
// stays: the call is asked again for the balance less it, and nothing
// moves on the line itself.
func TestLeaveAFigureAtTheApprovalIsWhatStays(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"hmm actually leave 500 in there", "leave me 500", "actually leave 500 behind", "leave 500",
		"oh wait, keep $500 in it", "no leave like 500 in there", "keep 500 in savings",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "move everything from savings to checking", "seldo", "monkey")
			if ap, ok := e.PendingApproval(); !ok || !strings.Contains(ap.Summary, "$5,000.00") {
				t.Fatalf("no approval for everything: %q", rec.replies())
			}
			say(t, e, line)
			if containsIn(rec.replies(), "Done:") {
				t.Fatalf("%q moved money: %q", line, rec.replies())
			}
			if ap, ok := e.PendingApproval(); !ok || strings.Contains(ap.Summary, "$500.00") {
				t.Fatalf("%q: the figure kept became the amount: %+v %q", line, ap, rec.lastReply())
			}
			say(t, e, "yes")
			got := strings.Join(rec.replies(), "\n")
			if strings.Contains(got, "Done: $500.00") || strings.Count(got, "Done: $4,500.00 sent") != 1 {
				t.Errorf("the yes after %q: %q", line, rec.replies())
			}
		})
	}
}

// A figure kept said with a magnitude ("keep 1k in there") is what stays
// too: it was left unread, and the reply offered "make it 1k" — the very
// amount the user meant to keep.
func TestLeaveAThousandAtTheApproval(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	say(t, e, "move everything from savings to checking", "seldo", "monkey", "hmm keep 1k in there")
	if ap, ok := e.PendingApproval(); !ok || !strings.Contains(ap.Summary, "$4,000.00") {
		t.Fatalf("want the call asked again for $4,000.00: %+v %q", ap, rec.lastReply())
	}
}
