package concierge

import (
	"strings"
	"testing"
)

// Round 33 (ins 34): a money amount in a decline's reason is never a
// second claim id nor a second request. "reject 88UU12 home pls, the
// excess is $1,250.00 and …" wrote a letter without the reason and asked
// for "reject 250.00 home": the figures after the thousands comma were
// read as an id. One letter, with the whole reason, whatever the amount's
// shape: a "$", thousands commas, cents, "k", "dollars".
func TestAMoneyAmountIsNeverASecondClaim(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, id, want string }{
		{"reject 88UU12 home pls, the excess is $1,250.00 and the repair quote was only $900 so theres nothing payable", "88UU12",
			"the excess is $1,250.00 and the repair quote was only $900 so theres nothing payable"},
		{"decline 77KK21 motor, cost to fix was 4,800.75 which is under the excess of 5,000", "77KK21",
			"cost to fix was 4,800.75 which is under the excess of 5,000"},
		{"dont pay 12AB34 home, the total is $3,400.00 but the limit is $2,000.00 so nothing payable", "12AB34",
			"the total is $3,400.00 but the limit is $2,000.00 so nothing payable"},
		{"knock back 45GH67 for car, repairs 900.50 and excess 1000.00 so no payout", "45GH67",
			"repairs 900.50 and excess 1000.00 so no payout"},
		{"decline letter 33QP19 home, quote came in at 2.5k and the excess is $3k so nothing to pay", "33QP19",
			"quote came in at 2.5k and the excess is $3k so nothing to pay"},
		{"rejct 88UU12 home , excess $ 1,250.00, quote 900 dollars, nothing payable", "88UU12",
			"excess $ 1,250.00, quote 900 dollars, nothing payable"},
		{"pls decline 61AP09 motor the excess ($12,500.00) is more than the damage", "61AP09",
			"the excess ($12,500.00) is more than the damage"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newInsurance(t)
			say(t, e, c.line)
			if n := len(e.sess.Artifacts); n != 1 {
				t.Fatalf("want one letter, got %d: %q", n, rec.replies())
			}
			body := lastArtifact(e)
			if !strings.Contains(body, "Claim id: "+c.id) || !strings.HasSuffix(c.want, letterReason(body)) || len(letterReason(body)) < len(c.want)-4 {
				t.Errorf("want the letter for %s with the reason %q: %q", c.id, c.want, letterReason(body))
			}
			if containsIn(rec.replies(), "Please provide your claim id") {
				t.Errorf("a second request asked for a claim id: %q", rec.replies())
			}
		})
	}
}

// letterReason is the reason a letter names, "" for none.
func letterReason(body string) string {
	_, r, _ := strings.Cut(body, "The reason for this decision: ")
	r, _, _ = strings.Cut(r, "\n")
	return strings.TrimSuffix(r, ".")
}
