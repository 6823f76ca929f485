package concierge

import (
	"strings"
	"testing"
)

// Round 32 (bank38, item 3): a worry that money was stolen or the account
// got into is taken seriously: nobody here can report or freeze, the
// bank's fraud line can (no number made up), the balance check offered;
// never "I'm not sure how to help", and no sign-in asked.
func TestFraudWorryAnswered(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"i think someone stole money from my account!!",
		"someone's been in my account",
		"somebody took 500 from my savings",
		"money is missing from my checking account",
		"my account got drained overnight",
		"i want to report fraud",
		"someone hacked my acount",
		"HELP someone is using my account",
		"i think ive been robbed, 200 bucks gone from my savings",
	} {
		e, rec := newBank(t, nil)
		say(t, e, line)
		last := rec.lastReply()
		if !strings.Contains(last, "fraud line") || !strings.Contains(last, "check my balance") || strings.Contains(last, "not sure how to help") {
			t.Errorf("%q: want the fraud line and the balance offered: %q", line, last)
		}
		if e.Speaker() != "" || strings.ContainsAny(strings.TrimPrefix(last, "concierge: I can't report"), "0123456789") {
			t.Errorf("%q: a sign-in asked or a number said (speaker %q): %q", line, e.Speaker(), last)
		}
	}
	// the kinds about a card or a charge keep their answer
	for line, want := range map[string]string{
		"there's a charge i didnt make":          "dispute a charge",
		"i see a withdrawal i don't recognise":   "dispute a charge",
		"my card got hacked":                     "freeze, lock or block",
		"someone stole my card":                  "lost or stolen card",
		"send 50 to 1234324, someone owes me it": "",
	} {
		e, rec := newBank(t, nil)
		say(t, e, line)
		if last := rec.lastReply(); want != "" && !strings.Contains(last, want) || want == "" && strings.Contains(last, "fraud line") {
			t.Errorf("%q: %q", line, last)
		}
	}
}
