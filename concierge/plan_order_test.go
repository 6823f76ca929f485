package concierge

import (
	"strings"
	"testing"
)

// R26 (issue 24 round 11): a request said to come first ("before i
// decide") is planned first; a clause that only names the source of a
// transfer is no balance step of its own.
func TestPlanOrderAndSource(t *testing.T) {
	t.Parallel()
	e, _ := newBank(t, nil)
	say(t, e, "seldo monkey", "send my cousin 200 at 7654321, but also show me the tsla price before i decide")
	lines := e.PlanLines()
	if len(lines) != 2 || !strings.Contains(lines[0], "stock_lookup") {
		t.Fatalf("the look-up said to come first is not first: %q", lines)
	}
	for _, line := range []string{
		"we agreed i'd send him the rest which is 44.10. his account is 7654321. can you do that from my savings?",
		"send my dad maybe 75? his account is 7654321. out of my checking please",
	} {
		e, rec := newBank(t, nil)
		say(t, e, "seldo monkey", line)
		if e.planWaits() {
			t.Fatalf("%q: the source became a step of its own: %q", line, e.PlanLines())
		}
		if e.sess.Pending.Approval == nil {
			t.Fatalf("%q: no approval: %q", line, rec.replies())
		}
	}
	e, _ = newBank(t, nil)
	say(t, e, "seldo monkey", "send 50 to 7654321 and check my savings")
	if !e.planWaits() {
		t.Fatal("a balance asked for was merged into the transfer")
	}
}
