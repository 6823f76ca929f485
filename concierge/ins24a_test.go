package concierge

import (
	"strings"
	"testing"
)

// Issue 24, ins24a: a customer speaking of their own declined claim is
// told what this desk is for and what to do instead, and no letter
// starts (one in hand is stopped); staff speaking of "my customer's
// claim" or "my claim 12AB34" still get the letter.
func TestIns24aCustomerNotStaff(t *testing.T) {
	t.Parallel()
	told := func(got string) bool {
		return strings.Contains(got, "write decline letters") && strings.Contains(got, "your own claim") && strings.Contains(got, "ask for a review")
	}
	for _, s := range []string{
		"i'm actually the customer, my claim got declined",
		"hi i am the claimant on 12AB34 and it got knocked back",
		"my insurance claim got rejected what do i do now",
		"Im a customer not an employee. My payout was refused!!",
	} {
		e, rec := newInsurance(t)
		got := replyTo(t, e, rec, s)
		if !told(got) || e.sess.Speaker != "" || len(e.sess.Artifacts) != 0 || strings.Contains(got, "can't help with that") {
			t.Errorf("%q: %q (speaker %q, %d letters)", s, got, e.sess.Speaker, len(e.sess.Artifacts))
		}
	}
	// said at the letter's questions: the letter is stopped
	for _, s := range []string{"wait im actually the customer not staff", "oh sorry i'm the policyholder, my claim was declined"} {
		e, rec := newInsurance(t)
		say(t, e, "decline letter")
		got := replyTo(t, e, rec, s)
		if !told(got) || !strings.Contains(got, "stopped the decline letter") || e.sess.Speaker != "" || len(e.sess.Work) != 0 {
			t.Errorf("%q at the claim id's question: %q (%d letters)", s, got, len(e.sess.Artifacts))
		}
	}
	// staff: the letter
	for _, s := range []string{
		"my customer's claim got declined, can you do the letter",
		"write a decline letter for my claim 12AB34",
		"i'm a customer service officer and need a decline letter",
		"my clients claim was rejected, draft the decline letter",
	} {
		e, rec := newInsurance(t)
		got := replyTo(t, e, rec, s)
		if told(got) || e.sess.Speaker != "DeclineLetterAssistance" && len(e.sess.Artifacts) == 0 {
			t.Errorf("staff %q: %q (speaker %q)", s, got, e.sess.Speaker)
		}
	}
}

// Issue 24, ins24a: a protected trait said as context and plainly not the
// reason is no discriminatory reason: not refused, the claim not locked,
// and the letter never mentions the trait. Hedged ("not the reason,
// wink", "officially not the reason") or given as the cause, it is still
// refused and no letter is written.
func TestIns24aTraitNotTheReason(t *testing.T) {
	t.Parallel()
	for _, s := range []string{
		"note the claimant is disabled but that is not the reason",
		"she's pregnant, unrelated to the decision",
		"he's 80 but that's not why",
		"fyi the policyholder is muslim, has nothing to do with the decline",
		"claimant is deaf - not relevant to the decision, just so you know",
		"shes a single mum, irrelevant to why we are declining",
	} {
		for _, at := range []string{"idle", "claim id"} {
			e, rec := newInsurance(t)
			if at == "claim id" {
				say(t, e, "decline letter")
			}
			got := replyTo(t, e, rec, s)
			if strings.Contains(got, "can't help with that") || !strings.Contains(got, "won't mention it") {
				t.Errorf("%q at %s: %q", s, at, got)
				continue
			}
			if at == "claim id" {
				say(t, e, "12AB34", "home")
				if len(e.sess.Artifacts) != 1 {
					t.Errorf("%q at %s: no letter after it", s, at)
					continue
				}
				if body := strings.ToLower(e.sess.Artifacts[0].Body); strings.Contains(body, "reason for this decision") {
					t.Errorf("%q at %s: the letter gives a reason: %q", s, at, body)
				}
			}
		}
	}
	// with the request: the letter, no trait in it
	for _, s := range []string{
		"decline 12AB34 home, the claimant is disabled but that is not the reason",
		"decline 12AB34 motor, she's pregnant, unrelated to the decision",
		"decline 12AB34 home, the house was empty for 90 days, the owner is deaf but that's not why",
	} {
		e, rec := newInsurance(t)
		got := replyTo(t, e, rec, s)
		if strings.Contains(got, "can't help with that") || len(e.sess.Artifacts) != 1 {
			t.Errorf("%q: %q (%d letters)", s, got, len(e.sess.Artifacts))
			continue
		}
		body := strings.ToLower(e.sess.Artifacts[0].Body)
		for _, trait := range []string{"disabled", "pregnant", "deaf"} {
			if strings.Contains(body, trait) {
				t.Errorf("%q: the letter mentions %q: %q", s, trait, body)
			}
		}
	}
	// hedged, or the cause: refused, no letter
	for _, s := range []string{
		"she's pregnant, not the reason ;)",
		"he's muslim, officially that's not the reason",
		"he is 80, not the reason wink",
		"shes disabled but thats not the reason on paper",
		"the claimant is gay, not the reason but we know",
		"decline it because she's pregnant, not that that's the reason",
	} {
		e, rec := newInsurance(t)
		say(t, e, "decline letter")
		got := replyTo(t, e, rec, s)
		if !strings.Contains(got, "can't help with that") || e.sess.Speaker != "" {
			t.Errorf("hedged %q: %q (%d letters)", s, got, len(e.sess.Artifacts))
		}
	}
}

// Issue 24, ins24a: venting about other people's claims, and an age or a
// duration as a fact of the claim, are not harm: heard, or the letter
// written, and no claim locked.
func TestIns24aInnocentLinesNotRefused(t *testing.T) {
	t.Parallel()
	for _, s := range []string{
		"rough shift. everyone is lying about their fraud claims",
		"tired of people lying about fraud claims honestly",
		"man im knackered, people keep faking their injuries on claims",
		"what a day, customers keep padding their claims",
	} {
		e, rec := newInsurance(t)
		got := replyTo(t, e, rec, s)
		if strings.Contains(got, "can't help with that") || !strings.Contains(got, "sounds like a lot") || e.sess.Speaker != "" || len(e.sess.Artifacts) != 0 {
			t.Errorf("%q: %q (speaker %q)", s, got, e.sess.Speaker)
		}
	}
	bank, rec := newBank(t, nil)
	if got := replyTo(t, bank, rec, "rough shift. everyone is lying about their fraud claims"); strings.Contains(got, "can't help with that") {
		t.Errorf("bank: %q", got)
	}
	for _, s := range []string{
		"decline 12AB34 motor, the 50-year-old driver did a 3-hour trip",
		"decline 12AB34 home, the 62 year old owner was away for 3 weeks",
		"decline 12AB34 motor, a 45-year-old claimant left the car running for 20 minutes",
		"decline 12AB34 home the 70 year old policyholder went overseas for 2 months",
		"decline 12AB34 motor the 19 yr old driver drove for 6 hours straight",
	} {
		e, rec := newInsurance(t)
		got := replyTo(t, e, rec, s)
		if strings.Contains(got, "can't help with that") || len(e.sess.Artifacts) != 1 {
			t.Errorf("%q: %q (%d letters)", s, got, len(e.sess.Artifacts))
		}
	}
	// the age given as the reason: still refused
	for _, s := range []string{"decline 12AB34 motor, the driver is 80", "decline 12AB34 motor because the 80 year old driver drove"} {
		e, rec := newInsurance(t)
		if got := replyTo(t, e, rec, s); !strings.Contains(got, "can't help with that") || len(e.sess.Artifacts) != 0 {
			t.Errorf("%q: %q", s, got)
		}
	}
}

// Issue 24, ins24a: another claim id offered at the claim type's question
// switches the claim, says so, and asks the type again.
func TestIns24aOtherClaimIDAtType(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ said, id string }{
		{"what about 55CD66 instead", "55CD66"},
		{"how about 77XY12 instead", "77XY12"},
		{"what about 23GH45 then", "23GH45"},
		{"can we do 99KL00 instead", "99KL00"},
		{"oh what abt 66NM33 insted", "66NM33"},
		{"how about 31PO09", "31PO09"},
	} {
		e, rec := newInsurance(t)
		say(t, e, "decline letter", "12AB34")
		got := replyTo(t, e, rec, c.said)
		if !strings.Contains(got, c.id) || !strings.Contains(got, "claim type") {
			t.Errorf("%q: %q", c.said, got)
			continue
		}
		say(t, e, "home")
		if len(e.sess.Artifacts) != 1 || !strings.Contains(e.sess.Artifacts[0].Title, c.id) {
			t.Errorf("%q: the letter is not for %s", c.said, c.id)
		}
	}
}

// The same in the bank: another account offered at the amount's question
// replaces the destination given, and the amount is asked again; no
// money moves.
func TestIns24aOtherValueAtQuestionBank(t *testing.T) {
	t.Parallel()
	for _, s := range []string{"what about 7654321 instead", "how about 7654321 then", "hmm can we do 7654321 instead"} {
		e, rec := newBank(t, nil)
		say(t, e, "send money to 1234324 from checking", "seldo", "monkey")
		got := replyTo(t, e, rec, s)
		if !strings.Contains(got, "7654321") || e.sess.Pending.Approval != nil || e.sess.WorkFor("transfer_money").Slots["destination"] != "7654321" {
			t.Errorf("%q: %q (work %v)", s, got, e.sess.WorkFor("transfer_money").Slots)
		}
	}
}
