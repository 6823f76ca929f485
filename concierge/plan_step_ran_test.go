package concierge

import (
	"strings"
	"testing"
)

// A relative amount in a plan step is worked out once: the wrap-up says
// the amount the transfer moved, never the share worked out again from
// the balance the transfer left (rounds 35 and 36: "half of my savings"
// moved $2,500.00 and the wrap-up said $1,250.00).
func TestPlanWrapUpSaysTheAmountMoved(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		lines []string
		moved string
	}{
		{[]string{"check my balance and then move half of my savings to checking", "yes", "both", "yes"}, "$2,500.00"},
		{[]string{"send half my checking to my buddy at 7654321 and also whats tesla at", "yes", "yes"}, "$500.00"},
		{[]string{"send a third of my checking to 7654321 and also check my savings", "yes", "yes"}, "$333.33"},
		{[]string{"transfer 25% of savings to checking, then look up apple", "yes", "yes"}, "$1,250.00"},
		{[]string{"everything but 100 from checking to savings and then check savings", "yes", "yes"}, "$900.00"},
		{[]string{"send all of my checking to savings and whats msft at", "yes", "yes"}, "$1,000.00"},
		{[]string{"sned half my checkin balance to savings then show savings", "yes", "yes"}, "$500.00"},
		// a value changed before the yes: the step says the one moved
		{[]string{"send 50 to 7654321 and whats tesla at", "yes", "make it 60", "checking", "yes"}, "$60.00"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, "seldo monkey")
		say(t, e, c.lines...)
		var wrap string
		for _, r := range rec.replies() {
			if strings.Contains(r, "All done") {
				wrap = r
			}
		}
		if !containsIn(rec.replies(), "Done: "+c.moved+" sent") || !strings.Contains(wrap, "✓ Send "+c.moved) {
			t.Errorf("%q: want %s moved and said in the wrap-up, got wrap-up %q\nreplies: %q", c.lines[0], c.moved, wrap, rec.replies())
		}
		if !strings.Contains(lastArtifact(e), "Amount:  "+c.moved) {
			t.Errorf("%q: the receipt says %q, want %s", c.lines[0], lastArtifact(e), c.moved)
		}
	}
}
