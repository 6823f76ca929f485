package understand_test

import (
	"testing"

	"github.com/concierge-dev/concierge/agents/understand"
)

// A lawful reason set for the letter is no harm; a protected trait set
// the same way still is (issue 24, ins26a).
func TestIns26aLawfulReasonSetIsNoHarm(t *testing.T) {
	t.Parallel()
	var rs []*understand.Reader
	for _, d := range builtins() {
		r, _ := understand.New(d)
		rs = append(rs, r)
	}
	for _, line := range []string{
		"change the reason to: late reporting",
		"change the reason to fraud",
		`pls change reason to "inflated invoices, fraud"`,
		"update the reason → wear and tear",
		"make the reason non-payment of premium",
		"switch the reason to - policy lapsed before the incident",
		"change the reason to late notification",
	} {
		for _, r := range rs {
			if reason, harmful := r.Harm(line); harmful {
				t.Errorf("%q refused: %s", line, reason)
			}
		}
	}
	for _, line := range []string{"change the reason to his age, he's 80"} {
		for _, r := range rs {
			if _, harmful := r.Harm(line); !harmful {
				t.Errorf("%q: not refused", line)
			}
		}
	}
}
