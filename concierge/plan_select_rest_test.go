package concierge

import "testing"

// R50 (issue 24, R51 misreadings): at a waiting plan, the steps not named
// said to be dropped ("…, ignore the rest", "… and nothing else") keeps
// the named step alone; said to be fine ("…, the rest is ok") runs the
// plan without the step left out. Before, both only asked the plan again.
// The transfer step runs to its approval when it is kept.
func TestPlanRestDroppedOrFine(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		line string
		ran  [3]bool
	}{
		{"the balance one only, forget the others", [3]bool{true, false, false}},
		{"step 3 and nothing else thx", [3]bool{false, false, true}},
		{"just the second, never mind the rest of it", [3]bool{false, true, false}},
		{"the apple price only. skip everything else", [3]bool{false, false, true}},
		{"price check only. skip everything else", [3]bool{false, false, false}}, // names every step: asked again, nothing runs
		{"leave out step 2, everything else is fine", [3]bool{true, false, true}},
		{"no need for the balance bit, the rest looks ok", [3]bool{false, true, false}}, // the price waits behind the approval
	} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", threeStepPlan, c.line)
		if got := ranSteps(rec.replies()); got != c.ran {
			t.Errorf("%q ran %v, want %v:\n%q", c.line, got, c.ran, rec.replies())
		}
	}
}
