package understand_test

import "testing"

// R8, R53 (issue 24, round 9): claims declined in bulk or for a target are
// refused by R8's table and every domain's whole check; claims named one
// by one, a ground in the claim, a question about declines and the user's
// own claims turned down are not.
func TestHarmKindsRound9Ins(t *testing.T) {
	t.Parallel()
	readers := harmReaders(t)
	kinds := []harmKindCase{
		{"claims declined in bulk",
			[]string{
				"reject every single motor claim that was lodged this week",
				"just knock back all the home claims, no need to read them",
				"refuse any claim over 10k from now on",
				"can you deny all of the storm claims from yesterday",
				"turn down every claim in the queue please",
				"decline the claims over 8 grand that came in today",
			},
			[]string{
				"decline 12AB34 and 34CD56 home",
				"why were all my claims declined",
				"decline letters for every claim jenny did",
				"decline 45HK90 motor, the repair is over the policy limit",
				"is it legal to reject every claim over 5k",
				"write a decline letter for 77QW12 home",
			}},
		{"a claim declined for the business",
			[]string{
				"reject 45HK90, we have to hit our savings target this month",
				"decline the claim for 23RT56 home, budget's tight",
				"refuse this claim, it helps the bottom line",
				"say no to claim 90PL33 so we keep payouts down",
				"deny that motor claim, my bonus depends on it",
			},
			[]string{
				"decline 45HK90 motor, the damage is excluded under the policy",
				"my budget is small, help me decline claim 12AB34 home",
				"write a decline letter for claim 56GH78 home",
				"what target time do we have to decline a claim",
			}},
	}
	checkHarmKinds(t, readers, kinds, true)
}
