package concierge

import (
	"strings"
	"testing"
)

// Round 35's bank 41: at an approval, a confirmation followed by a side
// question answers the side question (a balance, a price, what is left),
// then asks the approval again; nothing moves.
func TestConfirmationThenSideQuestionAtApproval(t *testing.T) {
	t.Parallel()
	for line, want := range map[string]string{
		"from checking. actually, wait, what's in savings right now?": "Savings account (2345678901) has a balance of $5,000.00",
		"yeah from checking, btw what's nvidia at?":                   "NVDA (NVIDIA Corporation) is trading at",
		"from checking. whats my savings balance":                     "Savings account (2345678901) has a balance of $5,000.00",
		"from checkin - hmm how much is in my savings?":               "Savings account (2345678901) has a balance of $5,000.00",
		"out of checking. oh and what is tesla trading at?":           "TSLA (Tesla Inc.) is trading at",
	} {
		e, rec := newBank(t, nil)
		say(t, e, "seldo monkey", "transfer 150 to savings pls", line)
		all := strings.Join(rec.replies(), "\n")
		last := rec.lastReply()
		if !strings.Contains(all, want) || !strings.Contains(last, "Transfer $150.00 from Checking") {
			t.Errorf("%q: want %q, then the approval asked again:\n%s", line, want, all)
		}
		if b := balance(t, e, "1234567890"); b != "" && b != "1000.00" {
			t.Errorf("%q: money moved: %s", line, b)
		}
	}
}
