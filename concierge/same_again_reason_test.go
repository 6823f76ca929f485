package concierge

import (
	"strings"
	"testing"
)

// Round 33 (ins 35): "same again for <another id>" after a letter writes
// the new id's letter with the same type and the same reason.
func TestSameAgainKeepsTheReason(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"and same again for 61AP10 pls",
		"same again for 61AP10",
		"do the same for 61AP10",
		"same for 61AP10 too",
		"sme again 4 61AP10",
		"same again but for 61AP10",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newInsurance(t)
			say(t, e, "motor decline 61AP09, reason: unlisted driver at the wheel", "oh wait make it home, my bad", line)
			body := lastArtifact(e)
			if !strings.Contains(body, "Claim id: 61AP10") || !strings.Contains(body, "Policy type: Home") || letterReason(body) != "Unlisted driver at the wheel" && letterReason(body) != "unlisted driver at the wheel" {
				t.Errorf("want 61AP10's Home letter naming the reason: %q %q", letterReason(body), rec.lastReply())
			}
		})
	}
}
