package concierge

import (
	"strings"
	"testing"
)

// Issue 24 round 14, kind 2: a question whether the product does a kind
// of its work it does not (a policy it has no letters for) is answered
// with what it does, and no task starts with the unknown word as a value.
func TestKindNotDoneAnswered(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, kind string }{
		{"also do u guys do travel insurance letters", "travel"},
		{"can you write decline letters for pet insurance?", "pet"},
		{"does this thing handle life insurance claims", "life"},
		{"is there a decline letter for boat claims?", "boat"},
		{"hey do yall also do caravan insurance letters?", "caravan"},
		{"could you draft decline letters for pets", "pets"},
	} {
		e, rec := newInsurance(t)
		say(t, e, c.line)
		all := strings.Join(rec.replies(), "\n")
		if !strings.Contains(all, "Home or Motor only") || !strings.Contains(all, "not for "+c.kind) ||
			strings.Contains(all, "Please provide your claim id") || e.sess.Speaker != "" {
			t.Errorf("%q:\n%s", c.line, rec.dump())
		}
	}
	// a kind it does, or the work itself, is no "cannot"
	for _, line := range []string{"do you do motor letters?", "can you write a decline letter for 12AB34?", "do you do decline letters?"} {
		e, rec := newInsurance(t)
		say(t, e, line)
		if strings.Contains(strings.Join(rec.replies(), "\n"), "only (the") {
			t.Errorf("%q was answered as a kind not done:\n%s", line, rec.dump())
		}
	}
	// a payee in the bank is no kind
	e, rec := newBank(t, nil)
	say(t, e, "can you do a transfer to grandma")
	if strings.Contains(strings.Join(rec.replies(), "\n"), "not for grandma") {
		t.Errorf("a payee was read as a kind:\n%s", rec.dump())
	}
}

// Round 18: a second request after the question ("… ? also how do
// internal ppl find claim ids") names no kind of letter: the letter is
// asked for, never "not for find".
func TestKindNotDoneReadsOnlyItsQuestion(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"can you do a decline letter? also how do internal ppl find claim ids",
		"can u do a decline letter and also tell me where partners locate claim ids",
		"do you write decline letters. also where would staff look up a claim id",
		"could you make a decline letter, also what do partners do to get an id",
	} {
		e, rec := newInsurance(t)
		say(t, e, line)
		all := strings.Join(rec.replies(), "\n")
		if strings.Contains(all, "only (the") || !strings.Contains(all, "Please provide your claim id") {
			t.Errorf("%q:\n%s", line, rec.dump())
		}
	}
	if got := questionClause("can you do a letter? also how", len("can you do")); got != "can you do a letter" {
		t.Errorf("questionClause = %q", got)
	}
	if got := questionClause("do you do travel letters and also pet ones", len("do you do")); got != "do you do travel letters" {
		t.Errorf("questionClause = %q", got)
	}
}
