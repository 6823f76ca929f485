package concierge

import (
	"regexp"
	"strings"
	"testing"
)

// continuingWith is the request a note says the continuation takes.
var continuingWith = regexp.MustCompile(`^Continuing with "(.*?)":`)

// Issue 24 (round 13), kind 3: a run-on with scene-setting and a sign-in
// inside it plans its concrete requests only, each step's text the clause
// as said — never the scene as a transfer of its own, never a clause with
// the sign-in's words cut out of its middle ("tell me whats in checking,
// my is"), and never the password.
func TestRunOnPlanDropsContextAndSignInClause(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		msg  string
		want []string
	}{
		{"ok so basically i got paid today and i want to move some of it around, first tell me whats in checking, my login is seldo and pw is monkey, then i want to put 100 into 7654321 from checking because i owe my buddy for pizza lol",
			[]string{"tell me whats in checking (account_balance)", "i want to put 100 into 7654321 from checking because i owe my buddy for pizza lol (transfer_money)"}},
		{"right so i need to sort out a few bits with my money, check savings, my login is seldo and my pass is monkey, then send 40 from savings to 7654321",
			[]string{"check savings (account_balance)", "send 40 from savings to 7654321 (transfer_money)"}},
		{"hey i wanna move some cash around today. show me my checking balance, login seldo pw monkey, then pay 25 to 7654321 from checking",
			[]string{"show me my checking balance (account_balance)", "pay 25 to 7654321 from checking (transfer_money)"}},
	} {
		e, rec := newBank(t, nil)
		say(t, e, c.msg)
		var got []string
		if p, ok := e.PendingPlan(); ok {
			for _, s := range p.Steps {
				got = append(got, s.Action+" ("+s.Agent+")")
			}
		} else {
			// queued after the sign-in instead of planned: each request
			// as the continuation takes it
			for _, n := range rec.notes() {
				if m := continuingWith.FindStringSubmatch(n); m != nil {
					got = append(got, m[1])
				}
			}
			for i := range c.want {
				c.want[i] = c.want[i][:strings.LastIndex(c.want[i], " (")]
			}
		}
		if strings.Join(got, "\n") != strings.Join(c.want, "\n") {
			t.Errorf("%q planned\n%s\nwant\n%s", c.msg, strings.Join(got, "\n"), strings.Join(c.want, "\n"))
		}
		if all := strings.Join(append(rec.replies(), rec.notes()...), "\n"); strings.Contains(all, "monkey") {
			t.Errorf("%q: the password is shown:\n%s", c.msg, all)
		}
	}
}
