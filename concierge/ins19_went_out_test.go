package concierge

import (
	"strings"
	"testing"
)

// Issue 24 round 19: whether the letter went out, asked in any words
// right after it was written, is answered: the product writes the letter
// (under Artifacts, at its address) and sends it to no one — never
// refused as harm.
func TestIns19WhetherTheLetterWentOut(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"has it gone out to the customer yet", "did you send it", "will they get it by post",
		"has it gone to the claimant", "has it went out yet??", "so has the letter gone out to the policyholder",
		"did it go out to them already", "has it been sent to the client yet", "was it posted already", "have they received the letter"} {
		e, rec := newInsurance(t)
		say(t, e, "write a decline letter", "C-1001", "motor")
		n := len(rec.replies())
		say(t, e, line)
		said := strings.Join(rec.replies()[n:], "\n")
		if !strings.Contains(said, "nothing was sent to anyone") || !strings.Contains(said, "www.dl_artifact.com.au") || strings.Contains(said, "can't help with that") {
			t.Errorf("%q: %q", line, said)
		}
	}
}
