package concierge

import (
	"strings"
	"testing"
)

// Round 23's tester: "I'm with a partner firm, not your staff" at
// "internal employee or a partner?" was told the internal answer first: a
// choice the user denies is not named. The one left is the answer; both
// said plainly still spread (every_choice.go).
func TestDeniedChoiceIsNotNamed(t *testing.T) {
	t.Parallel()
	rows := []struct{ line, want, not string }{
		{"I'm with a partner firm, not your staff", "As you are a partner", "internal employee, the id"},
		{"partner, not internal", "As you are a partner", "internal employee, the id"},
		{"not internal, im a partner", "As you are a partner", "internal employee, the id"},
		{"im not an employee, i work for a partner", "As you are a partner", "internal employee, the id"},
		{"internal staff, not a partner", "As you are an internal employee", "As you are a partner"},
		{"definitely not a partner, i'm internal", "As you are an internal employee", "As you are a partner"},
	}
	for _, r := range rows {
		e, rec := newInsurance(t)
		say(t, e, "where do i find the claim id", r.line)
		out := strings.Join(rec.replies(), "\n")
		if !strings.Contains(out, r.want) || strings.Contains(out, r.not) {
			t.Errorf("%q: want %q and never %q:\n%s", r.line, r.want, r.not, out)
		}
	}
}
