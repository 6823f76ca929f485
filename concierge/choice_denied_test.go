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

// Round 23's tester: "transfer of $249.99 from Savings (2345678901) to
// account 1234324" was told "I didn't use "2345678901"" above the summary
// that used it. A number said as the id of a name beside it is no unused
// value; a number said apart still is (R53).
func TestAccountNumberBesideItsNameIsUsed(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"transfer of $249.99 from Savings (2345678901) to account 1234324",
		"send 40 from checking (1234567890) to 7654321",
		"move $15 out of savings #2345678901 to 1234324",
	} {
		e, rec := newBank(t, nil)
		say(t, e, line, "seldo", "monkey")
		out := strings.Join(rec.replies(), "\n")
		if strings.Contains(out, "didn't use") || !strings.Contains(out, "Transfer $") {
			t.Errorf("%q: %s", line, out)
		}
	}
	e, rec := newBank(t, nil)
	say(t, e, "send 40 to 7654321 or maybe 250", "seldo", "monkey", "checking")
	if !strings.Contains(strings.Join(rec.replies(), "\n"), "250") {
		t.Errorf("an amount said apart is no longer named: %q", rec.replies())
	}
}
