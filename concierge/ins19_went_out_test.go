package concierge

import (
	"context"
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

// The same kind after a transfer in the bank: whether the money went out
// is answered from what came of the approved call, never refused as harm,
// and nothing moves again.
func TestIns19WhetherTheTransferWentOut(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"has it gone out yet", "has it gone to them", "did they get it yet", "has the money reached them", "so did it go to 1234324"} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", "check my checking balance", "send 20 to 1234324 from checking")
		if err := e.Approve(context.Background()); err != nil {
			t.Fatal(err)
		}
		n := len(rec.replies())
		say(t, e, line)
		said := strings.Join(rec.replies()[n:], "\n")
		if !strings.Contains(said, "Done: $20.00 sent") || strings.Contains(said, "can't help with that") {
			t.Errorf("%q: %q", line, said)
		}
		if b := balance(t, e, "1234567890"); b != "980.00" {
			t.Errorf("%q: checking = %s, want 980.00: one transfer, once", line, b)
		}
	}
}
